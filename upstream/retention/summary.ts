import { type CallKind, channelOf, daysSince, istDay } from '../../domain/retention.ts';
import { RETENTION_MESSAGES as M } from '../../domain/retention-messages.ts';
import type { Db } from '../db/open.ts';
import { Refusal } from '../http/refusal.ts';
import { type CallReader, callsQuery, callWire, visibleTo } from './repository.ts';

type Counts = { pending: number; done: number; due: number };
const zero = (): Counts => ({ pending: 0, done: 0, due: 0 });

/**
 * The counts of the calls `reader` sees (get-fh-migration-call-count, cio-fh-migration-summary,
 * cio-retention-summary, cio-total-summary): pending and done by kind and in total, and of the pending
 * ones how many are due today (no next call's day, or its day has come); for an admin the same per
 * adviser (every adviser, those without calls too) and for the calls nobody has.
 */
export async function summaryOf(db: Db, reader: CallReader, now: Date) {
  const today = istDay(now);
  let query = db
    .selectFrom('retention_calls as r')
    .select((eb) => [
      'r.adviser_user_id',
      'r.kind',
      'r.status',
      eb.fn.countAll<number | string>().as('n'),
      eb.fn
        .sum<number | string | null>(
          eb
            .case()
            .when(eb.fn.coalesce('r.next_call_on', eb.val('')), '<=', today)
            .then(1)
            .else(0)
            .end(),
        )
        .as('due'),
    ])
    .groupBy(['r.adviser_user_id', 'r.kind', 'r.status']);
  if (reader.role !== 'admin') query = query.where('r.adviser_user_id', '=', reader.id);
  const rows = await query.execute();
  const byKind: Record<CallKind | 'TOTAL', Counts> = { MIGRATION: zero(), RETENTION: zero(), TOTAL: zero() };
  const byAdviser = new Map<number | null, Record<CallKind | 'TOTAL', Counts>>();
  for (const row of rows) {
    const n = Number(row.n);
    const due = row.status === 'PENDING' ? Number(row.due ?? 0) : 0;
    const adviser = byAdviser.get(row.adviser_user_id) ?? { MIGRATION: zero(), RETENTION: zero(), TOTAL: zero() };
    byAdviser.set(row.adviser_user_id, adviser);
    for (const counts of [byKind[row.kind], byKind.TOTAL, adviser[row.kind], adviser.TOTAL]) {
      if (row.status === 'PENDING') counts.pending += n;
      else counts.done += n;
      counts.due += due;
    }
  }
  const wire = (k: Record<CallKind | 'TOTAL', Counts>) => ({ migration: k.MIGRATION, retention: k.RETENTION, total: k.TOTAL });
  let advisers: { adviser: { sid: string; name: string | null } | null; counts: ReturnType<typeof wire> }[] = [];
  if (reader.role === 'admin') {
    const people = await db.selectFrom('users').select(['id', 'cus_sid', 'name']).where('role', '=', 'adviser').orderBy('name').orderBy('id').execute();
    const empty = () => ({ MIGRATION: zero(), RETENTION: zero(), TOTAL: zero() });
    advisers = people.map((p) => ({ adviser: { sid: p.cus_sid, name: p.name }, counts: wire(byAdviser.get(p.id) ?? empty()) }));
    const nobody = byAdviser.get(null);
    if (nobody) advisers.push({ adviser: null, counts: wire(nobody) });
  }
  return { ...wire(byKind), by_adviser: advisers };
}

/**
 * One customer's page (/customer-migration/{customerSid}; retention-order-details,
 * migration-last-order-details): the customer, their calls that `reader` sees (an adviser: those assigned
 * to them; none: 404 'Call not found', whether the customer exists or not), their latest order that was
 * not cancelled with its lines, who placed it and for which shop, the channel of the order before it,
 * how many orders they placed, and how many days since the last.
 */
export async function customerDetail(db: Db, reader: CallReader, cusSid: string, now: Date) {
  const calls = await visibleTo(callsQuery(db), reader)
    .where('c.cus_sid', '=', cusSid)
    .where('c.role', '=', 'customer')
    .orderBy('r.found_at', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
  const first = calls[0];
  if (!first) throw new Refusal(404, M.callNotFound);
  const customerId = first.customer_id;
  const [latest, previous] = await db
    .selectFrom('orders as o')
    .leftJoin('users as p', 'p.id', 'o.placed_by_user_id')
    .leftJoin('franchises as f', 'f.id', 'o.franchise_id')
    .select([
      'o.id',
      'o.sid',
      'o.number',
      'o.placed_at',
      'o.status',
      'o.payment_method',
      'o.grand_total_paise',
      'o.placed_by_user_id',
      'o.franchise_id',
      'p.name as placed_by_name',
      'p.role as placed_by_role',
      'f.name as shop_name',
      'o.ship_city',
      'o.ship_pin_code',
    ])
    .where('o.user_id', '=', customerId)
    .where('o.status', '!=', 'CANCELLED')
    .orderBy('o.placed_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(2)
    .execute();
  const counted = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', customerId)
    .where('status', '!=', 'CANCELLED')
    .executeTakeFirstOrThrow();
  const items = latest
    ? await db.selectFrom('order_items').select(['sku', 'name', 'qty', 'price_paise']).where('order_id', '=', latest.id).orderBy('id').execute()
    : [];
  const channel = (o: { placed_by_user_id: number | null; franchise_id: number | null }) =>
    channelOf({ placedByUserId: o.placed_by_user_id, franchiseId: o.franchise_id });
  return {
    customer: { sid: cusSid, name: first.customer_name, mobile: first.customer_mobile },
    calls: calls.map(callWire),
    last_order: latest
      ? {
          id: latest.sid,
          number: latest.number,
          placed_at: latest.placed_at,
          status: latest.status,
          payment_method: latest.payment_method,
          total_paise: latest.grand_total_paise,
          channel: channel(latest),
          placed_by: latest.placed_by_user_id === null ? null : { name: latest.placed_by_name, role: latest.placed_by_role },
          shop: latest.shop_name,
          city: latest.ship_city,
          pin_code: latest.ship_pin_code,
          items,
        }
      : null,
    previous_order: previous ? { id: previous.sid, number: previous.number, placed_at: previous.placed_at, channel: channel(previous) } : null,
    order_count: Number(counted.n),
    days_since_last_order: latest ? daysSince(latest.placed_at, now) : null,
  };
}
