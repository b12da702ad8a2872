import { EmbeddedSearchEngine } from './embedded/engine.ts';
import { MeilisearchEngine } from './meilisearch/engine.ts';
import type { SearchPort } from './port.ts';

export interface EngineChoice {
  MEILI_URL?: string | undefined;
  MEILI_KEY?: string | undefined;
  MEILI_INDEX?: string | undefined;
  SEARCH_TIMEOUT_MS?: number | undefined;
}

/** Meilisearch when MEILI_URL is set, the embedded engine otherwise (design.md decision 4). */
export function createSearchEngine(choice: EngineChoice): SearchPort {
  if (!choice.MEILI_URL) return new EmbeddedSearchEngine();
  return new MeilisearchEngine({
    url: choice.MEILI_URL,
    apiKey: choice.MEILI_KEY,
    indexUid: choice.MEILI_INDEX ?? 'products',
    timeoutMs: choice.SEARCH_TIMEOUT_MS ?? 1000,
  });
}
