import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Every reply has the spec's shape { code, result, meta } (storefront.md §7). */
export function ok<T>(c: Context, result: T, meta?: Record<string, unknown>) {
  return c.json({ code: 200, result, ...(meta ? { meta } : {}) }, 200);
}

/** An error reply: the HTTP status and `code` agree, `result` carries the message. */
export function fail(c: Context, status: ContentfulStatusCode, message: string, meta?: Record<string, unknown>) {
  return c.json({ code: status, result: message, ...(meta ? { meta } : {}) }, status);
}
