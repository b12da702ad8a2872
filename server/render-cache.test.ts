import { describe, expect, it } from 'vitest';
import { LISTING, type PageShows } from '../src/routing/page-shows.ts';
import { createRenderCache, type Render, type RenderCacheOptions } from './render-cache.ts';

const KB = 1024;

/** A cache with a clock the test moves, and a renderer that counts its renders and stamps each body. */
function setUp(options: Partial<RenderCacheOptions> = {}) {
  // Not 0: lru-cache reads a start time of 0 as "no age", as performance.now() never is.
  let clock = 1_000;
  const cache = createRenderCache({ maxAgeMs: 60_000, maxBytes: 1024 * KB, maxEntries: 100, now: () => clock, ...options });
  const renders: string[] = [];
  const render =
    (
      key: string,
      shows: PageShows | null,
      { status = 200, bytes = KB, headers = {} }: { status?: number; bytes?: number; headers?: Record<string, string> } = {},
    ) =>
    async (): Promise<Render> => {
      renders.push(key);
      const stamp = `${key} #${renders.length}`;
      return { page: { status, headers: { 'content-type': 'text/html', ...headers }, body: Buffer.from(stamp.padEnd(bytes, '.')) }, shows };
    };
  const get = async (key: string, shows: PageShows | null = product(key), options?: Parameters<typeof render>[2]) => {
    const { page, source } = await cache.page(key, render(key, shows, options));
    return { source, body: page.body.toString().replace(/\.+$/, '') };
  };
  return { cache, renders, render, get, tick: (ms: number) => (clock += ms) };
}

const product = (...skus: string[]): PageShows => ({ kind: 'product', skus });

describe('the render cache (issue 21)', () => {
  it('renders a page once and then answers from memory', async () => {
    const { get, renders } = setUp();
    expect(await get('/p/A/a')).toEqual({ source: 'miss', body: '/p/A/a #1' });
    expect(await get('/p/A/a')).toEqual({ source: 'hit', body: '/p/A/a #1' });
    expect(await get('/p/B/b')).toEqual({ source: 'miss', body: '/p/B/b #2' });
    expect(renders).toEqual(['/p/A/a', '/p/B/b']);
  });

  it('keeps a page for the maximum age and no longer', async () => {
    const { get, tick } = setUp({ maxAgeMs: 60_000 });
    await get('/p/A/a');
    tick(59_999);
    expect((await get('/p/A/a')).source).toBe('hit');
    tick(2);
    expect(await get('/p/A/a')).toEqual({ source: 'miss', body: '/p/A/a #2' });
  });

  it.each<[string, number, Record<string, string>, PageShows | null]>([
    ['a 404', 404, {}, product('X')],
    ['a redirect', 301, { location: '/p/A/a' }, product('A')],
    ['a server error', 500, {}, product('A')],
    ['a page that sets a cookie', 200, { 'set-cookie': 'a=1' }, product('A')],
    ['a page that did not say what it shows', 200, {}, null],
  ])('never keeps %s', async (_name, status, headers, shows) => {
    const { get, renders } = setUp();
    await get('/p/A/a', shows, { status, headers });
    await get('/p/A/a', shows, { status, headers });
    expect(renders).toHaveLength(2);
  });

  it('drops the least recently used page past the number of pages', async () => {
    const { get } = setUp({ maxEntries: 2 });
    await get('/p/A/a');
    await get('/p/B/b');
    await get('/p/A/a');
    await get('/p/C/c');
    expect((await get('/p/A/a')).source).toBe('hit');
    expect((await get('/p/B/b')).source).toBe('miss');
  });

  it('stays within its bytes, and keeps no page larger than them', async () => {
    const { cache, get } = setUp({ maxBytes: 10 * KB });
    for (const key of ['/p/A/a', '/p/B/b', '/p/C/c', '/p/D/d']) await get(key, product(key), { bytes: 3 * KB });
    expect(cache.size.pages).toBe(3);
    expect(cache.size.bytes).toBeLessThanOrEqual(10 * KB);
    expect((await get('/p/A/a', product('A'), { bytes: 3 * KB })).source).toBe('miss');
    await get('/p/huge', product('H'), { bytes: 11 * KB });
    expect((await get('/p/huge', product('H'), { bytes: 11 * KB })).source).toBe('miss');
  });

  it('renders once for requests that arrive together, and hands each the one answer', async () => {
    const { cache, render, renders } = setUp();
    let finish: () => void = () => undefined;
    const slow = async () => {
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
      return render('/p/A/a', product('A'))();
    };
    const first = cache.page('/p/A/a', slow);
    const others = Promise.all([cache.page('/p/A/a', render('/p/A/a', product('A'))), cache.page('/p/A/a', render('/p/A/a', product('A')))]);
    finish();
    const answers = [await first, ...(await others)];
    expect(answers.map((a) => a.source)).toEqual(['miss', 'shared', 'shared']);
    expect(new Set(answers.map((a) => a.page.body.toString())).size).toBe(1);
    expect(renders).toEqual(['/p/A/a']);
  });

  it('lets a request that waited render for itself when the answer set a cookie (never someone else’s cookie)', async () => {
    const { cache, render, renders } = setUp();
    const first = cache.page('/p/A/a', render('/p/A/a', product('A'), { headers: { 'set-cookie': 'mine=1' } }));
    const second = await cache.page('/p/A/a', render('/p/A/a', product('A')));
    await first;
    expect(second.source).toBe('miss');
    expect(renders).toHaveLength(2);
  });

  it('drops the product pages that show a changed product, and every listing', async () => {
    const { cache, get } = setUp();
    await get('/p/A/a', product('A'));
    await get('/p/B/b', product('B'));
    await get('/p/C/c', product('C', 'C-1', 'C-2'));
    await get('/c/tablets?sort=PRICE_ASC', LISTING);
    await get('/search?q=para', LISTING);
    cache.dropProducts(['A', 'C-2']);
    expect((await get('/p/A/a', product('A'))).source).toBe('miss');
    expect((await get('/p/B/b', product('B'))).source).toBe('hit');
    expect((await get('/p/C/c', product('C', 'C-1', 'C-2'))).source).toBe('miss');
    expect((await get('/c/tablets?sort=PRICE_ASC', LISTING)).source).toBe('miss');
    expect((await get('/search?q=para', LISTING)).source).toBe('miss');
  });

  it('drops everything when anything may have changed', async () => {
    const { cache, get } = setUp();
    await get('/p/A/a');
    await get('/b/cipla', LISTING);
    cache.dropAll();
    expect(cache.size).toEqual({ pages: 0, bytes: 0 });
    expect((await get('/p/A/a')).source).toBe('miss');
  });

  it('does not keep a render that was under way when its product changed: it may have read the old price', async () => {
    const { cache, render, get } = setUp();
    let finish: () => void = () => undefined;
    const slow = cache.page('/p/A/a', async () => {
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
      return render('/p/A/a', product('A'))();
    });
    cache.dropProducts(['A']);
    finish();
    expect((await slow).source).toBe('miss');
    expect(await get('/p/A/a')).toEqual({ source: 'miss', body: '/p/A/a #2' });
    expect((await get('/p/A/a')).source).toBe('hit');
  });

  it('passes a failed render to every request waiting for it, and keeps nothing', async () => {
    const { cache, get } = setUp();
    const failing = async (): Promise<Render> => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      throw new Error('the gateway went away');
    };
    const results = await Promise.allSettled([cache.page('/p/A/a', failing), cache.page('/p/A/a', failing)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect((await get('/p/A/a')).source).toBe('miss');
  });
});
