import { cleanTestStorage, getTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { cleanStores } from 'nanostores';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { $cart, $cartCount, hasUnsentChanges } from './state.ts';
import { EMPTY_CART, isCartState, readCartState } from './stored.ts';

beforeAll(() => {
  useTestStorageEngine();
});
afterEach(() => {
  cleanStores($cart);
  cleanTestStorage();
});

describe('reading the stored cart (what localStorage holds is checked before it is believed)', () => {
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
  ])('%s → %s', (_label, value, expected) => {
    expect(isCartState(value)).toBe(expected);
  });

  it('keeps the lines of a cart saved by the earlier store (no version, hash or item ids), as confirmed', () => {
    const old = { cartId: 'abc', items: [line], totals: { ...totals, segments: [{ code: 'x' }] } };
    const read = readCartState(old);
    expect(read?.items).toEqual([{ ...line, itemId: null, errors: [], problems: [] }]);
    expect(read?.totals?.segments).toEqual([]);
    expect(read?.version).toBe(0);
    expect(read && hasUnsentChanges(read)).toBe(false);
  });

  it('reads the changes waiting to be sent, leaving out any it cannot read; an older stored cart has none', () => {
    const info = { name: 'Dolo 650', pricePaise: 3000, urlPath: '/p/MED000002/dolo', prescriptionRequired: false };
    const pending = [
      { kind: 'add', sku: 'MED000002', qty: 2, requestId: 'req-000001', line: info },
      { kind: 'set', sku: 'MED000001', qty: 3 },
      { kind: 'remove', sku: 'MED000003' },
      { kind: 'add', sku: 'MED000004', qty: 1, requestId: 'req-000002' },
      { kind: 'set', sku: 'MED000001', qty: 0 },
      { kind: 'drop', sku: 'MED000001' },
      'remove',
    ];
    expect(readCartState({ cartId: 'abc', items: [line], totals, pending })?.pending).toEqual([
      { kind: 'add', sku: 'MED000002', qty: 2, requestId: 'req-000001', line: info },
      { kind: 'set', sku: 'MED000001', qty: 3 },
      { kind: 'remove', sku: 'MED000003' },
    ]);
    expect(readCartState({ cartId: 'abc', items: [line], totals })?.pending).toEqual([]);
    // Waiting changes are unsent changes, even when they removed every line.
    const emptied = readCartState({ cartId: 'abc', items: [], totals, pending: [{ kind: 'remove', sku: 'MED000001' }] });
    expect(emptied && hasUnsentChanges(emptied)).toBe(true);
  });

  it('a stored cart is read back; a corrupted or tampered one reads as the empty cart', () => {
    const stored = readCartState({ cartId: 'abc', items: [line], totals });
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

it('keeps a line’s problems as message keys and drops what is not one', () => {
  const problems = [
    { key: 'messages.onlyAvailable', max: 3 },
    { key: 'messages.outOfStock', max: null },
    { key: 'messages.onlyAvailable', max: '3' },
    { key: 'messages.somethingElse', max: null },
    'Only 3 products of this type are available!',
  ];
  const line = { sku: 'MED000001', qty: 4, name: 'Augmentin', pricePaise: 18767, rowTotalPaise: 75068, urlPath: null, prescriptionRequired: true };
  const read = readCartState({ cartId: 'abc', items: [{ ...line, problems }], totals: null });
  expect(read?.items[0]?.problems).toEqual([
    { key: 'messages.onlyAvailable', max: 3 },
    { key: 'messages.outOfStock', max: null },
  ]);
});

describe('$cartCount (the number on the cart button)', () => {
  const line = {
    sku: 'MED000001',
    qty: 2,
    name: 'Augmentin',
    pricePaise: 100,
    rowTotalPaise: 200,
    urlPath: null,
    prescriptionRequired: false,
    itemId: 1,
    errors: [],
    problems: [],
  };
  it('is the server’s count when there are totals, else the lines’ quantities, and follows the cart', () => {
    const seen: number[] = [];
    const stop = $cartCount.subscribe((count) => seen.push(count));
    $cart.set({ ...EMPTY_CART, items: [line, { ...line, sku: 'MED000002', qty: 3 }] });
    $cart.set({ ...$cart.get(), totals: { itemsQty: 4, subtotalPaise: 0, grandTotalPaise: 0, savingsPaise: 0, segments: [] } });
    stop();
    expect(seen).toEqual([0, 5, 4]);
  });
});
