import { describe, expect, it } from 'vitest';
import { applyDiscount, discountPercent, formatRupees, paiseToDecimal, toPaise } from './money.ts';

describe('money', () => {
  it.each([
    ['223.42', 22342],
    ['118', 11800],
    ['0.5', 50],
    [132.36, 13236],
    ['49899', 4989900],
  ])('toPaise(%j) = %i', (input, paise) => {
    expect(toPaise(input)).toBe(paise);
  });

  it.each(['abc', '1.234', '', '1,000'])('toPaise refuses %j', (input) => {
    expect(() => toPaise(input)).toThrow(RangeError);
  });

  it.each([
    [22342, '₹223.42'],
    [11800, '₹118.00'],
    [4989900, '₹49,899.00'],
    [5, '₹0.05'],
  ])('formatRupees(%i) = %s', (paise, text) => {
    expect(formatRupees(paise)).toBe(text);
  });

  it('round-trips decimals without float drift', () => {
    for (const paise of [1, 10, 99, 100, 18767, 4989900]) {
      expect(toPaise(paiseToDecimal(paise))).toBe(paise);
    }
  });

  it('discount is never overstated', () => {
    expect(discountPercent(22342, applyDiscount(22342, 16))).toBe(16);
    expect(discountPercent(1000, 999)).toBe(0);
    expect(discountPercent(1000, 1200)).toBe(0);
  });
});
