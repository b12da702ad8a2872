import { messageKeyOfText } from '../../domain/message-keys.ts';
import { type IslandStrings, type KeyedMessage, translateMessage } from './island.ts';

/*
 * The account and checkout islands' message lookup, apart from island.ts so that catalogue pages never
 * ship it: a message a store words itself from the domain's constants gets the key the upstream would
 * send with it (domain/message-keys.ts: the customer messages first, which every island has).
 */

/** A message in the account or checkout island's language (see translateMessage). */
export function translateAccountMessage(message: string | KeyedMessage, strings: IslandStrings): string {
  return translateMessage(message, strings, messageKeyOfText);
}
