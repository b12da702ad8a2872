import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ACCOUNT_MESSAGES } from '../../domain/account-messages.ts';
import { messageKeyOfText } from '../../domain/message-keys.ts';

/** Every reply has the spec's shape { code, result, meta } (storefront.md §7). */
export function ok<T>(c: Context, result: T, meta?: Record<string, unknown>) {
  return c.json({ code: 200, result, ...(meta ? { meta } : {}) }, 200);
}

/**
 * An error reply: the HTTP status and `code` agree, `result` carries the English message, and
 * `meta.messageKey` its key in the interface strings when it is one of the domain's messages (a
 * sender of a template gives the key and `meta.params` itself), so the gateway reads no English.
 */
export function fail(c: Context, status: ContentfulStatusCode, message: string, meta?: Record<string, unknown>) {
  const messageKey = meta?.['messageKey'] ?? messageKeyOfText(message);
  const withKey = messageKey ? { ...meta, messageKey } : meta;
  return c.json({ code: status, result: message, ...(withKey ? { meta: withKey } : {}) }, status);
}

/** 429 'Please try after some time!' with the wait in meta.retryAfter (seconds) and the Retry-After header. */
export function tooMany(c: Context, retryAfter: number) {
  c.header('Retry-After', String(retryAfter));
  return fail(c, 429, ACCOUNT_MESSAGES.tryLater, { retryAfter });
}
