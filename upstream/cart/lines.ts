import { type CartItemFacts, checkLine } from '../../domain/cart-rules.ts';
import { MESSAGES } from '../../domain/messages.ts';
import { finalPrice } from '../../domain/pricing.ts';
import { inTransaction } from '../db/database.ts';
import type { Db } from '../db/open.ts';
import { Refusal } from '../http/refusal.ts';
import type { Actor } from '../staff/acting.ts';
import { lockOpenCart, recordCartAudit, touchCart } from './repository.ts';

/** A cart's lines (cart_items) with their products as sold today. */
export interface CartItemRow {
  item_id: number;
  cart_token: string;
  sku: string;
  qty: number;
  /** The unit price last shown to the customer (price sync; null: a line from before it). */
  seen_price_paise: number | null;
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

export async function listCartItems(db: Db, token: string, now: Date = new Date()): Promise<CartItemRow[]> {
  const rows = await db
    .selectFrom('cart_items as i')
    .innerJoin('products as p', 'p.sku', 'i.sku')
    .select([
      'i.item_id',
      'i.cart_token',
      'i.sku',
      'i.qty',
      'i.seen_price_paise',
      'p.type_id as product_type',
      'p.name',
      'p.price_paise',
      'p.mrp_paise',
      'p.special_price_paise',
      'p.special_from',
      'p.special_to',
      'p.qty as stock_qty',
      'p.status',
      'p.qty_max',
      'p.qty_multiple',
      'p.is_virtual',
      'p.prescription_required',
    ])
    .where('i.cart_token', '=', token)
    .orderBy('i.item_id')
    .execute();
  return rows.map(({ special_price_paise, special_from, special_to, ...row }) => ({
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

async function productFacts(db: Db, sku: string, now: Date): Promise<ProductFacts> {
  const p = await db
    .selectFrom('products')
    .select(['sku', 'qty', 'status', 'qty_max', 'qty_multiple', 'price_paise', 'mrp_paise', 'special_price_paise', 'special_from', 'special_to'])
    .where('sku', '=', sku)
    .executeTakeFirst();
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

/**
 * Sets a line's quantity: inserts it, or on the UNIQUE (cart_token, sku) updates the one line there is.
 * The price the customer is shown with the change is recorded as seen (price sync).
 */
async function upsertLine(db: Db, token: string, sku: string, qty: number, seenPricePaise: number, now: Date): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto('cart_items')
    .values({ cart_token: token, sku, qty, seen_price_paise: seenPricePaise, created_at: at, updated_at: at })
    .onConflict((oc) =>
      oc.columns(['cart_token', 'sku']).doUpdateSet((eb) => ({
        qty: eb.ref('excluded.qty'),
        seen_price_paise: eb.ref('excluded.seen_price_paise'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}

async function lineOf(db: Db, token: string, sku: string, now: Date): Promise<CartItemRow | undefined> {
  return (await listCartItems(db, token, now)).find((item) => item.sku === sku);
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
 * Sets (mode 'set') or adds to (mode 'add') a line's quantity in one transaction: the rules of
 * domain/cart-rules.ts decide, a refusal changes nothing. The cart's row is locked first
 * (lockOpenCart), so two tabs adding at once both count, one after the other, and the UNIQUE
 * (cart_token, sku) keeps one line; a cart closed by a merge meanwhile is refused (504). An add with a
 * requestId already seen for this cart is not applied again (a retry after a lost reply or a reload):
 * the cart_requests primary key keeps the first insert of it, in the same transaction as its add, so
 * a refused add leaves the id free for a retry. A change made by `actor` (a staff user acting for
 * customer `customerId`; null: the customer or a guest) is recorded in the same transaction.
 */
export async function changeLine(
  db: Db,
  token: string,
  customerId: number | null,
  actor: Actor | null,
  sku: string,
  qty: number,
  options: { mode: 'set' | 'add'; requestId?: string | undefined; synchronized: boolean; now?: Date },
): Promise<LineChange> {
  const now = options.now ?? new Date();
  return inTransaction(db, async (tx) => {
    await lockOpenCart(tx, token);
    if (options.requestId) {
      const fresh = await tx
        .insertInto('cart_requests')
        .values({ cart_token: token, request_id: options.requestId, created_at: now.toISOString() })
        .onConflict((oc) => oc.columns(['cart_token', 'request_id']).doNothing())
        .returning('request_id')
        .executeTakeFirst();
      if (!fresh) return { line: (await lineOf(tx, token, sku, now)) ?? null, warning: null, applied: false };
    }
    const facts = await productFacts(tx, sku, now);
    const wanted = options.mode === 'add' ? ((await lineOf(tx, token, sku, now))?.qty ?? 0) + qty : qty;
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
    await upsertLine(tx, token, sku, wanted, facts.pricePaise, now);
    await touchCart(tx, token, now);
    await recordCartAudit(tx, customerId, actor, 'cart.change', token, now);
    const line = await lineOf(tx, token, sku, now);
    if (!line) throw new Error(`cart line ${sku} vanished after upsert`);
    return { line, warning: check.warning, applied: true };
  });
}

/** Test fixtures and scripts: sets a line without the rules. */
export async function upsertCartItem(db: Db, token: string, sku: string, qty: number): Promise<CartItemRow> {
  const now = new Date();
  return inTransaction(db, async (tx) => {
    const price = (await productFacts(tx, sku, now)).pricePaise;
    await upsertLine(tx, token, sku, qty, price, now);
    await touchCart(tx, token, now);
    const line = await lineOf(tx, token, sku, now);
    if (!line) throw new Error(`cart line ${sku} vanished after upsert`);
    return line;
  });
}

/**
 * Removes a line by SKU (and item id when given); returns whether a line was removed. The cart's row
 * is locked first, as for changeLine: a merge reading this cart's lines sees the line or its absence,
 * never a removal that lands on a cart already closed. A removal by `actor` (as for changeLine) is
 * recorded in the same transaction.
 */
export async function deleteCartItem(
  db: Db,
  token: string,
  customerId: number | null,
  actor: Actor | null,
  sku: string,
  itemId: number | undefined,
  now: Date,
): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    await lockOpenCart(tx, token);
    const result = await tx
      .deleteFrom('cart_items')
      .where('cart_token', '=', token)
      .where('sku', '=', sku)
      .$if(itemId !== undefined, (q) => q.where('item_id', '=', itemId as number))
      .executeTakeFirst();
    const removed = Number(result.numDeletedRows) > 0;
    if (removed) {
      await touchCart(tx, token, now);
      await recordCartAudit(tx, customerId, actor, 'cart.change', token, now);
    }
    return removed;
  });
}
