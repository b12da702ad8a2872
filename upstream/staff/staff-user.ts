import type { Db } from '../db/open.ts';
import type { Role } from '../db/tables.ts';
import { isStaffRole, type StaffRole, sessionDeadline } from './acting.ts';

/** A signed-in staff user as the staff services see them (c.get('staff')). */
export interface StaffUser {
  id: number;
  role: StaffRole;
  name: string | null;
  email: string | null;
  mobile: string;
  subrole: string | null;
  /** The shop of a franchise owner or assistant; null for admins and advisers. */
  franchiseId: number | null;
  /** When the session signed in (epoch seconds), and when it ends for franchises and assistants. */
  authTime: number;
  endsAt: number | null;
  /** The staff session's refresh-token family (the access token's `sid`); null for a token without one. */
  sessionId: string | null;
}

export type ActiveStaff = { status: 'ok'; user: StaffUser } | { status: 'none' } | { status: 'blocked' };

/** What activeStaff reads of a staff user and their shop (a row of users left-joined to franchises). */
export interface StaffRow {
  id: number;
  role: Role;
  name: string | null;
  email: string | null;
  mobile: string;
  subrole: string | null;
  blocked: number;
  franchise_id: number | null;
  shop_blocked: number | null;
}

/**
 * The staff user `userId` of a session that signed in at `authTime`, when that session may still act:
 * a staff role, not blocked, the shop not blocked (franchise owners and assistants, who must have one),
 * and within the 3 hours of a franchise or assistant session, counted from the sign-in on every
 * request (not only at a refresh). Blocked user or shop: 'blocked' (User Blocked); anything else that
 * fails: 'none' (the session is over).
 */
export async function activeStaff(db: Db, userId: number, authTime: number, now: () => Date): Promise<ActiveStaff> {
  const row = await db
    .selectFrom('users')
    .leftJoin('franchises', 'franchises.id', 'users.franchise_id')
    .select([
      'users.id',
      'users.role',
      'users.name',
      'users.email',
      'users.mobile',
      'users.subrole',
      'users.blocked',
      'users.franchise_id',
      'franchises.blocked as shop_blocked',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  return staffStatus(row, authTime, now);
}

/**
 * activeStaff's verdict on a row already read (undefined: no such user), for a caller that reads the
 * staff user together with something else in one query (upstream/session/require-user.ts).
 */
export function staffStatus(row: StaffRow | undefined, authTime: number, now: () => Date): ActiveStaff {
  if (!row || !isStaffRole(row.role)) return { status: 'none' };
  const shopUser = row.role === 'franchise' || row.role === 'assistant';
  if (shopUser && row.franchise_id === null) return { status: 'none' };
  if (row.blocked === 1 || row.shop_blocked === 1) return { status: 'blocked' };
  const endsAt = sessionDeadline(row.role, authTime) ?? null;
  if (endsAt !== null && now().getTime() / 1000 >= endsAt) return { status: 'none' };
  return {
    status: 'ok',
    user: {
      id: row.id,
      role: row.role,
      name: row.name,
      email: row.email,
      mobile: row.mobile,
      subrole: row.subrole,
      franchiseId: shopUser ? row.franchise_id : null,
      authTime,
      endsAt,
      sessionId: null,
    },
  };
}
