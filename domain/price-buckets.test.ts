import { describe, expect, it } from 'vitest';
import { PRICE_BUCKETS, priceBucketLabel, priceBucketOf } from './price-buckets.ts';

describe('price buckets (storefront.md §7) and their labels (§5)', () => {
  it.each([
    ['0-50', '< ₹50'],
    ['50-100', '₹50 - 100'],
    ['100-150', '₹100 - 150'],
    ['150+', '> ₹150'],
  ] as const)('%s reads %s', (key, label) => {
    expect(priceBucketLabel(key)).toBe(label);
  });

  it.each([
    [0, '0-50'],
    [4999, '0-50'],
    [5000, '50-100'],
    [9999, '50-100'],
    [10000, '100-150'],
    [14999, '100-150'],
    [15000, '150+'],
    [10_000_000, '150+'],
  ])('%i paise falls in %s', (paise, key) => {
    expect(priceBucketOf(paise)).toBe(key);
  });

  it('has the four ranges of the spec', () => {
    expect(PRICE_BUCKETS.map((b) => b.key)).toEqual(['0-50', '50-100', '100-150', '150+']);
  });
});
