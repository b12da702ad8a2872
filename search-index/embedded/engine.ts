import type { ReplaceOptions, SearchDocument, SearchParams, SearchPort, SearchResult } from '../port.ts';
import { EmbeddedIndex } from './index.ts';
import { runSearch } from './search.ts';

/**
 * The default engine, in process: built from the catalogue at start, updated in place when a price or
 * stock changes. MiniSearch's radix tree finds typo and prefix matches; scoring, filters, facets and
 * paging run over flat per-document arrays (see README "Search" for the measurements behind this).
 */
export class EmbeddedSearchEngine implements SearchPort {
  readonly engine = 'embedded';
  #index = new EmbeddedIndex();

  async replaceAll(documents: readonly SearchDocument[], options: ReplaceOptions = {}): Promise<void> {
    this.#index = await EmbeddedIndex.build(documents, options.onProgress);
  }

  async upsert(documents: readonly SearchDocument[]): Promise<void> {
    for (const doc of documents) this.#index.upsert(doc);
    if (this.#index.needsCompaction) this.#index = await EmbeddedIndex.build(this.#index.liveDocuments());
  }

  async search(params: SearchParams): Promise<SearchResult> {
    return runSearch(this.#index, params);
  }

  /** A product as last indexed, searchable or not (the alternatives index reads its products here). */
  document(sku: string): SearchDocument | undefined {
    return this.#index.document(sku);
  }

  /** Documents currently searchable or not, by SKU (for status and tests). */
  get documentCount(): number {
    return this.#index.liveCount;
  }
}
