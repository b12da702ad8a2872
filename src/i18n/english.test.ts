import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../domain/account-messages.ts';
import { CHECKOUT_MESSAGES, INTERNAL_VALIDATION_WITH_CONTACT } from '../../domain/checkout-messages.ts';
import { CMS_MESSAGES } from '../../domain/cms-messages.ts';
import { EXTERNAL_SIGN_IN_MESSAGES } from '../../domain/external-sign-in-messages.ts';
import { GIFT_MESSAGES } from '../../domain/gift-messages.ts';
import { JOB_MESSAGES } from '../../domain/jobs-messages.ts';
import { LEAD_MESSAGES } from '../../domain/lead-messages.ts';
import { messageKeyOfText } from '../../domain/message-keys.ts';
import { CUSTOMER_MESSAGES } from '../../domain/messages.ts';
import { NEWSLETTER_MESSAGES } from '../../domain/newsletter-messages.ts';
import { backInStockNotice, NOTIFY_ME_MESSAGES } from '../../domain/notify-me-messages.ts';
import { OFFLINE_MESSAGES } from '../../domain/offline-messages.ts';
import { DETRACTOR_REASONS, ORDER_STATUS_MESSAGES, ORDER_TIMELINE, PROMOTER_REASONS } from '../../domain/order-rules.ts';
import { PASSWORD_RESET_MESSAGES } from '../../domain/password-reset-messages.ts';
import { FEEDBACK_OPTIONS } from '../../domain/retention.ts';
import { RETENTION_MESSAGES } from '../../domain/retention-messages.ts';
import { PROVIDER_NAME } from '../../domain/session-messages.ts';
import { STAFF_MESSAGES } from '../../domain/staff-messages.ts';
import { SUPPORT_MESSAGES } from '../../domain/support-messages.ts';
import { ENGLISH, english } from './english.ts';

/**
 * The upstream words its refusals and records from the domain's constants; the storefront shows the
 * English resources. They must be the same text, key by key, or the gateway could not key the
 * upstream's messages (gateway/message-keys.ts) and English pages would differ from the server's words.
 */
const prefixed = (prefix: string, entries: Record<string, string>) => Object.entries(entries).map(([key, text]) => [`${prefix}${key}`, text] as const);

describe('the English resources', () => {
  it.each<readonly [string, string]>([
    ...prefixed('messages.', CUSTOMER_MESSAGES),
    ...prefixed('account.messages.', ACCOUNT_MESSAGES),
    ...prefixed('checkout.messages.', CHECKOUT_MESSAGES),
    ...prefixed('staff.messages.', STAFF_MESSAGES),
    ...prefixed('leads.messages.', LEAD_MESSAGES),
    ...prefixed('retention.messages.', RETENTION_MESSAGES),
    ...prefixed('cms.messages.', CMS_MESSAGES),
    ...prefixed('support.messages.', SUPPORT_MESSAGES),
    ...prefixed('careers.messages.', JOB_MESSAGES),
    ...prefixed('account.notifyMe.messages.', NOTIFY_ME_MESSAGES),
    ['account.notifyMe.backInStock', backInStockNotice('{{name}}')] as const,
    ...prefixed('passwordReset.messages.', PASSWORD_RESET_MESSAGES),
    ...prefixed('externalSignIn.messages.', EXTERNAL_SIGN_IN_MESSAGES),
    ...prefixed('gifts.messages.', GIFT_MESSAGES),
    ...prefixed('newsletter.messages.', NEWSLETTER_MESSAGES),
    ...prefixed('retention.feedback.', FEEDBACK_OPTIONS),
    ['checkout.messages.internalValidationWithContact', INTERNAL_VALIDATION_WITH_CONTACT] as const,
    ...ORDER_TIMELINE.map((step) => [`account.orders.statusMessages.${step.status}`, step.message] as const),
    ...prefixed('account.orders.statusMessages.', ORDER_STATUS_MESSAGES),
    ...DETRACTOR_REASONS.map((reason, i) => [`account.orders.detractors.${i}`, reason] as const),
    ...PROMOTER_REASONS.map((reason, i) => [`account.orders.promoters.${i}`, reason] as const),
    ['offline.indicator', OFFLINE_MESSAGES.noConnection] as const,
    ['offline.pageUnavailable', OFFLINE_MESSAGES.pageUnavailable] as const,
    ['offline.categoryNotSynced', OFFLINE_MESSAGES.categoryNotSynced] as const,
    ['account.tickets.support', PROVIDER_NAME] as const,
  ])('%s is the domain’s wording', (key, text) => {
    expect(ENGLISH[key]).toBe(text);
  });

  it('words a message in English with its parameters and plural form', () => {
    expect(english('messages.quantityBelow', { limit: 101 })).toBe('Quantity must be below 101');
    expect(english('account.orders.items', { count: 1 })).toBe('1 item');
    expect(english('account.orders.items', { count: 4 })).toBe('4 items');
  });
});

describe('the keys the upstream sends with its refusals (domain/message-keys.ts)', () => {
  const texts = [
    ...Object.values(CUSTOMER_MESSAGES),
    ...Object.values(ACCOUNT_MESSAGES),
    ...Object.values(CHECKOUT_MESSAGES),
    INTERNAL_VALIDATION_WITH_CONTACT,
  ];

  it.each(texts.filter((text) => !text.includes('{{')))('%s is sent with a key whose English is that text', (text) => {
    const key = messageKeyOfText(text);
    expect(key).not.toBeNull();
    expect(ENGLISH[key as string]).toBe(text);
  });

  it('sends no key for text of its own or a filled template', () => {
    expect(messageKeyOfText('Something the catalogues do not say')).toBeNull();
    expect(messageKeyOfText('Quantity must be below 101')).toBeNull();
  });
});
