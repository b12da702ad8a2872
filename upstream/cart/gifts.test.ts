import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GIFT_MESSAGES } from '../../domain/gift-messages.ts';
import { addressInput, sellableSku } from '../../test-utils/account-fixtures.ts';
import { type AccountUpstream, api, startAccountUpstream } from '../../test-utils/account-upstream.ts';
import { createFranchise, createShopCustomer, delegatedToken } from '../../test-utils/staff.ts';
import { createCustomer, type TestCustomer } from '../../test-utils/users.ts';

let up: AccountUpstream;
let me: TestCustomer;
let addressId: string;
let sku: string;

beforeAll(async () => {
  up = await startAccountUpstream();
  me = await createCustomer(up.db);
  addressId = (await api(up.url, '/api/account/addresses', { token: me.token, body: addressInput() })).body.result.id;
  sku = (await sellableSku(up.db, false, 20)).sku;
});
afterAll(() => up.close());

const setPrice = (paise: number, which = sku) =>
  up.db
    .updateTable('products')
    .set({ price_paise: paise, mrp_paise: Math.max(paise, 100_000), special_price_paise: null })
    .where('sku', '=', which)
    .execute();

async function customerCart(token: string): Promise<string> {
  return (await api(up.url, '/api/cart/create', { method: 'POST', token, body: {} })).body.result;
}
const totals = async (cartId: string, token: string | null = me.token, query = '') =>
  (await api(up.url, `/api/cart/totals?cartId=${cartId}${query}`, { token })).body.result;
const giftSkus = async (cartId: string, token: string | null = me.token) => ((await totals(cartId, token)).gifts as { sku: string }[]).map((g) => g.sku);
const setLine = (cartId: string, qty: number, token: string | null = me.token, which = sku) =>
  api(up.url, `/api/cart/update?cartId=${cartId}`, { token, body: { cartItem: { sku: which, qty } } });

describe('free gifts in the cart', () => {
  it('appear at ₹100 and ₹400 and go at ₹99.99 and ₹399.99, at ₹0, quantity 1, never in the totals', async () => {
    const cartId = (await api(up.url, '/api/cart/create', { method: 'POST' })).body.result;
    await setPrice(9_999);
    await setLine(cartId, 1, null);
    expect(await giftSkus(cartId, null)).toEqual([]);
    await setPrice(10_000);
    const at100 = await totals(cartId, null);
    expect(at100.gifts).toEqual([{ sku: 'GIFT-POUCH', name: 'Pouch', qty: 1, price: '0.00', promo_types: ['POUCH_100'] }]);
    expect(at100).toMatchObject({ items_qty: 1, subtotal: '100.00', grand_total: '100.00' });
    expect(at100.items).toHaveLength(1);
    await setPrice(39_999);
    expect(await giftSkus(cartId, null)).toEqual(['GIFT-POUCH']);
    await setPrice(40_000);
    const at400 = await totals(cartId, null);
    expect(at400.gifts.map((g: { sku: string }) => g.sku)).toEqual(['GIFT-POUCH', 'GIFT-FIRST-AID-BOX']);
    expect(at400).toMatchObject({ items_qty: 1, subtotal: '400.00', grand_total: '400.00' });
    await setPrice(9_999);
    expect(await giftSkus(cartId, null)).toEqual([]);
  });

  it('a removed gift stays off while the cart qualifies, comes back when asked for, and after the cart stops and starts qualifying', async () => {
    const cartId = await customerCart(me.token);
    await setPrice(10_000);
    await setLine(cartId, 1);
    expect(await giftSkus(cartId)).toEqual(['GIFT-POUCH']);
    const removed = await api(up.url, `/api/cart/delete?cartId=${cartId}`, { token: me.token, body: { cartItem: { sku: 'GIFT-POUCH' } } });
    expect(removed.body.result).toBe(true);
    await setLine(cartId, 2);
    const after = await totals(cartId);
    expect(after.gifts).toEqual([]);
    expect(after.declined_gifts).toEqual([{ sku: 'GIFT-POUCH', name: 'Pouch' }]);

    const back = await api(up.url, `/api/cart/gift?cartId=${cartId}`, { token: me.token, body: { cartItem: { sku: 'GIFT-POUCH' } } });
    expect(back.body.meta.cart.gifts.map((g: { sku: string }) => g.sku)).toEqual(['GIFT-POUCH']);

    await api(up.url, `/api/cart/delete?cartId=${cartId}`, { token: me.token, body: { cartItem: { sku: 'GIFT-POUCH' } } });
    await setPrice(9_999);
    await setLine(cartId, 1);
    expect(await giftSkus(cartId)).toEqual([]);
    expect((await totals(cartId)).declined_gifts).toEqual([]);
    await setPrice(10_000);
    expect(await giftSkus(cartId)).toEqual(['GIFT-POUCH']);
    await api(up.url, `/api/cart/delete?cartId=${cartId}`, { token: me.token, body: { cartItem: { sku } } });
  });

  it('refuses adding a gift by hand, changing its quantity, asking for a gift the cart does not qualify for; also for staff acting for the customer', async () => {
    const { shop, staff } = await createFranchise(up.db);
    const customer = await createShopCustomer(up.db, shop.id);
    const delegated = await delegatedToken(up.db, customer.id, staff, up.now);
    for (const token of [me.token, delegated]) {
      const cartId = await customerCart(token);
      await setPrice(10_000);
      await setLine(cartId, 1, token);
      const before = await totals(cartId, token);
      for (const path of ['update', 'add']) {
        for (const qty of [1, 2]) {
          const reply = await api(up.url, `/api/cart/${path}?cartId=${cartId}`, { token, body: { cartItem: { sku: 'GIFT-POUCH', qty } } });
          expect(reply).toEqual({ status: 400, body: { code: 400, result: GIFT_MESSAGES.notByHand, meta: { messageKey: 'gifts.messages.notByHand' } } });
        }
      }
      const pillBox = await api(up.url, `/api/cart/update?cartId=${cartId}`, { token, body: { cartItem: { sku: 'GIFT-PILL-BOX', qty: 1 } } });
      expect(pillBox.body.result).toBe(GIFT_MESSAGES.notByHand);
      const notDeclined = await api(up.url, `/api/cart/gift?cartId=${cartId}`, { token, body: { cartItem: { sku: 'GIFT-FIRST-AID-BOX' } } });
      expect(notDeclined.body).toEqual({ code: 400, result: GIFT_MESSAGES.notQualifying, meta: { messageKey: 'gifts.messages.notQualifying' } });
      const after = await totals(cartId, token);
      expect(after.version).toBe(before.version);
      expect(after.gifts).toEqual(before.gifts);
      expect(after.items.map((i: { sku: string; qty: number }) => [i.sku, i.qty])).toEqual([[sku, 1]]);
      await api(up.url, `/api/cart/delete?cartId=${cartId}`, { token, body: { cartItem: { sku } } });
    }
  });
});

describe('another customer’s cart', () => {
  it('is "Cart not found" for removing or asking for its gift, and nothing changes', async () => {
    const cartId = await customerCart(me.token);
    await setPrice(10_000);
    await setLine(cartId, 1);
    const before = await totals(cartId);
    const stranger = await createCustomer(up.db);
    for (const path of ['delete', 'gift']) {
      const reply = await api(up.url, `/api/cart/${path}?cartId=${cartId}`, { token: stranger.token, body: { cartItem: { sku: 'GIFT-POUCH' } } });
      expect(reply).toMatchObject({ status: 404, body: { result: 'Cart not found' } });
    }
    const after = await totals(cartId);
    expect(after.version).toBe(before.version);
    expect(after.gifts).toEqual(before.gifts);
    await api(up.url, `/api/cart/delete?cartId=${cartId}`, { token: me.token, body: { cartItem: { sku } } });
  });
});

describe('orders keep their gifts at ₹0', () => {
  it('records the gifts as ₹0 lines and charges only the paid lines', async () => {
    const cartId = await customerCart(me.token);
    await setPrice(40_000);
    await setLine(cartId, 1);
    const placed = await api(up.url, '/api/account/orders', { token: me.token, body: { clientOrderId: `gift-order-${Date.now()}`, cartId, addressId } });
    expect(placed.status).toBe(200);
    const order = (await api(up.url, `/api/account/orders/${placed.body.result.id}`, { token: me.token })).body.result;
    expect(order.items.map((i: Record<string, unknown>) => [i.sku, i.qty, i.price, i.row_total, i.free_gift, i.returnable])).toEqual([
      [sku, 1, '400.00', '400.00', false, true],
      ['GIFT-POUCH', 1, '0.00', '0.00', true, false],
      ['GIFT-FIRST-AID-BOX', 1, '0.00', '0.00', true, false],
    ]);
    expect(order).toMatchObject({ subtotal: '400.00', shipping: '50.00', discount: '0.00', grand_total: '450.00' });
    expect(await giftSkus(cartId)).toEqual([]);
  });

  it('leaves out a gift the customer removed', async () => {
    const cartId = await customerCart(me.token);
    await setPrice(40_000);
    await setLine(cartId, 1);
    await api(up.url, `/api/cart/delete?cartId=${cartId}`, { token: me.token, body: { cartItem: { sku: 'GIFT-POUCH' } } });
    const placed = await api(up.url, '/api/account/orders', { token: me.token, body: { clientOrderId: `gift-order-${Date.now()}`, cartId, addressId } });
    const order = (await api(up.url, `/api/account/orders/${placed.body.result.id}`, { token: me.token })).body.result;
    expect(order.items.map((i: { sku: string }) => i.sku)).toEqual([sku, 'GIFT-FIRST-AID-BOX']);
    const declines = await up.db.selectFrom('cart_gift_declines').select('gift_sku').where('cart_token', '=', cartId).execute();
    expect(declines).toEqual([]);
  });
});

describe('price sync', () => {
  it('refuses an order at a price the customer was not shown, names the change on a price check, then places it at the new price', async () => {
    const cartId = await customerCart(me.token);
    await setPrice(12_000);
    await setLine(cartId, 2);
    await setPrice(13_550);
    const clientOrderId = `price-order-${Date.now()}`;
    const refused = await api(up.url, '/api/account/orders', { token: me.token, body: { clientOrderId, cartId, addressId } });
    expect(refused.status).toBe(409);
    expect(refused.body.result).toBe(GIFT_MESSAGES.pricesChanged);
    expect(refused.body.meta).toMatchObject({ messageKey: 'gifts.messages.pricesChanged', price_changes: [{ sku, from: '120.00', to: '135.50' }] });
    expect(await up.db.selectFrom('orders').select('id').where('client_order_id', '=', clientOrderId).execute()).toEqual([]);

    const plain = await totals(cartId);
    expect(plain.price_changes).toEqual([]);
    const checked = await totals(cartId, me.token, '&checkPrice=1');
    expect(checked.price_changes).toEqual([{ sku, name: expect.any(String), from: '120.00', to: '135.50' }]);
    expect(checked.subtotal).toBe('271.00');
    expect((await totals(cartId, me.token, '&checkPrice=1')).price_changes).toEqual([]);

    const placed = await api(up.url, '/api/account/orders', { token: me.token, body: { clientOrderId, cartId, addressId } });
    expect(placed.status).toBe(200);
    expect(placed.body.result).toMatchObject({ subtotal: '271.00', grand_total: '321.00' });
  });
});
