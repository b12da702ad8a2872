import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { Db } from '../db/open.ts';
import { fail, ok } from '../http/envelope.ts';
import { listSearchMisses, normaliseMiss, recordSearchMiss } from './repository.ts';

const MissSchema = z.object({ query: z.string().transform(normaliseMiss).pipe(z.string().min(1, 'Please provide the search query')) });
const ListSchema = z.object({
  size: z.coerce
    .number()
    .int()
    .catch(50)
    .transform((n) => (n <= 0 ? 50 : Math.min(n, 500))),
  start: z.coerce
    .number()
    .int()
    .catch(0)
    .transform((n) => Math.max(n, 0)),
});

/** The no-result search list (storefront.md: searches that found nothing, for staff). */
export function searchMissRoutes(db: Db, adminsOnly: MiddlewareHandler) {
  const app = new Hono();
  app.post('/', async (c) => {
    const parsed = MissSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return fail(c, 400, parsed.error.issues[0]?.message ?? 'Please provide the search query');
    const row = await recordSearchMiss(db, parsed.data.query);
    return ok(c, { query: row.query, count: row.count });
  });
  // The list is for admins only (issue 15): what customers searched for is not public.
  app.get('/', adminsOnly, async (c) => {
    const { start, size } = ListSchema.parse(c.req.query());
    const { items, total } = await listSearchMisses(db, start, size);
    return ok(c, { items, total, start, perPage: size });
  });
  return app;
}
