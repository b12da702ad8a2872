import type { Db } from '../db/open.ts';
import type { SmsSender } from './sender.ts';

export interface OutboxMessage {
  id: number;
  mobile: string;
  body: string;
  created_at: string;
}

/** The development sender: every message is a row of sms_outbox. */
export function outboxSender(db: Db, now: () => Date): SmsSender {
  return {
    async send(mobile, body) {
      await db.insertInto('sms_outbox').values({ mobile, body, created_at: now().toISOString() }).execute();
    },
  };
}

/** The outbox, newest first, of one number or of all; at most `limit` messages. */
export function listOutbox(db: Db, mobile: string | null, limit = 50): Promise<OutboxMessage[]> {
  const all = db.selectFrom('sms_outbox').select(['id', 'mobile', 'body', 'created_at']).orderBy('id', 'desc').limit(limit);
  return (mobile === null ? all : all.where('mobile', '=', mobile)).execute();
}
