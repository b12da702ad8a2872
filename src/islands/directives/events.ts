/**
 * Window events of the `client:interaction` directive (./interaction.ts), shared with the inline scripts
 * that answer a press before an island is live (src/offline/page-script.ts). A module of its own: the
 * directive is inlined into every page, so it imports nothing else.
 */

/** Bubbles from an island whose code could not load (offline, a failed fetch): a held press was dropped. */
export const ISLAND_FAILED_EVENT = 'island:failed';

/**
 * The worker that fetches the islands' code in the background (./prefetch-worker.ts, bundled by
 * server/prefetch-worker.ts into the build's client folder).
 */
export const PREFETCH_WORKER_PATH = '/island-prefetch.js';
