import { describe, expect, it } from 'vitest';
import { MAX_LINE_QTY, parseQuantity } from './quantity.ts';

describe('parseQuantity', () => {
  it.each([
    [undefined, 1],
    ['', 1],
    ['3', 3],
    [' 7 ', 7],
    [1, 1],
    [MAX_LINE_QTY, MAX_LINE_QTY],
  ])('accepts %j as %i', (input, qty) => {
    expect(parseQuantity(input)).toEqual({ ok: true, qty });
  });

  const aboveZero = { message: 'Quantity must be above 0', messageKey: 'messages.quantityAboveZero' };
  const positiveInteger = { message: 'Quantity must be a positive integer', messageKey: 'messages.quantityPositiveInteger' };
  const below10001 = { message: 'Quantity must be below 10001', messageKey: 'messages.quantityBelow', params: { limit: 10001 } };
  it.each([
    [0, aboveZero],
    ['0', aboveZero],
    [-1, aboveZero],
    ['-1', aboveZero],
    ['abc', positiveInteger],
    ['1.5', positiveInteger],
    [2.5, positiveInteger],
    ['1e3', positiveInteger],
    [Number.NaN, positiveInteger],
    [{}, positiveInteger],
    [10001, below10001],
    ['99999999999999999999', below10001],
  ])('refuses %j with %j', (input, refusal) => {
    expect(parseQuantity(input)).toEqual({ ok: false, ...refusal });
  });

  it('caps at the product maximum when it is lower', () => {
    expect(parseQuantity(6, 5)).toEqual({ ok: false, message: 'Quantity must be below 6', messageKey: 'messages.quantityBelow', params: { limit: 6 } });
    expect(parseQuantity(5, 5)).toEqual({ ok: true, qty: 5 });
  });
});
