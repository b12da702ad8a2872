import { describe, expect, it } from 'vitest';
import { isPriceBucketKey, priceBucketLabel } from './price-buckets.ts';
import { finalPrice, priceWithOptions } from './pricing.ts';

const base = { pricePaise: 10000, mrpPaise: 12000, specialPricePaise: null, specialFrom: null, specialTo: null };
const now = new Date('2026-11-22T06:00:00Z');

describe('finalPrice', () => {
  it.each([
    ['no special price', base, 10000, false, 17],
    ['special price inside its window', { ...base, specialPricePaise: 9000, specialFrom: '2026-11-01', specialTo: '2026-12-31' }, 9000, true, 25],
    ['window open at both ends', { ...base, specialPricePaise: 9000 }, 9000, true, 25],
    ['window not started yet', { ...base, specialPricePaise: 9000, specialFrom: '2026-11-23', specialTo: null }, 10000, false, 17],
    ['window over', { ...base, specialPricePaise: 9000, specialFrom: '2025-01-01', specialTo: '2026-11-21' }, 10000, false, 17],
    ['last day still counts', { ...base, specialPricePaise: 9000, specialTo: '2026-11-22' }, 9000, true, 25],
    ['special not lower is ignored', { ...base, specialPricePaise: 10000 }, 10000, false, 17],
    ['special higher is ignored', { ...base, specialPricePaise: 11000 }, 10000, false, 17],
  ])('%s', (_label, input, pricePaise, special, discount) => {
    expect(finalPrice(input, now)).toEqual({ pricePaise, special, discountPercent: discount });
  });

  it('counts the day in IST: 20:00 UTC on the 22nd is already the 23rd in India', () => {
    const late = new Date('2026-11-22T20:00:00Z');
    expect(finalPrice({ ...base, specialPricePaise: 9000, specialTo: '2026-11-22' }, late).special).toBe(false);
  });
});

describe('priceWithOptions', () => {
  it.each([
    [[], 10000],
    [[{ priceType: 'fixed' as const, price: 2000 }], 12000],
    [[{ priceType: 'percent' as const, price: 10 }], 11000],
    [
      [
        { priceType: 'fixed' as const, price: 500 },
        { priceType: 'percent' as const, price: 5 },
      ],
      11000,
    ],
  ])('%j -> %i', (options, total) => {
    expect(priceWithOptions(10000, options)).toBe(total);
  });
});

describe('price range labels', () => {
  it.each([
    ['0-50', '< ₹50'],
    ['50-100', '₹50 - 100'],
    ['100-150', '₹100 - 150'],
    ['150+', '> ₹150'],
  ] as const)('%s -> %s', (key, label) => {
    expect(priceBucketLabel(key)).toBe(label);
  });
  it('recognises only the four keys', () => {
    expect(['0-50', '150+', '1 OR 1=1', '', null].map(isPriceBucketKey)).toEqual([true, true, false, false, false]);
  });
});
