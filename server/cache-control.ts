import { resolvePath } from '../src/routing/routes.ts';
import { SERVICE_WORKER_FILE } from './service-worker.ts';

/** Pages: five minutes in the browser, an hour at a CDN, served stale for a day while it asks again. */
export const HTML_CACHE = 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400';
/**
 * Pages an editor publishes (issue 18): content pages, blog posts, blog lists and the home page (its
 * banners and tiles). The browser asks again every time (a 304 when nothing changed: the static copy's
 * ETag), so a customer sees a publish at once; a CDN may keep a copy for a minute.
 */
export const CONTENT_CACHE = 'public, max-age=0, must-revalidate, s-maxage=60';
export const ASSET_CACHE = 'public, max-age=31536000, immutable';
/** The service worker is checked on every navigation (the browser asks again when it is older than a day anyway). */
export const SERVICE_WORKER_CACHE = 'no-cache';

const EDITED = new Set(['content', 'blog', 'blogs', 'home']);

/** Cache-Control of a static file of the build by its URL path; the route table says which pages an editor changes. */
export function cacheControl(pathname: string): string {
  if (pathname.startsWith('/_astro/')) return ASSET_CACHE;
  if (pathname === `/${SERVICE_WORKER_FILE}`) return SERVICE_WORKER_CACHE;
  const kind = resolvePath(pathname)?.route.kind;
  return kind !== undefined && EDITED.has(kind) ? CONTENT_CACHE : HTML_CACHE;
}
