import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NodeApp } from 'astro/app/node';
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_SHOWS_HEADER } from '../src/routing/page-shows.ts';
import { type PageHandler, pageRenderer, RENDER_CACHE_HEADER } from './page-renderer.ts';
import { createRenderCache, type RenderCache } from './render-cache.ts';
import { securityHeaders } from './security-headers.ts';
import { RENDER_HEADER } from './snapshot.ts';

const CSP = { scripts: ["'sha256-AAAA'"], styles: ["'sha256-BBBB'"] };
let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/**
 * A storefront's page path as server/storefront.ts builds it: the security headers first, then the
 * renderer. The pages are written by Astro's own NodeApp.writeResponse (what the built handler uses),
 * in two chunks after a pause, each body stamped with the render's number; every page says it shows
 * SKU A unless `shows` says otherwise.
 */
async function start(
  cache: RenderCache | null,
  { shows = 'product A', status = 200, breaks = false }: { shows?: string; status?: number; breaks?: boolean } = {},
) {
  const renders: string[] = [];
  const pages: PageHandler = async (req: IncomingMessage, res: ServerResponse) => {
    renders.push(req.url ?? '');
    const n = renders.length;
    await new Promise((resolve) => setTimeout(resolve, 20));
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(`<!doctype html><p>${req.url} `));
        if (breaks) {
          controller.error(new Error('the gateway went away mid-page'));
          return;
        }
        controller.enqueue(new TextEncoder().encode(`render ${n}</p>`));
        controller.close();
      },
    });
    const headers = { 'content-type': 'text/html', 'cache-control': 'public, max-age=300', [PAGE_SHOWS_HEADER]: shows };
    await NodeApp.writeResponse(new Response(body, { status, headers }), res);
  };
  const secure = securityHeaders({ csp: CSP, tls: false });
  const render = pageRenderer(pages, cache);
  server = createServer((req, res) => {
    secure(req, res);
    render(req, res);
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (path: string, headers: Record<string, string> = {}, method = 'GET') => {
    const response = await fetch(`${origin}${path}`, { method, headers });
    return { status: response.status, headers: Object.fromEntries(response.headers), body: await response.text() };
  };
  return { renders, get };
}

const cache = () => createRenderCache({ maxAgeMs: 60_000, maxBytes: 1024 * 1024, maxEntries: 100 });
const withoutMoving = ({ date: _date, [RENDER_CACHE_HEADER]: _source, ...headers }: Record<string, string>) => headers;

describe('on-demand pages through the render cache (issue 21)', () => {
  it('answers the second request from memory with the same bytes and headers, the security headers included, and no internal header', async () => {
    const { get, renders } = await start(cache());
    const fresh = await get('/p/A/a');
    const kept = await get('/p/A/a');
    expect([fresh.headers[RENDER_CACHE_HEADER], kept.headers[RENDER_CACHE_HEADER]]).toEqual(['miss', 'hit']);
    expect(renders).toHaveLength(1);
    expect(kept.body).toBe(fresh.body);
    expect(withoutMoving(kept.headers)).toEqual(withoutMoving(fresh.headers));
    expect(kept.headers['content-security-policy']).toContain("'sha256-AAAA'");
    expect(kept.headers).toMatchObject({ 'x-frame-options': 'DENY', 'x-content-type-options': 'nosniff', 'cache-control': 'public, max-age=300' });
    expect(kept.headers[PAGE_SHOWS_HEADER]).toBeUndefined();
    expect(fresh.headers[PAGE_SHOWS_HEADER]).toBeUndefined();
  });

  it('answers the same as a render that bypasses the cache, apart from the length framing and its own header', async () => {
    const { get } = await start(cache());
    await get('/p/A/a');
    const kept = await get('/p/A/a');
    const bypass = await get('/p/A/a', { [RENDER_HEADER]: '1' });
    const framing = ({ 'content-length': _length, 'transfer-encoding': _chunked, ...rest }: Record<string, string>) => rest;
    expect(framing(withoutMoving(kept.headers))).toEqual(framing(withoutMoving(bypass.headers)));
    expect(kept.body.replace(/render \d+/, '')).toBe(bypass.body.replace(/render \d+/, ''));
  });

  it('renders once for requests that arrive together', async () => {
    const { get, renders } = await start(cache());
    const answers = await Promise.all(Array.from({ length: 6 }, () => get('/c/tablets?sort=PRICE_ASC')));
    expect(renders).toHaveLength(1);
    expect(answers.map((a) => a.headers[RENDER_CACHE_HEADER]).sort()).toEqual(['miss', 'shared', 'shared', 'shared', 'shared', 'shared']);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
  });

  it('keeps a query string apart from the page without one', async () => {
    const { get, renders } = await start(cache());
    await get('/c/tablets');
    await get('/c/tablets?sort=PRICE_ASC');
    await get('/c/tablets?sort=PRICE_ASC');
    expect(renders).toEqual(['/c/tablets', '/c/tablets?sort=PRICE_ASC']);
  });

  it('serves a visitor with cookies from memory: no page reads them (render-inputs.test.ts)', async () => {
    const { get, renders } = await start(cache());
    await get('/p/A/a');
    expect((await get('/p/A/a', { cookie: 'seen=1' })).headers[RENDER_CACHE_HEADER]).toBe('hit');
    expect(renders).toHaveLength(1);
  });

  it.each<[string, string, Record<string, string>, string]>([
    ['a request with Authorization', '/p/A/a', { authorization: 'Bearer abc' }, 'GET'],
    ['the server’s own render for its static copies', '/p/A/a', { [RENDER_HEADER]: '1' }, 'GET'],
    ['a HEAD request', '/p/A/a', {}, 'HEAD'],
    ['a page other than the catalogue’s (the account shell)', '/my-account', {}, 'GET'],
    ['the home page (an editor’s publish renews it)', '/?utm_source=x', {}, 'GET'],
    ['a content page', '/about-us?x=1', {}, 'GET'],
  ])('renders %s every time, straight through, with no internal header', async (_name, path, headers, method) => {
    const { get, renders } = await start(cache());
    const first = await get(path, headers, method);
    await get(path, headers, method);
    expect(renders).toHaveLength(2);
    expect(first.headers[RENDER_CACHE_HEADER]).toBeUndefined();
    expect(first.headers[PAGE_SHOWS_HEADER]).toBeUndefined();
  });

  it.each<[string, { shows?: string; status?: number }]>([
    ['a page that does not say what it shows', { shows: '' }],
    ['a 404', { status: 404 }],
  ])('does not keep %s, and still hides the header', async (_name, page) => {
    const { get, renders } = await start(cache(), page);
    const first = await get('/p/A/a');
    await get('/p/A/a');
    expect(renders).toHaveLength(2);
    expect(first.status).toBe(page.status ?? 200);
    expect(first.headers[PAGE_SHOWS_HEADER]).toBeUndefined();
  });

  it('answers 500 to everyone waiting when the render breaks off mid-page, and keeps nothing of it', async () => {
    const { get, renders } = await start(cache(), { breaks: true });
    const answers = await Promise.all([get('/p/A/a'), get('/p/A/a')]);
    expect(answers.map((a) => [a.status, a.body])).toEqual([
      [500, 'Internal server error'],
      [500, 'Internal server error'],
    ]);
    await get('/p/A/a');
    expect(renders).toHaveLength(2);
  });

  it('with the cache off (PAGE_CACHE_MS=0) renders every request and hides the internal header', async () => {
    const { get, renders } = await start(null);
    const first = await get('/p/A/a');
    await get('/p/A/a');
    expect(renders).toHaveLength(2);
    expect(first.headers[PAGE_SHOWS_HEADER]).toBeUndefined();
    expect(first.headers[RENDER_CACHE_HEADER]).toBeUndefined();
  });

  it('renders a product page again once the change feed says its product changed', async () => {
    const pagesCache = cache();
    const { get } = await start(pagesCache);
    await get('/p/A/a');
    pagesCache.dropProducts(['B']);
    expect((await get('/p/A/a')).headers[RENDER_CACHE_HEADER]).toBe('hit');
    pagesCache.dropProducts(['A']);
    expect((await get('/p/A/a')).body).toContain('render 2');
  });
});
