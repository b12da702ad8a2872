import type { Expression, ExpressionBuilder, OrderByModifiers, Selectable, SqlBool } from 'kysely';
import { sql } from 'kysely';
import { istDay } from '../../domain/days.ts';
import type { Db } from '../db/open.ts';
import type { ProductsTable, Tables } from '../db/tables.ts';

/** A product as every product query reads it, with the ids of its categories (ascending). */
export type ProductRow = Selectable<ProductsTable> & { category_ids: number[] };

type ProductsExpressions = ExpressionBuilder<Tables, 'products'>;

/**
 * The price a customer pays today, in SQL: the special price when lower and within its dates (days in
 * IST, `today` given by the caller so that both engines compare the same day), else the price.
 * domain/pricing.ts `finalPrice` is the same rule for one product; a test keeps the two in agreement.
 */
function finalPriceOf(eb: ProductsExpressions, today: string): Expression<number> {
  const day = (column: 'special_from' | 'special_to') => eb.fn<string>('substr', [column, eb.lit(1), eb.lit(10)]);
  return eb
    .case()
    .when(
      eb.and([
        eb('special_price_paise', 'is not', null),
        eb('special_price_paise', '>=', 0),
        eb('special_price_paise', '<', eb.ref('price_paise')),
        eb.or([eb('special_from', 'is', null), eb(day('special_from'), '<=', today)]),
        eb.or([eb('special_to', 'is', null), eb(day('special_to'), '>=', today)]),
      ]),
    )
    .then(eb.ref('special_price_paise').$notNull())
    .else(eb.ref('price_paise'))
    .end();
}

type SortTerm = [(eb: ProductsExpressions) => Expression<unknown>, OrderByModifiers];
const byId = (direction: OrderByModifiers): SortTerm => [(eb) => eb.ref('id'), direction];

/**
 * The listing sorts, ties broken by id. The discount is a share of the MRP, divided as double
 * precision on both engines (integer division would tie every discount under 100%).
 */
export const LISTING_SORTS: Readonly<Record<'priority' | 'price_asc' | 'price_desc' | 'discount_desc' | 'created_desc', (today: string) => SortTerm[]>> = {
  priority: () => [[(eb) => eb.ref('priority'), 'asc'], byId('asc')],
  price_asc: (today) => [[(eb) => finalPriceOf(eb, today), 'asc'], byId('asc')],
  price_desc: (today) => [[(eb) => finalPriceOf(eb, today), 'desc'], byId('asc')],
  discount_desc: (today) => [
    [
      (eb) =>
        eb(
          eb.cast(eb('mrp_paise', '-', finalPriceOf(eb, today)), 'double precision'),
          '/',
          eb.case().when('mrp_paise', '>', 1).then(eb.ref('mrp_paise')).else(eb.lit(1)).end(),
        ),
      'desc',
    ],
    byId('asc'),
  ],
  created_desc: () => [[(eb) => eb.ref('created_at'), 'desc'], byId('desc')],
};
export type ListingSort = keyof typeof LISTING_SORTS;

export interface ListingQuery {
  categoryId?: number | undefined;
  skus?: string[] | undefined;
  brandSlug?: string | undefined;
  /** Products whose keyword contains this text (the /k/ listing). */
  keyword?: string | undefined;
  /** Selling price range in paise, [from, to); to null is open. */
  priceRange?: { fromPaise: number; toPaise: number | null } | undefined;
  sort: ListingSort;
  start: number;
  size: number;
  /** Category listings hide what is out of stock when configured (storefront.md §5). */
  inStockOnly?: boolean;
}

/**
 * Adds each product's category ids, read in one more query: SQLite's group_concat has no portable
 * equivalent (PostgreSQL's is string_agg), and a list of numbers is what the callers want anyway.
 */
async function withCategories(db: Db, rows: readonly Selectable<ProductsTable>[]): Promise<ProductRow[]> {
  if (rows.length === 0) return [];
  const links = await db
    .selectFrom('product_categories')
    .select(['product_id', 'category_id'])
    .where(
      'product_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('product_id')
    .orderBy('category_id')
    .execute();
  const byProduct = new Map<number, number[]>();
  for (const link of links) {
    const ids = byProduct.get(link.product_id) ?? [];
    ids.push(link.category_id);
    byProduct.set(link.product_id, ids);
  }
  return rows.map((row) => ({ ...row, category_ids: byProduct.get(row.id) ?? [] }));
}

/**
 * Listing totals, cached for a minute per filter: counting a 20,000-product category on every page
 * view costs tens of milliseconds at 100k products, and a total a minute old is good enough for
 * "N products" and the page count.
 */
const COUNT_TTL_MS = 60_000;
const counts = new WeakMap<Db, Map<string, { n: number; at: number }>>();

async function countListing(db: Db, key: string, count: () => Promise<number>): Promise<number> {
  const cache = counts.get(db) ?? new Map<string, { n: number; at: number }>();
  counts.set(db, cache);
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < COUNT_TTL_MS) return hit.n;
  const n = await count();
  if (cache.size > 5000) cache.clear();
  cache.set(key, { n, at: Date.now() });
  return n;
}

/** Forgets cached listing totals (after products change). */
export function forgetListingCounts(db: Db): void {
  counts.delete(db);
}

/** The filters of a listing; product lists always filter visibility in (2,3,4) and status in (0,1), category lists visibility (2,4) and status 1. */
function listingFilters(eb: ProductsExpressions, q: ListingQuery, today: string): Expression<SqlBool>[] {
  const filters: Expression<SqlBool>[] = [];
  if (q.categoryId !== undefined) {
    filters.push(
      eb('visibility', 'in', [2, 4]),
      eb('status', '=', 1),
      eb('id', 'in', eb.selectFrom('product_categories').select('product_id').where('category_id', '=', q.categoryId)),
    );
  } else if (q.sort === 'created_desc') {
    // The unary + keeps SQLite off the listing index, so it walks products_newest and stops at the
    // page; on PostgreSQL it is a no-op.
    filters.push(eb(sql<number>`+${eb.ref('visibility')}`, 'in', [2, 3, 4]), eb(sql<number>`+${eb.ref('status')}`, 'in', [0, 1]));
  } else {
    filters.push(eb('visibility', 'in', [2, 3, 4]), eb('status', 'in', [0, 1]));
  }
  if (q.inStockOnly) filters.push(eb('qty', '>', 0));
  if (q.brandSlug !== undefined) filters.push(eb('brand_slug', '=', q.brandSlug));
  if (q.keyword !== undefined) {
    // LIKE is case-sensitive on PostgreSQL and not on SQLite (ASCII): lower() on both sides, and the
    // value's own wildcards escaped so that it matches literally.
    const pattern = `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(sql<SqlBool>`lower(${eb.ref('meta_keyword')}) like lower(${pattern}) escape '\\'`);
  }
  if (q.priceRange) {
    filters.push(eb(finalPriceOf(eb, today), '>=', q.priceRange.fromPaise));
    if (q.priceRange.toPaise !== null) filters.push(eb(finalPriceOf(eb, today), '<', q.priceRange.toPaise));
  }
  if (q.skus) filters.push(q.skus.length > 0 ? eb('sku', 'in', q.skus) : eb.lit(false));
  return filters;
}

export async function listProducts(db: Db, q: ListingQuery): Promise<{ items: ProductRow[]; total: number }> {
  // Today in India, as special price dates are written.
  const today = istDay(new Date());
  const filtered = db.selectFrom('products').where((eb) => eb.and(listingFilters(eb, q, today)));
  const { sort: _sort, start: _start, size: _size, ...filter } = q;
  const key = JSON.stringify({ ...filter, today: q.priceRange ? today : undefined });
  const total = await countListing(db, key, async () => {
    const row = await filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
    return row?.n ?? 0;
  });
  let items = filtered.selectAll();
  for (const [term, direction] of LISTING_SORTS[q.sort](today)) items = items.orderBy(term, direction);
  return { items: await withCategories(db, await items.limit(q.size).offset(q.start).execute()), total };
}

/** One product by SKU, or by parent SKU and slug; disabled products (status >= 2) are not found. */
export async function findProduct(db: Db, by: { sku: string } | { parentSku: string; slug: string }): Promise<ProductRow | undefined> {
  const query = db.selectFrom('products').selectAll();
  const row = await ('sku' in by
    ? query.where('sku', '=', by.sku)
    : query.where('parent_sku', '=', by.parentSku).where('slug', '=', by.slug)
  ).executeTakeFirst();
  if (!row || row.status >= 2) return undefined;
  const [product] = await withCategories(db, [row]);
  return product;
}

/** The products of these SKUs as they are now, disabled ones included (the change feed's readers drop them). */
export async function productsBySku(db: Db, skus: readonly string[]): Promise<ProductRow[]> {
  if (skus.length === 0) return [];
  return withCategories(db, await db.selectFrom('products').selectAll().where('sku', 'in', skus).execute());
}

/** The children of a configurable product, disabled ones included (the variant rules skip them). */
export async function listChildren(db: Db, parentSku: string): Promise<ProductRow[]> {
  const rows = await db.selectFrom('products').selectAll().where('parent_sku', '=', parentSku).where('visibility', '=', 1).orderBy('id').execute();
  return withCategories(db, rows);
}

/** Every product the search engine should know, a page at a time (disabled ones included, the engine filters). */
export async function exportProducts(db: Db, start: number, size: number): Promise<{ items: ProductRow[]; total: number }> {
  const count = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  const rows = await db.selectFrom('products').selectAll().orderBy('id').limit(size).offset(start).execute();
  return { items: await withCategories(db, rows), total: count?.n ?? 0 };
}
