import SearchableMap from 'minisearch/SearchableMap';
import { phoneticKey } from '../text/phonetic.ts';

/**
 * The vocabulary and postings. Terms live in MiniSearch's SearchableMap (a radix tree with
 * Levenshtein and prefix lookup); each term's postings are the document ordinals in ascending order,
 * with a bit mask of the fields the term occurs in.
 */
export class TermIndex {
  readonly #ids = new SearchableMap<number>();
  /** Sound keys (text/phonetic.ts) to the ids of the terms that have them. */
  readonly #sounds = new SearchableMap<number[]>();
  /** Each term's text by id. */
  readonly #terms: string[] = [];
  readonly #docs: number[][] = [];
  readonly #masks: number[][] = [];

  /** Records `term` in document `ordinal` (ordinals arrive in ascending order). */
  add(term: string, ordinal: number, fieldBit: number): void {
    let id = this.#ids.get(term);
    if (id === undefined) {
      id = this.#docs.length;
      this.#ids.set(term, id);
      this.#terms.push(term);
      this.#docs.push([]);
      this.#masks.push([]);
      const key = phoneticKey(term);
      if (key !== null) {
        const same = this.#sounds.get(key);
        if (same) same.push(id);
        else this.#sounds.set(key, [id]);
      }
    }
    const docs = this.#docs[id] as number[];
    const masks = this.#masks[id] as number[];
    const last = docs.length - 1;
    if (last >= 0 && docs[last] === ordinal) masks[last] = (masks[last] as number) | fieldBit;
    else {
      docs.push(ordinal);
      masks.push(fieldBit);
    }
  }

  get termCount(): number {
    return this.#docs.length;
  }

  exact(term: string): number | undefined {
    return this.#ids.get(term);
  }

  /** Terms within `maxDistance` edits: [term, id, distance]. */
  fuzzy(term: string, maxDistance: number): [string, number, number][] {
    const found: [string, number, number][] = [];
    for (const [key, [id, distance]] of this.#ids.fuzzyGet(term, maxDistance)) found.push([key, id, distance]);
    return found;
  }

  /** Terms whose sound key is within `maxDistance` edits of `key`: [term, id, distance of the keys]. */
  sounds(key: string, maxDistance: number): [string, number, number][] {
    const found: [string, number, number][] = [];
    for (const [, [ids, distance]] of this.#sounds.fuzzyGet(key, maxDistance)) for (const id of ids) found.push([this.#terms[id] as string, id, distance]);
    return found;
  }

  /** Terms that start with `prefix` (the term itself included): [term, id]. */
  prefix(prefix: string): [string, number][] {
    return [...this.#ids.atPrefix(prefix).entries()];
  }

  docs(id: number): readonly number[] {
    return this.#docs[id] ?? [];
  }

  masks(id: number): readonly number[] {
    return this.#masks[id] ?? [];
  }

  documentFrequency(id: number): number {
    return this.#docs[id]?.length ?? 0;
  }
}
