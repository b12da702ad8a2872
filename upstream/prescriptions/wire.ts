import type { UploadRow } from './uploads.ts';

/** An uploaded prescription as the upstream sends it: the order it belongs to by its public id, and where to read it. */
export function uploadToWire(row: UploadRow) {
  return {
    id: row.id,
    file_name: row.file_name,
    mime_type: row.mime_type,
    size: row.size,
    uploaded_at: row.created_at,
    order_id: row.order_sid,
    path: `/api/account/files/${row.id}`,
  };
}
