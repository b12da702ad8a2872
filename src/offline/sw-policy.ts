/**
 * The service worker's bounds (storefront.md §9) and what it shares with the page's inline script, in
 * one place for the worker, the page, their builds and their tests. Constants only: the inline script
 * bundles what it imports from here (./page-script.ts).
 */

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

/** Ids of the two elements the page's inline script drives (src/components/OfflineStatus.astro, ./page-script.ts). */
export const NET_STATUS_ID = 'net-status';
export const UPDATE_PROMPT_ID = 'sw-update';
/** How long the status line waits before asking the worker to try the gateway again while it is unreachable. */
export const PROBE_MS = 5000;
/** The page's message that asks the worker to try the network again (./probe.ts). */
export const PROBE_MESSAGE = 'probe';
