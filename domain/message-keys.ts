import { ACCOUNT_MESSAGES } from './account-messages.ts';
import { CHECKOUT_MESSAGES, INTERNAL_VALIDATION_WITH_CONTACT } from './checkout-messages.ts';
import { CMS_MESSAGES } from './cms-messages.ts';
import { EXTERNAL_SIGN_IN_MESSAGES } from './external-sign-in-messages.ts';
import { GIFT_MESSAGES } from './gift-messages.ts';
import { JOB_MESSAGES } from './jobs-messages.ts';
import { LEAD_MESSAGES } from './lead-messages.ts';
import { CUSTOMER_MESSAGES } from './messages.ts';
import { NEWSLETTER_MESSAGES } from './newsletter-messages.ts';
import { NOTIFY_ME_MESSAGES } from './notify-me-messages.ts';
import { PASSWORD_RESET_MESSAGES } from './password-reset-messages.ts';
import { RETENTION_MESSAGES } from './retention-messages.ts';
import { STAFF_MESSAGES } from './staff-messages.ts';
import { SUPPORT_MESSAGES } from './support-messages.ts';

/**
 * The message key of each of the domain's English messages: the name it has in its catalogue, under the
 * catalogue's namespace in the interface strings (`messages.`, `account.messages.`, `checkout.messages.`;
 * src/i18n/english.test.ts holds the texts equal). The upstream sends the key with every refusal it
 * words from these catalogues, so no layer has to read English back. Where two catalogues share a text,
 * the customer messages win (every island has them), then the account's, the checkout's, the staff's.
 * Templates ({{placeholders}}) are left out: their senders give the key and its parameters themselves.
 */
const CATALOGUES: [prefix: string, messages: Record<string, string>][] = [
  ['messages.', CUSTOMER_MESSAGES],
  ['account.messages.', ACCOUNT_MESSAGES],
  ['checkout.messages.', { ...CHECKOUT_MESSAGES, internalValidationWithContact: INTERNAL_VALIDATION_WITH_CONTACT }],
  ['staff.messages.', STAFF_MESSAGES],
  ['leads.messages.', LEAD_MESSAGES],
  ['retention.messages.', RETENTION_MESSAGES],
  ['cms.messages.', CMS_MESSAGES],
  ['support.messages.', SUPPORT_MESSAGES],
  ['careers.messages.', JOB_MESSAGES],
  ['account.notifyMe.messages.', NOTIFY_ME_MESSAGES],
  ['passwordReset.messages.', PASSWORD_RESET_MESSAGES],
  ['externalSignIn.messages.', EXTERNAL_SIGN_IN_MESSAGES],
  ['gifts.messages.', GIFT_MESSAGES],
  ['newsletter.messages.', NEWSLETTER_MESSAGES],
];

const KEYS = new Map<string, string>();
for (const [prefix, messages] of CATALOGUES)
  for (const [name, text] of Object.entries(messages)) if (!text.includes('{{') && !KEYS.has(text)) KEYS.set(text, `${prefix}${name}`);

/** 'Address not found' -> 'account.messages.addressNotFound'; text that is not one of the catalogues' -> null. */
export function messageKeyOfText(text: string): string | null {
  return KEYS.get(text) ?? null;
}
