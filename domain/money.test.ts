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

  it.each([
    ["the tester's ₹19.07 against ₹22.70 (15.99%)", 2270, 1907, 16],
    ['16% off exactly', 10000, 8400, 16],
    ['a half percent rounds up', 1000, 845, 16],
    ['just under a half rounds down', 10000, 8451, 15],
    ['under half a percent is no discount', 1000, 996, 0],
    ['a price equal to MRP', 1000, 1000, 0],
    ['a price above MRP', 1000, 1200, 0],
    ['no MRP', 0, 500, 0],
    ['almost free is 99%, never 100% while something is to pay', 100000, 3, 99],
    ['free', 1000, 0, 100],
  ])('discountPercent: %s', (_label, mrpPaise, pricePaise, percent) => {
    expect(discountPercent(mrpPaise, pricePaise)).toBe(percent);
  });

  it.each([5, 16, 20, 25])('shows the %i%% that applyDiscount took off, whatever the MRP', (percent) => {
    for (let mrpPaise = 100; mrpPaise <= 100_000; mrpPaise += 7) {
      expect(discountPercent(mrpPaise, applyDiscount(mrpPaise, percent)), `MRP ${mrpPaise} paise`).toBe(percent);
    }
  });
});
