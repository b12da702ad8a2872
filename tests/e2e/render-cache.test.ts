import { existsSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENDER_CACHE_HEADER } from '../../server/page-renderer.ts';
import { RENDER_HEADER } from '../../server/snapshot.ts';
import { PAGE_SHOWS_HEADER } from '../../src/routing/page-shows.ts';
import { listedProducts, type ShopProduct } from './fixtures.ts';
import { startTestStorefront, type TestStorefront } from './storefront.ts';

/** The feed's interval here: a price change must show within it (and a render). */
const FEED_MS = 500;

let storefront: TestStorefront;
let hot: ShopProduct;
let other: ShopProduct;
let together: ShopProduct;

beforeAll(async () => {
  storefront = await startTestStorefront({ SEARCH_REFRESH_INTERVAL_MS: String(FEED_MS), PAGE_CACHE_MS: '60000' });
  [hot, other, together] = (await listedProducts(storefront.db, { prescription: false, offset: 30, limit: 3 })) as [ShopProduct, ShopProduct, ShopProduct];
});
afterAll(() => storefront?.close());

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${storefront.url}${path}`, { headers });
  return { status: response.status, headers: Object.fromEntries(response.headers), body: await response.text() };
}
/**
 * Sends `count` GETs of `path` at once: every connection is open before any request is written, so
 * they reach the server within a millisecond, well inside one render.
 */
async function arrivingTogether(path: string, count: number) {
  const { hostname, port } = new URL(storefront.url);
  const sockets = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<Socket>((resolve, reject) =>
          connect(Number(port), hostname, function (this: Socket) {
            resolve(this);
          }).once('error', reject),
        ),
    ),
  );
  const answers = sockets.map(
    (socket) =>
      new Promise<{ headers: Record<string, string>; body: string }>((resolve, reject) => {
        const chunks: Buffer[] = [];
        socket.on('data', (chunk: Buffer) => chunks.push(chunk));
        socket.once('error', reject);
        socket.once('end', () => {
          const [head = '', ...body] = Buffer.concat(chunks).toString('utf8').split('\r\n\r\n');
          const headers = Object.fromEntries(
            head
              .split('\r\n')
              .slice(1)
              .map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
          );
          resolve({ headers, body: body.join('\r\n\r\n') });
        });
      }),
  );
  for (const socket of sockets) socket.write(`GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n\r\n`);
  return Promise.all(answers);
}
const source = async (path: string) => (await get(path)).headers[RENDER_CACHE_HEADER];
/** The price the page shows first (the product's own on a product page). */
const priceOn = (body: string) => /<span class="price"[^>]*>([^<]+)<\/span>/.exec(body)?.[1];
const comparable = ({
  date: _date,
  [RENDER_CACHE_HEADER]: _source,
  'content-length': _length,
  'transfer-encoding': _chunked,
  ...rest
}: Record<string, string>) => rest;

describe('the render cache in a running storefront (issue 21)', () => {
  it('renders an on-demand product page once; the next answer is the same bytes and headers, security headers and CSP included', async () => {
    expect(existsSync(join(storefront.buildDir, 'client', hot.path, 'index.html')), 'the product is not pre-rendered').toBe(false);
    const first = await get(hot.path);
    const second = await get(hot.path);
    // The server's own render for its static copies never uses the cache: a fresh render to compare with.
    const fresh = await get(hot.path, { [RENDER_HEADER]: '1' });
    expect([first.status, first.headers[RENDER_CACHE_HEADER], second.headers[RENDER_CACHE_HEADER], fresh.headers[RENDER_CACHE_HEADER]]).toEqual([
      200,
      'miss',
      'hit',
      undefined,
    ]);
    expect(second.body).toBe(first.body);
    expect(second.body).toBe(fresh.body);
    expect(comparable(second.headers)).toEqual(comparable(fresh.headers));
    expect(second.headers['content-security-policy']).toMatch(/script-src [^;]*'sha256-/);
    expect(second.headers).toMatchObject({ 'x-frame-options': 'DENY', 'content-type': 'text/html' });
    expect(second.headers['cache-control']).toContain('s-maxage');
    for (const answer of [first, second, fresh]) expect(answer.headers[PAGE_SHOWS_HEADER]).toBeUndefined();
  });

  it('renders a page once for requests that arrive together', async () => {
    const answers = await arrivingTogether(together.path, 6);
    const sources = answers.map((a) => a.headers[RENDER_CACHE_HEADER]);
    // One render; the others waited for it (`shared`) or, when the render was done before their bytes
    // were read, came as it was kept (`hit`): which of the two is the machine's timing, so this asks
    // neither. That requests arriving during a render wait for it is server/page-renderer.test.ts's
    // (a render that takes 20 ms, over HTTP: one miss, five shared) and server/render-cache.test.ts's.
    expect(sources.filter((s) => s === 'miss')).toHaveLength(1);
    expect(sources.filter((s) => s !== 'miss' && s !== 'shared' && s !== 'hit')).toEqual([]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
  });

  it('shows a new price within the feed’s interval; another product’s pages stay kept, listings are rendered again', async () => {
    const listing = '/offers?sort=PRICE_ASC';
    const search = `/search?q=${encodeURIComponent(hot.name)}`;
    const kept = [other.path, `${other.path}?from=list`, listing, search, hot.path];
    for (const path of kept) await get(path);
    for (const path of kept) expect(await source(path), path).toBe('hit');
    expect(priceOn((await get(hot.path)).body)).toMatch(/^₹[\d,]+\.\d\d$/);
    expect(priceOn((await get(hot.path)).body)).not.toBe('₹987.65');

    await storefront.db
      .updateTable('products')
      .set({ price_paise: 98_765, mrp_paise: 150_000, special_price_paise: null })
      .where('sku', '=', hot.sku)
      .execute();
    const changed = Date.now();
    let shown = '';
    while (shown !== '₹987.65' && Date.now() - changed < 10_000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      shown = priceOn((await get(hot.path)).body) ?? '';
    }
    const took = Date.now() - changed;
    expect(shown).toBe('₹987.65');
    // The feed's interval, a render, and this 2-core machine's other work.
    expect(took).toBeLessThan(FEED_MS + 2500);

    expect(await source(other.path)).toBe('hit');
    expect(await source(`${other.path}?from=list`)).toBe('hit');
    const again = await get(search);
    expect(again.headers[RENDER_CACHE_HEADER]).toBe('miss');
    expect(again.body).toContain('₹987.65');
    expect(await source(listing)).toBe('miss');
  });
});
