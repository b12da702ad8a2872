import type { PriceBucketKey } from '../domain/price-buckets.ts';
import type { Product } from '../domain/product.ts';

/** The search port of design.md decision 4: one contract, two engines (embedded and Meilisearch). */

export const SEARCH_SORTS = ['relevance', 'price_asc', 'price_desc', 'discount_desc'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export interface SearchFilters {
  categoryId?: number | undefined;
  /** The manufacturer (mfg_name), as a brand facet gives it; compared without regard to case. */
  brand?: string | undefined;
  priceBucket?: PriceBucketKey | undefined;
  /** true: only what is in stock; false or absent: everything. */
  inStock?: boolean | undefined;
  prescriptionRequired?: boolean | undefined;
}

export interface SearchParams {
  query: string;
  filters?: SearchFilters | undefined;
  sort?: SearchSort | undefined;
  size?: number | undefined;
  start?: number | undefined;
  /** Passed through for engines that price or stock per warehouse (storefront.md §7); not used by either engine yet. */
  warehouseId?: string | undefined;
  /** Price tiers (storefront.md §7): passed through, not used by either engine yet. */
  groupId?: number | undefined;
  groupToken?: string | undefined;
}

export interface FacetBucket {
  /** The value to filter on: a manufacturer, a category id, a price bucket key. */
  key: string;
  /** What a customer reads: the manufacturer, the category name, '< ₹50'. */
  label: string;
  count: number;
}

export interface SearchAggregations {
  brand: FacetBucket[];
  category: FacetBucket[];
  price: FacetBucket[];
}

export interface SearchResult {
  items: Product[];
  total: number;
  start: number;
  perPage: number;
  aggregations: SearchAggregations;
  /** Index terms the query matched in the items shown (after typo and prefix matching), for highlighting. */
  matchedTerms: string[];
  /** Corrected queries worth offering when nothing was found ("Did you mean"). */
  suggestions: string[];
  /** True when total and facet counts are exact; false when the engine estimated them. */
  exhaustive: boolean;
}

/** A product as the engines index it: the product plus the names of its categories (boost 1), aligned with categoryIds. */
export interface SearchDocument extends Product {
  categoryNames: string[];
}

export interface ReplaceOptions {
  onProgress?: ((done: number, total: number) => void) | undefined;
}

export interface SearchPort {
  readonly engine: string;
  /** Replaces the whole index. */
  replaceAll(documents: readonly SearchDocument[], options?: ReplaceOptions): Promise<void>;
  /** Adds or replaces documents by SKU (price or stock changes, new or disabled products). */
  upsert(documents: readonly SearchDocument[]): Promise<void>;
  search(params: SearchParams): Promise<SearchResult>;
}

export const DEFAULT_SEARCH_SIZE = 50;
export const MAX_SEARCH_SIZE = 200;
export const AGGREGATION_SIZE = 10;

/** size <= 0 resets to 50, negative start to 0 (storefront.md §5); huge sizes are capped, huge starts kept. */
export function normalisePaging(size: number | undefined, start: number | undefined): { size: number; start: number } {
  const s = size === undefined || !Number.isFinite(size) || size <= 0 ? DEFAULT_SEARCH_SIZE : Math.min(Math.trunc(size), MAX_SEARCH_SIZE);
  const st = start === undefined || !Number.isFinite(start) || start < 0 ? 0 : Math.trunc(start);
  return { size: s, start: st };
}

/** Visibility in (2,3,4) and status in (0,1), whatever the caller asks. */
export function isSearchable(p: Pick<Product, 'visibility' | 'status'>): boolean {
  return (p.visibility === 2 || p.visibility === 3 || p.visibility === 4) && (p.status === 0 || p.status === 1);
}

export function emptyResult(start: number, perPage: number, suggestions: string[] = []): SearchResult {
  return { items: [], total: 0, start, perPage, aggregations: { brand: [], category: [], price: [] }, matchedTerms: [], suggestions, exhaustive: true };
}
