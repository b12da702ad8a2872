import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import { CHECKOUT_MESSAGES } from '../../domain/checkout-messages.ts';
import { engineOf } from '../db/database.ts';
import type { Db } from '../db/open.ts';
import type { CartsTable } from '../db/tables.ts';
import { Refusal } from '../http/refusal.ts';

/** The carts table: a guest's cart by its token, or a signed-in customer's one open cart. */
export type CartRow = Selectable<CartsTable>;

export const cartNotFound = () => new Refusal(404, 'Cart not found');
/** storefront.md §8: result code 504, the client clears its cart and reloads. */
export const cartChanged = (meta?: Record<string, unknown>) => new Refusal(504, CHECKOUT_MESSAGES.cartChanged, { cart_changed: true, ...meta });

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
 * placed at that moment) makes it try again.
 */
export async function customerCart(db: Db, userId: number): Promise<CartRow> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const now = new Date().toISOString();
    const created = await db
      .insertInto('carts')
      .values({ token: randomUUID(), customer_id: userId, created_at: now, updated_at: now })
      .onConflict((oc) => oc.column('customer_id').where('customer_id', 'is not', null).where('closed_at', 'is', null).doNothing())
      .returningAll()
      .executeTakeFirst();
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

/** Sets (or with null removes) the cart's coupon, and with an address id its delivery address; moves the version in the same statement. */
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

/** Sets the cart's delivery address; moves the version in the same statement. */
export async function setCartAddress(db: Db, token: string, addressId: string, now: Date = new Date()): Promise<void> {
  await db
    .updateTable('carts')
    .set((eb) => ({ address_id: addressId, version: eb('version', '+', 1), updated_at: now.toISOString() }))
    .where('token', '=', token)
    .execute();
}
