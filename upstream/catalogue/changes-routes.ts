import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../db/open.ts';
import { fail, ok } from '../http/envelope.ts';
import { currentCursor, productChangesSince } from './changes.ts';
import { productToWire } from './wire.ts';

const MAX_CHANGES = 500;

const ChangesSchema = z.object({
  since: z.iso.datetime().optional(),
  after_id: z.coerce.number().int().min(0).default(0),
  size: z.coerce
    .number()
    .int()
    .catch(MAX_CHANGES)
    .transform((n) => (n <= 0 ? MAX_CHANGES : Math.min(n, MAX_CHANGES))),
});

/**
 * GET /api/catalog/changes: the products changed since a cursor, for the search indexer. Without
 * `since` it answers only the current cursor (take it before a full export, then poll from it).
 */
export function catalogueChangesRoutes(db: Db) {
  const app = new Hono();
  app.get('/changes', (c) => {
    const parsed = ChangesSchema.safeParse(c.req.query());
    if (!parsed.success) return fail(c, 400, 'since must be an ISO-8601 time and after_id a whole number');
    const { since, after_id, size } = parsed.data;
    if (since === undefined) {
      const cursor = currentCursor(db);
      return ok(c, { items: [], cursor: { since: cursor.since, after_id: cursor.afterId }, more: false });
    }
    const page = productChangesSince(db, { since, afterId: after_id }, size);
    return ok(c, { items: page.items.map((row) => productToWire(row)), cursor: { since: page.cursor.since, after_id: page.cursor.afterId }, more: page.more });
  });
  return app;
}
