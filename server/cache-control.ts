import { CACHE, isEditedPage } from '../src/routing/cache.ts';
import { SERVICE_WORKER_FILE } from './service-worker.ts';

/** Pages: five minutes in the browser, an hour at a CDN, served stale for a day while it asks again (as rendered). */
export const HTML_CACHE = CACHE.catalogue;
/**
 * Pages an editor publishes (issue 18; src/routing/cache.ts isEditedPage): the browser asks again every
 * time (a 304 when nothing changed: the static copy's ETag), so a customer sees a publish at once; a
 * CDN may keep a copy for a minute (as rendered).
 */
export const CONTENT_CACHE = CACHE.content;
export const ASSET_CACHE = 'public, max-age=31536000, immutable';
/** The service worker is checked on every navigation (the browser asks again when it is older than a day anyway). */
export const SERVICE_WORKER_CACHE = 'no-cache';

/** Cache-Control of a static file of the build by its URL path; the route table says which pages an editor changes. */
export function cacheControl(pathname: string): string {
  if (pathname.startsWith('/_astro/')) return ASSET_CACHE;
  if (pathname === `/${SERVICE_WORKER_FILE}`) return SERVICE_WORKER_CACHE;
  return isEditedPage(pathname) ? CONTENT_CACHE : HTML_CACHE;
}
