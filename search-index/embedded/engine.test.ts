import { beforeEach, describe, expect, it } from 'vitest';
import { priceBucketOf } from '../../domain/price-buckets.ts';
import type { Product } from '../../domain/product.ts';
import { catalogueDocuments } from '../../test-utils/search-documents.ts';
import { DEFAULT_SEARCH_SIZE, MAX_SEARCH_SIZE, type SearchDocument } from '../port.ts';
import { EmbeddedSearchEngine } from './engine.ts';

const SEED = catalogueDocuments();
const byName = (name: string) => SEED.find((d) => d.name === name) as SearchDocument;
const AUGMENTIN = byName('Augmentin 625 Duo Tablet');

let engine: EmbeddedSearchEngine;
beforeEach(async () => {
  engine = new EmbeddedSearchEngine();
  await engine.replaceAll(SEED);
});

describe('the embedded engine: filters always applied', () => {
  it('never returns a disabled product, even searched by its exact name with a large page', async () => {
    const disabled = SEED.find((d) => d.status === 2) as SearchDocument;
    const { items } = await engine.search({ query: disabled.name, size: MAX_SEARCH_SIZE });
    expect(items.map((p) => p.sku)).not.toContain(disabled.sku);
    expect(items.every((p) => [2, 3, 4].includes(p.visibility) && [0, 1].includes(p.status))).toBe(true);
  });

  it.each([
    [{ visibility: 1 }, 'visibility 1 (a configurable child)'],
    [{ status: 2 }, 'status 2'],
  ])('drops %j (%s) after an update', async (change, _what) => {
    await engine.upsert([{ ...AUGMENTIN, ...change }]);
    const { items } = await engine.search({ query: 'augmentin 625' });
    expect(items.map((p) => p.sku)).not.toContain(AUGMENTIN.sku);
  });
});

describe('facets', () => {
  it('counts brands, categories and the four price buckets exactly over all matches', async () => {
    const { total, aggregations } = await engine.search({ query: 'tablet', size: 5 });
    // Every match, page by page, counted by hand.
    const matches: Product[] = [];
    for (let start = 0; start < total; start += MAX_SEARCH_SIZE)
      matches.push(...(await engine.search({ query: 'tablet', size: MAX_SEARCH_SIZE, start })).items);
    expect(matches).toHaveLength(total);
    expect(total).toBeGreaterThan(MAX_SEARCH_SIZE);
    expect(aggregations.price.map((b) => [b.key, b.label, b.count])).toEqual(
      [
        ['0-50', '< ₹50'],
        ['50-100', '₹50 - 100'],
        ['100-150', '₹100 - 150'],
        ['150+', '> ₹150'],
      ].map(([key, label]) => [key, label, matches.filter((p) => priceBucketOf(p.pricePaise) === key).length]),
    );
    expect(aggregations.brand).toHaveLength(10);
    for (const { key, count } of aggregations.brand) expect(count).toBe(matches.filter((p) => p.manufacturer === key).length);
    for (const { key, count } of aggregations.category) expect(count).toBe(matches.filter((p) => p.categoryIds.includes(Number(key))).length);
    expect(aggregations.category.find((c) => c.key === '10')).toMatchObject({ label: 'Medicines' });
  });
});

describe('filters', () => {
  it.each([
    ['category', { categoryId: 11 }, (p: SearchDocument) => p.categoryIds.includes(11)],
    ['brand (any case)', { brand: 'glaxo smithkline pharmaceuticals ltd' }, (p: SearchDocument) => p.manufacturer.startsWith('Glaxo')],
    ['price bucket', { priceBucket: '150+' as const }, (p: SearchDocument) => priceBucketOf(p.pricePaise) === '150+'],
    ['in stock', { inStock: true }, (p: SearchDocument) => p.inStock],
    ['prescription required', { prescriptionRequired: true }, (p: SearchDocument) => p.prescriptionRequired],
    ['no prescription', { prescriptionRequired: false }, (p: SearchDocument) => !p.prescriptionRequired],
  ])('%s', async (_label, filters, holds) => {
    const { items, total } = await engine.search({ query: 'tablet', filters, size: MAX_SEARCH_SIZE });
    expect(total).toBeGreaterThan(0);
    expect(items.every((p) => holds(p as SearchDocument))).toBe(true);
  });

  it.each([['x" OR status = 2 OR brand = "y'], ["' OR 1=1 --"], ['Glaxo%']])('takes a brand of %j literally: nothing, no error', async (brand) => {
    expect((await engine.search({ query: 'augmentin', filters: { brand } })).total).toBe(0);
  });
});

describe('sorting and paging', () => {
  it.each([
    ['price_asc', (a: SearchDocument, b: SearchDocument) => a.pricePaise <= b.pricePaise],
    ['price_desc', (a: SearchDocument, b: SearchDocument) => a.pricePaise >= b.pricePaise],
    ['discount_desc', (a: SearchDocument, b: SearchDocument) => a.discountPercent >= b.discountPercent],
  ] as const)('%s orders every match', async (sort, inOrder) => {
    const { items } = await engine.search({ query: 'tablet', sort, size: MAX_SEARCH_SIZE });
    expect(items.length).toBeGreaterThan(10);
    expect(items.every((p, i) => i === 0 || inOrder(items[i - 1] as SearchDocument, p as SearchDocument))).toBe(true);
  });

  it('gives the same order page by page as in one long page (partial selection is exact)', async () => {
    const long = await engine.search({ query: 'tablet', size: 150 });
    const pages = [];
    for (let start = 0; start < 150; start += 50) pages.push(...(await engine.search({ query: 'tablet', start, size: 50 })).items);
    expect(pages.map((p) => p.sku)).toEqual(long.items.map((p) => p.sku));
  });

  it.each([
    [0, 0, DEFAULT_SEARCH_SIZE, 0],
    [-5, -3, DEFAULT_SEARCH_SIZE, 0],
    [1_000_000, 0, MAX_SEARCH_SIZE, 0],
    [Number.NaN, Number.NaN, DEFAULT_SEARCH_SIZE, 0],
  ])('size %d and start %d become %d and %d', async (size, start, perPage, first) => {
    const result = await engine.search({ query: 'tablet', size, start });
    expect(result).toMatchObject({ perPage, start: first });
    expect(result.items.length).toBeLessThanOrEqual(perPage);
  });

  it('answers a start past the end with no items and the true total', async () => {
    const result = await engine.search({ query: 'augmentin', start: 1_000_000_000 });
    expect(result.items).toEqual([]);
    expect(result.total).toBe(7);
  });
});

describe('bad input gives an empty answer, never everything', () => {
  it.each([[''], ['   '], ['!!!'], ['💊💊💊'], ['.'.repeat(500)], ['zzzzqqqq']])('%j', async (query) => {
    const result = await engine.search({ query });
    expect(result.total).toBe(0);
    expect(result.items).toEqual([]);
  });

  it('searches the first words of a 500-character query', async () => {
    const result = await engine.search({ query: `augmentin ${'x'.repeat(490)}` });
    expect(result.total).toBe(0);
    expect((await engine.search({ query: `augmentin 625 ${'x'.repeat(486)}` })).items[0]?.name).toBe('Augmentin 625 Duo Tablet');
  });
});

describe('highlighting and suggestions', () => {
  it('says which index terms a misspelling matched', async () => {
    expect((await engine.search({ query: 'augmentn' })).matchedTerms).toEqual(['augmentin']);
  });

  it('offers a correction when nothing is found', async () => {
    const result = await engine.search({ query: 'augmnetinn' });
    expect(result.total).toBe(0);
    expect(result.suggestions).toEqual(['augmentin']);
  });
});

describe('incremental updates, without a rebuild', () => {
  it('shows a new price and moves the product to its new price bucket', async () => {
    await engine.upsert([{ ...AUGMENTIN, pricePaise: 4500, mrpPaise: 5000, discountPercent: 10 }]);
    const { items } = await engine.search({ query: 'augmentin 625', filters: { priceBucket: '0-50' } });
    expect(items.map((p) => [p.sku, p.pricePaise])).toEqual([[AUGMENTIN.sku, 4500]]);
  });

  it('drops a product that went out of stock from an in-stock search', async () => {
    await engine.upsert([{ ...AUGMENTIN, stockQty: 0, inStock: false }]);
    expect((await engine.search({ query: 'augmentin 625', filters: { inStock: true } })).total).toBe(0);
    expect((await engine.search({ query: 'augmentin 625' })).items[0]?.inStock).toBe(false);
  });

  it('finds a renamed product by its new name only, and a new product at once', async () => {
    await engine.upsert([
      { ...AUGMENTIN, name: 'Clavam 625 Tablet', searchkey1: 'clavam', metaKeyword: 'clavam, amoxycillin' },
      { ...AUGMENTIN, id: 999_999, sku: 'NEW000001', name: 'Zyrtec 10mg Tablet', searchkey1: 'zyrtec', metaKeyword: 'zyrtec, cetirizine' },
    ]);
    expect((await engine.search({ query: 'clavam' })).items.map((p) => p.sku)).toEqual([AUGMENTIN.sku]);
    expect((await engine.search({ query: 'augmentin 625' })).total).toBe(0);
    expect((await engine.search({ query: 'zyrtec' })).items.map((p) => p.sku)).toEqual(['NEW000001']);
    expect(engine.documentCount).toBe(SEED.length + 1);
  });

  it('stays correct after enough text changes to trigger a compaction', async () => {
    const renamed = SEED.slice(0, 1200).map((d) => ({ ...d, searchkey1: `${d.searchkey1} renamed` }));
    await engine.upsert(renamed);
    await engine.upsert(renamed.map((d) => ({ ...d, searchkey1: `${d.searchkey1} again` })));
    expect(engine.documentCount).toBe(SEED.length);
    expect((await engine.search({ query: 'augmentin 625' })).items[0]?.sku).toBe(AUGMENTIN.sku);
  });
});
