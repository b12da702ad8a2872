import type { Settings } from 'meilisearch';
import { AGGREGATION_SIZE } from '../port.ts';
import { ONE_TYPO_FROM, TWO_TYPOS_FROM } from '../query.ts';
import { meilisearchSynonyms } from '../text/synonyms.ts';

/**
 * The Meilisearch index, as code. Searchable attributes are normalised copies of the product's text
 * (the same tokenizer as the embedded engine: Indian-script digits, letter/digit splits), listed in boost
 * order: searchkey1 and meta_keyword (10), name (5), saltinfo (3), brand (2), category names (1).
 * Meilisearch weighs attributes by their order, not by numbers, so the two 10s sit first and second.
 */
export const SEARCHABLE_ATTRIBUTES = ['text_searchkey1', 'text_meta_keyword', 'text_name', 'text_saltinfo', 'text_brand', 'text_category'] as const;

export const FACET_ATTRIBUTES = { brand: 'brand', category: 'categoryFacet', price: 'priceBucket' } as const;

/** Meilisearch stops a search after this long and answers with what it has (storefront.md §9: 1000 ms on the server). */
export const SEARCH_CUTOFF_MS = 1000;
/** Above this many hits, totals are estimates (the API says so with exhaustive: false). */
export const MAX_TOTAL_HITS = 100_000;

export const INDEX_SETTINGS = {
  searchableAttributes: [...SEARCHABLE_ATTRIBUTES],
  displayedAttributes: ['id', 'product', 'text_name', 'text_saltinfo', 'text_brand'],
  filterableAttributes: ['visibility', 'status', 'categoryIds', 'brand', 'priceBucket', 'inStock', 'prescriptionRequired', 'categoryFacet'],
  sortableAttributes: ['pricePaise', 'discountPercent', 'priority'],
  // 'sort' first: "Price low to high" orders every match by price; without a sort it has no effect.
  // After the text rules, the catalogue's priority breaks ties ("Relevant (priority)", §9).
  rankingRules: ['sort', 'words', 'typo', 'proximity', 'attribute', 'exactness', 'priority:asc'],
  typoTolerance: {
    enabled: true,
    minWordSizeForTypos: { oneTypo: ONE_TYPO_FROM, twoTypos: TWO_TYPOS_FROM },
    disableOnNumbers: true,
  },
  synonyms: meilisearchSynonyms(),
  faceting: { maxValuesPerFacet: AGGREGATION_SIZE, sortFacetValuesBy: { '*': 'count' } },
  pagination: { maxTotalHits: MAX_TOTAL_HITS },
  searchCutoffMs: SEARCH_CUTOFF_MS,
} satisfies Settings;
