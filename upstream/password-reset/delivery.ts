import type { MailSender } from '../mail/sender.ts';
import type { SmsSender } from '../sms/sender.ts';

/** Where a reset link goes: the account's e-mail or mobile, whichever the person asked with. */
export type ResetDestination = { channel: 'email'; email: string } | { channel: 'mobile'; mobile: string };

/** Sends the reset link by the channel asked for: a mobile through the SMS port, an e-mail through the mail port. */
export function resetLinkDelivery(sms: SmsSender, mail: MailSender) {
  return async (to: ResetDestination, link: string, minutes: number) => {
    const text = `Purba Pharmacy: to set a new password, open ${link} within ${minutes} minutes. If you did not ask for this, ignore this message.`;
    if (to.channel === 'mobile') await sms.send(to.mobile, text);
    else await mail.send({ to: to.email, subject: 'Reset your Purba Pharmacy password', body: text });
  };
}
