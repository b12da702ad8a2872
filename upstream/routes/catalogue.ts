import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../db/open.ts';
import { fail, ok } from '../envelope.ts';
import { findCategoryByUrlKey, listCategories } from '../repositories/categories.ts';
import { exportProducts, findProduct, LISTING_SORTS, listProducts } from '../repositories/products.ts';
import { categoryToWire, productToWire } from '../wire.ts';

export const DEFAULT_PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 500;

/** size <= 0 resets to 50, a negative start to 0 (storefront.md §5); garbage is treated the same way. */
const PagingSchema = z.object({
  size: z.coerce
    .number()
    .int()
    .catch(DEFAULT_PAGE_SIZE)
    .transform((n) => (n <= 0 ? DEFAULT_PAGE_SIZE : Math.min(n, MAX_PAGE_SIZE))),
  start: z.coerce
    .number()
    .int()
    .catch(0)
    .transform((n) => Math.max(n, 0)),
});

const ListingSchema = PagingSchema.extend({
  category_id: z.coerce.number().int().positive().optional(),
  skus: z
    .string()
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().max(64)).max(MAX_PAGE_SIZE))
    .optional(),
  sort: z.enum(Object.keys(LISTING_SORTS) as [keyof typeof LISTING_SORTS]).catch('priority'),
  in_stock: z.enum(['1', '0']).optional(),
});

export function catalogueRoutes(db: Db) {
  const app = new Hono();

  app.get('/products', (c) => {
    const parsed = ListingSchema.safeParse(c.req.query());
    if (!parsed.success) return fail(c, 400, parsed.error.issues[0]?.message ?? 'Invalid listing query');
    const q = parsed.data;
    const { items, total } = listProducts(db, {
      categoryId: q.category_id,
      skus: q.skus,
      sort: q.sort,
      start: q.start,
      size: q.size,
      inStockOnly: q.in_stock === '1',
    });
    return ok(c, { items: items.map(productToWire), total, start: q.start, perPage: q.size });
  });

  app.get('/product', (c) => {
    const { sku, parentSku, slug } = c.req.query();
    if (!sku && !(parentSku && slug)) {
      return fail(c, 400, 'Please provide the search key sku for product/single action!');
    }
    const row = sku ? findProduct(db, { sku }) : findProduct(db, { parentSku: parentSku ?? '', slug: slug ?? '' });
    if (!row) return fail(c, 404, "The product that was requested doesn't exist");
    return ok(c, productToWire(row));
  });

  app.get('/categories', (c) => ok(c, listCategories(db).map(categoryToWire)));

  app.get('/category', (c) => {
    const urlKey = c.req.query('url_key') ?? '';
    const row = findCategoryByUrlKey(db, urlKey);
    if (!row) return fail(c, 404, 'Category not found');
    return ok(c, categoryToWire(row));
  });

  /** Full export for the search indexer: every product, disabled ones too (the engine filters them). */
  app.get('/export', (c) => {
    const q = PagingSchema.parse({ size: c.req.query('size') ?? MAX_PAGE_SIZE, start: c.req.query('start') });
    const { items, total } = exportProducts(db, q.start, q.size);
    return ok(c, { items: items.map(productToWire), total, start: q.start, perPage: q.size });
  });

  return app;
}
