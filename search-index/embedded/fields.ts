import type { SearchDocument } from '../port.ts';

/** Field boosts of the contract: searchkey1 and meta_keyword 10, name 5, saltinfo 3, brand 2, category name 1. */
export const FIELD_BOOSTS = { searchkey1: 10, metaKeyword: 10, name: 5, saltinfo: 3, manufacturer: 2, categoryNames: 1 } as const;
export type SearchField = keyof typeof FIELD_BOOSTS;
export const SEARCH_FIELDS = Object.keys(FIELD_BOOSTS) as SearchField[];

export function fieldText(doc: SearchDocument, field: SearchField): string {
  const value = doc[field];
  return Array.isArray(value) ? value.join(' ') : value;
}

/** The best boost among the fields of a posting's bit mask (a term counts once per document, in its best field). */
export const BOOST_BY_MASK: readonly number[] = Array.from({ length: 1 << SEARCH_FIELDS.length }, (_, mask) =>
  SEARCH_FIELDS.reduce((best, field, bit) => ((mask >> bit) & 1 ? Math.max(best, FIELD_BOOSTS[field]) : best), 0),
);

/** What must change for a document to be re-tokenised; a price or stock change leaves it the same. */
export function textKey(doc: SearchDocument): string {
  return SEARCH_FIELDS.map((field) => fieldText(doc, field)).join('\u0001');
}
