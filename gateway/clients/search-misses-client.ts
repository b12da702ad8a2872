import { z } from 'zod';
import { parseResult, type UpstreamFetch } from './http.ts';

const RecordedSchema = z.object({ query: z.string(), count: z.number().int() });

/** The no-result search list on the upstream (POST /api/search/misses). */
export function searchMissesClient(call: UpstreamFetch) {
  return {
    record: async (query: string) => parseResult(RecordedSchema, await call('/api/search/misses', { method: 'POST', body: { query }, timeoutMs: 2000 })),
  };
}
export type SearchMissesClient = ReturnType<typeof searchMissesClient>;
