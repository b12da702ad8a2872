import { ACCOUNT_MESSAGES } from '../../domain/account-messages.ts';
import { CHECKOUT_MESSAGES, INTERNAL_VALIDATION_WITH_CONTACT } from '../../domain/checkout-messages.ts';
import type { Messages } from './en-US.ts';
import { type IslandStrings, translateMessage } from './island.ts';

/* The account area's island strings, apart from island.ts so that catalogue pages never ship them. */
function flatten(value: unknown, prefix: string, into: IslandStrings): IslandStrings {
  if (typeof value === 'string') into[prefix] = value;
  else if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) flatten(inner, `${prefix}.${key}`, into);
  return into;
}

const flatByMessages = new WeakMap<Messages, IslandStrings>();

/** The account islands' strings: `account.*` (with the account messages) and the spec messages; flattened once per language. */
export function accountStrings(messages: Messages): IslandStrings {
  const known = flatByMessages.get(messages);
  if (known) return known;
  const flat = flatten(messages.account, 'account', {});
  for (const [key, value] of Object.entries(messages.messages)) flat[`messages.${key}`] = value;
  for (const [key, value] of Object.entries(messages.cart)) flat[`cart.${key}`] = value;
  flatByMessages.set(messages, flat);
  return flat;
}

/** The checkout's, payment pages' and thank-you page's strings: the account's, and `checkout.*`. */
export function checkoutStrings(messages: Messages): IslandStrings {
  const flat = { ...accountStrings(messages) };
  return flatten(messages.checkout, 'checkout', flat);
}

const ENGLISH_ACCOUNT_MESSAGES = new Map(Object.entries(ACCOUNT_MESSAGES).map(([key, text]) => [text as string, `account.messages.${key}`]));
const ENGLISH_CHECKOUT_MESSAGES = new Map([
  ...Object.entries(CHECKOUT_MESSAGES).map(([key, text]) => [text as string, `checkout.messages.${key}`] as const),
  [INTERNAL_VALIDATION_WITH_CONTACT, 'checkout.messages.internalValidationWithContact'] as const,
]);

/**
 * A message the gateway worded in English, in the island's language: the account's and the checkout's
 * wording, else the customer messages; a message it does not know is shown as it came.
 */
export function translateAccountMessage(english: string, strings: IslandStrings): string {
  const key = ENGLISH_ACCOUNT_MESSAGES.get(english) ?? ENGLISH_CHECKOUT_MESSAGES.get(english);
  const translated = key ? strings[key] : undefined;
  return translated ?? translateMessage(english, strings);
}
