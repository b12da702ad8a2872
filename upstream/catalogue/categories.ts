import { legacy } from '../db/database.ts';
import type { Db } from '../db/open.ts';

export interface CategoryRow {
  id: number;
  parent_id: number;
  level: number;
  name: string;
  url_key: string;
  url_path: string;
  position: number;
  discount_line: string | null;
  is_active: number;
  product_count: number;
  children_count: number;
}

const SELECT = `SELECT c.*,
  (SELECT COUNT(*) FROM product_categories pc JOIN products p ON p.id = pc.product_id
    WHERE pc.category_id = c.id AND p.status = 1 AND p.visibility IN (2, 4)) AS product_count,
  (SELECT COUNT(*) FROM categories k WHERE k.parent_id = c.id AND k.is_active = 1) AS children_count
  FROM categories c`;

export function listCategories(db: Db): CategoryRow[] {
  return legacy(db).prepare<[], CategoryRow>(`${SELECT} WHERE c.is_active = 1 ORDER BY c.level, c.position, c.id`).all();
}

export function findCategoryByUrlKey(db: Db, urlKey: string): CategoryRow | undefined {
  return legacy(db).prepare<[string], CategoryRow>(`${SELECT} WHERE c.url_key = ? AND c.is_active = 1`).get(urlKey);
}

export function findCategoryById(db: Db, id: number): CategoryRow | undefined {
  return legacy(db).prepare<[number], CategoryRow>(`${SELECT} WHERE c.id = ? AND c.is_active = 1`).get(id);
}
