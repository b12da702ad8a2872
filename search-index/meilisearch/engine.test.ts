import { Meilisearch } from 'meilisearch';
import { describe, expect, it } from 'vitest';
import { catalogueDocuments } from '../../test-utils/search-documents.ts';
import { SearchIndexingError, SearchUnavailableError } from '../errors.ts';
import { toMeiliDocument } from './documents.ts';
import { MeilisearchEngine } from './engine.ts';
import { pushCatalogue } from './indexer.ts';

/**
 * No Meilisearch server exists here (README "Search"), so these tests check what the adapter sends
 * and how it reads the answers, through FakeMeilisearchHttp: a recording stand-in for fetch (the
 * client's httpClient option) that answers every task as succeeded. The relevance suite runs against
 * a real server when MEILI_URL is set.
 */
class FakeMeilisearchHttp {
  readonly requests: { method: string; path: string; body: any }[] = [];
  #taskUid = 0;
  constructor(private readonly answer: (path: string, body: any) => unknown = () => ({})) {}

  readonly fetch = async (input: Parameters<typeof fetch>[0], init?: Parameters<typeof fetch>[1]): Promise<unknown> => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    this.requests.push({ method, path: url.pathname, body });
    if (method === 'GET' && url.pathname.startsWith('/tasks/')) return { uid: Number(url.pathname.split('/')[2]), status: 'succeeded', error: null };
    if (method !== 'GET' && !url.pathname.endsWith('/search')) return { taskUid: ++this.#taskUid, status: 'enqueued' };
    return this.answer(url.pathname, body);
  };
}

const DOCS = catalogueDocuments().slice(0, 12);
const AUGMENTIN = DOCS[0];

function engineWith(http: FakeMeilisearchHttp) {
  return new MeilisearchEngine({ url: 'http://meili.test:7700', indexUid: 'products', httpClient: http.fetch });
}

describe('the Meilisearch adapter', () => {
  it('sends the query as normalised terms with the always-on filters, facets, paging and the matching strategy', async () => {
    const http = new FakeMeilisearchHttp(() => ({ hits: [], totalHits: 0, facetDistribution: {} }));
    await engineWith(http).search({ query: ' Augmentn  625 ', filters: { brand: 'x" OR status = 2' }, sort: 'price_asc', size: 10, start: 20 });
    const [request] = http.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/indexes/products/search' });
    expect(request?.body).toMatchObject({
      q: 'augmentn 625',
      page: 3,
      hitsPerPage: 10,
      filter: ['visibility IN [2, 3, 4]', 'status IN [0, 1]', 'brand = "x\\" OR status = 2"'],
      sort: ['pricePaise:asc', 'priority:asc'],
      facets: ['brand', 'categoryFacet', 'priceBucket'],
      matchingStrategy: 'all',
    });
  });

  it('uses offset paging when the start is not a page boundary, and drops the most frequent terms first on long queries', async () => {
    const http = new FakeMeilisearchHttp(() => ({ hits: [], estimatedTotalHits: 0 }));
    await engineWith(http).search({ query: 'amoxycillin clavulanic acid tablet', size: 10, start: 5 });
    expect(http.requests[0]?.body).toMatchObject({ offset: 5, limit: 10, matchingStrategy: 'frequency' });
  });

  it('sends a query in an Indian script as its Latin reading (no sound keys: README "Indian scripts")', async () => {
    const http = new FakeMeilisearchHttp(() => ({ hits: [], totalHits: 0, facetDistribution: {} }));
    await engineWith(http).search({ query: 'ऑगमेंटिन ६२५' });
    await engineWith(http).search({ query: 'ପାରାସିଟାମୋଲ' });
    expect(http.requests.map((r) => r.body.q)).toEqual(['ogmentin 625', 'parasitamol']);
  });

  it('never sends an empty or punctuation-only query', async () => {
    const http = new FakeMeilisearchHttp();
    expect((await engineWith(http).search({ query: '!!! 💊' })).total).toBe(0);
    expect(http.requests).toEqual([]);
  });

  it('reads hits, totals, facets with labels, and the matched words for highlighting', async () => {
    const stored = toMeiliDocument(AUGMENTIN as NonNullable<typeof AUGMENTIN>);
    const http = new FakeMeilisearchHttp(() => ({
      hits: [{ product: stored.product, text_name: stored.text_name, _matchesPosition: { text_name: [{ start: 0, length: 8 }] } }],
      totalHits: 1,
      facetDistribution: {
        brand: { 'Glaxo SmithKline Pharmaceuticals Ltd': 1 },
        categoryFacet: { '11|Antibiotics & Anti-infectives': 1 },
        priceBucket: { '150+': 1 },
      },
    }));
    const result = await engineWith(http).search({ query: 'augmentn' });
    expect(result.items.map((p) => p.name)).toEqual(['Augmentin 625 Duo Tablet']);
    expect(result).toMatchObject({ total: 1, exhaustive: true, matchedTerms: ['augmentin'] });
    expect(result.aggregations.category).toEqual([{ key: '11', label: 'Antibiotics & Anti-infectives', count: 1 }]);
    expect(result.aggregations.price.map((b) => b.count)).toEqual([0, 0, 0, 1]);
  });

  it('says totals are estimates when Meilisearch only estimates them', async () => {
    const http = new FakeMeilisearchHttp(() => ({ hits: [], estimatedTotalHits: 1000 }));
    expect(await engineWith(http).search({ query: 'tablet', start: 3 })).toMatchObject({ total: 1000, exhaustive: false });
  });

  it('turns a failed request into SearchUnavailableError with the cause', async () => {
    const engine = new MeilisearchEngine({ url: 'http://meili.test:7700', httpClient: async () => Promise.reject(new Error('ECONNREFUSED')) });
    const error = await engine.search({ query: 'augmentin' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SearchUnavailableError);
    expect((error as Error).cause).toBeDefined();
  });
});

describe('the Meilisearch indexer', () => {
  it('builds a staging index with the settings, pushes batches, swaps it live and drops the old one', async () => {
    const http = new FakeMeilisearchHttp();
    const progress: number[] = [];
    const docs = catalogueDocuments();
    const client = new Meilisearch({ host: 'http://meili.test:7700', httpClient: http.fetch });
    await pushCatalogue(client, 'products', docs, { batchSize: 250, onProgress: (done) => progress.push(done) });
    const writes = http.requests.filter((r) => !r.path.startsWith('/tasks/'));
    expect(writes.map((r) => `${r.method} ${r.path}`)).toEqual([
      'DELETE /indexes/products_staging',
      'POST /indexes',
      'PATCH /indexes/products_staging/settings',
      'POST /indexes/products_staging/documents',
      'POST /indexes/products_staging/documents',
      'POST /indexes/products_staging/documents',
      'POST /indexes',
      'POST /swap-indexes',
      'DELETE /indexes/products_staging',
    ]);
    expect(writes[2]?.body.searchableAttributes[0]).toBe('text_searchkey1');
    expect(writes.slice(3, 6).map((w) => w.body.length)).toEqual([250, 250, docs.length - 500]);
    expect(writes[7]?.body).toEqual([{ indexes: ['products', 'products_staging'], rename: false }]);
    expect(progress).toEqual([250, 500, docs.length]);
    // Every enqueued task was awaited before the next step.
    expect(http.requests.filter((r) => r.path.startsWith('/tasks/')).length).toBe(writes.length - 1);
  });

  it('stops with SearchIndexingError when Meilisearch fails a task', async () => {
    const failing = async (input: Parameters<typeof fetch>[0]) =>
      new URL(String(input)).pathname.startsWith('/tasks/')
        ? { uid: 1, status: 'failed', error: { message: 'invalid document', code: 'invalid_document_fields' } }
        : { taskUid: 1 };
    const engine = new MeilisearchEngine({ url: 'http://meili.test:7700', httpClient: failing });
    await expect(engine.upsert(DOCS)).rejects.toBeInstanceOf(SearchIndexingError);
  });

  it('sends changed products as documents keyed by id, with the bucket of their new price', async () => {
    const http = new FakeMeilisearchHttp();
    await engineWith(http).upsert([{ ...(AUGMENTIN as NonNullable<typeof AUGMENTIN>), pricePaise: 4500 }]);
    const write = http.requests.find((r) => r.path === '/indexes/products/documents');
    expect(write?.body[0]).toMatchObject({ id: AUGMENTIN?.id, priceBucket: '0-50', pricePaise: 4500, text_name: 'augmentin 625 duo tablet' });
  });
});
