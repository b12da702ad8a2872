import { z } from 'zod';
import { parseResult, type UpstreamFetch } from './http.ts';

const SubscriptionSchema = z.object({ couponCode: z.string(), percent: z.number().int(), channel: z.enum(['SMS', 'EMAIL']) });
const StatusSchema = z.object({ hasSubscribed: z.boolean() });
const UnsubscribedSchema = z.object({ message: z.string() });
const OutboxSchema = z.array(z.object({ id: z.number().int(), to: z.string(), subject: z.string(), body: z.string(), createdAt: z.string() }));

/** The newsletter (issue 20; upstream/newsletter/) and the development mail outbox. */
export function newsletterClient(call: UpstreamFetch) {
  return {
    subscribe: async (token: string | null, clientAddress: string | null, contact: string, locale: string) =>
      parseResult(SubscriptionSchema, await call('/api/newsletter/subscribe', { method: 'POST', token, clientAddress, body: { contact, locale } })),
    unsubscribe: async (token: string) =>
      parseResult(UnsubscribedSchema, await call('/api/newsletter/unsubscribe', { method: 'POST', body: { token } })).message,
    status: async (token: string | null) => parseResult(StatusSchema, await call('/api/newsletter/mine', { token })),
    mailOutbox: async (to: string | null) =>
      parseResult(OutboxSchema, await call('/api/dev/mail-outbox', { query: { to: to ?? undefined } })).map((m) => ({ ...m, id: String(m.id) })),
  };
}
export type NewsletterClient = ReturnType<typeof newsletterClient>;
