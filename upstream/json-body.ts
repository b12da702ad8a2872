import type { Context } from 'hono';

/** The JSON body as an object ({} for anything else), so that field rules answer with their own messages. */
export async function jsonObjectBody(c: Context): Promise<Record<string, unknown>> {
  const body: unknown = await c.req.json().catch(() => null);
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}
