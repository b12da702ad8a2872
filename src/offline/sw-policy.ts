/** The service worker's bounds (storefront.md §9), in one place for the worker, its build and its tests. */

/** Cache TTL 86400 s. */
export const DAY_SECONDS = 86_400;
/** Cache size checked every 30 s. */
export const QUOTA_CHECK_MS = 30_000;
/** Over this share of the origin's quota the page caches are purged. */
export const QUOTA_RATIO = 0.9;

export const CACHE_NAMES = {
  pages: 'pharmacy-pages',
  searchPages: 'pharmacy-search-pages',
  images: 'pharmacy-images',
  assets: 'pharmacy-assets',
} as const;

/** The service worker's path; its scope is the whole origin. */
export const SERVICE_WORKER_PATH = '/service-worker.js';

/** True when the origin uses more than QUOTA_RATIO of its storage quota (an unknown quota never is). */
export function overQuota({ usage, quota }: { usage?: number; quota?: number }, ratio = QUOTA_RATIO): boolean {
  if (!usage || !quota) return false;
  return usage > quota * ratio;
}
