import type { Db } from '../db/open.ts';
import type { MailSender } from './sender.ts';

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  body: string;
  createdAt: string;
}

/** The development mail sender: every message is a row of mail_outbox. */
export function outboxMailer(db: Db, now: () => Date): MailSender {
  return {
    async send({ to, subject, body }) {
      await db.insertInto('mail_outbox').values({ recipient: to.trim().toLowerCase(), subject, body, created_at: now().toISOString() }).execute();
    },
  };
}

/** The outbox, newest first, of one address (compared in lower case) or of all; at most `limit` messages. */
export async function listMailOutbox(db: Db, to: string | null, limit = 50): Promise<OutboxMail[]> {
  const all = db.selectFrom('mail_outbox').select(['id', 'recipient', 'subject', 'body', 'created_at']).orderBy('id', 'desc').limit(limit);
  const rows = await (to === null ? all : all.where('recipient', '=', to.trim().toLowerCase())).execute();
  return rows.map((r) => ({ id: r.id, to: r.recipient, subject: r.subject, body: r.body, createdAt: r.created_at }));
}
