import { PRICE_BUCKETS } from '../../domain/price-buckets.ts';
import { emptyResult, normalisePaging, type SearchFilters, type SearchParams, type SearchResult, type SearchSort } from '../port.ts';
import { prepareQuery, requiredMatches } from '../query.ts';
import { tokenize } from '../text/normalise.ts';
import type { DocumentColumns } from './columns.ts';
import { suggestCorrections } from './did-you-mean.ts';
import { type Expansion, expandTerm } from './expand.ts';
import { countFacets } from './facets.ts';
import type { EmbeddedIndex } from './index.ts';
import { topK } from './top-k.ts';

/**
 * Common-terms handling (as Elasticsearch's common terms query): a query term found in more than a
 * tenth of the catalogue ("tablet", "medicines", "ltd") still counts towards the 66% rule but adds
 * little to the score, so the rarer terms decide the order.
 */
export const COMMON_TERM_SHARE = 0.1;
export const COMMON_TERM_WEIGHT = 0.2;
const COMMON_MIN_DOCUMENTS = 1000;

type Filter = (ordinal: number) => boolean;

/** The caller's filters as one predicate over ordinals; null when there is nothing to check. */
function compileFilter(columns: DocumentColumns, filters: SearchFilters | undefined): Filter | null {
  const checks: Filter[] = [];
  if (filters?.categoryId !== undefined) {
    const holds = columns.setsWithCategory(filters.categoryId);
    const { categorySet } = columns;
    checks.push((d) => holds[categorySet[d] as number] === 1);
  }
  if (filters?.brand !== undefined) {
    const id = columns.brandId(filters.brand);
    if (id === undefined) return () => false;
    checks.push((d) => columns.brand[d] === id);
  }
  if (filters?.priceBucket !== undefined) {
    const bucket = PRICE_BUCKETS.findIndex((b) => b.key === filters.priceBucket);
    checks.push((d) => columns.bucket[d] === bucket);
  }
  if (filters?.inStock === true) checks.push((d) => columns.inStock[d] === 1);
  if (filters?.prescriptionRequired !== undefined) {
    const wanted = filters.prescriptionRequired ? 1 : 0;
    checks.push((d) => columns.prescription[d] === wanted);
  }
  if (checks.length === 0) return null;
  if (checks.length === 1) return checks[0] as Filter;
  return (d) => checks.every((check) => check(d));
}

function comparator(columns: DocumentColumns, score: Float64Array, sort: SearchSort): (a: number, b: number) => boolean {
  const { price, discount, priority } = columns;
  const tie = (a: number, b: number) => (priority[a] as number) < (priority[b] as number) || (priority[a] === priority[b] && a < b);
  switch (sort) {
    case 'price_asc':
      return (a, b) => (price[a] as number) < (price[b] as number) || (price[a] === price[b] && tie(a, b));
    case 'price_desc':
      return (a, b) => (price[a] as number) > (price[b] as number) || (price[a] === price[b] && tie(a, b));
    case 'discount_desc':
      return (a, b) => (discount[a] as number) > (discount[b] as number) || (discount[a] === discount[b] && tie(a, b));
    default:
      return (a, b) => (score[a] as number) > (score[b] as number) || (score[a] === score[b] && tie(a, b));
  }
}

/** The index terms behind the items shown, for highlighting ("augmentn" highlights "augmentin"). */
function matchedTerms(items: SearchResult['items'], plans: readonly Expansion[][]): string[] {
  const expanded = new Set(plans.flatMap((plan) => plan.map((e) => e.term)));
  const found = new Set<string>();
  for (const item of items) {
    for (const term of tokenize(`${item.name} ${item.saltinfo} ${item.manufacturer}`)) if (expanded.has(term)) found.add(term);
  }
  return [...found];
}

let candidates = new Int32Array(0);

export function runSearch(index: EmbeddedIndex, params: SearchParams, withSuggestions = true): SearchResult {
  const { size, start } = normalisePaging(params.size, params.start);
  const query = prepareQuery(params.query);
  if (query.terms.length === 0) return emptyResult(start, size);

  const { terms, columns, accumulator } = index;
  const plans = query.terms.map((term, i) => expandTerm(terms, term, i === query.terms.length - 1, query.sounds[i]));
  const commonAbove = index.liveCount >= COMMON_MIN_DOCUMENTS ? index.liveCount * COMMON_TERM_SHARE : Number.POSITIVE_INFINITY;
  const weights = plans.map((plan) => (plan.reduce((n, e) => n + terms.documentFrequency(e.id), 0) > commonAbove ? COMMON_TERM_WEIGHT : 1));
  const required = requiredMatches(query.terms.length);
  accumulator.run(terms, columns.size, plans, weights, required);
  let result: SearchResult;
  try {
    const passes = compileFilter(columns, params.filters);
    if (candidates.length < accumulator.unionSize) candidates = new Int32Array(accumulator.union.length);
    const { count, union, unionSize } = accumulator;
    const listed = columns.listed;
    let length = 0;
    for (let k = 0; k < unionSize; k++) {
      const d = union[k] as number;
      if ((count[d] as number) >= required && listed[d] === 1 && (passes === null || passes(d))) candidates[length++] = d;
    }
    const aggregations = countFacets(columns, candidates, length);
    const page = topK(candidates, length, start + size, comparator(columns, accumulator.score, params.sort ?? 'relevance')).slice(start);
    const items = page.map((d) => index.documents.get(d));
    result = { items, total: length, start, perPage: size, aggregations, matchedTerms: matchedTerms(items, plans), suggestions: [], exhaustive: true };
  } finally {
    accumulator.reset();
  }
  // After the reset: the suggestion runs searches of its own on the same scratch arrays.
  if (result.total === 0 && withSuggestions) result.suggestions = suggestCorrections(index, query.terms);
  return result;
}
