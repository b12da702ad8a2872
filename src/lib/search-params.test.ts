import { describe, expect, it } from 'vitest';
import { countFilters, hasFilters, parseSearchParams, searchPageHref, toSearchVariables } from './search-params.ts';

const parse = (query: string) => parseSearchParams(new URLSearchParams(query));
const DEFAULTS = { q: 'tablet', sort: 'RELEVANCE', page: 1 };

describe('results page URL', () => {
  it('reads every filter, the sort and the page', () => {
    expect(parse('q=tablet&brand=Cipla%20Ltd&category=11&price=50-100&stock=1&rx=no&sort=PRICE_ASC&page=3')).toEqual({
      q: 'tablet',
      brand: 'Cipla Ltd',
      category: 11,
      price: '50-100',
      stock: '1',
      rx: 'no',
      sort: 'PRICE_ASC',
      page: 3,
    });
  });

  it.each([
    ['q=tablet&category=abc', DEFAULTS],
    ['q=tablet&category=-4', DEFAULTS],
    ['q=tablet&category=99999999999', DEFAULTS],
    ['q=tablet&price=1%20OR%201%3D1', DEFAULTS],
    ['q=tablet&sort=DROP%20TABLE', DEFAULTS],
    ['q=tablet&page=-1', DEFAULTS],
    ['q=tablet&page=1e9', DEFAULTS],
    ['q=tablet&stock=yes&rx=maybe', DEFAULTS],
    ['q=tablet&brand=', DEFAULTS],
    ['q=tablet&q=other', DEFAULTS],
    ['', { ...DEFAULTS, q: '' }],
  ])('falls back to defaults for %s', (query, expected) => {
    expect(parse(query)).toEqual(expected);
  });

  it('gives the gateway filters, sort and the page as start', () => {
    expect(toSearchVariables(parse('q=tablet&brand=Cipla%20Ltd&rx=yes&page=2&sort=DISCOUNT_DESC'))).toEqual({
      filters: { brand: 'Cipla Ltd', prescriptionRequired: true },
      sort: 'DISCOUNT_DESC',
      start: 50,
      size: 50,
    });
  });

  it('builds links that keep the other filters, reset the page, and leave defaults out', () => {
    const state = parse('q=tablet&brand=Cipla%20Ltd&page=4');
    expect(searchPageHref(state, { sort: 'PRICE_DESC' })).toBe('/search?q=tablet&brand=Cipla+Ltd&sort=PRICE_DESC');
    expect(searchPageHref(state, { brand: undefined })).toBe('/search?q=tablet');
    expect(searchPageHref(state, { page: 5 })).toBe('/search?q=tablet&brand=Cipla+Ltd&page=5');
    expect(hasFilters(state)).toBe(true);
    expect(hasFilters(parse('q=tablet'))).toBe(false);
  });

  it.each([
    ['q=tablet&sort=PRICE_ASC&page=2', 0],
    ['q=tablet&brand=Cipla%20Ltd', 1],
    ['q=tablet&brand=Cipla%20Ltd&category=11&price=50-100&stock=1&rx=no', 5],
    ['q=tablet&category=abc&price=1%20OR%201%3D1&stock=yes', 0],
  ])('counts the filters on for the Filters control: %s -> %i', (query, count) => {
    expect(countFilters(parse(query))).toBe(count);
  });
});
