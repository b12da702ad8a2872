import type { CallbackRequest } from '../../domain/support.ts';
import type { Db } from '../db/open.ts';

/** A call-back request as the desk took it. */
export interface TakenCallback {
  id: number;
  createdAt: string;
}

/**
 * The support desk (issue 20): where a customer's call-back request goes. A real desk (a call centre's
 * queue, a chat service) implements this and is chosen by SUPPORT_DESK; `inbox` (the only one here: this
 * machine has no call centre) keeps every request in the support_callbacks table, which developers and
 * browser tests read at /api/dev/support-inbox and /dev/support-inbox.
 */
export interface SupportDesk {
  requestCallback(request: CallbackRequest & { customerId: number | null }): Promise<TakenCallback>;
}

export type SupportDeskName = 'inbox';

export interface InboxCallback {
  id: number;
  customerId: number | null;
  name: string;
  mobile: string;
  topic: string;
  note: string | null;
  createdAt: string;
}

/** The development desk: every request is a row of support_callbacks. */
export function inboxDesk(db: Db, now: () => Date): SupportDesk {
  return {
    async requestCallback({ customerId, name, mobile, topic, note }) {
      const createdAt = now().toISOString();
      const { id } = await db
        .insertInto('support_callbacks')
        .values({ customer_id: customerId, name, mobile, topic, note, created_at: createdAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id, createdAt };
    },
  };
}

export function createSupportDesk(name: SupportDeskName, db: Db, now: () => Date): SupportDesk {
  switch (name) {
    case 'inbox':
      return inboxDesk(db, now);
  }
}

/** The development inbox, newest first, of one mobile or of all; at most `limit` requests. */
export async function listSupportInbox(db: Db, mobile: string | null, limit = 50): Promise<InboxCallback[]> {
  const all = db
    .selectFrom('support_callbacks')
    .select(['id', 'customer_id', 'name', 'mobile', 'topic', 'note', 'created_at'])
    .orderBy('id', 'desc')
    .limit(limit);
  const rows = await (mobile === null ? all : all.where('mobile', '=', mobile)).execute();
  return rows.map((r) => ({ id: r.id, customerId: r.customer_id, name: r.name, mobile: r.mobile, topic: r.topic, note: r.note, createdAt: r.created_at }));
}
