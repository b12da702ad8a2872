import type { IncomingMessage, ServerResponse } from 'node:http';
import { PAGE_SHOWS_HEADER, readPageShows } from '../src/routing/page-shows.ts';
import { type RouteMatch, resolvePath } from '../src/routing/routes.ts';
import type { Render, RenderCache, RenderedPage, RenderSource } from './render-cache.ts';
import { CapturedResponse } from './render-capture.ts';
import { RENDER_HEADER } from './snapshot.ts';

/** The Astro Node handler (middleware mode): its promise settles once the answer is written. */
export type PageHandler = (req: IncomingMessage, res: ServerResponse) => unknown;

/** Says where a kept page's answer came from: `hit`, `miss` or `shared` (absent: the page is never kept). */
export const RENDER_CACHE_HEADER = 'x-render-cache';

/**
 * The routes whose pages the render cache may keep: the catalogue's, rendered from the URL alone. The
 * page itself must also say so (src/routing/page-shows.ts). Not the home, content and blog pages: an
 * editor's publish renews them (server/content-refresh.ts), which a kept copy would hide.
 */
const KEPT_ROUTES: ReadonlySet<RouteMatch['kind']> = new Set(['product', 'category', 'brand', 'keyword', 'offers', 'search']);

/**
 * Whether a request may be answered from the render cache: a GET of a catalogue route, without
 * Authorization (a page never reads it, but an answer to a request that carries one is kept out on
 * principle), and not the server's own render of a page for its static copies (RENDER_HEADER), which
 * must be fresh. Cookies do not matter: no page reads one (server/render-inputs.test.ts holds that).
 */
export function mayUseRenderCache(req: IncomingMessage): boolean {
  if (req.method !== 'GET' || req.headers.authorization !== undefined || req.headers[RENDER_HEADER] !== undefined) return false;
  const kind = resolvePath(new URL(req.url ?? '/', 'http://storefront.local').pathname)?.route.kind;
  return kind !== undefined && KEPT_ROUTES.has(kind);
}

/**
 * The on-demand pages through the render cache (issue 21): a cacheable request is rendered into a
 * CapturedResponse once for everyone asking at that moment, and kept when the page says what it shows;
 * any other request is rendered straight to the client as before. Either way the page's internal header
 * never leaves the server. With no cache (PAGE_CACHE_MS=0) every request goes straight through.
 */
export function pageRenderer(pages: PageHandler, cache: RenderCache | null) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    if (!cache || !mayUseRenderCache(req)) {
      pages(req, withoutShowsHeader(res));
      return;
    }
    cache
      .page(`GET ${req.url ?? '/'}`, () => capture(pages, req))
      .then(
        ({ page, source }) => send(res, page, source),
        (error: unknown) => fail(req, res, error),
      );
  };
}

async function capture(pages: PageHandler, req: IncomingMessage): Promise<Render> {
  const captured = new CapturedResponse(req);
  const done = pages(req, captured.asServerResponse());
  // A handler that returns without finishing its answer would hold every request waiting for it.
  if (done instanceof Promise) {
    done.then(
      () => captured.destroy(new Error('the page handler returned without finishing its answer')),
      (error: unknown) => captured.destroy(error instanceof Error ? error : new Error(String(error))),
    );
  }
  const page = await captured.page;
  const { [PAGE_SHOWS_HEADER]: shows, ...headers } = page.headers;
  return { page: { ...page, headers }, shows: readPageShows(typeof shows === 'string' ? shows : undefined) };
}

function send(res: ServerResponse, page: RenderedPage, source: RenderSource): void {
  res.statusCode = page.status;
  for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, value);
  res.setHeader(RENDER_CACHE_HEADER, source);
  res.end(page.body);
}

function fail(req: IncomingMessage, res: ServerResponse, error: unknown): void {
  console.error(`[pages] could not render ${req.url}`, error);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.statusCode = 500;
  res.setHeader('content-type', 'text/plain; charset=utf-8');
  res.end('Internal server error');
}

/** A response whose internal page-shows header is taken off as the handler writes its head. */
function withoutShowsHeader(res: ServerResponse): ServerResponse {
  const writeHead = res.writeHead.bind(res) as (status: number, ...rest: unknown[]) => ServerResponse;
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    res.removeHeader(PAGE_SHOWS_HEADER);
    const headers = rest.at(-1);
    if (headers && typeof headers === 'object' && !Array.isArray(headers)) {
      for (const name of Object.keys(headers)) if (name.toLowerCase() === PAGE_SHOWS_HEADER) delete (headers as Record<string, unknown>)[name];
    }
    return writeHead(status, ...rest);
  }) as ServerResponse['writeHead'];
  return res;
}
