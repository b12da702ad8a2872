import { describe, expect, it } from 'vitest';
import { checkLine, LOW_STOCK_QTY, lineErrors, mergeCartLines, stockStatus } from './cart-rules.ts';

describe('stockStatus', () => {
  it.each([
    [{ available: 50, status: 1, synchronized: true }, 'ok'],
    [{ available: LOW_STOCK_QTY + 1, status: 1, synchronized: true }, 'ok'],
    [{ available: LOW_STOCK_QTY, status: 1, synchronized: true }, 'volatile'],
    [{ available: 50, status: 1, synchronized: false }, 'volatile'],
    [{ available: 0, status: 1, synchronized: true }, 'out_of_stock'],
    [{ available: 50, status: 2, synchronized: true }, 'out_of_stock'],
  ] as const)('%j is %s', (facts, expected) => {
    expect(stockStatus(facts)).toBe(expected);
  });
});

describe('checkLine', () => {
  const limits = { qtyMax: 100, qtyMultiple: 1, pricePaise: 1000 };
  const stock = { available: 30, status: 1, synchronized: true };
  it.each([
    ['a plain line', 2, limits, stock, { ok: true, status: 'ok', warning: null }],
    ['price zero is allowed', 1, { ...limits, pricePaise: 0 }, stock, { ok: true }],
    ['price below zero', 1, { ...limits, pricePaise: -1 }, stock, { ok: false, message: 'Product price is unknown, product cannot be added to the cart!' }],
    ['above qty_max', 6, { ...limits, qtyMax: 5 }, stock, { ok: false, kind: 'bad_input', message: 'Quantity must be below 6' }],
    ['not a multiple', 3, { ...limits, qtyMultiple: 2 }, stock, { ok: false, kind: 'bad_input', message: 'Quantity must be a multiple of 2' }],
    ['a multiple', 4, { ...limits, qtyMultiple: 2 }, stock, { ok: true }],
    [
      'out of stock',
      1,
      limits,
      { ...stock, available: 0 },
      { ok: false, kind: 'out_of_stock', message: 'The product is out of stock and cannot be added to the cart!' },
    ],
    ['beyond stock', 31, limits, stock, { ok: false, kind: 'stock_limit', message: 'Only 30 products of this type are available!', available: 30 }],
    [
      'low stock is volatile',
      2,
      limits,
      { ...stock, available: 3 },
      {
        ok: true,
        status: 'volatile',
        warning: 'The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.',
      },
    ],
  ] as const)('%s', (_name, qty, l, s, expected) => {
    expect(checkLine(qty, l, s)).toMatchObject(expected);
  });

  it.each([
    [2, { available: 30, status: 1, synchronized: true }, []],
    [5, { available: 3, status: 1, synchronized: true }, ['Only 3 products of this type are available!']],
    [1, { available: 0, status: 1, synchronized: true }, ['The product is out of stock and cannot be added to the cart!']],
  ] as const)('a held line of %d with %j has errors %j', (qty, facts, errors) => {
    expect(lineErrors(qty, facts)).toEqual(errors);
  });
});

describe('mergeCartLines (guest into customer)', () => {
  const cap = (sku: string) => (sku === 'CAPPED' ? 5 : 100);
  it.each([
    ['guest line only', [], [{ sku: 'A', qty: 2 }], [{ sku: 'A', qty: 2 }]],
    ['customer line only', [{ sku: 'A', qty: 2 }], [], [{ sku: 'A', qty: 2 }]],
    ['same SKU keeps the larger, never the sum', [{ sku: 'A', qty: 2 }], [{ sku: 'A', qty: 3 }], [{ sku: 'A', qty: 3 }]],
    ['same SKU, customer larger', [{ sku: 'A', qty: 4 }], [{ sku: 'A', qty: 1 }], [{ sku: 'A', qty: 4 }]],
    ['equal quantities are not doubled', [{ sku: 'A', qty: 2 }], [{ sku: 'A', qty: 2 }], [{ sku: 'A', qty: 2 }]],
    ['capped at qty_max', [{ sku: 'CAPPED', qty: 4 }], [{ sku: 'CAPPED', qty: 9 }], [{ sku: 'CAPPED', qty: 5 }]],
    [
      'different SKUs are all kept',
      [{ sku: 'A', qty: 1 }],
      [{ sku: 'B', qty: 2 }],
      [
        { sku: 'A', qty: 1 },
        { sku: 'B', qty: 2 },
      ],
    ],
  ])('%s', (_name, customer, guest, expected) => {
    expect(mergeCartLines(customer, guest, cap)).toEqual(expected);
  });

  it('is idempotent: merging the same guest lines again changes nothing', () => {
    const guest = [
      { sku: 'A', qty: 3 },
      { sku: 'B', qty: 1 },
    ];
    const once = mergeCartLines([{ sku: 'A', qty: 2 }], guest, cap);
    expect(mergeCartLines(once, guest, cap)).toEqual(once);
  });
});
