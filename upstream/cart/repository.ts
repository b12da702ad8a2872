import { randomUUID } from 'node:crypto';
import { CHECKOUT_MESSAGES } from '../../domain/checkout-messages.ts';
import { legacy } from '../db/database.ts';
import type { Db } from '../db/open.ts';
import { Refusal } from '../http/refusal.ts';

/** The carts table: a guest's cart by its token, or a signed-in customer's one open cart. */
export interface CartRow {
  token: string;
  customer_id: number | null;
  version: number;
  closed_at: string | null;
  merged_into: string | null;
  coupon_code: string | null;
  address_id: string | null;
  created_at: string;
  updated_at: string;
}

export const cartNotFound = () => new Refusal(404, 'Cart not found');
/** storefront.md §8: result code 504, the client clears its cart and reloads. */
export const cartChanged = (meta?: Record<string, unknown>) => new Refusal(504, CHECKOUT_MESSAGES.cartChanged, { cart_changed: true, ...meta });

export function createCart(db: Db, customerId: number | null = null): string {
  const token = randomUUID();
  const now = new Date().toISOString();
  legacy(db).prepare('INSERT INTO carts (token, customer_id, created_at, updated_at) VALUES (?, ?, ?, ?)').run(token, customerId, now, now);
  return token;
}

export function findCart(db: Db, token: string): CartRow | undefined {
  return legacy(db).prepare<[string], CartRow>('SELECT * FROM carts WHERE token = ?').get(token);
}

export function cartExists(db: Db, token: string): boolean {
  return findCart(db, token) !== undefined;
}

/**
 * The cart a caller may use: unknown, or another customer's, is "Cart not found" (404, never 403);
 * a closed cart (merged into a customer's cart at sign-in) is 504 'Some of Information has updated'.
 * A guest cart (no customer) is usable by whoever holds its token.
 */
export function usableCart(db: Db, token: string, userId: number | null): CartRow {
  const cart = findCart(db, token);
  if (!cart) throw cartNotFound();
  if (cart.customer_id !== null && cart.customer_id !== userId) throw cartNotFound();
  if (cart.closed_at !== null) throw cartChanged();
  return cart;
}

/** The signed-in customer's one open cart, created when there is none (safe under concurrent calls). */
export function customerCart(db: Db, userId: number): CartRow {
  return legacy(db)
    .transaction(() => {
      const open = legacy(db).prepare<[number], CartRow>('SELECT * FROM carts WHERE customer_id = ? AND closed_at IS NULL');
      const existing = open.get(userId);
      if (existing) return existing;
      createCart(db, userId);
      return open.get(userId) as CartRow;
    })
    .immediate();
}

/** Every change to a cart moves its version (the client's cart hash) in the same transaction. */
export function touchCart(db: Db, token: string, now: Date = new Date()): void {
  legacy(db).prepare('UPDATE carts SET version = version + 1, updated_at = ? WHERE token = ?').run(now.toISOString(), token);
}

export function setCartCoupon(db: Db, token: string, code: string | null, addressId: string | null | undefined, now: Date = new Date()): void {
  legacy(db).transaction(() => {
    if (addressId === undefined) legacy(db).prepare('UPDATE carts SET coupon_code = ? WHERE token = ?').run(code, token);
    else legacy(db).prepare('UPDATE carts SET coupon_code = ?, address_id = ? WHERE token = ?').run(code, addressId, token);
    touchCart(db, token, now);
  })();
}

export function setCartAddress(db: Db, token: string, addressId: string, now: Date = new Date()): void {
  legacy(db).transaction(() => {
    legacy(db).prepare('UPDATE carts SET address_id = ? WHERE token = ?').run(addressId, token);
    touchCart(db, token, now);
  })();
}
