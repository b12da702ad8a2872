import { z } from 'zod';
import type { Product } from '../../domain/product.ts';
import { RawProductSchema, reshapeProduct } from './catalogue-client.ts';
import { parseResult, type UpstreamFetch, UpstreamRejection } from './http.ts';

/** Where the search index is in the upstream's change feed: an opaque cursor the upstream gave. */
export type ChangeCursor = string;

const RawChangesSchema = z.object({
  items: z.array(RawProductSchema),
  cursor: z.string().min(1),
  more: z.boolean(),
});

/** The feed was cut past this cursor (HTTP 410): the index must be built again from a full export. */
export class ChangeCursorExpired extends Error {
  override name = 'ChangeCursorExpired';
}

export interface ChangesPage {
  items: Product[];
  cursor: ChangeCursor;
  more: boolean;
}

/** The catalogue service's change feed (GET /api/catalog/changes), for keeping the search index current. */
export function catalogueChangesClient(call: UpstreamFetch) {
  const read = async (query: Record<string, string | number | undefined>): Promise<ChangesPage> => {
    const raw = parseResult(RawChangesSchema, await call('/api/catalog/changes', { query }));
    return { items: raw.items.map(reshapeProduct), cursor: raw.cursor, more: raw.more };
  };
  return {
    /** The feed's end now: read it before a full export, then poll from it. */
    currentCursor: async (): Promise<ChangeCursor> => (await read({})).cursor,
    since: (cursor: ChangeCursor, size = 500) =>
      read({ after: cursor, size }).catch((error: unknown) => {
        throw error instanceof UpstreamRejection && error.code === 410 ? new ChangeCursorExpired(error.message, { cause: error }) : error;
      }),
  };
}
export type CatalogueChangesClient = ReturnType<typeof catalogueChangesClient>;
