import { isNumeric } from '../text/normalise.ts';
import type { EmbeddedIndex } from './index.ts';
import { runSearch } from './search.ts';

/** Looser than search (up to 3 edits) but only ever offered, never applied. */
function closestTerm(index: EmbeddedIndex, term: string): string | null {
  if (index.terms.exact(term) !== undefined) return term;
  if (isNumeric(term) || term.length < 4) return null;
  const distance = term.length >= 8 ? 3 : 2;
  let best: { term: string; distance: number; frequency: number } | null = null;
  for (const [candidate, id, d] of index.terms.fuzzy(term, distance)) {
    const frequency = index.terms.documentFrequency(id);
    if (!best || d < best.distance || (d === best.distance && frequency > best.frequency)) best = { term: candidate, distance: d, frequency };
  }
  return best?.term ?? null;
}

/**
 * "Did you mean": each term replaced by its nearest index term, terms with none dropped; offered only
 * when the corrected query finds something.
 */
export function suggestCorrections(index: EmbeddedIndex, terms: readonly string[]): string[] {
  const corrected = terms.map((term) => closestTerm(index, term)).filter((t): t is string => t !== null);
  const text = corrected.join(' ');
  if (corrected.length === 0 || text === terms.join(' ')) return [];
  return runSearch(index, { query: text, size: 1 }, false).total > 0 ? [text] : [];
}
