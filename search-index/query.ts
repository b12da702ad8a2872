import { hasIndic, readIndic } from './text/indic.ts';
import { isNumeric, splitLettersAndDigits, splitWords } from './text/normalise.ts';
import { phoneticKey } from './text/phonetic.ts';

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
  /**
   * Aligned with `terms`: the sound key (text/phonetic.ts) of a term read from Devanagari, Bengali or
   * Odia, whose Latin spelling is a guess; null for a term typed in Latin letters, and for numbers.
   */
  sounds: (string | null)[];
  /** The terms joined by spaces: what a string-taking engine receives. */
  text: string;
}

/**
 * Words in an Indian script read into Latin (text/indic.ts), digits of any script as digits ("ऑगमेंटिन
 * ६२५" -> "ogmentin 625"); at most 10 terms of at most 40 characters; repeats dropped.
 */
export function prepareQuery(raw: string): PreparedQuery {
  const words = splitWords(raw.slice(0, MAX_QUERY_LENGTH));
  const terms: string[] = [];
  const sounds: (string | null)[] = [];
  for (const word of words) {
    for (const part of splitLettersAndDigits(word)) {
      const indic = hasIndic(part);
      const term = (indic ? readIndic(part) : part).slice(0, MAX_TERM_LENGTH);
      if (term.length === 0 || terms.includes(term)) continue;
      terms.push(term);
      sounds.push(indic ? phoneticKey(term) : null);
    }
  }
  const kept = terms.slice(0, MAX_QUERY_TERMS);
  return { terms: kept, sounds: sounds.slice(0, MAX_QUERY_TERMS), text: kept.join(' ') };
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
