import { z } from 'zod';
import { parseResult, type UpstreamFetch } from './http.ts';

const RawSmsSchema = z.array(z.object({ id: z.number().int(), mobile: z.string(), body: z.string(), created_at: z.string() }));

export interface SmsMessage {
  id: string;
  mobile: string;
  body: string;
  createdAt: string;
}

/** The upstream's developer routes (DEV_TOOLS): the development SMS sender's outbox. */
export function devClient(call: UpstreamFetch) {
  return {
    smsOutbox: async (mobile: string | null): Promise<SmsMessage[]> =>
      parseResult(RawSmsSchema, await call('/api/dev/sms-outbox', { query: { mobile: mobile ?? undefined } })).map((m) => ({
        id: String(m.id),
        mobile: m.mobile,
        body: m.body,
        createdAt: m.created_at,
      })),
  };
}
export type DevClient = ReturnType<typeof devClient>;
