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

  it.each([
    [0, 'Quantity must be above 0'],
    ['0', 'Quantity must be above 0'],
    [-1, 'Quantity must be above 0'],
    ['-1', 'Quantity must be above 0'],
    ['abc', 'Quantity must be a positive integer'],
    ['1.5', 'Quantity must be a positive integer'],
    [2.5, 'Quantity must be a positive integer'],
    ['1e3', 'Quantity must be a positive integer'],
    [Number.NaN, 'Quantity must be a positive integer'],
    [{}, 'Quantity must be a positive integer'],
    [10001, 'Quantity must be below 10001'],
    ['99999999999999999999', 'Quantity must be below 10001'],
  ])('refuses %j with "%s"', (input, message) => {
    expect(parseQuantity(input)).toEqual({ ok: false, message });
  });

  it('caps at the product maximum when it is lower', () => {
    expect(parseQuantity(6, 5)).toEqual({ ok: false, message: 'Quantity must be below 6' });
    expect(parseQuantity(5, 5)).toEqual({ ok: true, qty: 5 });
  });
});
