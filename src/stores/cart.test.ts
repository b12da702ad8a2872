import { cleanTestStorage, getTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { cleanStores } from 'nanostores';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type RunningGateway, startGateway } from '../../gateway/server.ts';
import { startTestUpstream } from '../../test-utils/upstream.ts';
import { useGraphqlEndpoint } from '../lib/graphql-client.ts';
import { $cart, $cartActivity, $isMicrocartOpen, addToCart, changeQuantity, EMPTY_CART, isCartState, removeFromCart, syncCart } from './cart.ts';

let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
let gateway: RunningGateway;

beforeAll(async () => {
  useTestStorageEngine();
  upstream = await startTestUpstream();
  gateway = await startGateway({ GATEWAY_HOST: '127.0.0.1', GATEWAY_PORT: 0, UPSTREAM_URL: upstream.url });
  useGraphqlEndpoint(gateway.url);
});
afterAll(async () => {
  await gateway.close();
  await upstream.close();
});
afterEach(() => {
  $cart.set(EMPTY_CART);
  $cartActivity.set({ pendingSku: null, error: null });
  $isMicrocartOpen.set(false);
  cleanStores($cart, $cartActivity, $isMicrocartOpen);
  cleanTestStorage();
  useGraphqlEndpoint(gateway.url);
});

const serverLines = (cartId: string | null) =>
  upstream.db.prepare<[string], { sku: string; qty: number }>('SELECT sku, qty FROM cart_items WHERE cart_token = ? ORDER BY item_id').all(cartId ?? '');

describe('$cart', () => {
  it('adds through the gateway, keeps the server answer, persists it and opens the microcart', async () => {
    expect(await addToCart('MED000001', '2')).toBe(true);
    const cart = $cart.get();
    expect(cart.items).toEqual([
      {
        sku: 'MED000001',
        qty: 2,
        name: 'Augmentin 625 Duo Tablet',
        pricePaise: 18767,
        rowTotalPaise: 37534,
        urlPath: '/p/MED000001/augmentin-625-duo-tablet',
        prescriptionRequired: true,
      },
    ]);
    expect(cart.totals?.grandTotalPaise).toBe(37534);
    expect(serverLines(cart.cartId)).toEqual([{ sku: 'MED000001', qty: 2 }]);
    expect(JSON.parse(getTestStorage()['pharmacy-cart'] ?? 'null').items).toHaveLength(1);
    expect($isMicrocartOpen.get()).toBe(true);

    expect(await changeQuantity('MED000001', 4)).toBe(true);
    expect(serverLines(cart.cartId)).toEqual([{ sku: 'MED000001', qty: 4 }]);
    expect(await removeFromCart('MED000001')).toBe(true);
    expect($cart.get().items).toEqual([]);
  });

  it.each([
    ['0', 'Quantity must be above 0'],
    ['-1', 'Quantity must be above 0'],
    ['abc', 'Quantity must be a positive integer'],
    ['10001', 'Quantity must be below 10001'],
  ])('refuses quantity %s with "%s" before sending anything', async (qty, message) => {
    expect(await addToCart('MED000001', qty)).toBe(false);
    expect($cartActivity.get().error).toMatchObject({ message, sku: 'MED000001' });
    expect($cart.get()).toEqual(EMPTY_CART);
  });

  it('shows the server refusal of an unknown SKU and changes nothing', async () => {
    await addToCart('MED000001');
    const before = $cart.get();
    expect(await addToCart('NO-SUCH-SKU')).toBe(false);
    expect($cartActivity.get().error).toMatchObject({ code: 'NOT_FOUND', message: "The product that was requested doesn't exist" });
    expect($cart.get()).toEqual(before);
  });

  it('re-creates a vanished server cart with the local lines on sync', async () => {
    await addToCart('MED000001', 3);
    const oldId = $cart.get().cartId ?? '';
    upstream.db.prepare('DELETE FROM carts WHERE token = ?').run(oldId);
    await syncCart();
    const { cartId, items } = $cart.get();
    expect(cartId).not.toBe(oldId);
    expect(items.map((i) => [i.sku, i.qty])).toEqual([['MED000001', 3]]);
    expect(serverLines(cartId)).toEqual([{ sku: 'MED000001', qty: 3 }]);
  });

  it('keeps the browser cart and says "Server Down!" when the gateway cannot be reached', async () => {
    await addToCart('MED000001');
    const before = $cart.get();
    useGraphqlEndpoint('http://127.0.0.1:9/graphql');
    expect(await addToCart('MED000002')).toBe(false);
    expect($cartActivity.get().error?.message).toBe('Server Down! Please Try After Some Time!');
    await syncCart();
    expect($cart.get()).toEqual(before);
  });
});

describe('isCartState (what localStorage holds is checked before it is believed)', () => {
  const line = { sku: 'MED000001', qty: 2, name: 'Augmentin', pricePaise: 18767, rowTotalPaise: 37534, urlPath: null, prescriptionRequired: true };
  const totals = {
    itemsQty: 2,
    subtotalPaise: 37534,
    grandTotalPaise: 37534,
    savingsPaise: 0,
    segments: [{ code: 'subtotal', title: 'Subtotal', valuePaise: 37534 }],
  };
  it.each<[string, unknown, boolean]>([
    ['the empty cart', EMPTY_CART, true],
    ['a cart with a line and totals', { cartId: 'abc', items: [line], totals }, true],
    ['null', null, false],
    ['a string', 'cart', false],
    ['items not a list', { cartId: null, items: {}, totals: null }, false],
    ['a zero quantity', { cartId: null, items: [{ ...line, qty: 0 }], totals: null }, false],
    ['a fractional quantity', { cartId: null, items: [{ ...line, qty: 1.5 }], totals: null }, false],
    ['a price as text', { cartId: null, items: [{ ...line, pricePaise: '187.67' }], totals: null }, false],
    ['a line without a name', { cartId: null, items: [{ ...line, name: undefined }], totals: null }, false],
    ['a numeric cart id', { cartId: 7, items: [], totals: null }, false],
    ['a malformed totals segment', { cartId: 'abc', items: [line], totals: { ...totals, segments: [{ code: 'x' }] } }, false],
  ])('%s → %s', (_label, value, expected) => {
    expect(isCartState(value)).toBe(expected);
  });

  it('a stored cart is read back; a corrupted or tampered one reads as the empty cart', () => {
    const stored = { cartId: 'abc', items: [line], totals };
    cleanStores($cart);
    getTestStorage()['pharmacy-cart'] = JSON.stringify(stored);
    expect($cart.get()).toEqual(stored);
    for (const bad of ['{"cartId":null,"items":[{"sku":1}]', JSON.stringify({ ...stored, items: [{ ...line, qty: -3 }] })]) {
      cleanStores($cart);
      getTestStorage()['pharmacy-cart'] = bad;
      expect($cart.get()).toEqual(EMPTY_CART);
    }
  });
});
