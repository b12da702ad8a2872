import { type Hit, type SearchParams as MeiliSearchParams, Meilisearch } from 'meilisearch';
import { PRICE_BUCKETS, priceBucketLabel } from '../../domain/price-buckets.ts';
import { SearchEngineError, SearchUnavailableError } from '../errors.ts';
import {
  AGGREGATION_SIZE,
  emptyResult,
  type FacetBucket,
  normalisePaging,
  type ReplaceOptions,
  type SearchDocument,
  type SearchParams,
  type SearchPort,
  type SearchResult,
} from '../port.ts';
import { prepareQuery } from '../query.ts';
import { type MeiliProductDocument, parseCategoryFacet } from './documents.ts';
import { buildFilter, buildSort } from './filter.ts';
import { pushCatalogue, pushChanges } from './indexer.ts';
import { FACET_ATTRIBUTES, MAX_TOTAL_HITS } from './settings.ts';

export interface MeilisearchEngineOptions {
  url: string;
  apiKey?: string | undefined;
  indexUid?: string;
  /** Per request, in ms (storefront.md §9: 1000 on the server). */
  timeoutMs?: number;
  /** For tests only: stands in for fetch (the client's `httpClient` option). */
  httpClient?: (...args: Parameters<typeof fetch>) => Promise<unknown>;
}

type Retrieved = Pick<MeiliProductDocument, 'product' | 'text_name' | 'text_saltinfo' | 'text_brand'>;

function buckets(distribution: Record<string, number> | undefined, label: (value: string) => { key: string; label: string }): FacetBucket[] {
  return Object.entries(distribution ?? {})
    .map(([value, count]) => ({ ...label(value), count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
    .slice(0, AGGREGATION_SIZE);
}

/** Whole words around Meilisearch's match positions (a prefix match highlights the word it completes). */
function matchedWords(hits: readonly Hit<Retrieved>[]): string[] {
  const words = new Set<string>();
  for (const hit of hits) {
    for (const [attribute, positions] of Object.entries(hit._matchesPosition ?? {})) {
      const text = hit[attribute as keyof Retrieved];
      if (typeof text !== 'string') continue;
      for (const { start, length } of positions ?? []) {
        const from = text.lastIndexOf(' ', start) + 1;
        const end = text.indexOf(' ', start + length);
        words.add(text.slice(from, end === -1 ? undefined : end));
      }
    }
  }
  return [...words].filter(Boolean);
}

/**
 * The production engine: Meilisearch through the official client. Index settings are code
 * (settings.ts); the 66% rule is approximated with Meilisearch's matching strategies: every term for
 * one or two terms, dropping the most frequent terms first for longer queries.
 */
export class MeilisearchEngine implements SearchPort {
  readonly engine = 'meilisearch';
  readonly #client: Meilisearch;
  /** Indexing requests carry thousands of documents: they get a minute, not the search timeout. */
  readonly #admin: Meilisearch;
  readonly #uid: string;

  constructor({ url, apiKey, indexUid = 'products', timeoutMs = 1000, httpClient }: MeilisearchEngineOptions) {
    const config = { host: url, ...(apiKey ? { apiKey } : {}), ...(httpClient ? { httpClient } : {}) };
    this.#client = new Meilisearch({ ...config, timeout: timeoutMs });
    this.#admin = new Meilisearch({ ...config, timeout: 60_000 });
    this.#uid = indexUid;
  }

  get indexUid(): string {
    return this.#uid;
  }

  async replaceAll(documents: readonly SearchDocument[], options: ReplaceOptions = {}): Promise<void> {
    await pushCatalogue(this.#admin, this.#uid, documents, { onProgress: options.onProgress });
  }

  async upsert(documents: readonly SearchDocument[]): Promise<void> {
    await pushChanges(this.#admin, this.#uid, documents);
  }

  /** Drops the index (relevance tests clean up their own). */
  async dropIndex(): Promise<void> {
    await this.#admin.deleteIndexIfExists(this.#uid);
  }

  async search(params: SearchParams): Promise<SearchResult> {
    const { size, start } = normalisePaging(params.size, params.start);
    const query = prepareQuery(params.query);
    if (query.terms.length === 0) return emptyResult(start, size);
    // Page mode gives exact totals (up to maxTotalHits); an offset that is not a page boundary cannot use it.
    const paging = start % size === 0 ? { page: start / size + 1, hitsPerPage: size } : { offset: start, limit: size };
    const sort = buildSort(params.sort);
    const request: MeiliSearchParams = {
      ...paging,
      filter: buildFilter(params.filters),
      ...(sort ? { sort } : {}),
      facets: Object.values(FACET_ATTRIBUTES),
      matchingStrategy: query.terms.length <= 2 ? 'all' : 'frequency',
      attributesToRetrieve: ['product', 'text_name', 'text_saltinfo', 'text_brand'],
      showMatchesPosition: true,
    };
    let response: Awaited<ReturnType<ReturnType<Meilisearch['index']>['search']>>;
    try {
      response = await this.#client.index(this.#uid).search<Retrieved>(query.text, request);
    } catch (error) {
      throw new SearchUnavailableError('Meilisearch did not answer the search', { cause: error });
    }
    const hits = response.hits as Hit<Retrieved>[];
    if (!hits.every((hit) => hit.product && typeof hit.product.sku === 'string')) {
      throw new SearchEngineError('Meilisearch answered documents without a product');
    }
    const total = response.totalHits ?? response.estimatedTotalHits ?? hits.length;
    const facets = response.facetDistribution ?? {};
    return {
      items: hits.map((hit) => hit.product),
      total,
      start,
      perPage: size,
      aggregations: {
        brand: buckets(facets[FACET_ATTRIBUTES.brand], (value) => ({ key: value, label: value })),
        category: buckets(facets[FACET_ATTRIBUTES.category], parseCategoryFacet),
        price: PRICE_BUCKETS.map((b) => ({ key: b.key, label: priceBucketLabel(b.key), count: facets[FACET_ATTRIBUTES.price]?.[b.key] ?? 0 })),
      },
      matchedTerms: matchedWords(hits),
      suggestions: [],
      exhaustive: response.totalHits !== undefined && response.totalHits < MAX_TOTAL_HITS,
    };
  }
}
