import { z } from 'zod';
import type { SearchFilters, SearchSort } from '../gql/graphql.ts';

/**
 * The results page's state lives in the URL (storefront.md §2: filters and sort in the route query):
 * /search?q=…&brand=…&category=…&price=…&stock=1&rx=yes|no&sort=…&page=…. Anything malformed falls back
 * to its default (no filter, relevance, page 1), so a hand-edited or stale link never breaks the page.
 */
export const RESULTS_PAGE_SIZE = 50;
const MAX_PAGE = 200;

export const SORT_OPTIONS: readonly { value: SearchSort; label: string }[] = [
  { value: 'RELEVANCE', label: 'Relevant' },
  { value: 'PRICE_ASC', label: 'Price low to high' },
  { value: 'PRICE_DESC', label: 'Price high to low' },
  { value: 'DISCOUNT_DESC', label: 'Discount high to low' },
];

const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

const SearchPageSchema = z.object({
  q: z
    .string()
    .transform((q) => q.trim().slice(0, 200))
    .catch(''),
  brand: optional(z.string().trim().min(1).max(200)),
  category: optional(z.coerce.number().int().positive().max(2_147_483_647)),
  price: optional(z.enum(['0-50', '50-100', '100-150', '150+'])),
  stock: optional(z.literal('1')),
  rx: optional(z.enum(['yes', 'no'])),
  sort: z.enum(['RELEVANCE', 'PRICE_ASC', 'PRICE_DESC', 'DISCOUNT_DESC']).catch('RELEVANCE'),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).catch(1),
});
export type SearchPageState = z.infer<typeof SearchPageSchema>;

/** Reads the URL query; repeated keys take the first value. */
export function parseSearchParams(params: URLSearchParams): SearchPageState {
  const first: Record<string, string> = {};
  for (const [key, value] of params) first[key] ??= value;
  return SearchPageSchema.parse(first);
}

export function toSearchVariables(state: SearchPageState): { filters: SearchFilters; sort: SearchSort; start: number; size: number } {
  return {
    filters: {
      ...(state.brand ? { brand: state.brand } : {}),
      ...(state.category ? { categoryId: state.category } : {}),
      ...(state.price ? { priceBucket: state.price } : {}),
      ...(state.stock ? { inStock: true } : {}),
      ...(state.rx ? { prescriptionRequired: state.rx === 'yes' } : {}),
    },
    sort: state.sort,
    start: (state.page - 1) * RESULTS_PAGE_SIZE,
    size: RESULTS_PAGE_SIZE,
  };
}

/** The URL of the page with `change` applied; a change of filter or sort goes back to page 1. Defaults are left out. */
export function searchPageHref(state: SearchPageState, change: Partial<SearchPageState> = {}): string {
  const next = { ...state, ...change };
  if (!('page' in change)) next.page = 1;
  const params = new URLSearchParams({ q: next.q });
  if (next.brand) params.set('brand', next.brand);
  if (next.category) params.set('category', String(next.category));
  if (next.price) params.set('price', next.price);
  if (next.stock) params.set('stock', next.stock);
  if (next.rx) params.set('rx', next.rx);
  if (next.sort !== 'RELEVANCE') params.set('sort', next.sort);
  if (next.page > 1) params.set('page', String(next.page));
  return `/search?${params.toString()}`;
}

export function hasFilters(state: SearchPageState): boolean {
  return countFilters(state) > 0;
}

/** How many filters are on (brand, category, price, stock, prescription): the count the Filters control shows. */
export function countFilters(state: SearchPageState): number {
  return [state.brand, state.category, state.price, state.stock, state.rx].filter(Boolean).length;
}
