import type { Product } from '../domain/product.ts';

/** The search port of design.md decision 4: one contract, two engines (embedded and Meilisearch). */

export const SEARCH_SORTS = ['relevance', 'price_asc', 'price_desc', 'discount_desc'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const PRICE_BUCKETS = [
  { key: '0-50', fromPaise: 0, toPaise: 5000 },
  { key: '50-100', fromPaise: 5000, toPaise: 10000 },
  { key: '100-150', fromPaise: 10000, toPaise: 15000 },
  { key: '150+', fromPaise: 15000, toPaise: null },
] as const;
export type PriceBucketKey = (typeof PRICE_BUCKETS)[number]['key'];

export interface SearchFilters {
  categoryId?: number | undefined;
  brand?: string | undefined;
  priceBucket?: PriceBucketKey | undefined;
  inStock?: boolean | undefined;
  prescriptionRequired?: boolean | undefined;
}

export interface SearchParams {
  query: string;
  filters?: SearchFilters | undefined;
  sort?: SearchSort | undefined;
  size?: number | undefined;
  start?: number | undefined;
  /** Passed through for engines that price or stock per warehouse (storefront.md §7). */
  warehouseId?: string | undefined;
}

export interface FacetBucket {
  key: string;
  count: number;
}

export interface SearchResult {
  items: Product[];
  total: number;
  start: number;
  perPage: number;
  aggregations: { brand: FacetBucket[]; category: FacetBucket[]; price: FacetBucket[] };
}

/** A product as the engines index it: the product plus the names of its categories (boost 1). */
export interface SearchDocument extends Product {
  categoryNames: string[];
}

export interface SearchPort {
  readonly engine: string;
  /** Replaces the whole index. */
  replaceAll(documents: readonly SearchDocument[]): Promise<void>;
  /** Adds or replaces documents by SKU (price or stock changes). */
  upsert(documents: readonly SearchDocument[]): Promise<void>;
  search(params: SearchParams): Promise<SearchResult>;
}

export const DEFAULT_SEARCH_SIZE = 50;
export const MAX_SEARCH_SIZE = 200;
export const AGGREGATION_SIZE = 10;

/** size <= 0 resets to 50, negative start to 0 (storefront.md §5); huge sizes are capped. */
export function normalisePaging(size: number | undefined, start: number | undefined): { size: number; start: number } {
  const s = size === undefined || !Number.isFinite(size) || size <= 0 ? DEFAULT_SEARCH_SIZE : Math.min(Math.trunc(size), MAX_SEARCH_SIZE);
  const st = start === undefined || !Number.isFinite(start) || start < 0 ? 0 : Math.trunc(start);
  return { size: s, start: st };
}

/** Visibility in (2,3,4) and status in (0,1), whatever the caller asks. */
export function isSearchable(p: Pick<Product, 'visibility' | 'status'>): boolean {
  return [2, 3, 4].includes(p.visibility) && (p.status === 0 || p.status === 1);
}

export function priceBucketOf(pricePaise: number): PriceBucketKey {
  const bucket = PRICE_BUCKETS.find((b) => pricePaise >= b.fromPaise && (b.toPaise === null || pricePaise < b.toPaise));
  return bucket?.key ?? '150+';
}
