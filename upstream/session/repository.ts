import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import { type Db, inTransaction, isUniqueViolation } from '../db/database.ts';
import type { UsersTable } from '../db/tables.ts';
import type { Actor } from '../staff/acting.ts';
import { recordAudit } from '../staff/audit.ts';

export type UserRow = Selectable<UsersTable>;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** A customer's public id: 'C' and 12 random base32 characters (60 bits), not guessable from the row id. */
export function newCusSid(): string {
  const bytes = randomBytes(12);
  return `C${Array.from(bytes, (b) => BASE32[b & 31]).join('')}`;
}

export function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByMobile(db: Db, mobile: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('mobile', '=', mobile).executeTakeFirst();
}

/**
 * The user of this number, created as a customer on the first sign-in. Two first sign-ins at once
 * (the number is unique): one inserts, the other's insert does nothing and it reads that row.
 */
export async function findOrCreateCustomer(db: Db, mobile: string, at: string): Promise<UserRow> {
  const existing = await findUserByMobile(db, mobile);
  if (existing) return existing;
  const created = await db
    .insertInto('users')
    .values({ cus_sid: newCusSid(), mobile, role: 'customer', created_at: at, updated_at: at })
    .onConflict((oc) => oc.column('mobile').doNothing())
    .returningAll()
    .executeTakeFirst();
  return created ?? (await db.selectFrom('users').selectAll().where('mobile', '=', mobile).executeTakeFirstOrThrow());
}

/** The user's new name and e-mail; null when another account has the e-mail (whatever its case: staff sign in by it). */
/**
 * Sets the customer's name and e-mail; null when the e-mail is another user's. `actor`, the staff user
 * changing it for the customer (null: the customer), goes in the audit trail in the same transaction.
 */
export async function updateProfile(
  db: Db,
  id: number,
  actor: Actor | null,
  profile: { name: string; email: string | null },
  now: Date,
): Promise<UserRow | null> {
  try {
    // The refusal of a taken e-mail is caught outside the transaction: on PostgreSQL it ends the transaction.
    return await inTransaction(db, async (tx) => {
      const row = await tx
        .updateTable('users')
        .set({ name: profile.name, email: profile.email, updated_at: now.toISOString() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAudit(tx, actor, id, 'profile.update', { type: 'profile', id: row.cus_sid }, now);
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

export async function setPasswordHash(db: Db, id: number, hash: string, at: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: hash, updated_at: at }).where('id', '=', id).execute();
}

/** Whether the shop of a franchise owner or assistant is blocked (the session's shopBlocked). */
export async function shopBlocked(db: Db, user: Pick<UserRow, 'franchise_id'>): Promise<boolean> {
  if (user.franchise_id === null) return false;
  const shop = await db.selectFrom('franchises').select('blocked').where('id', '=', user.franchise_id).executeTakeFirst();
  return shop?.blocked === 1;
}
