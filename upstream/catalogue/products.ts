import { legacy } from '../db/database.ts';
import type { Db } from '../db/open.ts';

export interface ProductRow {
  id: number;
  sku: string;
  parent_sku: string;
  type_id: string;
  name: string;
  slug: string;
  mrp_paise: number;
  price_paise: number;
  special_price_paise: number | null;
  special_from: string | null;
  special_to: string | null;
  manufacturer: string;
  brand_slug: string;
  saltinfo: string;
  pack_size_label: string;
  option_label: string | null;
  dosage_form: string;
  prescription_required: number;
  visibility: number;
  status: number;
  qty: number;
  qty_max: number;
  searchkey1: string;
  meta_keyword: string;
  priority: number;
  generated: number;
  created_at: string;
  updated_at: string;
  category_ids: string | null;
}

/**
 * The price a customer pays today, in SQL: the special price when lower and within its dates (days in
 * IST), else the price. domain/pricing.ts `finalPrice` is the same rule for one product; a test keeps
 * the two in agreement.
 */
export const FINAL_PRICE_SQL = `(CASE WHEN p.special_price_paise IS NOT NULL AND p.special_price_paise >= 0
  AND p.special_price_paise < p.price_paise
  AND (p.special_from IS NULL OR substr(p.special_from, 1, 10) <= date('now', '+330 minutes'))
  AND (p.special_to IS NULL OR substr(p.special_to, 1, 10) >= date('now', '+330 minutes'))
  THEN p.special_price_paise ELSE p.price_paise END)`;

export const LISTING_SORTS = {
  priority: 'p.priority ASC, p.id ASC',
  price_asc: `${FINAL_PRICE_SQL} ASC, p.id ASC`,
  price_desc: `${FINAL_PRICE_SQL} DESC, p.id ASC`,
  discount_desc: `(p.mrp_paise - ${FINAL_PRICE_SQL}) * 1.0 / MAX(p.mrp_paise, 1) DESC, p.id ASC`,
  created_desc: 'p.created_at DESC, p.id DESC',
} as const;
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

/** Products with their category ids (comma-joined), as every product query reads them. */
export const SELECT = `SELECT p.*, (SELECT group_concat(category_id) FROM product_categories pc WHERE pc.product_id = p.id) AS category_ids FROM products p`;

/**
 * Listing totals, cached for a minute per filter: counting a 20,000-product category on every page
 * view costs tens of milliseconds at 100k products, and a total a minute old is good enough for
 * "N products" and the page count.
 */
const COUNT_TTL_MS = 60_000;
const counts = new WeakMap<Db, Map<string, { n: number; at: number }>>();

function countListing(db: Db, clause: string, params: readonly (string | number)[]): number {
  const cache = counts.get(db) ?? new Map<string, { n: number; at: number }>();
  counts.set(db, cache);
  const key = `${clause}|${params.join('|')}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < COUNT_TTL_MS) return hit.n;
  const n =
    legacy(db)
      .prepare<(string | number)[], { n: number }>(`SELECT COUNT(*) AS n FROM products p ${clause}`)
      .get(...params)?.n ?? 0;
  if (cache.size > 5000) cache.clear();
  cache.set(key, { n, at: Date.now() });
  return n;
}

/** Forgets cached listing totals (after products change). */
export function forgetListingCounts(db: Db): void {
  counts.delete(db);
}

/** Product lists always filter visibility in (2,3,4) and status in (0,1); category lists visibility (2,4), status 1. */
export function listProducts(db: Db, q: ListingQuery): { items: ProductRow[]; total: number } {
  const where: string[] = [];
  const params: (string | number)[] = [];
  if (q.categoryId !== undefined) {
    where.push('p.visibility IN (2, 4)', 'p.status = 1');
    where.push('p.id IN (SELECT product_id FROM product_categories WHERE category_id = ?)');
    params.push(q.categoryId);
  } else if (q.sort === 'created_desc') {
    // The unary + keeps SQLite off the listing index, so it walks products_newest and stops at the page.
    where.push('+p.visibility IN (2, 3, 4)', '+p.status IN (0, 1)');
  } else {
    where.push('p.visibility IN (2, 3, 4)', 'p.status IN (0, 1)');
  }
  if (q.inStockOnly) where.push('p.qty > 0');
  if (q.brandSlug !== undefined) {
    where.push('p.brand_slug = ?');
    params.push(q.brandSlug);
  }
  if (q.keyword !== undefined) {
    where.push("p.meta_keyword LIKE ? ESCAPE '\\'");
    params.push(`%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  }
  if (q.priceRange) {
    where.push(`${FINAL_PRICE_SQL} >= ?`);
    params.push(q.priceRange.fromPaise);
    if (q.priceRange.toPaise !== null) {
      where.push(`${FINAL_PRICE_SQL} < ?`);
      params.push(q.priceRange.toPaise);
    }
  }
  if (q.skus) {
    where.push(`p.sku IN (${q.skus.map(() => '?').join(',')})`);
    params.push(...q.skus);
  }
  const clause = `WHERE ${where.join(' AND ')}`;
  const total = countListing(db, clause, params);
  const items = legacy(db)
    .prepare<(string | number)[], ProductRow>(`${SELECT} ${clause} ORDER BY ${LISTING_SORTS[q.sort]} LIMIT ? OFFSET ?`)
    .all(...params, q.size, q.start);
  return { items, total };
}

/** One product by SKU, or by parent SKU and slug; disabled products (status >= 2) are not found. */
export function findProduct(db: Db, by: { sku: string } | { parentSku: string; slug: string }): ProductRow | undefined {
  const row =
    'sku' in by
      ? legacy(db).prepare<[string], ProductRow>(`${SELECT} WHERE p.sku = ?`).get(by.sku)
      : legacy(db).prepare<[string, string], ProductRow>(`${SELECT} WHERE p.parent_sku = ? AND p.slug = ?`).get(by.parentSku, by.slug);
  return row && row.status < 2 ? row : undefined;
}

/** The children of a configurable product, disabled ones included (the variant rules skip them). */
export function listChildren(db: Db, parentSku: string): ProductRow[] {
  return legacy(db).prepare<[string], ProductRow>(`${SELECT} WHERE p.parent_sku = ? AND p.visibility = 1 ORDER BY p.id`).all(parentSku);
}

/** Every product the search engine should know, a page at a time (disabled ones included, the engine filters). */
export function exportProducts(db: Db, start: number, size: number): { items: ProductRow[]; total: number } {
  const total = legacy(db).prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM products').get()?.n ?? 0;
  const items = legacy(db).prepare<[number, number], ProductRow>(`${SELECT} ORDER BY p.id LIMIT ? OFFSET ?`).all(size, start);
  return { items, total };
}
