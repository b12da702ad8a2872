import type { Db } from '../db/open.ts';
import { outboxMailer } from './outbox.ts';

/** One plain-text e-mail: to one address, a subject line and a body. */
export interface MailMessage {
  to: string;
  subject: string;
  body: string;
}

/**
 * Sends an e-mail (issue 20: the newsletter's coupon; meant to be reused by any feature that mails a
 * person, such as a password-reset link). A real mail service implements this and is chosen by
 * MAIL_SENDER; `outbox` (the only one here: this machine sends no mail) keeps the messages in the
 * mail_outbox table, which developers and browser tests read at /api/dev/mail-outbox and the
 * /dev/mail-outbox page (DEV_TOOLS only), as the SMS port does with its outbox.
 */
export interface MailSender {
  send(message: MailMessage): Promise<void>;
}

export type MailSenderName = 'outbox';

export function createMailSender(name: MailSenderName, db: Db, now: () => Date): MailSender {
  switch (name) {
    case 'outbox':
      return outboxMailer(db, now);
  }
}
