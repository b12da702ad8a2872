import { legacy } from '../db/database.ts';
import type { Db } from '../db/open.ts';
import { type ProductRow, SELECT } from './products.ts';

/** A position in the change feed: the last (updated_at, id) read. Keyset paging, so equal timestamps are never skipped or repeated. */
export interface ChangeCursor {
  since: string;
  afterId: number;
}

/** Where the feed ends now: the latest change. A reader that starts here sees only what changes next. */
export function currentCursor(db: Db): ChangeCursor {
  const row = legacy(db).prepare<[], { updated_at: string; id: number }>('SELECT updated_at, id FROM products ORDER BY updated_at DESC, id DESC LIMIT 1').get();
  return row ? { since: row.updated_at, afterId: row.id } : { since: '', afterId: 0 };
}

/** Products changed after `cursor`, oldest first, disabled ones included (search must drop them). */
export function productChangesSince(db: Db, cursor: ChangeCursor, size: number): { items: ProductRow[]; cursor: ChangeCursor; more: boolean } {
  const rows = legacy(db)
    .prepare<[string, string, number, number], ProductRow>(
      `${SELECT} WHERE p.updated_at > ? OR (p.updated_at = ? AND p.id > ?) ORDER BY p.updated_at, p.id LIMIT ?`,
    )
    .all(cursor.since, cursor.since, cursor.afterId, size + 1);
  const items = rows.slice(0, size);
  const last = items.at(-1);
  return { items, cursor: last ? { since: last.updated_at, afterId: last.id } : cursor, more: rows.length > size };
}
