import { legacy } from '../db/database.ts';
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
  const insert = legacy(db).prepare<[string, string, string]>('INSERT INTO sms_outbox (mobile, body, created_at) VALUES (?, ?, ?)');
  return {
    async send(mobile, body) {
      insert.run(mobile, body, now().toISOString());
    },
  };
}

/** The outbox, newest first, of one number or of all; at most `limit` messages. */
export function listOutbox(db: Db, mobile: string | null, limit = 50): OutboxMessage[] {
  if (mobile === null) {
    return legacy(db).prepare<[number], OutboxMessage>('SELECT id, mobile, body, created_at FROM sms_outbox ORDER BY id DESC LIMIT ?').all(limit);
  }
  return legacy(db)
    .prepare<[string, number], OutboxMessage>('SELECT id, mobile, body, created_at FROM sms_outbox WHERE mobile = ? ORDER BY id DESC LIMIT ?')
    .all(mobile, limit);
}
