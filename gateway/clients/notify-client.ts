import { z } from 'zod';
import { parseResult, type UpstreamFetch } from './http.ts';

const RawWishSchema = z.object({
  id: z.string(),
  sku: z.string(),
  name: z.string(),
  url_path: z.string(),
  created_at: z.string(),
  notified_at: z.string().nullable(),
});

const reshape = (w: z.infer<typeof RawWishSchema>) => ({
  id: w.id,
  sku: w.sku,
  name: w.name,
  path: `/${w.url_path}`,
  createdAt: w.created_at,
  notifiedAt: w.notified_at,
});

/** Notify me (issue 20): the customer's wishes under /api/account/notify-me. */
export function notifyClient(call: UpstreamFetch) {
  return {
    list: async (token: string) => parseResult(z.array(RawWishSchema), await call('/api/account/notify-me', { token })).map(reshape),
    save: async (token: string, sku: string) => {
      const result = parseResult(
        z.object({ wish: RawWishSchema, already_waiting: z.boolean() }),
        await call('/api/account/notify-me', { method: 'POST', token, body: { sku } }),
      );
      return { wish: reshape(result.wish), alreadyWaiting: result.already_waiting };
    },
    stop: async (token: string, id: string) =>
      parseResult(z.literal(true), await call(`/api/account/notify-me/${encodeURIComponent(id)}`, { method: 'DELETE', token })),
  };
}
export type NotifyClient = ReturnType<typeof notifyClient>;
