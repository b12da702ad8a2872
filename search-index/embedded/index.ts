import type { SearchDocument } from '../port.ts';
import { tokenize } from '../text/normalise.ts';
import { Accumulator } from './accumulator.ts';
import { DocumentColumns } from './columns.ts';
import { fieldText, SEARCH_FIELDS, textKey } from './fields.ts';
import { TermIndex } from './term-index.ts';

const YIELD_EVERY = 5000;

/**
 * The embedded engine's data: the term index (vocabulary and postings) and the per-document columns,
 * addressed by document ordinal. A price or stock change overwrites the columns in place; a change of
 * searchable text retires the old ordinal and appends a new one (compacted by a rebuild later).
 */
export class EmbeddedIndex {
  readonly terms = new TermIndex();
  readonly columns = new DocumentColumns();
  readonly accumulator = new Accumulator();
  readonly #ordinalBySku = new Map<string, number>();
  readonly #textKeys: string[] = [];
  #retired = 0;

  static async build(documents: readonly SearchDocument[], onProgress?: (done: number, total: number) => void): Promise<EmbeddedIndex> {
    const index = new EmbeddedIndex();
    const latest = new Map<string, SearchDocument>();
    for (const doc of documents) latest.set(doc.sku, doc);
    let done = 0;
    for (const doc of latest.values()) {
      index.#append(doc);
      done++;
      if (done % YIELD_EVERY === 0) {
        onProgress?.(done, latest.size);
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
    onProgress?.(latest.size, latest.size);
    return index;
  }

  get liveCount(): number {
    return this.#ordinalBySku.size;
  }

  /** True when replaced ordinals are a fifth of the index: time to rebuild. */
  get needsCompaction(): boolean {
    return this.#retired > Math.max(1000, this.columns.size / 5);
  }

  liveDocuments(): SearchDocument[] {
    return [...this.#ordinalBySku.values()].map((ordinal) => this.columns.documents[ordinal] as SearchDocument);
  }

  upsert(doc: SearchDocument): void {
    const ordinal = this.#ordinalBySku.get(doc.sku);
    if (ordinal !== undefined && this.#textKeys[ordinal] === textKey(doc)) {
      this.columns.set(ordinal, doc);
      return;
    }
    if (ordinal !== undefined) {
      this.columns.retire(ordinal);
      this.#retired++;
    }
    this.#append(doc);
  }

  #append(doc: SearchDocument): void {
    const ordinal = this.columns.size;
    this.columns.set(ordinal, doc);
    this.#textKeys[ordinal] = textKey(doc);
    this.#ordinalBySku.set(doc.sku, ordinal);
    SEARCH_FIELDS.forEach((field, bit) => {
      for (const term of tokenize(fieldText(doc, field))) this.terms.add(term, ordinal, 1 << bit);
    });
  }
}
