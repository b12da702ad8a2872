import { describe, expect, it } from 'vitest';
import { priceChanges } from './price-sync.ts';

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
