import { describe, expect, it } from 'vitest';
import { type FoundProduct, productRedirect } from './product-url.ts';

const AUGMENTIN: FoundProduct = {
  sku: 'MED000001',
  parentSku: 'MED000001',
  slug: 'augmentin-625-duo-tablet',
  optionLabel: null,
  urlPath: '/p/MED000001/augmentin-625-duo-tablet',
  childSkus: [],
};
const AZEE: FoundProduct = {
  sku: 'MEDC000008',
  parentSku: 'MEDC000008',
  slug: 'azee-500-tablet',
  optionLabel: null,
  urlPath: '/p/MEDC000008/azee-500-tablet',
  childSkus: ['MED000275', 'MED000276'],
};
const AZEE_STRIP: FoundProduct = {
  sku: 'MED000275',
  parentSku: 'MEDC000008',
  slug: 'azee-500-tablet-strip-of-3-tablets',
  optionLabel: 'strip of 3 tablets',
  urlPath: '/p/MED000275/azee-500-tablet-strip-of-3-tablets',
  childSkus: [],
};

describe('productRedirect', () => {
  it.each([
    ['a slug cut off', { sku: 'MED000001', slug: null, childSku: null }, AUGMENTIN, { kind: 'canonical', path: '/p/MED000001/augmentin-625-duo-tablet' }],
    [
      'a wrong slug',
      { sku: 'MED000001', slug: 'augmentin-625', childSku: null },
      AUGMENTIN,
      { kind: 'canonical', path: '/p/MED000001/augmentin-625-duo-tablet' },
    ],
    [
      'a wrong slug before a pack',
      { sku: 'MEDC000008', slug: 'azee', childSku: 'MED000275' },
      AZEE,
      { kind: 'canonical', path: '/p/MEDC000008/azee-500-tablet/MED000275' },
    ],
    [
      'a child by its own SKU',
      { sku: 'MED000275', slug: 'azee-500-tablet-strip-of-3-tablets', childSku: null },
      AZEE_STRIP,
      { kind: 'child', parentSku: 'MEDC000008', childSku: 'MED000275' },
    ],
    [
      'a child by its own SKU, slug cut off',
      { sku: 'MED000275', slug: null, childSku: null },
      AZEE_STRIP,
      { kind: 'child', parentSku: 'MEDC000008', childSku: 'MED000275' },
    ],
  ] as const)('sends %s to the product', (_label, requested, found, target) => {
    expect(productRedirect(requested, found)).toEqual(target);
  });

  it.each([
    ['an unknown SKU', { sku: 'MED999999', slug: 'anything', childSku: null }, null],
    ['an unknown SKU, slug cut off', { sku: 'MED999999', slug: null, childSku: null }, null],
    ['a pack of another product', { sku: 'MEDC000008', slug: 'azee', childSku: 'MED000001' }, AZEE],
    ['a pack after a simple product', { sku: 'MED000001', slug: 'augmentin', childSku: 'MED000275' }, AUGMENTIN],
    ['a pack after a child', { sku: 'MED000275', slug: 'azee', childSku: 'MED000276' }, AZEE_STRIP],
    ['its own URL (never a 301 to itself)', { sku: 'MED000001', slug: 'augmentin-625-duo-tablet', childSku: null }, AUGMENTIN],
  ] as const)('leaves %s unknown (404)', (_label, requested, found) => {
    expect(productRedirect(requested, found)).toEqual({ kind: 'unknown' });
  });
});
