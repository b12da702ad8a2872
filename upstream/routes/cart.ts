import { Hono } from 'hono';
import { z } from 'zod';
import { MESSAGES } from '../../domain/messages.ts';
import { paiseToDecimal } from '../../domain/money.ts';
import { parseQuantity } from '../../domain/quantity.ts';
import type { Db } from '../db/open.ts';
import { fail, ok } from '../envelope.ts';
import { type CartItemRow, cartExists, createCart, deleteCartItem, listCartItems, upsertCartItem } from '../repositories/carts.ts';
import { findProduct } from '../repositories/products.ts';

const CartItemSchema = z.object({
  cartItem: z.object({
    sku: z.string().min(1).max(64),
    qty: z.unknown().optional(),
    item_id: z.coerce.number().int().positive().optional(),
    quoteId: z.string().optional(),
  }),
});

function serverItem(row: CartItemRow) {
  return {
    item_id: row.item_id,
    quote_id: row.cart_token,
    qty: row.qty,
    sku: row.sku,
    product_type: row.product_type,
    name: row.name,
    price: paiseToDecimal(row.price_paise),
  };
}

/** Totals from the server: subtotal at selling prices, savings against MRP, grand total. */
export function cartTotals(rows: readonly CartItemRow[]) {
  const subtotal = rows.reduce((sum, r) => sum + r.price_paise * r.qty, 0);
  const mrpTotal = rows.reduce((sum, r) => sum + r.mrp_paise * r.qty, 0);
  return {
    items_qty: rows.reduce((sum, r) => sum + r.qty, 0),
    subtotal: paiseToDecimal(subtotal),
    grand_total: paiseToDecimal(subtotal),
    total_savings: paiseToDecimal(mrpTotal - subtotal),
    total_segments: [
      { code: 'subtotal', title: 'Subtotal', value: paiseToDecimal(subtotal) },
      { code: 'grand_total', title: 'Grand Total', value: paiseToDecimal(subtotal) },
    ],
    items: rows.map((r) => ({ ...serverItem(r), row_total: paiseToDecimal(r.price_paise * r.qty) })),
  };
}

export function cartRoutes(db: Db) {
  const app = new Hono();

  app.post('/create', (c) => ok(c, createCart(db)));

  // Every other cart call names its cart; an unknown one is a 404 so the client re-creates it.
  app.use('/:action{pull|update|delete|totals}', async (c, next) => {
    const cartId = c.req.query('cartId');
    if (!cartId || !cartExists(db, cartId)) return fail(c, 404, 'Cart not found');
    return next();
  });

  app.get('/pull', (c) => ok(c, listCartItems(db, c.req.query('cartId') ?? '').map(serverItem)));

  app.get('/totals', (c) => ok(c, cartTotals(listCartItems(db, c.req.query('cartId') ?? ''))));

  app.post('/update', async (c) => {
    const cartId = c.req.query('cartId') ?? '';
    const parsed = CartItemSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return fail(c, 400, 'Please provide the cartItem with a sku');
    const { sku, qty: rawQty } = parsed.data.cartItem;
    const product = findProduct(db, { sku });
    if (!product) return fail(c, 404, MESSAGES.productMissing);
    if (product.price_paise < 0) return fail(c, 400, MESSAGES.priceUnknown);
    const quantity = parseQuantity(rawQty, product.qty_max);
    if (!quantity.ok) return fail(c, 400, quantity.message);
    if (product.qty <= 0) return fail(c, 409, MESSAGES.outOfStock, { stock_status: 'out_of_stock' });
    if (quantity.qty > product.qty) return fail(c, 409, MESSAGES.onlyAvailable(product.qty), { stock_status: 'ok', qty: product.qty });
    return ok(c, serverItem(upsertCartItem(db, cartId, sku, quantity.qty)));
  });

  app.post('/delete', async (c) => {
    const parsed = CartItemSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return fail(c, 400, 'Please provide the cartItem with a sku');
    const { sku, item_id } = parsed.data.cartItem;
    const removed = deleteCartItem(db, c.req.query('cartId') ?? '', sku, item_id);
    return removed ? ok(c, true) : fail(c, 404, 'Cart item not found');
  });

  return app;
}
