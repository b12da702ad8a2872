import { mergeCartLines } from '../../domain/cart-rules.ts';
import { legacy } from '../db/database.ts';
import type { Db } from '../db/open.ts';
import { type CartRow, customerCart, findCart, touchCart } from './repository.ts';

/**
 * Merges a guest cart into the customer's open cart (domain/cart-rules.ts mergeCartLines: the larger
 * quantity per SKU, never the sum) and closes the guest cart, in one IMMEDIATE transaction. A guest
 * cart already merged into this cart, unknown, or another customer's changes nothing: the merge is
 * idempotent and a retry after a reload gives the same cart.
 */
export function mergeGuestCart(db: Db, userId: number, guestToken: string, now: Date = new Date()): CartRow {
  return legacy(db)
    .transaction((): CartRow => {
      const target = customerCart(db, userId);
      const guest = findCart(db, guestToken);
      if (!guest || guest.token === target.token || guest.customer_id !== null || guest.closed_at !== null) return target;
      const guestLines = legacy(db).prepare<[string], { sku: string; qty: number }>('SELECT sku, qty FROM cart_items WHERE cart_token = ?').all(guestToken);
      const mine = legacy(db).prepare<[string], { sku: string; qty: number }>('SELECT sku, qty FROM cart_items WHERE cart_token = ?').all(target.token);
      const qtyMax = legacy(db).prepare<[string], { qty_max: number }>('SELECT qty_max FROM products WHERE sku = ?');
      const merged = mergeCartLines(mine, guestLines, (sku) => qtyMax.get(sku)?.qty_max ?? 1);
      const at = now.toISOString();
      const upsert = legacy(db).prepare(
        `INSERT INTO cart_items (cart_token, sku, qty, created_at, updated_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (cart_token, sku) DO UPDATE SET qty = excluded.qty, updated_at = excluded.updated_at`,
      );
      for (const line of merged) upsert.run(target.token, line.sku, line.qty, at, at);
      legacy(db)
        .prepare('UPDATE carts SET closed_at = ?, merged_into = ?, version = version + 1, updated_at = ? WHERE token = ?')
        .run(at, target.token, at, guestToken);
      if (guestLines.length > 0) touchCart(db, target.token, now);
      return findCart(db, target.token) as CartRow;
    })
    .immediate();
}
