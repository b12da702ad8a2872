import { z } from 'zod';
import { parseResult, type UpstreamFetch } from './http.ts';
import { accountFilePath, uploadForm } from './prescriptions-client.ts';

const RawTicketSchema = z.object({
  id: z.string(),
  issue_type: z.string(),
  subject: z.string(),
  status: z.enum(['OPEN', 'IN_PROGRESS', 'RESOLVED', 'CLOSED']),
  order_id: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  comments: z.array(z.object({ id: z.string(), body: z.string(), mine: z.boolean(), created_at: z.string() })),
  files: z.array(z.object({ id: z.string(), file_name: z.string(), mime_type: z.string(), size: z.number().int() })),
});

function reshapeTicket(raw: z.infer<typeof RawTicketSchema>) {
  return {
    id: raw.id,
    issueType: raw.issue_type,
    subject: raw.subject,
    status: raw.status,
    orderId: raw.order_id,
    createdAt: raw.created_at,
    updatedAt: raw.updated_at,
    comments: raw.comments.map((c) => ({ id: c.id, body: c.body, mine: c.mine, createdAt: c.created_at })),
    files: raw.files.map((f) => ({ id: f.id, fileName: f.file_name, mimeType: f.mime_type, size: f.size, path: accountFilePath(f.id) })),
  };
}
export type TicketRecord = ReturnType<typeof reshapeTicket>;

const ticket = async (work: Promise<unknown>) => reshapeTicket(parseResult(RawTicketSchema, await work));
const at = (id: string, rest = '') => `/api/account/tickets/${encodeURIComponent(id)}${rest}`;

/** Support tickets (getCustomersTickets, createNewTicket, addNewComment, uploadTicketFile). */
export function ticketsClient(call: UpstreamFetch) {
  return {
    list: async (token: string) => parseResult(z.array(RawTicketSchema), await call('/api/account/tickets', { token })).map(reshapeTicket),
    get: (token: string, id: string) => ticket(call(at(id), { token })),
    create: (token: string, input: { issueType: string; subject: string; body: string; orderId?: string | null | undefined }) =>
      ticket(call('/api/account/tickets', { method: 'POST', token, body: input })),
    comment: (token: string, id: string, body: string) => ticket(call(at(id, '/comments'), { method: 'POST', token, body: { body } })),
    attach: async (token: string, id: string, file: File) =>
      ticket(call(at(id, '/files'), { method: 'POST', token, body: await uploadForm(file), timeoutMs: 30_000 })),
  };
}
export type TicketsClient = ReturnType<typeof ticketsClient>;
