import { Hono } from 'hono';
import { z } from 'zod';
import { ROOT_CATEGORY_ID } from '../../catalogue/categories.ts';
import { PRICE_BUCKET_KEYS, PRICE_BUCKETS, type PriceBucketKey } from '../../domain/price-buckets.ts';
import type { Db } from '../db/open.ts';
import { fail, ok } from '../http/envelope.ts';
import { findCategoryById, findCategoryByUrlKey, listCategories } from './categories.ts';
import { exportProducts, findProduct, LISTING_SORTS, listChildren, listProducts } from './products.ts';
import { categoryToWire, productToWire } from './wire.ts';

export const DEFAULT_PAGE_SIZE = 50;

function priceRange(key: PriceBucketKey | undefined) {
  return PRICE_BUCKETS.find((b) => b.key === key);
}
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
  in_stock: z.enum(['1', '0']).optional().catch(undefined),
  brand: z
    .string()
    .regex(/^[a-z0-9-]{1,120}$/)
    .optional(),
  keyword: z.string().trim().min(1).max(100).optional(),
  price: z.enum(PRICE_BUCKET_KEYS).optional().catch(undefined),
});

export interface CatalogueOptions {
  /** listOutOfStockProducts (storefront.md §9): when false, category listings hide what is out of stock. */
  listOutOfStock: boolean;
}

export function catalogueRoutes(db: Db, options: CatalogueOptions = { listOutOfStock: true }) {
  const app = new Hono();

  app.get('/products', async (c) => {
    const parsed = ListingSchema.safeParse(c.req.query());
    if (!parsed.success) return fail(c, 400, parsed.error.issues[0]?.message ?? 'Invalid listing query');
    const q = parsed.data;
    const { items, total } = await listProducts(db, {
      categoryId: q.category_id,
      skus: q.skus,
      sort: q.sort,
      start: q.start,
      size: q.size,
      inStockOnly: q.in_stock === '1' || (q.category_id !== undefined && !options.listOutOfStock),
      brandSlug: q.brand,
      keyword: q.keyword,
      priceRange: priceRange(q.price),
    });
    return ok(c, { items: items.map((row) => productToWire(row)), total, start: q.start, perPage: q.size });
  });

  app.get('/product', async (c) => {
    const { sku, parentSku, slug } = c.req.query();
    if (!sku && !(parentSku && slug)) {
      return fail(c, 400, 'Please provide the search key sku for product/single action!');
    }
    const row = await (sku ? findProduct(db, { sku }) : findProduct(db, { parentSku: parentSku ?? '', slug: slug ?? '' }));
    if (!row) return fail(c, 404, "The product that was requested doesn't exist");
    return ok(c, productToWire(row, row.type_id === 'configurable' ? await listChildren(db, row.sku) : []));
  });

  app.get('/categories', async (c) => ok(c, (await listCategories(db)).map(categoryToWire)));

  /** A category by url key, or by id (ids at or below the root are refused, storefront.md §5). */
  app.get('/category', async (c) => {
    const { url_key: urlKey, id } = c.req.query();
    if (id !== undefined && (!/^\d{1,9}$/.test(id) || Number(id) <= ROOT_CATEGORY_ID)) return fail(c, 400, 'Category id must be above the root category');
    const row = await (id !== undefined ? findCategoryById(db, Number(id)) : findCategoryByUrlKey(db, urlKey ?? ''));
    if (!row) return fail(c, 404, 'Category not found');
    return ok(c, categoryToWire(row));
  });

  /** Full export for the search indexer: every product, disabled ones too (the engine filters them). */
  app.get('/export', async (c) => {
    const q = PagingSchema.parse({ size: c.req.query('size') ?? MAX_PAGE_SIZE, start: c.req.query('start') });
    const { items, total } = await exportProducts(db, q.start, q.size);
    return ok(c, { items: items.map((row) => productToWire(row)), total, start: q.start, perPage: q.size });
  });

  return app;
}
