import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../db/open.ts';
import type { Role, Tables } from '../db/tables.ts';

/** The staff roles (design.md's roles table); `editor` publishes content and acts for nobody. */
export const STAFF_ROLES = ['franchise', 'assistant', 'admin', 'adviser', 'editor'] as const;
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
  /** The shop of a franchise owner or assistant; null for admins, advisers and editors. */
  franchiseId: number | null;
  /** The address the request came from (the gateway forwards the browser's). */
  clientAddress: string | null;
}

/**
 * The pin code a customer is served at: their default address's, else the one they changed last. The
 * rule where a customer has no registering shop (issue 15; the spec is silent): the shop that serves
 * this pin code is theirs. `users.home_pin` holds its value, kept by the database's triggers on addresses
 * (migration 0007), so that a shop's customers can be found by index; this query states the rule (the
 * tests hold the column to it).
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
 * The one shop that may act for the customer in `table` (users or an alias of it), as a value: the shop
 * that registered them, else the shop serving their home pin code (a pin code has one shop at most:
 * franchise_pincodes' key), else none. A customer registered by another shop is never a shop's, whatever
 * the pin code. Read row by row, for customers found by another index (their id, cus_sid or mobile).
 */
export function shopOfCustomer(table: string) {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  return sql<
    number | null
  >`coalesce(${column('registered_by_franchise_id')}, (SELECT franchise_pincodes.franchise_id FROM franchise_pincodes WHERE franchise_pincodes.pin = ${column('home_pin')}))`;
}

/** Who acts, as the acting rules need it: a staff user's id, role and shop. */
export interface ActingStaff {
  id: number;
  role: StaffRole;
  franchiseId: number | null;
}

/**
 * Whether the adviser `adviserId` has an open (PENDING) migration or retention call with the customer
 * whose id is in `customerColumn` (issue 17; index retention_calls_adviser): the customer an adviser may
 * act for is the customer of a call of theirs.
 */
export function onAdviserCall(customerColumn: string, adviserId: number) {
  return sql<boolean>`EXISTS (SELECT 1 FROM retention_calls WHERE retention_calls.adviser_user_id = ${adviserId} AND retention_calls.status = 'PENDING' AND retention_calls.customer_id = ${sql.ref(customerColumn)})`;
}

/**
 * The customers `actor` may act for, as a condition on `users` (design.md's roles table): an editor
 * nobody; an admin any customer; a franchise owner and its assistants their shop's customers (shopOfCustomer); an adviser the
 * customers of their open calls (onAdviserCall; issue 17). Only customers: never another staff user.
 * Checked row by row: for a query that finds its rows by another index (a search over all of a shop's
 * customers reads them by actableParts).
 */
export function actableBy(eb: ExpressionBuilder<Tables, 'users'>, actor: ActingStaff) {
  // An editor publishes content and acts for nobody (issue 18).
  if (actor.role === 'editor') return eb('users.id', '<', 0);
  const customer = eb('users.role', '=', 'customer');
  if (actor.role === 'admin') return customer;
  if (actor.role === 'adviser') return eb.and([customer, onAdviserCall('users.id', actor.id)]);
  // A shop user without a shop (an assistant whose shop was removed) acts for nobody.
  if (actor.franchiseId === null) return eb('users.id', '<', 0);
  return eb.and([customer, eb(shopOfCustomer('users'), '=', actor.franchiseId)]);
}

/**
 * actableBy as parts that never overlap, each an index range (users_shop_search, migration 0007), for
 * reading all of a staff user's customers: for a shop, those it registered, and those nobody registered
 * whose home pin code it serves; for anyone else, actableBy itself.
 */
export function actableParts(eb: ExpressionBuilder<Tables, 'users'>, actor: ActingStaff) {
  if (actor.role !== 'franchise' && actor.role !== 'assistant') return [actableBy(eb, actor)];
  if (actor.franchiseId === null) return [actableBy(eb, actor)];
  const customer = eb('users.role', '=', 'customer');
  const servedPins = eb.selectFrom('franchise_pincodes').select('franchise_pincodes.pin').where('franchise_pincodes.franchise_id', '=', actor.franchiseId);
  return [
    eb.and([customer, eb('users.registered_by_franchise_id', '=', actor.franchiseId)]),
    eb.and([customer, eb('users.registered_by_franchise_id', 'is', null), eb('users.home_pin', 'in', servedPins)]),
  ];
}

/**
 * Whether `actor` may act for a user already read, of `role`, whose shop is `shopId` (shopOfCustomer) and
 * who is on an open call of the actor's (onAdviserCall, read only for advisers): the rule of actableBy,
 * for one row.
 */
export function mayActForCustomer(
  actor: Pick<Actor, 'role' | 'franchiseId'>,
  customer: { role: Role; shopId: number | null; onAdviserCall: boolean },
): boolean {
  if (customer.role !== 'customer' || actor.role === 'editor') return false;
  if (actor.role === 'admin') return true;
  if (actor.role === 'adviser') return customer.onAdviserCall;
  return actor.franchiseId !== null && customer.shopId === actor.franchiseId;
}

/** Whether `actor` may act for the customer `customerId` now (a delegated session's refresh checks it). */
export async function mayActFor(db: Db, actor: ActingStaff, customerId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('users.id')
    .where('users.id', '=', customerId)
    .where((eb) => actableBy(eb, actor))
    .executeTakeFirst();
  return row !== undefined;
}
