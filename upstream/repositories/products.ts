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
  manufacturer: string;
  saltinfo: string;
  pack_size_label: string;
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

export const LISTING_SORTS = {
  priority: 'p.priority ASC, p.id ASC',
  price_asc: 'p.price_paise ASC, p.id ASC',
  price_desc: 'p.price_paise DESC, p.id ASC',
  discount_desc: '(p.mrp_paise - p.price_paise) * 1.0 / MAX(p.mrp_paise, 1) DESC, p.id ASC',
  created_desc: 'p.created_at DESC, p.id DESC',
} as const;
export type ListingSort = keyof typeof LISTING_SORTS;

export interface ListingQuery {
  categoryId?: number | undefined;
  skus?: string[] | undefined;
  sort: ListingSort;
  start: number;
  size: number;
  /** Category listings hide what is out of stock when configured (storefront.md §5). */
  inStockOnly?: boolean;
}

/** Products with their category ids (comma-joined), as every product query reads them. */
export const SELECT = `SELECT p.*, (SELECT group_concat(category_id) FROM product_categories pc WHERE pc.product_id = p.id) AS category_ids FROM products p`;

/** Product lists always filter visibility in (2,3,4) and status in (0,1); category lists visibility (2,4), status 1. */
export function listProducts(db: Db, q: ListingQuery): { items: ProductRow[]; total: number } {
  const where: string[] = [];
  const params: (string | number)[] = [];
  if (q.categoryId !== undefined) {
    where.push('p.visibility IN (2, 4)', 'p.status = 1');
    where.push('p.id IN (SELECT product_id FROM product_categories WHERE category_id = ?)');
    params.push(q.categoryId);
  } else {
    where.push('p.visibility IN (2, 3, 4)', 'p.status IN (0, 1)');
  }
  if (q.inStockOnly) where.push('p.qty > 0');
  if (q.skus) {
    where.push(`p.sku IN (${q.skus.map(() => '?').join(',')})`);
    params.push(...q.skus);
  }
  const clause = `WHERE ${where.join(' AND ')}`;
  const total = db.prepare<(string | number)[], { n: number }>(`SELECT COUNT(*) AS n FROM products p ${clause}`).get(...params)?.n ?? 0;
  const items = db
    .prepare<(string | number)[], ProductRow>(`${SELECT} ${clause} ORDER BY ${LISTING_SORTS[q.sort]} LIMIT ? OFFSET ?`)
    .all(...params, q.size, q.start);
  return { items, total };
}

/** One product by SKU, or by parent SKU and slug; disabled products (status >= 2) are not found. */
export function findProduct(db: Db, by: { sku: string } | { parentSku: string; slug: string }): ProductRow | undefined {
  const row =
    'sku' in by
      ? db.prepare<[string], ProductRow>(`${SELECT} WHERE p.sku = ?`).get(by.sku)
      : db.prepare<[string, string], ProductRow>(`${SELECT} WHERE p.parent_sku = ? AND p.slug = ?`).get(by.parentSku, by.slug);
  return row && row.status < 2 ? row : undefined;
}

/** Every product the search engine should know, a page at a time (disabled ones included, the engine filters). */
export function exportProducts(db: Db, start: number, size: number): { items: ProductRow[]; total: number } {
  const total = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM products').get()?.n ?? 0;
  const items = db.prepare<[number, number], ProductRow>(`${SELECT} ORDER BY p.id LIMIT ? OFFSET ?`).all(size, start);
  return { items, total };
}
