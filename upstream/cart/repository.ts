import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import { CHECKOUT_MESSAGES } from '../../domain/checkout-messages.ts';
import { engineOf, inTransaction } from '../db/database.ts';
import type { Db } from '../db/open.ts';
import type { CartsTable } from '../db/tables.ts';
import { Refusal } from '../http/refusal.ts';
import type { Actor } from '../staff/acting.ts';
import { type AuditAction, recordAudit } from '../staff/audit.ts';

/** The carts table: a guest's cart by its token, or a signed-in customer's one open cart. */
export type CartRow = Selectable<CartsTable>;

export const cartNotFound = () => new Refusal(404, 'Cart not found');
/** storefront.md §8: result code 504, the client clears its cart and reloads. */
export const cartChanged = (meta?: Record<string, unknown>) => new Refusal(504, CHECKOUT_MESSAGES.cartChanged, { cart_changed: true, ...meta });

/**
 * The audit row of a change a staff user (`actor`) makes to the cart of the customer they act for
 * (`customerId`), in the change's transaction: one per call. Nothing when the customer changes it
 * themselves (`actor` null) or for a guest (`customerId` null: nobody acts for a guest).
 */
export async function recordCartAudit(
  tx: Db,
  customerId: number | null,
  actor: Actor | null,
  action: Extract<AuditAction, `cart.${string}`>,
  token: string,
  now: Date,
): Promise<void> {
  if (customerId === null) return;
  await recordAudit(tx, actor, customerId, action, { type: 'cart', id: token }, now);
}

export async function createCart(db: Db, customerId: number | null = null): Promise<string> {
  const token = randomUUID();
  const now = new Date().toISOString();
  await db.insertInto('carts').values({ token, customer_id: customerId, created_at: now, updated_at: now }).execute();
  return token;
}

export async function findCart(db: Db, token: string): Promise<CartRow | undefined> {
  return db.selectFrom('carts').selectAll().where('token', '=', token).executeTakeFirst();
}

export async function cartExists(db: Db, token: string): Promise<boolean> {
  return (await findCart(db, token)) !== undefined;
}

/**
 * The cart a caller may use: unknown, or another customer's, is "Cart not found" (404, never 403);
 * a closed cart (merged into a customer's cart at sign-in) is 504 'Some of Information has updated'.
 * A guest cart (no customer) is usable by whoever holds its token.
 */
export async function usableCart(db: Db, token: string, userId: number | null): Promise<CartRow> {
  const cart = await findCart(db, token);
  if (!cart) throw cartNotFound();
  if (cart.customer_id !== null && cart.customer_id !== userId) throw cartNotFound();
  if (cart.closed_at !== null) throw cartChanged();
  return cart;
}

/**
 * Inside a transaction, before changing a cart or its lines: the cart's row, locked until the
 * transaction ends, so that the changes to one cart run one after another (an add reads the line it
 * adds to; a merge reads both carts' lines). PostgreSQL locks the row; SQLite knows no row locks, and
 * its transactions take the write lock when they begin, so they already run one at a time. The lock
 * is FOR NO KEY UPDATE, the one an UPDATE of the row takes: it waits for the others like it but not
 * for the key-share locks that inserting a line or a request id takes on its cart (foreign keys), so
 * a transaction that inserted first and locks after cannot deadlock with another doing the same.
 * A cart closed since the caller looked (merged at sign-in) is refused as usableCart refuses it.
 */
export async function lockOpenCart(tx: Db, token: string): Promise<CartRow> {
  const cart = await tx
    .selectFrom('carts')
    .selectAll()
    .where('token', '=', token)
    .$if(engineOf(tx) === 'postgres', (q) => q.forNoKeyUpdate())
    .executeTakeFirst();
  if (!cart) throw cartNotFound();
  if (cart.closed_at !== null) throw cartChanged();
  return cart;
}

/**
 * The signed-in customer's one open cart, created when there is none. Safe under concurrent calls:
 * the partial unique index carts_customer_open lets one insert win (the others wait for it and do
 * nothing), and the select after it reads the winner's cart. A cart closed between the two (an order
 * placed at that moment) makes it try again. A cart made by `actor` (a staff user acting for the
 * customer; null: the customer) is recorded in the audit trail with its insert, in one transaction.
 */
export async function customerCart(db: Db, userId: number, actor: Actor | null, now: Date = new Date()): Promise<CartRow> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const at = now.toISOString();
    const created = await inTransaction(db, async (tx) => {
      const row = await tx
        .insertInto('carts')
        .values({ token: randomUUID(), customer_id: userId, created_at: at, updated_at: at })
        .onConflict((oc) => oc.column('customer_id').where('customer_id', 'is not', null).where('closed_at', 'is', null).doNothing())
        .returningAll()
        .executeTakeFirst();
      if (row) await recordCartAudit(tx, userId, actor, 'cart.create', row.token, now);
      return row;
    });
    if (created) return created;
    const open = await db.selectFrom('carts').selectAll().where('customer_id', '=', userId).where('closed_at', 'is', null).executeTakeFirst();
    if (open) return open;
  }
  throw new Error(`no open cart for customer ${userId} after three attempts`);
}

/** Every change to a cart moves its version (the client's cart hash) in the same transaction. */
export async function touchCart(db: Db, token: string, now: Date = new Date()): Promise<void> {
  await db
    .updateTable('carts')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: now.toISOString() }))
    .where('token', '=', token)
    .execute();
}

/**
 * Sets (or with null removes) the cart's coupon, and with an address id its delivery address; moves the
 * version in the same statement. The system's own write (a coupon that stopped applying is taken off);
 * a customer's choice, or a staff user's for them, is changeCartCoupon.
 */
export async function setCartCoupon(db: Db, token: string, code: string | null, addressId: string | null | undefined, now: Date = new Date()): Promise<void> {
  await db
    .updateTable('carts')
    .set((eb) => ({
      coupon_code: code,
      ...(addressId === undefined ? {} : { address_id: addressId }),
      version: eb('version', '+', 1),
      updated_at: now.toISOString(),
    }))
    .where('token', '=', token)
    .execute();
}

/**
 * The customer's choice of coupon (null removes it), as setCartCoupon, with the audit row when `actor`
 * (a staff user acting for customer `customerId`) chose it, in one transaction.
 */
export function changeCartCoupon(
  db: Db,
  token: string,
  customerId: number,
  actor: Actor | null,
  code: string | null,
  addressId: string | null | undefined,
  now: Date,
): Promise<void> {
  return inTransaction(db, async (tx) => {
    await setCartCoupon(tx, token, code, addressId, now);
    await recordCartAudit(tx, customerId, actor, 'cart.coupon', token, now);
  });
}

/**
 * Sets the cart's delivery address; moves the version in the same statement. `actor`, a staff user
 * choosing it for customer `customerId` (null: the customer), is recorded in the same transaction.
 */
export function setCartAddress(db: Db, token: string, customerId: number, actor: Actor | null, addressId: string, now: Date): Promise<void> {
  return inTransaction(db, async (tx) => {
    await tx
      .updateTable('carts')
      .set((eb) => ({ address_id: addressId, version: eb('version', '+', 1), updated_at: now.toISOString() }))
      .where('token', '=', token)
      .execute();
    await recordCartAudit(tx, customerId, actor, 'cart.address', token, now);
  });
}
