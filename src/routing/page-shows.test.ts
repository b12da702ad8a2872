import { describe, expect, it } from 'vitest';
import { LISTING, type PageShows, pageShowsHeader, productShows, readPageShows } from './page-shows.ts';

describe('the page-shows header', () => {
  it.each<[string, PageShows, string]>([
    ['a listing', LISTING, 'listing'],
    ['a simple product', { kind: 'product', skus: ['MED000001'] }, 'product MED000001'],
    ['a configurable product and its children', { kind: 'product', skus: ['MEDC000008', 'MED000275', 'MED000276'] }, 'product MEDC000008,MED000275,MED000276'],
    ['SKUs with a comma, a space and a letter outside ASCII', { kind: 'product', skus: ['A,B', 'C D', 'ক'] }, 'product A%2CB,C%20D,%E0%A6%95'],
  ])('%s goes there and back', (_name, shows, header) => {
    expect(pageShowsHeader(shows)).toBe(header);
    expect(readPageShows(header)).toEqual(shows);
  });

  it.each([undefined, '', 'product', 'product ', 'listing MED000001', 'products MED000001', 'product %E0%A6'])('reads %j as nothing to cache', (value) => {
    expect(readPageShows(value)).toBeNull();
  });

  it('names the product and its children for a product page', () => {
    expect(productShows({ sku: 'MEDC000008', configurableChildren: [{ sku: 'MED000275' }, { sku: 'MED000276' }] })).toEqual({
      kind: 'product',
      skus: ['MEDC000008', 'MED000275', 'MED000276'],
    });
  });
});
