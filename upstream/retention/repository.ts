import { type CallKind, channelOf, type OrderChannel } from '../../domain/retention.ts';
import type { Db } from '../db/open.ts';

/** Who reads the calls: an adviser their own, an admin every one. */
export interface CallReader {
  id: number;
  role: 'admin' | 'adviser';
}

/** A call as the routes send it (snake_case, as the upstream's other replies). */
export interface CallWire {
  id: string;
  kind: CallKind;
  status: 'PENDING' | 'DONE';
  found_at: string;
  customer: { sid: string; name: string | null; mobile: string };
  trigger_order: { id: string; number: string; placed_at: string; channel: OrderChannel };
  /** MIGRATION: the channel the customer came from (the other one, by the rule); RETENTION: null. */
  previous_channel: OrderChannel | null;
  adviser: { sid: string; name: string | null } | null;
  feedback: string | null;
  notes: string | null;
  next_call_on: string | null;
  done_at: string | null;
  updated_at: string;
  demo: boolean;
}

/** The calls with what a call shows, as a query the caller narrows (r: the call). */
export function callsQuery(db: Db) {
  return db
    .selectFrom('retention_calls as r')
    .innerJoin('users as c', 'c.id', 'r.customer_id')
    .innerJoin('orders as o', 'o.id', 'r.trigger_order_id')
    .leftJoin('users as a', 'a.id', 'r.adviser_user_id')
    .select([
      'r.id as call_id',
      'r.sid',
      'r.kind',
      'r.status',
      'r.found_at',
      'r.customer_id',
      'c.cus_sid as customer_sid',
      'c.name as customer_name',
      'c.mobile as customer_mobile',
      'o.sid as order_sid',
      'o.number as order_number',
      'o.placed_at as order_placed_at',
      'o.placed_by_user_id as order_placed_by',
      'o.franchise_id as order_franchise_id',
      'a.cus_sid as adviser_sid',
      'a.name as adviser_name',
      'r.feedback',
      'r.notes',
      'r.next_call_on',
      'r.done_at',
      'r.updated_at',
      'r.demo',
    ]);
}
type CallRow = Awaited<ReturnType<ReturnType<typeof callsQuery>['executeTakeFirstOrThrow']>>;

/** Narrows callsQuery to the calls `reader` may see. */
export function visibleTo(query: ReturnType<typeof callsQuery>, reader: CallReader) {
  return reader.role === 'admin' ? query : query.where('r.adviser_user_id', '=', reader.id);
}

export function callWire(row: CallRow): CallWire {
  const channel = channelOf({ placedByUserId: row.order_placed_by, franchiseId: row.order_franchise_id });
  return {
    id: row.sid,
    kind: row.kind,
    status: row.status,
    found_at: row.found_at,
    customer: { sid: row.customer_sid, name: row.customer_name, mobile: row.customer_mobile },
    trigger_order: { id: row.order_sid, number: row.order_number, placed_at: row.order_placed_at, channel },
    previous_channel: row.kind === 'MIGRATION' ? (channel === 'STAFF' ? 'SELF' : 'STAFF') : null,
    adviser: row.adviser_sid ? { sid: row.adviser_sid, name: row.adviser_name } : null,
    feedback: row.feedback,
    notes: row.notes,
    next_call_on: row.next_call_on,
    done_at: row.done_at,
    updated_at: row.updated_at,
    demo: row.demo === 1,
  };
}

/** One call `reader` may see, by its public id (and kind when given); undefined: none, or another adviser's. */
export async function visibleCall(db: Db, reader: CallReader, sid: string, kind?: CallKind): Promise<CallRow | undefined> {
  return visibleTo(callsQuery(db), reader)
    .where('r.sid', '=', sid)
    .$if(kind !== undefined, (q) => q.where('r.kind', '=', kind ?? 'MIGRATION'))
    .executeTakeFirst();
}
