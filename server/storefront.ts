import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import sirv from 'sirv';
import { isAccountFilePath, serveAccountFile } from '../gateway/files.ts';
import { createGateway, type Gateway } from '../gateway/yoga.ts';
import { type RunningUpstream, startUpstream } from '../upstream/server.ts';
import { ASTRO_ENTRY, buildIsCurrent, DIST, markBuilt, runAstroBuild } from './astro-build.ts';
import type { StorefrontConfig } from './config.ts';
import { progressBar } from './progress.ts';
import { buildServiceWorker, SERVICE_WORKER_FILE } from './service-worker.ts';
import { RENDER_HEADER, snapshotPages } from './snapshot.ts';

type Handler = (req: IncomingMessage, res: ServerResponse, next?: () => void) => void;

export interface RunningStorefront {
  url: string;
  gateway: Gateway;
  upstream: RunningUpstream | null;
  server: Server;
  close(): Promise<void>;
}

const HTML_CACHE = 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400';
const ASSET_CACHE = 'public, max-age=31536000, immutable';
/** The service worker is checked on every navigation (the browser asks again when it is older than a day anyway). */
const SERVICE_WORKER_CACHE = 'no-cache';

/**
 * Static files: hashed assets for a year, pre-rendered pages briefly, the service worker never without
 * asking; precompressed copies when accepted.
 */
function staticFiles(): Handler {
  return sirv(join(DIST, 'client'), {
    etag: true,
    gzip: true,
    brotli: true,
    extensions: ['html'],
    setHeaders: (res, pathname) => {
      res.setHeader(
        'Cache-Control',
        pathname.startsWith('/_astro/') ? ASSET_CACHE : pathname === `/${SERVICE_WORKER_FILE}` ? SERVICE_WORKER_CACHE : HTML_CACHE,
      );
    },
  }) as Handler;
}

/** What the pre-rendered pages depend on in the catalogue: how many products are listed, and where. */
async function catalogueSignature(gateway: Gateway): Promise<string> {
  const response = await gateway.yoga.fetch('http://storefront.local/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ products(size: 1) { total } categories { id productCount } }' }),
  });
  const body = (await response.json()) as { data?: unknown };
  if (!body.data) throw new Error(`cannot read the catalogue from the upstream: ${JSON.stringify(body)}`);
  return JSON.stringify(body.data);
}

/**
 * The one-origin server of design.md: the embedded upstream (unless UPSTREAM_URL is given), the gateway
 * at /graphql, static files (assets and pre-rendered pages), and the Astro handler rendering the rest on
 * demand. A request with a query string (filters, sort, page) is always rendered: the static copy is the
 * default listing only. Builds the pages first when dist/ is missing or older than the sources.
 */
export async function startStorefront(config: StorefrontConfig, { searchIndex = true }: { searchIndex?: boolean } = {}): Promise<RunningStorefront> {
  const upstream = config.UPSTREAM_URL ? null : await startUpstream(config);
  const upstreamUrl = config.UPSTREAM_URL ?? upstream?.url ?? '';
  console.log(`[upstream] ${upstream ? 'embedded, ' : ''}at ${upstreamUrl}`);

  const gateway = createGateway({
    upstreamUrl,
    onFetchProgress: progressBar('[search] reading catalogue'),
    onIndexProgress: progressBar('[search] indexing'),
  });
  // A build only renders the bounded pages, none of which searches: it skips the index, so its time
  // and memory do not grow with the catalogue.
  if (searchIndex) await gateway.reindex();

  let render: Handler | null = null;
  let serveStatic: Handler | null = null;
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    if (url === '/graphql' || url.startsWith('/graphql?')) {
      void gateway.yoga(req, res);
      return;
    }
    if (isAccountFilePath(url.split('?')[0] ?? '')) {
      void sendAccountFile(req, res, upstreamUrl);
      return;
    }
    if (!render || !serveStatic) {
      res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '5' });
      res.end('The storefront is starting. Please try again in a moment.');
      return;
    }
    const pages = render;
    if (url === '/pwa.html' || url.startsWith('/pwa.html?')) req.url = url.replace('/pwa.html', '/');
    const plain = !(req.url ?? '').includes('?') || (req.url ?? '').startsWith('/_astro/');
    if ((req.method === 'GET' || req.method === 'HEAD') && plain && !req.headers[RENDER_HEADER]) {
      serveStatic(req, res, () => pages(req, res));
      return;
    }
    pages(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.PORT, config.HOST, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const local = `http://127.0.0.1:${port}`;
  // Pages rendered on demand reach the gateway in this process (no loopback round trip); the build's
  // own process reaches it over HTTP.
  process.env.GATEWAY_URL = `${local}/graphql`;
  globalThis.__pharmacyGatewayFetch = (input, init) => Promise.resolve(gateway.yoga.fetch(new Request(input, init)));

  const signature = await catalogueSignature(gateway);
  const rebuild = config.FORCE_BUILD === '1' || !buildIsCurrent(signature);
  if (rebuild) {
    console.log('[build] building the pages (first start, or sources changed)…');
    await runAstroBuild(process.env.GATEWAY_URL);
  }
  const entry = (await import(pathToFileURL(ASTRO_ENTRY).href)) as { handler: Handler };
  render = entry.handler;
  serveStatic = staticFiles();
  if (rebuild) {
    const { pages, seconds } = await snapshotPages({ origin: local, outDir: join(DIST, 'client'), topProducts: config.SNAPSHOT_TOP_PRODUCTS });
    console.log(`[build] ${pages} pages pre-rendered for every language and store view in ${seconds.toFixed(1)} s`);
    await writeServiceWorker();
    serveStatic = staticFiles();
    markBuilt(signature);
  } else if (!existsSync(join(DIST, 'client', SERVICE_WORKER_FILE))) {
    await writeServiceWorker();
    serveStatic = staticFiles();
  }

  const host = config.HOST === '127.0.0.1' || config.HOST === '0.0.0.0' ? 'localhost' : config.HOST;
  return {
    url: `http://${host}:${port}/`,
    gateway,
    upstream,
    server,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await gateway.close();
      await upstream?.close();
    },
  };
}

/** The service worker comes after the pre-rendered pages, whose home and offline pages it precaches. */
async function writeServiceWorker(): Promise<void> {
  const { count, size, warnings } = await buildServiceWorker();
  for (const warning of warnings) console.warn(`[build] service worker: ${warning}`);
  console.log(`[build] service worker written: ${count} files precached (${(size / 1024).toFixed(0)} KB)`);
}

/** GET /account/files/{id}: the owner's uploaded file, through the gateway's file route. */
async function sendAccountFile(req: IncomingMessage, res: ServerResponse, upstreamUrl: string): Promise<void> {
  const headers = new Headers();
  if (req.headers.authorization) headers.set('authorization', req.headers.authorization);
  const response = await serveAccountFile(new Request(`http://storefront.local${req.url ?? '/'}`, { method: req.method ?? 'GET', headers }), upstreamUrl);
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (!response.body) {
    res.end();
    return;
  }
  Readable.fromWeb(response.body as import('node:stream/web').ReadableStream).pipe(res);
}
