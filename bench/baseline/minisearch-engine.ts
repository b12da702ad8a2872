import MiniSearch, { type SearchResult as MiniResult } from 'minisearch';
import { PRICE_BUCKETS, priceBucketOf } from '../../domain/price-buckets.ts';
import {
  AGGREGATION_SIZE,
  type FacetBucket,
  isSearchable,
  normalisePaging,
  type SearchDocument,
  type SearchParams,
  type SearchPort,
  type SearchResult,
} from '../../search-index/port.ts';

/** Field boosts of the contract: searchkey1 and meta_keyword 10, name 5, saltinfo 3, brand 2, category 1. */
export const FIELD_BOOSTS = { searchkey1: 10, metaKeyword: 10, name: 5, saltinfo: 3, manufacturer: 2, categoryNames: 1 } as const;
const FIELDS = Object.keys(FIELD_BOOSTS);
export const MINIMUM_SHOULD_MATCH = 0.66;

/** Up to 2 edits, fewer on short words so "azi" does not match everything. */
function fuzziness(term: string): number {
  if (term.length >= 6) return 2;
  if (term.length >= 4) return 1;
  return 0;
}

function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t.length > 0);
}

/**
 * BASELINE for the benchmark only: the walking skeleton's engine, MiniSearch used directly with the
 * contract's boosts and typo rules (every hit scored by MiniSearch, filters and facets over all hits,
 * a full sort). `npm run bench:search` measures the tuned engine against it in the same run.
 */
export class BaselineMiniSearchEngine implements SearchPort {
  readonly engine = 'baseline (MiniSearch as configured in the skeleton)';
  #index = this.#newIndex();
  #documents = new Map<string, SearchDocument>();

  #newIndex() {
    return new MiniSearch<SearchDocument>({
      idField: 'sku',
      fields: FIELDS,
      extractField: (doc, field) => {
        const value = doc[field as keyof SearchDocument];
        return Array.isArray(value) ? value.join(' ') : String(value ?? '');
      },
      tokenize,
    });
  }

  async replaceAll(documents: readonly SearchDocument[]): Promise<void> {
    const index = this.#newIndex();
    const byId = new Map<string, SearchDocument>();
    for (const doc of documents) byId.set(doc.sku, doc);
    await index.addAllAsync([...byId.values()], { chunkSize: 2000 });
    this.#index = index;
    this.#documents = byId;
  }

  async upsert(documents: readonly SearchDocument[]): Promise<void> {
    for (const doc of documents) {
      if (this.#documents.has(doc.sku)) this.#index.discard(doc.sku);
      this.#index.add(doc);
      this.#documents.set(doc.sku, doc);
    }
  }

  async search(params: SearchParams): Promise<SearchResult> {
    const { size, start } = normalisePaging(params.size, params.start);
    const terms = tokenize(params.query);
    const empty: SearchResult = {
      items: [],
      total: 0,
      start,
      perPage: size,
      aggregations: { brand: [], category: [], price: [] },
      matchedTerms: [],
      suggestions: [],
      exhaustive: true,
    };
    if (terms.length === 0) return empty;

    const needed = Math.ceil(terms.length * MINIMUM_SHOULD_MATCH);
    const raw = this.#index.search(terms.join(' '), {
      boost: { ...FIELD_BOOSTS },
      fuzzy: (term) => fuzziness(term),
      prefix: (term, i, all) => i === all.length - 1 && term.length >= 3,
      combineWith: 'OR',
      tokenize,
    });

    const matched: { doc: SearchDocument; score: number }[] = [];
    for (const hit of raw as MiniResult[]) {
      if (hit.queryTerms.length < needed) continue;
      const doc = this.#documents.get(String(hit.id));
      if (doc && isSearchable(doc)) matched.push({ doc, score: hit.score });
    }

    const base = matched.filter(({ doc }) => this.#passesFilters(doc, params));
    const aggregations = {
      brand: topBuckets(base.map(({ doc }) => doc.manufacturer)),
      category: topBuckets(base.flatMap(({ doc }) => doc.categoryIds.map(String))),
      price: PRICE_BUCKETS.map((b) => ({ key: b.key, label: b.key, count: base.filter(({ doc }) => priceBucketOf(doc.pricePaise) === b.key).length })),
    };
    const sorted = sortHits(base, params.sort ?? 'relevance');
    const items = sorted.slice(start, start + size).map(({ doc }) => doc);
    return { items, total: sorted.length, start, perPage: size, aggregations, matchedTerms: [], suggestions: [], exhaustive: true };
  }

  #passesFilters(doc: SearchDocument, { filters }: SearchParams): boolean {
    if (!filters) return true;
    if (filters.categoryId !== undefined && !doc.categoryIds.includes(filters.categoryId)) return false;
    if (filters.brand !== undefined && doc.manufacturer !== filters.brand) return false;
    if (filters.priceBucket !== undefined && priceBucketOf(doc.pricePaise) !== filters.priceBucket) return false;
    if (filters.inStock && !doc.inStock) return false;
    if (filters.prescriptionRequired !== undefined && doc.prescriptionRequired !== filters.prescriptionRequired) return false;
    return true;
  }
}

function topBuckets(keys: readonly string[]): FacetBucket[] {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return [...counts]
    .map(([key, count]) => ({ key, label: key, count }))
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key))
    .slice(0, AGGREGATION_SIZE);
}

function sortHits<T extends { doc: SearchDocument; score: number }>(hits: T[], sort: NonNullable<SearchParams['sort']>): T[] {
  const byPriority = (a: T, b: T) => a.doc.priority - b.doc.priority;
  const compare: Record<typeof sort, (a: T, b: T) => number> = {
    relevance: (a, b) => b.score - a.score || byPriority(a, b),
    price_asc: (a, b) => a.doc.pricePaise - b.doc.pricePaise || byPriority(a, b),
    price_desc: (a, b) => b.doc.pricePaise - a.doc.pricePaise || byPriority(a, b),
    discount_desc: (a, b) => b.doc.discountPercent - a.doc.discountPercent || byPriority(a, b),
  };
  return [...hits].sort(compare[sort]);
}
