import { describe, expect, it } from 'vitest';
import { refusal } from '../../test-utils/refusal.ts';
import { setupTestUpstream } from '../../test-utils/upstream.ts';

const t = setupTestUpstream();
const { call } = t;

async function newCart(): Promise<string> {
  return (await call('/api/cart/create', { method: 'POST' })).body.result;
}

describe('cart', () => {
  it('creates, updates, pulls, totals and deletes', async () => {
    const cartId = await newCart();
    const added = await call(`/api/cart/update?cartId=${cartId}`, { method: 'POST', body: { cartItem: { sku: 'MED000001', qty: 2 } } });
    expect(added.body.result).toMatchObject({ sku: 'MED000001', qty: 2, quote_id: cartId });
    const again = await call(`/api/cart/update?cartId=${cartId}`, { method: 'POST', body: { cartItem: { sku: 'MED000001', qty: 3 } } });
    expect(again.body.result.item_id).toBe(added.body.result.item_id);
    const pulled = await call(`/api/cart/pull?cartId=${cartId}`);
    expect(pulled.body.result).toHaveLength(1);
    const totals = await call(`/api/cart/totals?cartId=${cartId}`);
    expect(totals.body.result).toMatchObject({ items_qty: 3, subtotal: '563.01', grand_total: '563.01', total_savings: '107.25' });
    expect((await call(`/api/cart/delete?cartId=${cartId}`, { method: 'POST', body: { cartItem: { sku: 'MED000001' } } })).body.result).toBe(true);
    expect((await call(`/api/cart/pull?cartId=${cartId}`)).body.result).toEqual([]);
  });

  it.each([
    [0, 'Quantity must be above 0', { messageKey: 'messages.quantityAboveZero' }],
    [-1, 'Quantity must be above 0', { messageKey: 'messages.quantityAboveZero' }],
    ['abc', 'Quantity must be a positive integer', { messageKey: 'messages.quantityPositiveInteger' }],
    [10001, 'Quantity must be below 101', { messageKey: 'messages.quantityBelow', params: { limit: 101 } }],
  ])('refuses quantity %j with "%s" (and its key) and changes nothing', async (qty, message, meta) => {
    const cartId = await newCart();
    const response = await call(`/api/cart/update?cartId=${cartId}`, { method: 'POST', body: { cartItem: { sku: 'MED000001', qty } } });
    expect(response).toEqual({ status: 400, body: { code: 400, result: message, meta } });
    expect((await call(`/api/cart/pull?cartId=${cartId}`)).body.result).toEqual([]);
  });

  it('refuses unknown SKUs, unknown carts, out-of-stock and over-stock quantities', async () => {
    const cartId = await newCart();
    expect((await call(`/api/cart/update?cartId=${cartId}`, { method: 'POST', body: { cartItem: { sku: 'NOPE' } } })).body).toEqual(
      refusal(404, "The product that was requested doesn't exist"),
    );
    expect((await call('/api/cart/pull?cartId=not-a-cart')).status).toBe(404);
    const empty = await t.upstream.db
      .selectFrom('products')
      .select('sku')
      .where('qty', '=', 0)
      .where('status', '=', 1)
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    const oos = await call(`/api/cart/update?cartId=${cartId}`, { method: 'POST', body: { cartItem: { sku: empty?.sku } } });
    expect(oos.body.result).toBe('The product is out of stock and cannot be added to the cart!');
    await t.upstream.db.updateTable('products').set({ qty: 3 }).where('sku', '=', 'MED000002').execute();
    const over = await call(`/api/cart/update?cartId=${cartId}`, { method: 'POST', body: { cartItem: { sku: 'MED000002', qty: 4 } } });
    expect(over.body.result).toBe('Only 3 products of this type are available!');
    expect((await call(`/api/cart/pull?cartId=${cartId}`)).body.result).toEqual([]);
  });
});
