/**
 * The storefront's service worker (design.md decision 8), bundled by server/service-worker.ts and given
 * its precache manifest by workbox-build's injectManifest after every build of the pages.
 *
 * - Precached: the built scripts and styles (`/_astro/`), the offline page and the home page of every
 *   language and store view, the web app manifest and its icons.
 * - Catalogue pages and the home page: stale-while-revalidate, at most 200 pages for a day
 *   (storefront.md §9 cache TTL 86400 s), dropped whole on a storage quota error (§8). The home page is
 *   precached too, but the precache answers it only offline when no newer copy is kept: its banners
 *   and tiles change without a new build (issue 18), so a visit online refreshes the kept copy.
 * - Pages an editor publishes (content pages, blog posts, blog lists; issue 18): network first within
 *   FRESH_TIMEOUT_SECONDS, then the kept copy, then the offline answer, so a customer who saw the old
 *   page sees the new one on their next visit online.
 * - Search results pages: network first, the last answers kept for a day; the search panel's GraphQL
 *   answers go to IndexedDB (`elasticCache`) and answer offline (search-cache.ts).
 * - Nothing private or dynamic is cached (page-kinds.ts): account, checkout, payment, files, /graphql
 *   other than the search panel.
 * - Of the staff pages only the lead capture shells (/add-lead, /pre-add-lead) are kept, like the
 *   checkout's: no one's data is in them, and a field worker opens them offline (page-kinds.ts).
 * - Offline without a cached copy: the offline page of the page's language, set for the reason.
 * - Pages are told whether the network answered (`{ net: 0 | 1 }` messages) for the status line, also
 *   when a page asks the worker to try again (`'probe'`).
 * - A new version waits until the page asks it to take over (`'skip-waiting'`), after the customer
 *   pressed Reload in the update prompt.
 */
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { offlineAnswer } from './offline-page.ts';
import { homeOf, offlinePageOf, pageKind, precachedPrefixOf } from './page-kinds.ts';
import { PROBE_URL } from './probe.ts';
import { cachedSearch, noResultsReply, offlineReply, rememberSearch, searchCacheKey } from './search-cache.ts';
import { CACHE_NAMES, DAY_SECONDS, overQuota, PROBE_MESSAGE, QUOTA_CHECK_MS } from './sw-policy.ts';

interface Client {
  postMessage(message: unknown): void;
}
interface MessageEventLike {
  data: unknown;
  source: Client | null;
  waitUntil(promise: Promise<unknown>): void;
}
interface WorkerScope {
  __WB_MANIFEST: ({ url: string; revision: string | null } | string)[];
  clients: { get(id: string): Promise<Client | undefined> };
  registration: unknown;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
}
/** What the handlers read of a FetchEvent. */
interface FetchEventLike {
  clientId?: string;
  resultingClientId?: string;
  waitUntil?(promise: Promise<unknown>): void;
}
declare const self: WorkerScope;

self.addEventListener('message', (event) => {
  if (event.data === 'skip-waiting') void self.skipWaiting();
  // The status line asks again while the network is down: the answer goes to the page that asked.
  if (event.data === PROBE_MESSAGE) {
    const tell = (up: boolean) => event.source?.postMessage({ net: up ? 1 : 0 });
    event.waitUntil(
      fetch(PROBE_URL).then(
        (response) => tell(response.status < 500),
        () => tell(false),
      ),
    );
  }
});

/** Tells the page whether the network answered (the status line 'No Internet Connection or Server Down'). */
function report(event: FetchEventLike | undefined, up: boolean): void {
  const id = event?.clientId || event?.resultingClientId;
  if (!id) return;
  void self.clients.get(id).then((client) => client?.postMessage({ net: up ? 1 : 0 }));
}

/** Network outcomes reported to the page; a 5xx counts as a failure, so a cached page answers instead. */
const reachability = {
  fetchDidSucceed: async ({ response, event }: { response: Response; event: FetchEventLike }) => {
    report(event, response.status < 500);
    if (response.status >= 500) throw new Error(`server answered ${response.status}`);
    return response;
  },
  fetchDidFail: async ({ event }: { event: FetchEventLike }) => report(event, false),
};

/** Bounded by count and age; on a storage quota error the whole cache is dropped (storefront.md §8). */
// Workbox's plugin types predate exactOptionalPropertyTypes: the plugin is a WorkboxPlugin at run time.
const expiration = (maxEntries: number) => new ExpirationPlugin({ maxEntries, maxAgeSeconds: DAY_SECONDS, purgeOnQuotaError: true }) as WorkboxPlugin;

const pageExpiry = expiration(200);
const pages = new StaleWhileRevalidate({ cacheName: CACHE_NAMES.pages, plugins: [reachability, pageExpiry] });
/** Published pages: the network when it answers within this many seconds, else the kept copy. */
const FRESH_TIMEOUT_SECONDS = 3;
const freshPages = new NetworkFirst({ cacheName: CACHE_NAMES.pages, networkTimeoutSeconds: FRESH_TIMEOUT_SECONDS, plugins: [reachability, pageExpiry] });
const searchPages = new NetworkFirst({ cacheName: CACHE_NAMES.searchPages, networkTimeoutSeconds: 5, plugins: [reachability, expiration(30)] });

let lastQuotaCheck = 0;
/** storefront.md §9: cache size checked every 30 s and purged over quota (the page caches go first). */
async function checkQuota(): Promise<void> {
  const now = Date.now();
  if (now - lastQuotaCheck < QUOTA_CHECK_MS || !navigator.storage?.estimate) return;
  lastQuotaCheck = now;
  if (!overQuota(await navigator.storage.estimate())) return;
  await Promise.all([CACHE_NAMES.pages, CACHE_NAMES.searchPages, CACHE_NAMES.images].map((name) => caches.delete(name)));
}

/** A page of the store view if this phone has it, else the same language's precached one. */
async function cachedOrPrecached(path: (prefix: string) => string, prefix: string): Promise<{ url: string; response: Response } | null> {
  const own = path(prefix);
  const response = (await matchPrecache(own)) ?? (await caches.match(own, { cacheName: CACHE_NAMES.pages }));
  if (response) return { url: own, response };
  const fallback = path(precachedPrefixOf(prefix));
  const precached = await matchPrecache(fallback);
  return precached ? { url: fallback, response: precached } : null;
}

async function offlineFallback(url: URL): Promise<Response> {
  const kind = pageKind(url.pathname, url.search);
  const page = await cachedOrPrecached(offlinePageOf, kind.prefix);
  if (!page) return Response.error();
  const home = (await cachedOrPrecached(homeOf, kind.prefix))?.url ?? homeOf(precachedPrefixOf(kind.prefix));
  const html = offlineAnswer(await page.response.text(), kind.fallback, home);
  return new Response(html, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8', 'x-offline-fallback': kind.fallback } });
}

// Navigations first, before the precache's route: the precached home pages are answered from the
// kept copy (renewed by every visit online) and from the precache only when there is none.
registerRoute(
  ({ request }) => request.mode === 'navigate',
  async (options) => {
    const { url, event } = options;
    const kind = pageKind(url.pathname, url.search);
    (event as FetchEventLike).waitUntil?.(checkQuota().catch(() => undefined));
    try {
      if (kind.cache === 'pages') return await pages.handle(options);
      if (kind.cache === 'fresh') return await freshPages.handle(options);
      if (kind.cache === 'search') return await searchPages.handle(options);
      const response = await fetch(options.request);
      report(event as FetchEventLike, response.status < 500);
      return response;
    } catch {
      report(event as FetchEventLike, false);
      const precached = kind.cache === 'pages' && url.search === '' ? await matchPrecache(url.pathname) : undefined;
      return precached ?? offlineFallback(url);
    }
  },
);

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
clientsClaim();

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json; charset=utf-8', 'x-offline': '1' } });
const isUpstreamDown = (reply: unknown) =>
  Array.isArray((reply as { errors?: unknown }).errors) &&
  (reply as { errors: { extensions?: { code?: unknown } }[] }).errors.some((e) => e.extensions?.code === 'UPSTREAM_UNAVAILABLE');

/**
 * /graphql goes to the network, never to a cache, and the page hears whether it answered. The search
 * panel's query is the one exception: its answers are kept (IndexedDB elasticCache) and answer while the
 * network or the upstream is down; a search never seen online answers no items, marked noresults.
 */
async function graphql({ request, event }: { request: Request; event: unknown }): Promise<Response> {
  const operation =
    request.method === 'POST'
      ? await request
          .clone()
          .json()
          .catch(() => null)
      : null;
  const search =
    operation?.operationName === 'SearchPanel' && typeof operation.variables?.query === 'string'
      ? searchCacheKey(operation.variables.query, operation.variables.size)
      : null;
  const offline = async () => {
    report(event as FetchEventLike, false);
    if (!search) return Response.error();
    const cached = await cachedSearch(search).catch(() => undefined);
    return json(cached === undefined ? noResultsReply() : offlineReply(cached));
  };
  let response: Response;
  try {
    response = await fetch(request);
  } catch {
    return offline();
  }
  if (!search) {
    report(event as FetchEventLike, response.status < 500);
    return response;
  }
  if (response.status >= 500) return offline();
  const reply: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  if (reply && isUpstreamDown(reply)) return offline();
  report(event as FetchEventLike, true);
  if (reply && (reply as { data?: unknown }).data && !(reply as { errors?: unknown }).errors) {
    (event as FetchEventLike).waitUntil?.(rememberSearch(search, reply).catch(() => undefined));
  }
  return response;
}
registerRoute(({ url }) => url.pathname === '/graphql', graphql, 'POST');
registerRoute(({ url }) => url.pathname === '/graphql', graphql, 'GET');

registerRoute(({ request }) => request.destination === 'image', new StaleWhileRevalidate({ cacheName: CACHE_NAMES.images, plugins: [expiration(100)] }));
registerRoute(({ url }) => url.pathname.startsWith('/_astro/'), new CacheFirst({ cacheName: CACHE_NAMES.assets, plugins: [expiration(100)] }));
