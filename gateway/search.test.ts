import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchPort } from '../search-index/port.ts';
import { gql as request } from '../test-utils/gql.ts';
import { startTestUpstream } from '../test-utils/upstream.ts';
import { pruneChangesBefore } from '../upstream/catalogue/changes.ts';
import { readSearchConfig } from './search-config.ts';
import { recordSearchMisses } from './search-misses.ts';
import { type CatalogueChange, createGateway, type Gateway } from './yoga.ts';

let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
let gateway: Gateway;
/** The engine MEILI_URL chooses (embedded here), with the polling off: tests refresh by hand. */
const searchConfig = readSearchConfig({ ...process.env, SEARCH_REFRESH_INTERVAL_MS: '0' });

beforeAll(async () => {
  upstream = await startTestUpstream();
  gateway = createGateway({ upstreamUrl: upstream.url, searchConfig });
  await gateway.reindex();
});
afterAll(async () => {
  await gateway.close();
  await upstream.close();
});

const gql = (query: string, variables: Record<string, unknown> = {}, yoga = gateway.yoga) => request(yoga, query, variables);

const SEARCH = `query Search($q: String!, $filters: SearchFilters, $sort: SearchSort, $start: Int, $size: Int, $warehouseId: String, $intent: SearchIntent) {
  search(query: $q, filters: $filters, sort: $sort, start: $start, size: $size, warehouseId: $warehouseId, intent: $intent) {
    total start perPage exhaustive matchedTerms suggestions
    items { sku name price { paise } inStock }
    aggregations { brand { key label count } category { key label count } price { key label count } }
  }
}`;
const search = (variables: Record<string, unknown>, yoga?: Gateway['yoga']) => gql(SEARCH, variables, yoga);

const skuName = async (sku: string) => (await upstream.db.selectFrom('products').select('name').where('sku', '=', sku).executeTakeFirstOrThrow()).name;
const misses = () => upstream.db.selectFrom('search_misses').select(['query', 'count']).orderBy('query').execute();

describe('search through the gateway', () => {
  it('answers facets with labels, price buckets in order, and the terms to highlight', async () => {
    const { data } = await search({ q: 'augmentn', size: 3 });
    expect(data.search).toMatchObject({ exhaustive: true, matchedTerms: ['augmentin'], start: 0, perPage: 3 });
    expect(data.search.items[0].name).toBe('Augmentin 625 Duo Tablet');
    expect(data.search.aggregations.brand[0]).toEqual({ key: 'Glaxo SmithKline Pharmaceuticals Ltd', label: 'Glaxo SmithKline Pharmaceuticals Ltd', count: 7 });
    expect(data.search.aggregations.category).toContainEqual({ key: '11', label: 'Antibiotics & Anti-infectives', count: 7 });
    expect(data.search.aggregations.price.map((b: { label: string }) => b.label)).toEqual(['< ₹50', '₹50 - 100', '₹100 - 150', '> ₹150']);
  });

  it('filters and sorts as asked, and passes a warehouse id through', async () => {
    const { data } = await search({ q: 'tablet', filters: { categoryId: 11, inStock: true }, sort: 'PRICE_ASC', size: 20, warehouseId: 'WB-01' });
    const prices = data.search.items.map((p: { price: { paise: number } }) => p.price.paise);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(data.search.items.every((p: { inStock: boolean }) => p.inStock)).toBe(true);
  });
});

describe('bad input: a clear error or a safe default, never a 500 or a disabled product', () => {
  it.each([
    ['an empty query', { q: '' }, 'Please provide a search term'],
    ['a query of spaces', { q: '    ' }, 'Please provide a search term'],
    ['an unknown price range', { q: 'azi', filters: { priceBucket: '1 OR 1=1' } }, 'Unknown price range'],
    ['a negative category', { q: 'azi', filters: { categoryId: -1 } }, 'Unknown category'],
    ['a made-up warehouse', { q: 'azi', warehouseId: "WB-01'; DROP TABLE products; --" }, 'Unknown warehouse'],
  ])('refuses %s with BAD_USER_INPUT', async (_what, variables, message) => {
    const reply = await search(variables);
    expect(reply.status).toBe(200);
    expect(reply.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(reply.errors?.[0]?.message).toContain(message);
  });

  const hiddenSkus = async () =>
    new Set(
      (
        await upstream.db
          .selectFrom('products')
          .select('sku')
          .where((eb) => eb.or([eb('status', '>=', 2), eb('visibility', 'not in', [2, 3, 4])]))
          .execute()
      ).map((r) => r.sku),
    );

  it.each([
    ['a 500-character query', { q: `augmentin ${'x'.repeat(490)}` }, 0],
    ['only punctuation', { q: '!!! ??? ...' }, 0],
    ['emoji', { q: '💊💊💊' }, 0],
    ['filter injection in the brand', { q: 'augmentin', filters: { brand: 'x" OR status = 2 OR brand = "y' } }, 0],
    ['SQL in the brand', { q: 'augmentin', filters: { brand: "' OR '1'='1" } }, 0],
  ])('answers %s safely', async (_what, variables, total) => {
    const reply = await search({ ...variables, size: 200 });
    expect(reply.errors).toBeUndefined();
    expect(reply.data.search.total).toBe(total);
  });

  it('reads SQL in the query as the words it holds: no more than those words find, and no disabled product', async () => {
    const reply = await search({ q: "' OR 1=1 --", size: 200 });
    const words = await search({ q: 'OR 1 1', size: 200 });
    const { n: listed } = await upstream.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '<', 2)
      .where('visibility', 'in', [2, 3, 4])
      .executeTakeFirstOrThrow();
    expect(reply.errors).toBeUndefined();
    expect(reply.data.search.total).toBe(words.data.search.total);
    expect(reply.data.search.items.map((p: { sku: string }) => p.sku)).toEqual(words.data.search.items.map((p: { sku: string }) => p.sku));
    expect(reply.data.search.total).toBeLessThan(listed);
    const hidden = await hiddenSkus();
    expect(hidden.size).toBeGreaterThan(0);
    expect(reply.data.search.items.filter((p: { sku: string }) => hidden.has(p.sku))).toEqual([]);
  });

  it.each([
    [-5, 50],
    [0, 50],
    [1_000_000, 200],
  ])('takes size %i as %i', async (size, perPage) => {
    const { data } = await search({ q: 'tablet', size, start: -3 });
    expect(data.search).toMatchObject({ perPage, start: 0 });
    expect(data.search.items.length).toBeLessThanOrEqual(perPage);
  });

  it('refuses a size beyond a GraphQL Int with a clear error, not a 500', async () => {
    const reply = await search({ q: 'tablet', size: 2 ** 40 });
    expect(reply.status).not.toBe(500);
    expect(reply.errors?.[0]?.message).toMatch(/Int/);
  });

  it('answers a start past the end with no items and the true total', async () => {
    const { data } = await search({ q: 'augmentin', start: 2_000_000_000 });
    expect(data.search).toMatchObject({ items: [], total: 7 });
  });
});

describe('searches that found nothing', () => {
  it('records a submitted one for staff, normalised and counted, but not typeahead, filtered or paged ones', async () => {
    await search({ q: '  Zzzzqqqq  Xyz ' });
    await search({ q: 'zzzzqqqq xyz' });
    await search({ q: 'zzzzqqqq typeahead', intent: 'TYPEAHEAD' });
    await search({ q: 'zzzzqqqq filtered', filters: { inStock: true } });
    await search({ q: 'zzzzqqqq paged', start: 50 });
    await search({ q: '!!!' });
    await gateway.context.searchMisses.settled();
    expect((await misses()).filter((m) => m.query.startsWith('zzzzqqqq'))).toEqual([{ query: 'zzzzqqqq xyz', count: 2 }]);
  });

  it('answers without waiting for the recording', async () => {
    let finish: () => void = () => {};
    const recorder = recordSearchMisses({ record: () => new Promise((resolve) => (finish = () => resolve({ query: '', count: 1 }))) });
    const started = Date.now();
    recorder.record('never answered');
    expect(Date.now() - started).toBeLessThan(50);
    finish();
    await recorder.settled();
  });

  it('offers a correction', async () => {
    const { data } = await search({ q: 'augmnetinn' });
    expect(data.search).toMatchObject({ total: 0, suggestions: ['augmentin'] });
  });
});

describe('price and stock changes reach search without a rebuild', () => {
  it('shows a new price and stock after the next refresh from the change feed', async () => {
    await upstream.db.updateTable('products').set({ price_paise: 4321, mrp_paise: 5000, qty: 0 }).where('sku', '=', 'MED000001').execute();
    expect((await search({ q: 'augmentin 625', filters: { priceBucket: '0-50' } })).data.search.total).toBe(0);
    expect(await gateway.refreshSearch()).toBe(1);
    const { data } = await search({ q: 'augmentin 625', filters: { priceBucket: '0-50' } });
    expect(data.search.items).toEqual([expect.objectContaining({ sku: 'MED000001', price: { paise: 4321 }, inStock: false })]);
    expect((await search({ q: 'augmentin 625', filters: { inStock: true } })).data.search.total).toBe(0);
  });

  it('indexes the whole catalogue again when the feed was cut past its cursor (a gateway that was down longer than the feed keeps)', async () => {
    await upstream.db.updateTable('products').set({ price_paise: 3210, mrp_paise: 5000 }).where('sku', '=', 'MED000003').execute();
    await pruneChangesBefore(upstream.db, new Date(Date.now() + 60_000).toISOString());
    const { total } = await upstream.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    expect(await gateway.refreshSearch()).toBe(total);
    const found = (await search({ q: await skuName('MED000003'), size: 50 })).data.search.items;
    expect(found).toContainEqual(expect.objectContaining({ sku: 'MED000003', price: { paise: 3210 } }));
    // From the new cursor, the next refresh reads only what changes next.
    expect(await gateway.refreshSearch()).toBe(0);
  });

  it('drops a product disabled upstream', async () => {
    await upstream.db.updateTable('products').set({ status: 2 }).where('sku', '=', 'MED000008').execute();
    await gateway.refreshSearch();
    const { data } = await search({ q: 'azee 500', size: 200 });
    expect(data.search.items.map((p: { sku: string }) => p.sku)).not.toContain('MED000008');
  });

  it('polls the change feed on its own at SEARCH_REFRESH_INTERVAL_MS', async () => {
    const polling = createGateway({ upstreamUrl: upstream.url, searchConfig: { ...searchConfig, SEARCH_REFRESH_INTERVAL_MS: 100 } });
    try {
      await polling.reindex();
      await upstream.db.updateTable('products').set({ price_paise: 1234 }).where('sku', '=', 'MED000004').execute();
      const deadline = Date.now() + 5000;
      let price = 0;
      while (Date.now() < deadline && price !== 1234) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        price = (await search({ q: 'allegra 120mg' }, polling.yoga)).data.search.items[0]?.price.paise;
      }
      expect(price).toBe(1234);
    } finally {
      await polling.close();
    }
  });

  it('tells its listener which products each refresh changed, and that anything may have after a full indexing (issue 21: the render cache)', async () => {
    const heard: CatalogueChange[] = [];
    const told = createGateway({ upstreamUrl: upstream.url, searchConfig, onCatalogueChanged: (change) => heard.push(change) });
    try {
      await told.reindex();
      expect(heard).toEqual([{ kind: 'everything' }]);
      await upstream.db.updateTable('products').set({ price_paise: 2222 }).where('sku', '=', 'MED000005').execute();
      await upstream.db.updateTable('products').set({ qty: 0 }).where('sku', '=', 'MED000006').execute();
      await told.refreshSearch();
      expect(heard.slice(1).map((change) => (change.kind === 'products' ? [...change.skus].sort() : change.kind))).toEqual([['MED000005', 'MED000006']]);
      // A refresh that found nothing new says nothing.
      await told.refreshSearch();
      expect(heard).toHaveLength(2);
      // Behind the feed's cut: the whole catalogue is read again, and anything may have changed.
      await upstream.db.updateTable('products').set({ price_paise: 2223 }).where('sku', '=', 'MED000005').execute();
      await pruneChangesBefore(upstream.db, new Date(Date.now() + 60_000).toISOString());
      await told.refreshSearch();
      expect(heard.slice(2)).toEqual([{ kind: 'everything' }]);
    } finally {
      await told.close();
    }
  });
});

describe('when the engine fails', () => {
  const engine = (search: SearchPort['search']): SearchPort => ({ engine: 'test', replaceAll: async () => {}, upsert: async () => {}, search });

  it.each([
    ['is slower than the server time-out', engine(() => new Promise(() => {}))],
    ['throws', engine(async () => Promise.reject(new Error('connection refused')))],
  ])('answers SEARCH_UNAVAILABLE when it %s', async (_what, failing) => {
    const broken = createGateway({ upstreamUrl: upstream.url, search: failing, searchConfig: { ...searchConfig, SEARCH_TIMEOUT_MS: 50 } });
    const reply = await search({ q: 'augmentin' }, broken.yoga);
    expect(reply.errors?.[0]).toMatchObject({ message: 'Server Problem! try again after some time!', extensions: { code: 'SEARCH_UNAVAILABLE' } });
    await broken.close();
  });
});
