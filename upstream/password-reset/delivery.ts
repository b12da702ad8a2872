import type { Db } from '../db/open.ts';
import type { SmsSender } from '../sms/sender.ts';

/**
 * Sends an e-mail. A real mail service implements this; `outbox` (the only one here: this machine
 * sends no e-mail) keeps each message in the reset_mail_outbox table, which developers and browser
 * tests read at /api/dev/reset-mail-outbox (the page /dev/reset-outbox). Kept minimal and apart from
 * upstream/mail/ (another branch of issue 20), to be unified with it when both are merged.
 */
export interface ResetMailSender {
  send(email: string, subject: string, body: string): Promise<void>;
}

export interface ResetMailMessage {
  id: number;
  email: string;
  subject: string;
  body: string;
  created_at: string;
}

export function resetMailOutbox(db: Db, now: () => Date): ResetMailSender {
  return {
    async send(email, subject, body) {
      await db.insertInto('reset_mail_outbox').values({ email, subject, body, created_at: now().toISOString() }).execute();
    },
  };
}

/** The development mail outbox, newest first, of one address (any case) or of all; at most `limit`. */
export function listResetMail(db: Db, email: string | null, limit = 50): Promise<ResetMailMessage[]> {
  const all = db.selectFrom('reset_mail_outbox').select(['id', 'email', 'subject', 'body', 'created_at']).orderBy('id', 'desc').limit(limit);
  return (email === null ? all : all.where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))).execute();
}

/** Where a reset link goes: the account's e-mail or mobile, whichever the person asked with. */
export type ResetDestination = { channel: 'email'; email: string } | { channel: 'mobile'; mobile: string };

/** Sends the reset link by the channel asked for: a mobile through the SMS port, an e-mail through the mail port. */
export function resetLinkDelivery(sms: SmsSender, mail: ResetMailSender) {
  return async (to: ResetDestination, link: string, minutes: number) => {
    const text = `Purba Pharmacy: to set a new password, open ${link} within ${minutes} minutes. If you did not ask for this, ignore this message.`;
    if (to.channel === 'mobile') await sms.send(to.mobile, text);
    else await mail.send(to.email, 'Reset your Purba Pharmacy password', text);
  };
}
