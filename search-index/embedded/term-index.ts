import SearchableMap from 'minisearch/SearchableMap';
import { phoneticKey } from '../text/phonetic.ts';
import { grown } from './typed-arrays.ts';

/**
 * The vocabulary and postings. Terms live in MiniSearch's SearchableMap (a radix tree with
 * Levenshtein and prefix lookup) and, for the exact lookups of indexing, a plain Map. Each term's
 * postings are the document ordinals in ascending order (an Int32Array) with a bit mask of the fields
 * the term occurs in (a Uint8Array), grown by doubling and cut to size by `trim`: 5 bytes a posting
 * where arrays of numbers took 16 or more.
 */
const EMPTY_DOCS = new Int32Array(0);
const EMPTY_MASKS = new Uint8Array(0);

export class TermIndex {
  readonly #tree = new SearchableMap<number>();
  readonly #ids = new Map<string, number>();
  /** Sound keys (text/phonetic.ts) to the ids of the terms that have them. */
  readonly #sounds = new SearchableMap<number[]>();
  /** Each term's text by id. */
  readonly #terms: string[] = [];
  #docs: Int32Array[] = [];
  #masks: Uint8Array[] = [];
  #lengths: number[] = [];

  /** Records `term` in document `ordinal` (ordinals arrive in ascending order). */
  add(term: string, ordinal: number, fieldBit: number): void {
    let id = this.#ids.get(term);
    if (id === undefined) {
      id = this.#terms.length;
      this.#ids.set(term, id);
      this.#tree.set(term, id);
      this.#terms.push(term);
      this.#docs.push(new Int32Array(4));
      this.#masks.push(new Uint8Array(4));
      this.#lengths.push(0);
      const key = phoneticKey(term);
      if (key !== null) {
        const same = this.#sounds.get(key);
        if (same) same.push(id);
        else this.#sounds.set(key, [id]);
      }
    }
    let docs = this.#docs[id] as Int32Array;
    let masks = this.#masks[id] as Uint8Array;
    const length = this.#lengths[id] as number;
    if (length > 0 && docs[length - 1] === ordinal) {
      masks[length - 1] = (masks[length - 1] as number) | fieldBit;
      return;
    }
    if (length === docs.length) {
      docs = grown(docs, length * 2);
      masks = grown(masks, length * 2);
      this.#docs[id] = docs;
      this.#masks[id] = masks;
    }
    docs[length] = ordinal;
    masks[length] = fieldBit;
    this.#lengths[id] = length + 1;
  }

  /** Cuts every postings list to its length (after a bulk load; later additions grow them again). */
  trim(): void {
    this.#docs = this.#docs.map((docs, id) => docs.slice(0, this.#lengths[id]));
    this.#masks = this.#masks.map((masks, id) => masks.slice(0, this.#lengths[id]));
  }

  get termCount(): number {
    return this.#terms.length;
  }

  exact(term: string): number | undefined {
    return this.#ids.get(term);
  }

  /** Terms within `maxDistance` edits: [term, id, distance]. */
  fuzzy(term: string, maxDistance: number): [string, number, number][] {
    const found: [string, number, number][] = [];
    for (const [key, [id, distance]] of this.#tree.fuzzyGet(term, maxDistance)) found.push([key, id, distance]);
    return found;
  }

  /** Terms whose sound key is within `maxDistance` edits of `key`: [term, id, distance of the keys]. */
  sounds(key: string, maxDistance: number): [string, number, number][] {
    const found: [string, number, number][] = [];
    for (const [, [ids, distance]] of this.#sounds.fuzzyGet(key, maxDistance)) for (const id of ids) found.push([this.#terms[id] as string, id, distance]);
    return found;
  }

  /** Terms whose sound key continues `prefix` (longer than it: a word still being typed in an Indian script): [term, id]. */
  soundsStartingWith(prefix: string): [string, number][] {
    const found: [string, number][] = [];
    for (const [key, ids] of this.#sounds.atPrefix(prefix)) if (key.length > prefix.length) for (const id of ids) found.push([this.#terms[id] as string, id]);
    return found;
  }

  /** Terms that start with `prefix` (the term itself included): [term, id]. */
  prefix(prefix: string): [string, number][] {
    return [...this.#tree.atPrefix(prefix).entries()];
  }

  /** The term's postings: document ordinals (ascending) and, at the same positions, field masks. */
  docs(id: number): Int32Array {
    return (this.#docs[id] ?? EMPTY_DOCS).subarray(0, this.#lengths[id] ?? 0);
  }

  masks(id: number): Uint8Array {
    return (this.#masks[id] ?? EMPTY_MASKS).subarray(0, this.#lengths[id] ?? 0);
  }

  documentFrequency(id: number): number {
    return this.#lengths[id] ?? 0;
  }
}
