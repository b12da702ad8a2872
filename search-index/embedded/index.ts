import type { SearchDocument } from '../port.ts';
import { tokenize } from '../text/normalise.ts';
import { Accumulator } from './accumulator.ts';
import { DocumentColumns } from './columns.ts';
import { DocumentStore } from './document-store.ts';
import { fieldText, SEARCH_FIELDS, type SearchField, textKey } from './fields.ts';
import { TermIndex } from './term-index.ts';

const YIELD_EVERY = 5000;

/** Fields whose values repeat across products, tokenised once per distinct value during a build. */
const REPEATING = new Set<SearchField>(['saltinfo', 'manufacturer', 'categoryNames']);
const MEMO_LIMIT = 100_000;

/**
 * The embedded engine's data: the term index (vocabulary and postings), the per-document columns and
 * the documents themselves (document-store.ts), addressed by document ordinal. A price or stock change
 * overwrites the columns and the stored document in place; a change of searchable text retires the old
 * ordinal and appends a new one (compacted by a rebuild later).
 */
export class EmbeddedIndex {
  readonly terms = new TermIndex();
  readonly columns = new DocumentColumns();
  readonly documents = new DocumentStore();
  readonly accumulator = new Accumulator();
  readonly #ordinalBySku = new Map<string, number>();
  /** Terms of field values already tokenised; dropped when the bulk load ends. */
  #tokens: Map<string, string[]> | null = new Map();
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
    index.#tokens = null;
    index.terms.trim();
    index.documents.trim();
    return index;
  }

  get liveCount(): number {
    return this.#ordinalBySku.size;
  }

  /** True when replaced ordinals are a fifth of the index: time to rebuild. */
  get needsCompaction(): boolean {
    return this.#retired > Math.max(1000, this.columns.size / 5);
  }

  /** The current document of `sku`, rebuilt from the store; undefined when never indexed. */
  document(sku: string): SearchDocument | undefined {
    const ordinal = this.#ordinalBySku.get(sku);
    return ordinal === undefined ? undefined : this.documents.get(ordinal);
  }

  liveDocuments(): SearchDocument[] {
    return [...this.#ordinalBySku.values()].map((ordinal) => this.documents.get(ordinal));
  }

  upsert(doc: SearchDocument): void {
    const ordinal = this.#ordinalBySku.get(doc.sku);
    if (ordinal !== undefined && textKey(this.documents.get(ordinal)) === textKey(doc)) {
      this.columns.set(ordinal, doc);
      this.documents.set(ordinal, doc);
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
    this.documents.set(ordinal, doc);
    this.#ordinalBySku.set(doc.sku, ordinal);
    SEARCH_FIELDS.forEach((field, bit) => {
      const text = fieldText(doc, field);
      for (const term of REPEATING.has(field) ? this.#tokenize(text) : tokenize(text)) this.terms.add(term, ordinal, 1 << bit);
    });
  }

  #tokenize(text: string): string[] {
    const memo = this.#tokens;
    if (memo === null) return tokenize(text);
    let terms = memo.get(text);
    if (terms === undefined) {
      terms = tokenize(text);
      if (memo.size < MEMO_LIMIT) memo.set(text, terms);
    }
    return terms;
  }
}
