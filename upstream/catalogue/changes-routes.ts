import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../db/open.ts';
import { fail, ok } from '../http/envelope.ts';
import { CURSOR_EXPIRED, currentCursor, cursorExpired, cursorFromWire, cursorToWire, productChangesSince } from './changes.ts';
import { productToWire } from './wire.ts';

const MAX_CHANGES = 500;

const ChangesSchema = z.object({
  after: z.string().optional(),
  size: z.coerce
    .number()
    .int()
    .catch(MAX_CHANGES)
    .transform((n) => (n <= 0 ? MAX_CHANGES : Math.min(n, MAX_CHANGES))),
});

/**
 * GET /api/catalog/changes: the products changed after a cursor (`after=tx.seq`), for the search
 * indexer. Without `after` it answers only the current cursor (take it before a full export, then
 * poll from it). Upstream/catalogue/changes.ts says why no change can be skipped.
 */
export function catalogueChangesRoutes(db: Db) {
  const app = new Hono();
  app.get('/changes', async (c) => {
    const parsed = ChangesSchema.safeParse(c.req.query());
    const after = parsed.success && parsed.data.after !== undefined ? cursorFromWire(parsed.data.after) : undefined;
    if (!parsed.success || (parsed.data.after !== undefined && !after))
      return fail(c, 400, 'after must be a cursor of the change feed (two whole numbers: tx.seq)');
    if (!after) return ok(c, { items: [], cursor: cursorToWire(await currentCursor(db)), more: false });
    if (await cursorExpired(db, after)) return fail(c, 410, CURSOR_EXPIRED);
    const page = await productChangesSince(db, after, parsed.data.size);
    return ok(c, { items: page.items.map((row) => productToWire(row)), cursor: cursorToWire(page.cursor), more: page.more });
  });
  return app;
}
