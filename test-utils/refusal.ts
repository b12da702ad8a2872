import { messageKeyOfText } from '../domain/message-keys.ts';

/**
 * The body of an upstream refusal as a route sends it: the code, the English message, and in meta the
 * message's key (domain/message-keys.ts) beside whatever else the route adds. A templated message's
 * key and parameters are the route's to give, so tests of those write them out.
 */
export function refusal(code: number, result: string, meta: Record<string, unknown> = {}) {
  const messageKey = messageKeyOfText(result);
  const withKey = messageKey ? { ...meta, messageKey } : meta;
  return Object.keys(withKey).length > 0 ? { code, result, meta: withKey } : { code, result };
}
