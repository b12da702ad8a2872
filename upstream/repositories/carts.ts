import { randomUUID } from 'node:crypto';
import type { Db } from '../db/open.ts';

export interface CartItemRow {
  item_id: number;
  cart_token: string;
  sku: string;
  qty: number;
  product_type: string;
  name: string;
  price_paise: number;
  mrp_paise: number;
}

export function createCart(db: Db): string {
  const token = randomUUID();
  const now = new Date().toISOString();
  db.prepare('INSERT INTO carts (token, created_at, updated_at) VALUES (?, ?, ?)').run(token, now, now);
  return token;
}

export function cartExists(db: Db, token: string): boolean {
  return db.prepare('SELECT 1 FROM carts WHERE token = ?').get(token) !== undefined;
}

export function listCartItems(db: Db, token: string): CartItemRow[] {
  return db
    .prepare<[string], CartItemRow>(
      `SELECT i.item_id, i.cart_token, i.sku, i.qty, p.type_id AS product_type, p.name, p.price_paise, p.mrp_paise
       FROM cart_items i JOIN products p ON p.sku = i.sku WHERE i.cart_token = ? ORDER BY i.item_id`,
    )
    .all(token);
}

/** Sets the line's quantity (creating the line when new); returns the stored line. */
export function upsertCartItem(db: Db, token: string, sku: string, qty: number): CartItemRow {
  const now = new Date().toISOString();
  return db.transaction(() => {
    db.prepare(
      `INSERT INTO cart_items (cart_token, sku, qty, created_at, updated_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (cart_token, sku) DO UPDATE SET qty = excluded.qty, updated_at = excluded.updated_at`,
    ).run(token, sku, qty, now, now);
    db.prepare('UPDATE carts SET updated_at = ? WHERE token = ?').run(now, token);
    const line = listCartItems(db, token).find((item) => item.sku === sku);
    if (!line) throw new Error(`cart line ${sku} vanished after upsert`);
    return line;
  })();
}

/** Removes a line by SKU (and item id when given); returns whether a line was removed. */
export function deleteCartItem(db: Db, token: string, sku: string, itemId?: number): boolean {
  const result =
    itemId === undefined
      ? db.prepare('DELETE FROM cart_items WHERE cart_token = ? AND sku = ?').run(token, sku)
      : db.prepare('DELETE FROM cart_items WHERE cart_token = ? AND sku = ? AND item_id = ?').run(token, sku, itemId);
  return result.changes > 0;
}
