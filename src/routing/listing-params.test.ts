import { describe, expect, it } from 'vitest';
import { DEFAULT_LISTING, listingQuery, parseListingParams } from './listing-params.ts';

describe('parseListingParams', () => {
  it.each([
    ['', DEFAULT_LISTING],
    ['page=2&sort=price_asc', { ...DEFAULT_LISTING, page: 2, sort: 'PRICE_ASC' }],
    ['sort=discount_desc&price=50-100&instock=1', { page: 1, sort: 'DISCOUNT_DESC', price: '50-100', inStock: true }],
    ['price=150%2B', { ...DEFAULT_LISTING, price: '150+' }],
    ['page=0', DEFAULT_LISTING],
    ['page=-3', DEFAULT_LISTING],
    ['page=abc', DEFAULT_LISTING],
    ['page=99999999999', DEFAULT_LISTING],
    ['page=99999', { ...DEFAULT_LISTING, page: 10000 }],
    ['sort=DROP%20TABLE', DEFAULT_LISTING],
    ['price=1%20OR%201=1', DEFAULT_LISTING],
    ['instock=yes', DEFAULT_LISTING],
    ['page=2&page=3', { ...DEFAULT_LISTING, page: 2 }],
  ])('?%s', (query, expected) => {
    expect(parseListingParams(new URLSearchParams(query))).toEqual(expected);
  });

  it('round-trips through the query string, defaults left out', () => {
    expect(listingQuery(DEFAULT_LISTING)).toBe('');
    const params = { page: 3, sort: 'PRICE_DESC', price: '0-50', inStock: true } as const;
    expect(parseListingParams(new URLSearchParams(listingQuery(params)))).toEqual(params);
  });
});
