import { maxTypos, PREFIX_FROM, typoCost } from '../query.ts';
import { spellingDistance } from '../text/phonetic.ts';
import { synonymsOf } from '../text/synonyms.ts';
import type { TermIndex } from './term-index.ts';

/**
 * What a match is worth before its field boost is added. The steps (20) are wider than the largest
 * boost (10), so fewer typos always win over a better field, as in Meilisearch's ranking rules (words,
 * typo, then attribute); a completion of what is being typed counts as typo-free. Within a step, the
 * field boost decides: searchkey1 and meta_keyword 10, name 5, saltinfo 3, brand 2, category 1.
 */
export const MATCH_WEIGHTS = { exact: 40, synonym: 39, prefix: 38, oneTypo: 20, twoTypos: 0 } as const;

/**
 * A term read from an Indian script also matches index terms by sound key (text/phonetic.ts): the
 * same key counts as one typo (the reading's vowels and c/s/k are a guess, as a one-letter slip is), a
 * key one edit away as two typos, and only for keys of 5 letters or more (shorter keys are shared by
 * too many unrelated words). Reading and key together stay below a prefix (38): a Latin completion of
 * the reading, when there is one, is the surer match.
 */
export const SOUND_WEIGHTS = { sameKey: MATCH_WEIGHTS.oneTypo, nearKey: MATCH_WEIGHTS.twoTypos } as const;
export const NEAR_KEY_FROM = 5;
/** A word still being typed in a script matches the terms whose key continues its key, from 3 letters of key. */
export const SOUND_PREFIX_FROM = 3;

type Offer = (id: number, indexTerm: string, weight: number) => void;

/**
 * The terms that sound like a reading: those whose key is the reading's (or one edit away, for longer
 * keys) and, for the word being typed, those whose key continues it ("ऑगमें" reads "ogmen", key "agmn",
 * which Augmentin's "agmntn" continues). A short key is shared by unrelated words ("abt": Abbott,
 * Avota, Abita; "str": a generated brand Sutari, and cetirizine and citrate being typed), so only the
 * terms spelt nearest the reading (text/phonetic.ts spellingDistance; a continuing term by its start of
 * the reading's length) get the one-typo step; the others stay at the two-typos step, found but ranked after.
 */
function offerSounds(index: TermIndex, reading: string, sound: string, isLast: boolean, offer: Offer): void {
  const candidates: { id: number; term: string; distance: number; near: boolean }[] = [];
  for (const [term, id, keyDistance] of index.sounds(sound, sound.length >= NEAR_KEY_FROM ? 1 : 0))
    candidates.push({ id, term, distance: spellingDistance(reading, term), near: keyDistance === 0 });
  if (isLast && sound.length >= SOUND_PREFIX_FROM)
    for (const [term, id] of index.soundsStartingWith(sound))
      candidates.push({ id, term, distance: spellingDistance(reading, term.slice(0, reading.length)), near: true });
  const nearest = Math.min(...candidates.filter((c) => c.near).map((c) => c.distance));
  for (const c of candidates) offer(c.id, c.term, c.near && c.distance === nearest ? SOUND_WEIGHTS.sameKey : SOUND_WEIGHTS.nearKey);
}

export interface Expansion {
  id: number;
  term: string;
  weight: number;
}

/**
 * The index terms a query term stands for: itself, its synonyms, terms within its typo allowance
 * (an edit on the first letter counts twice), for the last term completions of it, and for a term
 * read from an Indian script (`sound`, its key) the terms that sound like it.
 */
export function expandTerm(index: TermIndex, term: string, isLast: boolean, sound: string | null = null): Expansion[] {
  const best = new Map<number, Expansion>();
  const offer = (id: number | undefined, indexTerm: string, weight: number): void => {
    if (id === undefined) return;
    const current = best.get(id);
    if (!current || current.weight < weight) best.set(id, { id, term: indexTerm, weight });
  };
  offer(index.exact(term), term, MATCH_WEIGHTS.exact);
  for (const synonym of synonymsOf(term)) offer(index.exact(synonym), synonym, MATCH_WEIGHTS.synonym);
  const allowed = maxTypos(term);
  if (allowed > 0) {
    for (const [indexTerm, id, distance] of index.fuzzy(term, allowed)) {
      const cost = typoCost(term, indexTerm, distance);
      if (cost > 0 && cost <= allowed) offer(id, indexTerm, cost === 1 ? MATCH_WEIGHTS.oneTypo : MATCH_WEIGHTS.twoTypos);
    }
  }
  if (isLast && term.length >= PREFIX_FROM) {
    for (const [indexTerm, id] of index.prefix(term)) offer(id, indexTerm, MATCH_WEIGHTS.prefix);
  }
  if (sound !== null) offerSounds(index, term, sound, isLast, offer);
  return [...best.values()];
}
