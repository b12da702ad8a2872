import { legacy } from '../db/database.ts';
import type { Db } from '../db/open.ts';
import type { UploadRow } from './uploads.ts';

/** An uploaded prescription as the upstream sends it: the order it belongs to by its public id, and where to read it. */
export function uploadToWire(db: Db, row: UploadRow) {
  const order = row.order_id === null ? undefined : legacy(db).prepare<[number], { sid: string }>('SELECT sid FROM orders WHERE id = ?').get(row.order_id);
  return {
    id: row.id,
    file_name: row.file_name,
    mime_type: row.mime_type,
    size: row.size,
    uploaded_at: row.created_at,
    order_id: order?.sid ?? null,
    path: `/api/account/files/${row.id}`,
  };
}
