import { z } from 'zod';
import { parseResult, type UpstreamFetch } from './http.ts';

const HoursSchema = z.object({ open: z.boolean(), opensAt: z.string(), closesAt: z.string() });
const RequestedSchema = z.object({ id: z.number().int(), createdAt: z.string() });
const InboxSchema = z.array(
  z.object({
    id: z.number().int(),
    customerId: z.number().int().nullable(),
    name: z.string(),
    mobile: z.string(),
    topic: z.string(),
    note: z.string().nullable(),
    createdAt: z.string(),
  }),
);

export interface CallbackInput {
  name: string;
  mobile?: string | null | undefined;
  topic: string;
  note?: string | null | undefined;
}

/** Support hours and call-back requests (issue 20; upstream/support/), and the development desk's inbox. */
export function supportClient(call: UpstreamFetch) {
  return {
    hours: async () => parseResult(HoursSchema, await call('/api/support/hours')),
    requestCallback: async (token: string | null, clientAddress: string | null, input: CallbackInput) => {
      const done = parseResult(RequestedSchema, await call('/api/support/callback', { method: 'POST', token, clientAddress, body: input }));
      return { id: String(done.id), createdAt: done.createdAt };
    },
    inbox: async (mobile: string | null) =>
      parseResult(InboxSchema, await call('/api/dev/support-inbox', { query: { mobile: mobile ?? undefined } })).map((r) => ({
        id: String(r.id),
        guest: r.customerId === null,
        name: r.name,
        mobile: r.mobile,
        topic: r.topic,
        note: r.note,
        createdAt: r.createdAt,
      })),
  };
}
export type SupportClient = ReturnType<typeof supportClient>;
