import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../db/open.ts';
import { fail, ok } from '../http/envelope.ts';
import { findCategoryByUrlKey } from './categories.ts';
import { findProduct } from './products.ts';
import { categoryToWire, productToWire } from './wire.ts';

const MapRequestSchema = z.object({ url: z.string().min(1).max(2048) });

/**
 * The URL mapper of storefront.md §2: product by /p/{parentSku}/{slug}, otherwise a category whose
 * url key equals the last path segment; nothing found answers 404 (the page-not-found route).
 */
export function urlMapRoutes(db: Db) {
  const app = new Hono();
  app.post('/map', async (c) => {
    const parsed = MapRequestSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return fail(c, 400, 'Please provide the url to map');
    const segments = parsed.data.url.split('?')[0]?.split('/').filter(Boolean).map(decodeURIComponent) ?? [];
    if (segments[0] === 'p' && segments.length >= 3) {
      const product = await findProduct(db, { parentSku: segments[1] ?? '', slug: segments[2] ?? '' });
      if (product) return ok(c, { _type: 'product', _source: productToWire(product) });
    }
    const last = segments.at(-1);
    const category = last ? await findCategoryByUrlKey(db, last) : undefined;
    if (category) return ok(c, { _type: 'category', _source: categoryToWire(category) });
    return fail(c, 404, 'page-not-found');
  });
  return app;
}
