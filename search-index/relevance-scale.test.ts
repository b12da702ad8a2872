import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueDocuments } from '../test-utils/search-documents.ts';
import { EmbeddedSearchEngine } from './embedded/engine.ts';
import { RELEVANCE_CASES, relevanceFailure } from './relevance-cases.ts';

/**
 * The relevance table at 100,000 products (the seed's real rows plus generated ones, labelled as such):
 * generated brand names crowd short words and sound keys ("Sutari" shares "setiri"'s key), which the
 * 605-product seed catalogue cannot show. `npm run bench:search` runs the same table at 500,000.
 */
const SIZE = 100_000;
const engine = new EmbeddedSearchEngine();

beforeAll(async () => {
  await engine.replaceAll(catalogueDocuments(SIZE));
}, 120_000);

describe(`relevance at ${SIZE} products (embedded engine)`, () => {
  it('holds every product', () => {
    expect(engine.documentCount).toBeGreaterThanOrEqual(SIZE - 100);
  });

  it.each(RELEVANCE_CASES.map((c) => [c.kind, c.query, c] as const))('%s: "%s" has the right products in the top 3', async (_kind, _query, c) => {
    const { items } = await engine.search({ query: c.query, size: 3 });
    expect(relevanceFailure(c, items), items.map((p) => p.name).join(' | ')).toBeNull();
  });
});
