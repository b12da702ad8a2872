import { describe, expect, it } from 'vitest';
import { needsPriceCheck, PRICE_CHECK_AFTER_MS, priceChanges } from './price-sync.ts';

describe('needsPriceCheck (the 10-minute rule)', () => {
  const now = Date.parse('2026-03-01T10:00:00Z');
  it.each([
    ['a guest, synced a second ago', false, now - 1000, true],
    ['a guest, never synced', false, null, true],
    ['signed in, never synced', true, null, true],
    ['signed in, synced a second ago', true, now - 1000, false],
    ['signed in, synced exactly 10 minutes ago', true, now - PRICE_CHECK_AFTER_MS, false],
    ['signed in, synced 10 minutes and 1 ms ago', true, now - PRICE_CHECK_AFTER_MS - 1, true],
  ])('%s: %s', (_name, signedIn, lastTotalsSyncAt, expected) => {
    expect(needsPriceCheck({ signedIn, lastTotalsSyncAt, now })).toBe(expected);
  });
});

describe('priceChanges', () => {
  it('names the lines whose price moved since it was shown, and no other', () => {
    expect(
      priceChanges([
        { sku: 'A', name: 'Alpha', seenPricePaise: 10_000, pricePaise: 12_050 },
        { sku: 'B', name: 'Beta', seenPricePaise: 5_000, pricePaise: 5_000 },
        { sku: 'C', name: 'Gamma', seenPricePaise: null, pricePaise: 7_000 },
        { sku: 'D', name: 'Delta', seenPricePaise: 9_000, pricePaise: 8_000 },
      ]),
    ).toEqual([
      { sku: 'A', name: 'Alpha', fromPaise: 10_000, toPaise: 12_050 },
      { sku: 'D', name: 'Delta', fromPaise: 9_000, toPaise: 8_000 },
    ]);
  });
});
