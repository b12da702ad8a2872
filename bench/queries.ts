import { seededRandom } from '../catalogue/random.ts';
import type { SearchDocument } from '../search-index/port.ts';
import { tokenize } from '../search-index/text/normalise.ts';

/**
 * Distinct benchmark queries generated from the catalogue (no result cache can hide latency): brand
 * words, salts, manufacturers and forms; the same words misspelt by one or two edits; two-term pairs;
 * and partial words as typed. Seeded, so every run measures the same queries.
 */
export const QUERY_CLASSES = ['one-term', 'misspelt', 'two-term', 'partial'] as const;
export type QueryClass = (typeof QUERY_CLASSES)[number];

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const words = (text: string) => tokenize(text).filter((t) => /^[a-z]{4,}$/.test(t));

function misspell(word: string, random: () => number): string {
  const edits = word.length >= 6 && random() < 0.4 ? 2 : 1;
  let out = word;
  for (let e = 0; e < edits; e++) {
    const at = 1 + Math.floor(random() * (out.length - 1));
    const letter = LETTERS[Math.floor(random() * LETTERS.length)] ?? 'a';
    const kind = Math.floor(random() * 4);
    if (kind === 0) out = out.slice(0, at) + out.slice(at + 1);
    else if (kind === 1) out = out.slice(0, at) + letter + out.slice(at + 1);
    else if (kind === 2) out = out.slice(0, at) + letter + out.slice(at);
    else if (at < out.length - 1) out = out.slice(0, at) + (out[at + 1] ?? '') + (out[at] ?? '') + out.slice(at + 2);
  }
  return out;
}

export function generateQueries(documents: readonly SearchDocument[], perClass: number, seed = 7): Record<QueryClass, string[]> {
  const random = seededRandom(seed);
  const pickDoc = () => documents[Math.floor(random() * documents.length)] as SearchDocument;
  const pick = <T>(items: readonly T[]): T | undefined => items[Math.floor(random() * items.length)];
  const oneWord = (doc: SearchDocument): string | undefined => {
    const roll = random();
    if (roll < 0.4) return pick(words(doc.searchkey1));
    if (roll < 0.7) return pick(words(doc.saltinfo));
    if (roll < 0.85) return pick(words(doc.manufacturer));
    return pick(words(`${doc.dosageForm} ${doc.categoryNames.join(' ')}`));
  };
  const make: Record<QueryClass, () => string | undefined> = {
    'one-term': () => oneWord(pickDoc()),
    misspelt: () => {
      const word = oneWord(pickDoc());
      return word && word.length >= 5 ? misspell(word, random) : undefined;
    },
    'two-term': () => {
      const doc = pickDoc();
      const salts = words(doc.saltinfo);
      const brand = pick(words(doc.searchkey1));
      const form = doc.dosageForm.toLowerCase();
      const roll = random();
      if (roll < 0.35 && salts.length >= 2) return `${salts[0]} ${salts[1]}`;
      if (roll < 0.6 && brand) return `${brand} ${form}`;
      if (roll < 0.8 && salts[0]) return `${salts[0]} ${form}`;
      const strength = /\d+/.exec(doc.name)?.[0];
      return brand && strength ? `${brand} ${strength}` : undefined;
    },
    partial: () => {
      const word = oneWord(pickDoc());
      return word && word.length >= 5 ? word.slice(0, 3 + Math.floor(random() * 3)) : undefined;
    },
  };
  const result = {} as Record<QueryClass, string[]>;
  for (const cls of QUERY_CLASSES) {
    const seen = new Set<string>();
    for (let attempts = 0; seen.size < perClass && attempts < perClass * 50; attempts++) {
      const query = make[cls]();
      if (query) seen.add(query);
    }
    result[cls] = [...seen];
  }
  return result;
}

/**
 * The p-th percentile by the nearest-rank method: the smallest sample with at least p % of the samples
 * at or below it. NaN for no samples.
 */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))] as number;
}

export interface Summary {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** The benches' one summary of timed samples (ms): their count, p50, p95 and p99 (nearest rank) and the largest. */
export function summarise(times: readonly number[]): Summary {
  const sorted = Array.from(Float64Array.from(times).sort());
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? Number.NaN,
  };
}
