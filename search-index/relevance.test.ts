import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueDocuments } from '../test-utils/search-documents.ts';
import { MeilisearchEngine } from './meilisearch/engine.ts';
import type { SearchPort } from './port.ts';
import { RELEVANCE_CASES, relevanceFailure } from './relevance-cases.ts';
import { createSearchEngine } from './select-engine.ts';

/**
 * The relevance table against the configured engine: the embedded engine by default (what `npm test`
 * exercises here), Meilisearch when MEILI_URL is set (into a throw-away index, dropped afterwards).
 */
const engine: SearchPort = createSearchEngine({
  MEILI_URL: process.env.MEILI_URL,
  MEILI_KEY: process.env.MEILI_KEY,
  MEILI_INDEX: `products_relevance_${process.pid}_${Date.now()}`,
  SEARCH_TIMEOUT_MS: 5000,
});

beforeAll(async () => {
  await engine.replaceAll(catalogueDocuments());
}, 120_000);
afterAll(async () => {
  if (engine instanceof MeilisearchEngine) await engine.dropIndex();
});

describe(`relevance on the seed catalogue (${engine.engine} engine)`, () => {
  it('has at least 40 cases of every kind customers type', () => {
    expect(RELEVANCE_CASES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(RELEVANCE_CASES.map((c) => c.kind)).size).toBe(10);
  });

  it.each(RELEVANCE_CASES.map((c) => [c.kind, c.query, c] as const))('%s: "%s" has the right products in the top 3', async (_kind, query, c) => {
    const { items } = await engine.search({ query, size: 3 });
    expect(relevanceFailure(c, items), items.map((p) => p.name).join(' | ')).toBeNull();
  });
});
