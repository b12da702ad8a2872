import { type CartItemFacts, checkLine } from '../../domain/cart-rules.ts';
import { MESSAGES } from '../../domain/messages.ts';
import { finalPrice } from '../../domain/pricing.ts';
import { legacy } from '../db/database.ts';
import type { Db } from '../db/open.ts';
import { Refusal } from '../http/refusal.ts';
import { touchCart } from './repository.ts';

/** A cart's lines (cart_items) with their products as sold today. */
export interface CartItemRow {
  item_id: number;
  cart_token: string;
  sku: string;
  qty: number;
  product_type: string;
  name: string;
  /** Today's selling price (a special price when it applies). */
  price_paise: number;
  mrp_paise: number;
  stock_qty: number;
  status: number;
  qty_max: number;
  qty_multiple: number;
  is_virtual: number;
  prescription_required: number;
}

interface RawItemRow extends Omit<CartItemRow, 'price_paise'> {
  price_paise: number;
  special_price_paise: number | null;
  special_from: string | null;
  special_to: string | null;
}

export function listCartItems(db: Db, token: string, now: Date = new Date()): CartItemRow[] {
  return legacy(db)
    .prepare<[string], RawItemRow>(
      `SELECT i.item_id, i.cart_token, i.sku, i.qty, p.type_id AS product_type, p.name, p.price_paise, p.mrp_paise, p.special_price_paise,
         p.special_from, p.special_to, p.qty AS stock_qty, p.status, p.qty_max, p.qty_multiple, p.is_virtual, p.prescription_required
       FROM cart_items i JOIN products p ON p.sku = i.sku WHERE i.cart_token = ? ORDER BY i.item_id`,
    )
    .all(token)
    .map(({ special_price_paise, special_from, special_to, ...row }) => ({
      ...row,
      price_paise: finalPrice(
        { pricePaise: row.price_paise, mrpPaise: row.mrp_paise, specialPricePaise: special_price_paise, specialFrom: special_from, specialTo: special_to },
        now,
      ).pricePaise,
    }));
}

interface ProductFacts extends CartItemFacts {
  sku: string;
}

function productFacts(db: Db, sku: string, now: Date): ProductFacts {
  const p = legacy(db)
    .prepare<
      [string],
      {
        sku: string;
        qty: number;
        status: number;
        qty_max: number;
        qty_multiple: number;
        price_paise: number;
        mrp_paise: number;
        special_price_paise: number | null;
        special_from: string | null;
        special_to: string | null;
      }
    >('SELECT sku, qty, status, qty_max, qty_multiple, price_paise, mrp_paise, special_price_paise, special_from, special_to FROM products WHERE sku = ?')
    .get(sku);
  if (!p) throw new Refusal(404, MESSAGES.productMissing);
  const price =
    p.price_paise < 0
      ? p.price_paise
      : finalPrice(
          { pricePaise: p.price_paise, mrpPaise: p.mrp_paise, specialPricePaise: p.special_price_paise, specialFrom: p.special_from, specialTo: p.special_to },
          now,
        ).pricePaise;
  return { sku: p.sku, available: p.qty, status: p.status, qtyMax: p.qty_max, qtyMultiple: p.qty_multiple, pricePaise: price };
}

export interface LineChange {
  /** The line as stored (null when a repeated request finds it removed since). */
  line: CartItemRow | null;
  /** The volatile-stock warning when the product's stock is uncertain (storefront.md §8). */
  warning: string | null;
  /** False when a repeated request id was recognised and nothing was changed. */
  applied: boolean;
}

/**
 * Sets (mode 'set') or adds to (mode 'add') a line's quantity in one IMMEDIATE transaction: the rules of
 * domain/cart-rules.ts decide, a refusal changes nothing. An add is an increment done by the database,
 * so two tabs adding at once both count and the UNIQUE (cart_token, sku) keeps one line. An add with a
 * requestId already seen for this cart is not applied again (a retry after a lost reply or a reload).
 */
export function changeLine(
  db: Db,
  token: string,
  sku: string,
  qty: number,
  options: { mode: 'set' | 'add'; requestId?: string | undefined; synchronized: boolean; now?: Date },
): LineChange {
  const now = options.now ?? new Date();
  return legacy(db)
    .transaction((): LineChange => {
      const current = () => listCartItems(db, token, now).find((i) => i.sku === sku);
      if (options.requestId) {
        const fresh = legacy(db)
          .prepare('INSERT OR IGNORE INTO cart_requests (cart_token, request_id, created_at) VALUES (?, ?, ?)')
          .run(token, options.requestId, now.toISOString());
        if (fresh.changes === 0) return { line: current() ?? null, warning: null, applied: false };
      }
      const facts = productFacts(db, sku, now);
      const wanted = options.mode === 'add' ? (current()?.qty ?? 0) + qty : qty;
      const check = checkLine(wanted, facts, { available: facts.available, status: facts.status, synchronized: options.synchronized });
      if (!check.ok) {
        if (check.kind === 'out_of_stock') throw new Refusal(409, check.message, { stock_status: 'out_of_stock' });
        if (check.kind === 'stock_limit')
          throw new Refusal(409, check.message, {
            stock_status: 'ok',
            qty: check.available,
            messageKey: 'messages.onlyAvailable',
            params: { max: check.available },
          });
        throw new Refusal(400, check.message);
      }
      const at = now.toISOString();
      legacy(db)
        .prepare(
          `INSERT INTO cart_items (cart_token, sku, qty, created_at, updated_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (cart_token, sku) DO UPDATE SET qty = excluded.qty, updated_at = excluded.updated_at`,
        )
        .run(token, sku, wanted, at, at);
      touchCart(db, token, now);
      const line = current();
      if (!line) throw new Error(`cart line ${sku} vanished after upsert`);
      return { line, warning: check.warning, applied: true };
    })
    .immediate();
}

/** Test fixtures and scripts: sets a line without the rules. */
export function upsertCartItem(db: Db, token: string, sku: string, qty: number): CartItemRow {
  const now = new Date();
  return legacy(db).transaction(() => {
    legacy(db)
      .prepare(
        `INSERT INTO cart_items (cart_token, sku, qty, created_at, updated_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (cart_token, sku) DO UPDATE SET qty = excluded.qty, updated_at = excluded.updated_at`,
      )
      .run(token, sku, qty, now.toISOString(), now.toISOString());
    touchCart(db, token, now);
    const line = listCartItems(db, token, now).find((item) => item.sku === sku);
    if (!line) throw new Error(`cart line ${sku} vanished after upsert`);
    return line;
  })();
}

/** Removes a line by SKU (and item id when given); returns whether a line was removed. */
export function deleteCartItem(db: Db, token: string, sku: string, itemId?: number): boolean {
  return legacy(db).transaction(() => {
    const result =
      itemId === undefined
        ? legacy(db).prepare('DELETE FROM cart_items WHERE cart_token = ? AND sku = ?').run(token, sku)
        : legacy(db).prepare('DELETE FROM cart_items WHERE cart_token = ? AND sku = ? AND item_id = ?').run(token, sku, itemId);
    if (result.changes > 0) touchCart(db, token);
    return result.changes > 0;
  })();
}
