import { resolvePath } from '../routing/routes.ts';
import { prefixOf, STORE_VIEWS, splitSite } from '../routing/site.ts';

/**
 * What the service worker does with a page navigation (storefront.md §2 "After an offline failure the
 * home page is the fallback", §8 offline rows):
 *
 * - `cache`: `pages` for catalogue pages and the home page (stale-while-revalidate, kept a day),
 *   `fresh` for the pages an editor publishes (content pages, blog posts, blog lists; issue 18: network
 *   first within a few seconds, then the kept copy, so a customer online sees a publish on their next
 *   visit), `search` for the results page (network first), `none` for everything private or dynamic (account, payment,
 *   uploads, files, developer pages, and anything the route table does not know). The checkout's pages
 *   are shells, the same for everyone, and are kept like catalogue pages so the checkout opens offline.
 *   So are the lead capture pages (/add-lead, /pre-add-lead; issue 17), deliberately and alone of the
 *   staff pages: a field worker opens them in a village with no network, and reloads them there. Their
 *   HTML holds no one's data (the server renders the same shell for everyone, signed in or not: the
 *   island draws the staff user and their leads from the phone's own store, the leads sealed with the
 *   user's key); every other staff page stays uncached.
 * - `fallback`: what answers offline when there is no cached copy: `unavailable` (a product, category,
 *   brand, keyword, content or blog page: the spec's message, then the home page of the same language
 *   and store view), `unsynced` (a listing view that was never seen: sorted, filtered, a further page),
 *   `noresults` (a search never made online), `offline` (the offline page).
 * - `prefix`: the store view and language ("" | "/bn" | "/jh/or"), for the offline page and the home page.
 */
export interface PageKind {
  cache: 'pages' | 'fresh' | 'search' | 'none';
  fallback: 'unavailable' | 'unsynced' | 'noresults' | 'offline';
  prefix: string;
}

/** Paths that are never cached as pages, whatever the route table says (private or dynamic). */
const PRIVATE = /^\/(?:graphql|my-account|my-menu|payment|account\/files|dev|invalid-url|appLoginToken|t|uprx|uta)(?:[/?.-]|$)/i;
/** The checkout's shells: the same for everyone (the island brings the phone's own cart and orders). */
const CHECKOUT_SHELLS = new Set(['checkout', 'checkout-confirmation']);
/** The staff pages that open offline (see above); only these sections, at their own top-level paths. */
export const OFFLINE_STAFF_SECTIONS: ReadonlySet<string> = new Set(['add-lead', 'pre-add-lead']);

const LISTINGS = new Set(['category', 'brand', 'keyword', 'offers']);
const REDIRECTING = new Set(['category', 'brand', 'keyword', 'offers', 'product']);
/** The pages an editor publishes without a rebuild (issue 18); the home page's banners too, but it stays `pages`. */
const PUBLISHED = new Set(['content', 'blogs', 'blog']);

export function pageKind(pathname: string, search = ''): PageKind {
  const site = splitSite(pathname.split('/').filter(Boolean));
  const prefix = site?.site.prefix ?? '';
  const below = site ? `/${site.rest.join('/')}` : pathname;
  const none: PageKind = { cache: 'none', fallback: 'offline', prefix };
  if (PRIVATE.test(pathname) || PRIVATE.test(below)) return none;
  const resolved = resolvePath(pathname);
  if (!resolved) return none;
  const { kind } = resolved.route;
  if (kind === 'search') return { cache: 'search', fallback: 'noresults', prefix };
  if (kind === 'home' || kind === 'mobile-category' || kind === 'offline' || CHECKOUT_SHELLS.has(kind)) return { cache: 'pages', fallback: 'offline', prefix };
  if (resolved.route.kind === 'staff' && OFFLINE_STAFF_SECTIONS.has(resolved.route.section)) return { cache: 'pages', fallback: 'offline', prefix };
  if (LISTINGS.has(kind) && search !== '' && search !== '?') return { cache: 'pages', fallback: 'unsynced', prefix };
  if (REDIRECTING.has(kind)) return { cache: 'pages', fallback: 'unavailable', prefix };
  // An editor's preview (?preview=TOKEN) shows unpublished text: never kept on the phone.
  if (PUBLISHED.has(kind) && new URLSearchParams(search).has('preview')) return none;
  if (PUBLISHED.has(kind)) return { cache: 'fresh', fallback: 'unavailable', prefix };
  return none;
}

/** The home page of a store view and language: "/" or the prefix itself ("/bn", "/jh/or"). */
export const homeOf = (prefix: string): string => prefix || '/';

/** The offline page of a store view and language, as the build pre-renders it. */
export const offlinePageOf = (prefix: string): string => `${prefix}/offline.html`;

/**
 * The same language in the default store view ("/jh/bn" -> "/bn"): its home and offline pages are
 * precached, while another store view's are cached once visited.
 */
export function precachedPrefixOf(prefix: string): string {
  const site = splitSite(prefix.split('/').filter(Boolean));
  return site ? prefixOf(STORE_VIEWS[0], site.site.locale) : '';
}
