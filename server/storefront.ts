import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, relative } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { progressBar } from '../common/progress.ts';
import { isAccountFilePath, serveAccountFile } from '../gateway/files.ts';
import { graphqlHttpHandler } from '../gateway/http-handler.ts';
import { createGateway, type Gateway } from '../gateway/yoga.ts';
import { CatalogueSignatureDocument } from '../src/gql/graphql.ts';
import { query } from '../src/lib/gateway.ts';
import { allSites, pathInSite } from '../src/routing/site.ts';
import { type RunningUpstream, startUpstream } from '../upstream/server.ts';
import { ROOT, runAstroBuild } from './astro-build.ts';
import { loadAstroHandler } from './astro-entry.ts';
import { type Build, buildKey, cleanBuilds, completeBuild, distDir, findBuild, holdBuild, newBuildDir } from './builds.ts';
import { cacheControl } from './cache-control.ts';
import type { StorefrontConfig } from './config.ts';
import { type ContentRefresh, contentCursor, startContentRefresh, writeCursor } from './content-refresh.ts';
import { isMediaPath, serveMedia } from './media.ts';
import { type PageHandler, pageRenderer } from './page-renderer.ts';
import { buildPrefetchWorker } from './prefetch-worker.ts';
import { createRenderCache } from './render-cache.ts';
import { securityHeaders } from './security-headers.ts';
import { buildServiceWorker } from './service-worker.ts';
import { publishedContentPaths, RENDER_HEADER, snapshotPages } from './snapshot.ts';
import { type Next, staticFiles } from './static-files.ts';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** Rendered pages each process keeps at most, besides PAGE_CACHE_MB (a product page is about 45 KB, a listing 85 KB). */
const PAGE_CACHE_ENTRIES = 2000;

export interface RunningStorefront {
  url: string;
  gateway: Gateway;
  upstream: RunningUpstream | null;
  server: Server;
  /** The build folder this server serves. */
  build: Build;
  close(): Promise<void>;
}

/**
 * The secret by which the gateway vouches for the client addresses it forwards to the upstream: the
 * configured one, else (embedded upstream only) a new one for this run. An external upstream without
 * one counts every customer as this server.
 */
function gatewaySecretFor(config: StorefrontConfig): string | undefined {
  if (config.GATEWAY_SECRET) return config.GATEWAY_SECRET;
  if (!config.UPSTREAM_URL) return randomBytes(32).toString('base64url');
  console.warn(
    '[gateway] GATEWAY_SECRET is not set: the upstream ignores forwarded client addresses, so its per-address sign-in limit counts every customer as this server',
  );
  return undefined;
}

/**
 * The one-origin server of design.md: the embedded upstream (unless UPSTREAM_URL is given), the gateway
 * at /graphql, static files (assets and pre-rendered pages), and the Astro handler rendering the rest on
 * demand. A request with a query string (filters, sort, page) is always rendered: the static copy is the
 * default listing only. Builds the pages first when no build of DIST_DIR matches this catalogue, these
 * sources and these settings (server/builds.ts); every answer carries the security headers.
 */
export async function startStorefront(
  config: StorefrontConfig,
  { searchIndex = true, refreshContent = true }: { searchIndex?: boolean; refreshContent?: boolean } = {},
): Promise<RunningStorefront> {
  const gatewaySecret = gatewaySecretFor(config);
  const upstream = config.UPSTREAM_URL ? null : await startUpstream({ ...config, GATEWAY_SECRET: gatewaySecret });
  const upstreamUrl = config.UPSTREAM_URL ?? upstream?.url ?? '';
  console.log(`[upstream] ${upstream ? 'embedded, ' : ''}at ${upstreamUrl}`);

  // Renews this build's static copies of published pages (issue 18); started once a build is served.
  let contentRefresh: ContentRefresh | null = null;
  // Rendered catalogue pages, kept until a product they show changes (issue 21); this process's own.
  const renderCache =
    config.PAGE_CACHE_MS > 0
      ? createRenderCache({ maxAgeMs: config.PAGE_CACHE_MS, maxBytes: config.PAGE_CACHE_MB * 1024 * 1024, maxEntries: PAGE_CACHE_ENTRIES })
      : null;
  const gateway = createGateway({
    upstreamUrl,
    security: { ...config, GATEWAY_SECRET: gatewaySecret },
    onFetchProgress: progressBar('[search] reading catalogue'),
    onIndexProgress: progressBar('[search] indexing'),
    // An editor's publish answers once this process's copies are renewed (others follow within their poll).
    onContentChanged: () => contentRefresh?.pollNow() ?? Promise.resolve(),
    onCatalogueChanged: (change) => (change.kind === 'everything' ? renderCache?.dropAll() : renderCache?.dropProducts(change.skus)),
  });
  // A build only renders the bounded pages, none of which searches: it skips the index, so its time
  // and memory do not grow with the catalogue.
  if (searchIndex) await gateway.reindex();

  const graphql = graphqlHttpHandler(gateway, { trustedProxies: config.TRUSTED_PROXIES });
  const tls = config.SERVED_OVER_TLS === '1';
  // Until a build is loaded its hashes are unknown: the policy then allows no inline script at all.
  let secure = securityHeaders({ csp: { scripts: [], styles: [] }, tls });
  let render: Handler | null = null;
  let serveStatic: ((req: IncomingMessage, res: ServerResponse, next: Next) => Promise<void>) | null = null;

  const server = createServer((req, res) => {
    secure(req, res);
    const url = req.url ?? '/';
    if (url === '/graphql' || url.startsWith('/graphql?')) {
      void graphql(req, res);
      return;
    }
    if (isAccountFilePath(url.split('?')[0] ?? '')) {
      void sendAccountFile(req, res, upstreamUrl);
      return;
    }
    // The editor's images (issue 18): from the upstream's public media route, a year's immutable cache.
    if (isMediaPath(url.split('?')[0] ?? '')) {
      void serveMedia(req, res, upstreamUrl);
      return;
    }
    if (!render) {
      res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '5' });
      res.end('The storefront is starting. Please try again in a moment.');
      return;
    }
    const pages = render;
    if (url === '/pwa.html' || url.startsWith('/pwa.html?')) req.url = url.replace('/pwa.html', '/');
    const plain = !(req.url ?? '').includes('?') || (req.url ?? '').startsWith('/_astro/');
    if (serveStatic && (req.method === 'GET' || req.method === 'HEAD') && plain && !req.headers[RENDER_HEADER]) {
      void serveStatic(req, res, () => pages(req, res));
      return;
    }
    pages(req, res);
  });
  // Pages rendered on demand reach the gateway in this process (no loopback round trip): until the
  // server listens, its address is only a name, since this fetch never leaves the process.
  globalThis.__pharmacyGatewayFetch = (input, init) => Promise.resolve(gateway.yoga.fetch(new Request(input, init)));
  process.env.GATEWAY_URL = 'http://storefront.in-process/graphql';
  // …and their own persisted documents go straight to the executor (gateway/in-process.ts, issue 21).
  globalThis.__pharmacyGatewayExecute = gateway.executeOwn;

  const dist = distDir(config.DIST_DIR);
  // What the pre-rendered pages depend on in the catalogue (how many products are listed, and where),
  // read the way the pages read the gateway.
  const key = buildKey(JSON.stringify(await query(CatalogueSignatureDocument, {})));
  let build = config.FORCE_BUILD === '1' ? null : findBuild(dist, key);
  const loadHandler = async (dir: string) => pageRenderer(await loadAstroHandler<PageHandler>(dir), renderCache);
  // With a build at hand, the pages can render before the server listens: a process joining a cluster
  // (server/cluster.ts) is handed connections from its first listen, so it must not answer "starting".
  if (build) render = await loadHandler(build.dir);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.PORT, config.HOST, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const local = `http://127.0.0.1:${port}`;
  // The build's own process reaches the gateway over HTTP.
  process.env.GATEWAY_URL = `${local}/graphql`;

  if (!build) {
    const dir = newBuildDir(dist, key);
    console.log(`[build] building the pages into ${relative(ROOT, dir)} (first start, or sources, settings or catalogue changed)…`);
    await runAstroBuild(process.env.GATEWAY_URL, dir);
    render = await loadHandler(dir);
    const clientDir = join(dir, 'client');
    // The content changes' cursor before the pages are rendered: a publish during the snapshot is renewed after.
    const cursor = await contentCursor(upstreamUrl).catch((error: Error) => {
      console.warn(`[build] the content change feed did not answer (${error.message}): the first start renews every content page`);
      return null;
    });
    const { pages, seconds, hashes } = await snapshotPages({ origin: local, outDir: clientDir, topProducts: config.SNAPSHOT_TOP_PRODUCTS });
    console.log(`[build] ${pages} pages pre-rendered for every language and store view in ${seconds.toFixed(1)} s`);
    if (cursor) await writeCursor(contentCursorFile(dir), cursor);
    await writeServiceWorker(clientDir);
    build = completeBuild(dir, { key, csp: { scripts: [...hashes.scripts].sort(), styles: [...hashes.styles].sort() } });
  }
  const release = holdBuild(build);
  for (const removed of cleanBuilds(dist)) console.log(`[build] removed the old build ${relative(ROOT, removed)}`);
  const served = build;
  serveStatic = staticFiles(served.clientDir, { cacheControl, buildPresent: () => existsSync(served.clientDir) });
  secure = securityHeaders({ csp: served.manifest.csp, tls });
  console.log(`[build] serving ${relative(ROOT, served.dir)}`);
  if (refreshContent) {
    const refresh = startContentRefresh({
      origin: local,
      upstreamUrl,
      clientDir: served.clientDir,
      cursorFile: contentCursorFile(served.dir),
      pollMs: config.CONTENT_POLL_MS,
      publishedUrls: async () => {
        const paths = await publishedContentPaths(local);
        return allSites().flatMap((site) => ['/', ...paths].map((path) => pathInSite(site, path)));
      },
    });
    contentRefresh = refresh;
    // Ready means current: the first read of the feed (and its renewals) is done before the shop is announced.
    await refresh.pollNow();
  }

  const host = config.HOST === '127.0.0.1' || config.HOST === '0.0.0.0' ? 'localhost' : config.HOST;
  return {
    url: `http://${host}:${port}/`,
    gateway,
    upstream,
    server,
    build: served,
    close: async () => {
      await contentRefresh?.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      release();
      await gateway.close();
      await upstream?.close();
    },
  };
}

/** Where a build keeps its content changes' cursor (server/content-refresh.ts): beside client/, never served. */
const contentCursorFile = (buildDir: string) => join(buildDir, 'content-cursor.json');

/**
 * The service worker comes after the pre-rendered pages, whose home and offline pages it precaches; the
 * islands' background fetch worker with it.
 */
async function writeServiceWorker(clientDir: string): Promise<void> {
  await buildPrefetchWorker(clientDir);
  const { count, size, warnings } = await buildServiceWorker(clientDir);
  for (const warning of warnings) console.warn(`[build] service worker: ${warning}`);
  console.log(`[build] service worker written: ${count} files precached (${(size / 1024).toFixed(0)} KB)`);
}

/**
 * GET /account/files/{id}: the owner's uploaded file, through the gateway's file route. A transfer that
 * breaks (the upstream goes away mid-file) ends this answer only.
 */
async function sendAccountFile(req: IncomingMessage, res: ServerResponse, upstreamUrl: string): Promise<void> {
  const headers = new Headers();
  if (req.headers.authorization) headers.set('authorization', req.headers.authorization);
  const response = await serveAccountFile(new Request(`http://storefront.local${req.url ?? '/'}`, { method: req.method ?? 'GET', headers }), upstreamUrl);
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (!response.body) {
    res.end();
    return;
  }
  await pipeline(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream), res).catch((error: Error) => {
    console.warn(`[files] a file transfer broke: ${error.message}`);
    res.destroy();
  });
}
