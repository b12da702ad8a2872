import type { SearchMissesClient } from './clients/search-misses-client.ts';

/**
 * Records a search that found nothing on the upstream's list for staff, in the background: the
 * customer's answer never waits for it, and a failure is only logged.
 */
export function recordSearchMisses(client: SearchMissesClient, log: (message: string, error: unknown) => void = console.warn) {
  const pending = new Set<Promise<unknown>>();
  return {
    record(query: string): void {
      const work = client
        .record(query)
        .catch((error: unknown) => log('[search] could not record a search that found nothing', error))
        .finally(() => pending.delete(work));
      pending.add(work);
    },
    /** Resolves when every recording under way has finished (tests). */
    settled: () => Promise.all([...pending]),
  };
}
export type SearchMissRecorder = ReturnType<typeof recordSearchMisses>;
