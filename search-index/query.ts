import { bengaliToLatin, hasBengali } from './text/bengali.ts';
import { isNumeric, splitLettersAndDigits, splitWords, tokenize } from './text/normalise.ts';

/**
 * The query rules both engines share (storefront.md §7): what a query becomes as terms, how many of
 * them must match (66%), and how many typos each may carry (at most 2, fewer on short words).
 */
export const MAX_QUERY_LENGTH = 200;
export const MAX_QUERY_TERMS = 10;
export const MAX_TERM_LENGTH = 40;
export const MINIMUM_SHOULD_MATCH = 0.66;
/** Word lengths from which one and two typos are allowed (Meilisearch's minWordSizeForTypos, set the same). */
export const ONE_TYPO_FROM = 4;
export const TWO_TYPOS_FROM = 6;
/** The last term also matches as a prefix (typing "azi"), from this length. */
export const PREFIX_FROM = 2;

export interface PreparedQuery {
  terms: string[];
  /** The terms joined by spaces: what a string-taking engine receives. */
  text: string;
}

/** Bengali words through the dictionary or transliteration; at most 10 terms of at most 40 characters; repeats dropped. */
export function prepareQuery(raw: string): PreparedQuery {
  const words = splitWords(raw.slice(0, MAX_QUERY_LENGTH));
  const terms: string[] = [];
  for (const word of words) {
    const latin = hasBengali(word) ? tokenize(bengaliToLatin(word)) : splitLettersAndDigits(word);
    for (const term of latin) {
      const cut = term.slice(0, MAX_TERM_LENGTH);
      if (cut.length > 0 && !terms.includes(cut)) terms.push(cut);
    }
  }
  const kept = terms.slice(0, MAX_QUERY_TERMS);
  return { terms: kept, text: kept.join(' ') };
}

/** "Minimum should match 66%": at least 66% of the terms, rounded up (1 of 1, 2 of 2, 2 of 3, 3 of 4). */
export function requiredMatches(termCount: number): number {
  return Math.max(1, Math.ceil(termCount * MINIMUM_SHOULD_MATCH - 1e-9));
}

/** Typos allowed on a query term: none on numbers or short words, 1 from 4 letters, 2 from 6. */
export function maxTypos(term: string): number {
  if (isNumeric(term)) return 0;
  if (term.length >= TWO_TYPOS_FROM) return 2;
  if (term.length >= ONE_TYPO_FROM) return 1;
  return 0;
}

/** An edit on the first letter counts twice, as in Meilisearch ("caturday" is two typos from "saturday"). */
export function typoCost(queryTerm: string, indexTerm: string, distance: number): number {
  return distance + (distance > 0 && queryTerm[0] !== indexTerm[0] ? 1 : 0);
}
