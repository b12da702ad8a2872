import { isPriceBucketKey, type PriceBucketKey } from '../../domain/price-buckets.ts';

/** Filters and sort of a listing, read from the URL query (storefront.md §2); bad values are ignored. */
export const LISTING_SORTS = ['PRIORITY', 'PRICE_ASC', 'PRICE_DESC', 'DISCOUNT_DESC'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
const SORT_PARAMS: Record<string, ListingSort> = {
  priority: 'PRIORITY',
  price_asc: 'PRICE_ASC',
  price_desc: 'PRICE_DESC',
  discount_desc: 'DISCOUNT_DESC',
};

export interface ListingParams {
  page: number;
  sort: ListingSort;
  price: PriceBucketKey | null;
  inStock: boolean;
}

export const DEFAULT_LISTING: ListingParams = { page: 1, sort: 'PRIORITY', price: null, inStock: false };
const MAX_PAGE = 10_000;

export function parseListingParams(query: URLSearchParams): ListingParams {
  const pageText = query.get('page') ?? '';
  const page = /^\d{1,5}$/.test(pageText) ? Math.min(Math.max(Number(pageText), 1), MAX_PAGE) : 1;
  const sort = SORT_PARAMS[query.get('sort') ?? ''] ?? 'PRIORITY';
  const priceText = query.get('price');
  return { page, sort, price: isPriceBucketKey(priceText) ? priceText : null, inStock: query.get('instock') === '1' };
}

/** The query string for a listing (defaults left out, so the default listing has a clean URL). */
export function listingQuery(params: ListingParams): string {
  const query = new URLSearchParams();
  if (params.page > 1) query.set('page', String(params.page));
  if (params.sort !== 'PRIORITY') query.set('sort', params.sort.toLowerCase());
  if (params.price) query.set('price', params.price);
  if (params.inStock) query.set('instock', '1');
  const text = query.toString();
  return text ? `?${text}` : '';
}
