import { describe, expect, it } from 'vitest';
import { buildFilter, buildSort, quote } from './filter.ts';

const ALWAYS = ['visibility IN [2, 3, 4]', 'status IN [0, 1]'];

describe('Meilisearch filters', () => {
  it.each([
    [undefined, ALWAYS],
    [{}, ALWAYS],
    [{ categoryId: 11 }, [...ALWAYS, 'categoryIds = 11']],
    [{ brand: 'Cipla Ltd' }, [...ALWAYS, 'brand = "Cipla Ltd"']],
    [{ priceBucket: '150+' as const }, [...ALWAYS, 'priceBucket = "150+"']],
    [{ inStock: true }, [...ALWAYS, 'inStock = true']],
    [{ inStock: false }, ALWAYS],
    [{ prescriptionRequired: false }, [...ALWAYS, 'prescriptionRequired = false']],
  ])('%j -> %j', (filters, expected) => {
    expect(buildFilter(filters)).toEqual(expected);
  });

  it.each([
    ['x" OR status = 2 OR brand = "y', '"x\\" OR status = 2 OR brand = \\"y"'],
    ['back\\slash" OR 1=1', '"back\\\\slash\\" OR 1=1"'],
    ["Dr Reddy's", '"Dr Reddy\'s"'],
  ])('quotes %j as one literal: %s', (value, quoted) => {
    expect(quote(value)).toBe(quoted);
    expect(buildFilter({ brand: value })).toEqual([...ALWAYS, `brand = ${quoted}`]);
  });

  it('refuses a category id that is not an integer rather than writing it into the expression', () => {
    expect(() => buildFilter({ categoryId: Number.NaN })).toThrow(RangeError);
    expect(() => buildFilter({ categoryId: 1.5 })).toThrow(RangeError);
  });

  it.each([
    ['relevance', undefined],
    ['price_asc', ['pricePaise:asc', 'priority:asc']],
    ['price_desc', ['pricePaise:desc', 'priority:asc']],
    ['discount_desc', ['discountPercent:desc', 'priority:asc']],
  ] as const)('sort %s -> %j', (sort, expected) => {
    expect(buildSort(sort)).toEqual(expected);
  });
});
