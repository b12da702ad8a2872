import { z } from 'zod';
import { ORDER_STATUSES } from '../../domain/order-rules.ts';
import { CALL_KINDS, CALL_STATUSES, ORDER_CHANNELS } from '../../domain/retention.ts';
import { parseResult, type UpstreamFetch } from './http.ts';

const Count = z.number().int().min(0);
const Channel = z.enum(ORDER_CHANNELS);
const RawAdviserSchema = z.object({ sid: z.string(), name: z.string().nullable() });
const StaffRoleSchema = z.enum(['franchise', 'assistant', 'admin', 'adviser', 'customer', 'editor']);

const RawCallSchema = z.object({
  id: z.string(),
  kind: z.enum(CALL_KINDS),
  status: z.enum(CALL_STATUSES),
  found_at: z.string(),
  customer: z.object({ sid: z.string(), name: z.string().nullable(), mobile: z.string() }),
  trigger_order: z.object({ id: z.string(), number: z.string(), placed_at: z.string(), channel: Channel }),
  previous_channel: Channel.nullable(),
  adviser: RawAdviserSchema.nullable(),
  feedback: z.string().nullable(),
  notes: z.string().nullable(),
  next_call_on: z.string().nullable(),
  done_at: z.string().nullable(),
  updated_at: z.string(),
  demo: z.boolean(),
});
const RawListSchema = z.object({ items: z.array(RawCallSchema), total: Count, start: Count, size: Count, found_at: z.string().nullable() });
const RawCountsSchema = z.object({ pending: Count, done: Count, due: Count });
const RawKindCountsSchema = z.object({ migration: RawCountsSchema, retention: RawCountsSchema, total: RawCountsSchema });
const RawSummarySchema = RawKindCountsSchema.extend({
  by_adviser: z.array(z.object({ adviser: RawAdviserSchema.nullable(), counts: RawKindCountsSchema })),
});
const RawAdvisersSchema = z.array(z.object({ sid: z.string(), name: z.string().nullable(), blocked: z.boolean(), pending: Count }));
const RawDetailSchema = z.object({
  customer: z.object({ sid: z.string(), name: z.string().nullable(), mobile: z.string() }),
  calls: z.array(RawCallSchema),
  last_order: z
    .object({
      id: z.string(),
      number: z.string(),
      placed_at: z.string(),
      status: z.enum(ORDER_STATUSES),
      payment_method: z.enum(['COD', 'ONLINE', 'WALLET']),
      total_paise: z.number().int(),
      channel: Channel,
      placed_by: z.object({ name: z.string().nullable(), role: StaffRoleSchema.nullable() }).nullable(),
      shop: z.string().nullable(),
      city: z.string(),
      pin_code: z.string(),
      items: z.array(z.object({ sku: z.string(), name: z.string(), qty: z.number().int(), price_paise: z.number().int() })),
    })
    .nullable(),
  previous_order: z.object({ id: z.string(), number: z.string(), placed_at: z.string(), channel: Channel }).nullable(),
  order_count: Count,
  days_since_last_order: Count.nullable(),
});
const RawFoundSchema = z.object({ migration: Count, retention: Count, found_at: z.string().nullable() });
const RawSentSchema = z.object({ id: z.number().int(), mobile: z.string(), body: z.string(), created_at: z.string() });
const RawOutboxSchema = z.array(
  z.object({ id: z.number().int(), mobile: z.string(), body: z.string(), customer_sid: z.string(), sent_by: z.string().nullable(), created_at: z.string() }),
);

const upper = <T extends string>(value: T) => value.toUpperCase() as Uppercase<T>;
const adviserOf = (a: z.infer<typeof RawAdviserSchema> | null) => a && { id: a.sid, name: a.name };

function reshapeCall(raw: z.infer<typeof RawCallSchema>) {
  return {
    id: raw.id,
    kind: raw.kind,
    status: raw.status,
    foundAt: raw.found_at,
    customer: { cusSid: raw.customer.sid, name: raw.customer.name, mobile: raw.customer.mobile },
    triggerOrder: { id: raw.trigger_order.id, number: raw.trigger_order.number, placedAt: raw.trigger_order.placed_at, channel: raw.trigger_order.channel },
    previousChannel: raw.previous_channel,
    adviser: adviserOf(raw.adviser),
    feedback: raw.feedback,
    notes: raw.notes,
    nextCallOn: raw.next_call_on,
    doneAt: raw.done_at,
    updatedAt: raw.updated_at,
    demo: raw.demo,
  };
}
export type RetentionCallRecord = ReturnType<typeof reshapeCall>;

function reshapeDetail(raw: z.infer<typeof RawDetailSchema>) {
  const order = raw.last_order;
  return {
    customer: { cusSid: raw.customer.sid, name: raw.customer.name, mobile: raw.customer.mobile },
    calls: raw.calls.map(reshapeCall),
    lastOrder: order && {
      id: order.id,
      number: order.number,
      placedAt: order.placed_at,
      status: order.status,
      paymentMethod: order.payment_method,
      total: order.total_paise,
      channel: order.channel,
      placedBy: order.placed_by?.role ? { name: order.placed_by.name, role: upper(order.placed_by.role) } : null,
      shop: order.shop,
      city: order.city,
      pinCode: order.pin_code,
      items: order.items.map((i) => ({ sku: i.sku, name: i.name, qty: i.qty, price: i.price_paise })),
    },
    previousOrder: raw.previous_order && {
      id: raw.previous_order.id,
      number: raw.previous_order.number,
      placedAt: raw.previous_order.placed_at,
      channel: raw.previous_order.channel,
    },
    orderCount: raw.order_count,
    daysSinceLastOrder: raw.days_since_last_order,
  };
}

export type RetentionCustomerRecord = ReturnType<typeof reshapeDetail>;

export interface RetentionListQuery {
  kind?: string | undefined;
  status?: string | undefined;
  adviser?: string | undefined;
  followUps?: boolean | undefined;
  start?: number | undefined;
  size?: number | undefined;
}

export interface RetentionFeedbackBody {
  feedback: string;
  notes?: string | null | undefined;
  nextCallOn?: string | null | undefined;
}

/**
 * Migration and retention calls on the upstream (staff-tools.md §7 Migration and retention:
 * /api/staff/retention/*), with the staff user's own token; who sees which call is the upstream's to
 * decide (another adviser's call is 404 there).
 */
export function retentionClient(call: UpstreamFetch) {
  const base = '/api/staff/retention';
  const path = (id: string) => encodeURIComponent(id);
  return {
    calls: async (token: string, q: RetentionListQuery) => {
      const raw = parseResult(
        RawListSchema,
        await call(`${base}/calls`, {
          token,
          query: {
            kind: q.kind,
            status: q.status,
            adviser: q.adviser,
            follow_ups: q.followUps ? '1' : undefined,
            start: q.start,
            size: q.size,
          },
        }),
      );
      return { items: raw.items.map(reshapeCall), total: raw.total, start: raw.start, size: raw.size, foundAt: raw.found_at };
    },
    summary: async (token: string) => {
      const raw = parseResult(RawSummarySchema, await call(`${base}/summary`, { token }));
      return {
        migration: raw.migration,
        retention: raw.retention,
        total: raw.total,
        byAdviser: raw.by_adviser.map((a) => ({ adviser: adviserOf(a.adviser), ...a.counts })),
      };
    },
    advisers: async (token: string) =>
      parseResult(RawAdvisersSchema, await call(`${base}/advisers`, { token })).map((a) => ({
        adviser: { id: a.sid, name: a.name },
        blocked: a.blocked,
        pending: a.pending,
      })),
    customer: async (token: string, cusSid: string) => reshapeDetail(parseResult(RawDetailSchema, await call(`${base}/customers/${path(cusSid)}`, { token }))),
    saveFeedback: async (token: string, callId: string, kind: 'MIGRATION' | 'RETENTION', body: RetentionFeedbackBody, clientAddress: string | null) =>
      reshapeCall(
        parseResult(
          RawCallSchema,
          await call(`${base}/${kind === 'MIGRATION' ? 'cio-migration-feedback' : 'cio-retention-feedback'}/${path(callId)}`, {
            method: 'PUT',
            token,
            body,
            clientAddress,
          }),
        ),
      ),
    assign: async (token: string, callId: string, adviser: string | null) =>
      reshapeCall(parseResult(RawCallSchema, await call(`${base}/calls/${path(callId)}/adviser`, { method: 'PUT', token, body: { adviser } }))),
    find: async (token: string) => {
      const raw = parseResult(RawFoundSchema, await call(`${base}/find`, { method: 'POST', token, body: {} }));
      return { migration: raw.migration, retention: raw.retention, foundAt: raw.found_at };
    },
    sendMessage: async (token: string, callId: string, body: string, clientAddress: string | null) => {
      const raw = parseResult(RawSentSchema, await call(`${base}/calls/${path(callId)}/message`, { method: 'POST', token, body: { body }, clientAddress }));
      return { id: String(raw.id), mobile: raw.mobile, body: raw.body, sentAt: raw.created_at };
    },
    outbox: async (mobile: string | null) =>
      parseResult(RawOutboxSchema, await call('/api/dev/engagement-outbox', { query: { mobile: mobile ?? undefined } })).map((m) => ({
        id: String(m.id),
        mobile: m.mobile,
        body: m.body,
        customerSid: m.customer_sid,
        sentBy: m.sent_by,
        sentAt: m.created_at,
      })),
  };
}
export type RetentionClient = ReturnType<typeof retentionClient>;
