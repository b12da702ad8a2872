import { channelOf, inactiveBefore, isMigration, ORDER_AGE_THRESHOLD_MS } from '../../domain/retention.ts';
import { inTransaction } from '../db/database.ts';
import type { Db } from '../db/open.ts';
import { publicId } from '../ids.ts';

/** RETENTION_INACTIVE_DAYS and RETENTION_FIND_EVERY_MINUTES (upstream/config.ts). */
export interface RetentionSettings {
  inactiveDays: number;
  findEveryMinutes: number;
}

/** At most this many retention calls are made by one look (the most recently inactive first); the next look makes more. */
export const MAX_NEW_RETENTION_CALLS = 1000;
/** The meta row that remembers the last look (shared by every upstream process on the database). */
const LAST_LOOK_KEY = 'retention_calls_found_at';

export interface FoundCalls {
  migration: number;
  retention: number;
}

/**
 * Looks at the order history at `now` and makes the calls the rule of domain/retention.ts asks for:
 * MIGRATION for a customer whose latest order (placed at most 134784000 ms before `now`) came through
 * another channel than the one before it; RETENTION for a customer whose latest order is older than
 * `inactiveDays` and who has no open call. Cancelled orders are left out; so are blocked customers.
 * Each new call goes to the adviser (not blocked) with the fewest open calls then (the lowest id of
 * those tied); with no adviser it waits unassigned for an admin. Idempotent: the database's unique
 * indexes refuse a second call for the same order and kind, or a second open call of a kind, so two
 * looks at once (two processes) make each call once.
 */
export async function findCalls(db: Db, now: Date, { inactiveDays }: Pick<RetentionSettings, 'inactiveDays'>): Promise<FoundCalls> {
  const at = now.toISOString();
  return inTransaction(db, async (tx) => {
    const advisers = await tx
      .selectFrom('users as a')
      .select((eb) => [
        'a.id',
        eb
          .selectFrom('retention_calls as r')
          .select(eb.fn.countAll<number | string>().as('n'))
          .whereRef('r.adviser_user_id', '=', 'a.id')
          .where('r.status', '=', 'PENDING')
          .as('open'),
      ])
      .where('a.role', '=', 'adviser')
      .where('a.blocked', '=', 0)
      .orderBy('a.id')
      .execute();
    const load = advisers.map((a) => ({ id: a.id, open: Number(a.open ?? 0) }));
    const nextAdviser = (): number | null => {
      let best: (typeof load)[number] | undefined;
      for (const a of load) if (!best || a.open < best.open) best = a;
      if (!best) return null;
      best.open += 1;
      return best.id;
    };
    const insert = async (customerId: number, kind: 'MIGRATION' | 'RETENTION', orderId: number): Promise<boolean> => {
      const adviser = nextAdviser();
      const row = await tx
        .insertInto('retention_calls')
        .values({
          sid: publicId(),
          customer_id: customerId,
          kind,
          found_at: at,
          trigger_order_id: orderId,
          adviser_user_id: adviser,
          assigned_at: adviser === null ? null : at,
          updated_at: at,
        })
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .executeTakeFirst();
      // Not made (already there): the adviser's count goes back.
      if (!row && adviser !== null) {
        const a = load.find((l) => l.id === adviser);
        if (a) a.open -= 1;
      }
      return row !== undefined;
    };

    // MIGRATION: customers who ordered within the threshold; their last two orders decide.
    const since = new Date(now.getTime() - ORDER_AGE_THRESHOLD_MS).toISOString();
    const recent = await tx
      .selectFrom('orders as o')
      .innerJoin('users as u', 'u.id', 'o.user_id')
      .select('o.user_id')
      .distinct()
      .where('o.placed_at', '>=', since)
      .where('o.placed_at', '<=', at)
      .where('o.status', '!=', 'CANCELLED')
      .where('u.role', '=', 'customer')
      .where('u.blocked', '=', 0)
      .execute();
    let migration = 0;
    for (const { user_id } of recent) {
      const [latest, previous] = await tx
        .selectFrom('orders')
        .select(['id', 'placed_at', 'placed_by_user_id', 'franchise_id'])
        .where('user_id', '=', user_id)
        .where('status', '!=', 'CANCELLED')
        .where('placed_at', '<=', at)
        .orderBy('placed_at', 'desc')
        .orderBy('id', 'desc')
        .limit(2)
        .execute();
      if (!latest) continue;
      const channel = (o: typeof latest) => channelOf({ placedByUserId: o.placed_by_user_id, franchiseId: o.franchise_id });
      if (!isMigration({ channel: channel(latest), placedAt: latest.placed_at }, previous ? { channel: channel(previous) } : null, now)) continue;
      if (await insert(user_id, 'MIGRATION', latest.id)) migration += 1;
    }

    // RETENTION: each customer's latest order, when older than the inactive period, and no open call.
    const inactive = await tx
      .selectFrom('orders as o')
      .innerJoin('users as u', 'u.id', 'o.user_id')
      .select(['o.id', 'o.user_id'])
      .where('o.status', '!=', 'CANCELLED')
      .where('o.placed_at', '<', inactiveBefore(now, inactiveDays))
      .where('u.role', '=', 'customer')
      .where('u.blocked', '=', 0)
      .where(({ not, exists, selectFrom, or, and }) =>
        and([
          not(
            exists(
              selectFrom('orders as n')
                .select('n.id')
                .whereRef('n.user_id', '=', 'o.user_id')
                .where('n.status', '!=', 'CANCELLED')
                .where((e) =>
                  or([e('n.placed_at', '>', e.ref('o.placed_at')), and([e('n.placed_at', '=', e.ref('o.placed_at')), e('n.id', '>', e.ref('o.id'))])]),
                ),
            ),
          ),
          not(
            exists(
              selectFrom('retention_calls as r')
                .select('r.id')
                .whereRef('r.customer_id', '=', 'o.user_id')
                .where((e) => or([e('r.status', '=', 'PENDING'), and([e('r.kind', '=', 'RETENTION'), e('r.trigger_order_id', '=', e.ref('o.id'))])])),
            ),
          ),
        ]),
      )
      .orderBy('o.placed_at', 'desc')
      .orderBy('o.id', 'desc')
      .limit(MAX_NEW_RETENTION_CALLS)
      .execute();
    let retention = 0;
    for (const order of inactive) if (await insert(order.user_id, 'RETENTION', order.id)) retention += 1;

    await tx
      .insertInto('meta')
      .values({ key: LAST_LOOK_KEY, value: at })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: at }))
      .execute();
    return { migration, retention };
  });
}

/** When calls were last looked for (ISO), or null when never. */
export async function lastLook(db: Db): Promise<string | null> {
  const row = await db.selectFrom('meta').select('value').where('key', '=', LAST_LOOK_KEY).executeTakeFirst();
  return row?.value ?? null;
}

/**
 * findCalls when the last look is `findEveryMinutes` old or more (or there was none): reading the call
 * list keeps it current without a timer, at most once per period whatever the number of readers.
 */
export async function findCallsWhenDue(db: Db, now: Date, settings: RetentionSettings): Promise<FoundCalls | null> {
  const last = await lastLook(db);
  if (last !== null && now.getTime() - Date.parse(last) < settings.findEveryMinutes * 60_000) return null;
  return findCalls(db, now, settings);
}
