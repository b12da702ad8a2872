import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../db/open.ts';
import type { Role, Tables } from '../db/tables.ts';

/** The staff roles (design.md's roles table); `editor` publishes content and acts for nobody. */
export const STAFF_ROLES = ['franchise', 'assistant', 'admin', 'adviser'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const isStaffRole = (role: Role): role is StaffRole => (STAFF_ROLES as readonly Role[]).includes(role);

/** Franchise and assistant sessions end 3 hours after sign-in, whatever the refreshes (staff-tools.md §6, §9). */
export const STAFF_SESSION_SECONDS = 3 * 3600;
const SHORT_SESSION_ROLES: ReadonlySet<Role> = new Set(['franchise', 'assistant']);

/** When a session of `role` that signed in at `authTime` (epoch seconds) must end; undefined: when its refresh tokens do. */
export function sessionDeadline(role: Role, authTime: number): number | undefined {
  return SHORT_SESSION_ROLES.has(role) ? authTime + STAFF_SESSION_SECONDS : undefined;
}

/** Who writes for a customer who is not themselves: recorded with every such write (./audit.ts). */
export interface Actor {
  userId: number;
  role: StaffRole;
  /** The shop of a franchise owner or assistant; null for admins and advisers. */
  franchiseId: number | null;
  /** The address the request came from (the gateway forwards the browser's). */
  clientAddress: string | null;
}

/**
 * The pin code a customer is served at: their default address's, else the one they changed last. The
 * rule where a customer has no registering shop (issue 15; the spec is silent): the shop that serves
 * this pin code is theirs.
 */
export function homePinOf(eb: ExpressionBuilder<Tables, 'users'>) {
  return eb
    .selectFrom('addresses')
    .select('addresses.pin_code')
    .whereRef('addresses.user_id', '=', 'users.id')
    .orderBy('addresses.is_default', 'desc')
    .orderBy('addresses.updated_at', 'desc')
    .orderBy('addresses.id', 'desc')
    .limit(1);
}

/**
 * The customers a shop may act for: those it registered, and those nobody registered whose home pin
 * code it serves. A customer registered by another shop is never this shop's, whatever the pin code.
 */
export function customersOfShop(eb: ExpressionBuilder<Tables, 'users'>, franchiseId: number) {
  return eb.or([
    eb('users.registered_by_franchise_id', '=', franchiseId),
    eb.and([
      eb('users.registered_by_franchise_id', 'is', null),
      eb.exists(
        eb
          .selectFrom('franchise_pincodes')
          .select(sql.lit(1).as('one'))
          .where('franchise_pincodes.franchise_id', '=', franchiseId)
          .whereRef('franchise_pincodes.pin', '=', homePinOf(eb)),
      ),
    ]),
  ]);
}

/**
 * The customers `actor` may act for, as a condition on `users` (design.md's roles table): an admin any
 * customer; a franchise owner and its assistants their shop's customers; an adviser the customer of the
 * call (until the call lists exist, any customer found by their mobile number). Only customers: never
 * another staff user.
 */
export function actableBy(eb: ExpressionBuilder<Tables, 'users'>, actor: Pick<Actor, 'role' | 'franchiseId'>) {
  const customer = eb('users.role', '=', 'customer');
  if (actor.role === 'admin' || actor.role === 'adviser') return customer;
  // A shop user without a shop (an assistant whose shop was removed) acts for nobody.
  if (actor.franchiseId === null) return eb('users.id', '<', 0);
  return eb.and([customer, customersOfShop(eb, actor.franchiseId)]);
}

/** Whether `actor` may act for the customer `customerId` now (checked on every call of a delegated token). */
export async function mayActFor(db: Db, actor: Pick<Actor, 'role' | 'franchiseId'>, customerId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('users.id')
    .where('users.id', '=', customerId)
    .where((eb) => actableBy(eb, actor))
    .executeTakeFirst();
  return row !== undefined;
}
