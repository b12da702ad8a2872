import type { Db } from '../db/open.ts';
import { ticketFiles } from '../prescriptions/uploads.ts';
import { type TicketRow, ticketComments } from './repository.ts';

/** A ticket as the upstream sends it: the order by its public id, the comments (whose are the customer's), the files. */
export async function ticketToWire(db: Db, t: TicketRow) {
  const [order, comments, files] = await Promise.all([
    t.order_id === null ? undefined : db.selectFrom('orders').select('sid').where('id', '=', t.order_id).executeTakeFirst(),
    ticketComments(db, t.id),
    ticketFiles(db, t.id),
  ]);
  return {
    id: t.id,
    issue_type: t.issue_type,
    subject: t.subject,
    status: t.status,
    order_id: order?.sid ?? null,
    created_at: t.created_at,
    updated_at: t.updated_at,
    comments: comments.map((c) => ({
      id: c.id,
      body: c.body,
      mine: c.by_staff === 0 && c.author_user_id === t.user_id,
      created_at: c.created_at,
    })),
    files: files.map((f) => ({ id: f.id, file_name: f.file_name, mime_type: f.mime_type, size: f.size, path: `/api/account/files/${f.id}` })),
  };
}
