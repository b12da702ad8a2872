import { ACCOUNT_MESSAGES } from '../../domain/account-messages.ts';
import { CHECKOUT_MESSAGES, INTERNAL_VALIDATION_WITH_CONTACT } from '../../domain/checkout-messages.ts';
import { CUSTOMER_MESSAGES } from '../../domain/messages.ts';
import { type IslandStrings, type KeyedMessage, translateMessage } from './island.ts';

/*
 * The account area's message lookup, apart from island.ts so that catalogue pages never ship it: the
 * keys of the messages the account and checkout stores word themselves from the domain's constants
 * (the account's wording first, as the gateway keys them).
 */
const LOCAL_MESSAGE_KEYS = new Map<string, string>([
  ...Object.entries(CUSTOMER_MESSAGES).map(([key, text]) => [text, `messages.${key}`] as const),
  ...Object.entries(CHECKOUT_MESSAGES).map(([key, text]) => [text as string, `checkout.messages.${key}`] as const),
  [INTERNAL_VALIDATION_WITH_CONTACT, 'checkout.messages.internalValidationWithContact'],
  ...Object.entries(ACCOUNT_MESSAGES).map(([key, text]) => [text as string, `account.messages.${key}`] as const),
]);

/** A message in the account or checkout island's language (see translateMessage). */
export function translateAccountMessage(message: string | KeyedMessage, strings: IslandStrings): string {
  return translateMessage(message, strings, LOCAL_MESSAGE_KEYS);
}
