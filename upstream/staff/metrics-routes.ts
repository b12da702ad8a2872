import { Hono } from 'hono';
import { type ExpressionBuilder, type RawBuilder, sql } from 'kysely';
import { isCalendarDay, istDayStart, shiftDay } from '../../domain/days.ts';
import { ORDER_STATUSES, type OrderStatus } from '../../domain/order-rules.ts';
import { STAFF_MESSAGES } from '../../domain/staff-messages.ts';
import { engineOf } from '../db/database.ts';
import type { Db } from '../db/open.ts';
import type { Tables } from '../db/tables.ts';
import { fail, ok } from '../http/envelope.ts';
import type { StaffEnv } from './require-staff.ts';

/** The longest range one answer covers: a year, leap day included. */
export const MAX_METRICS_DAYS = 366;
const DAY_MS = 86_400_000;
/** "2026-11-09" when it is a real calendar day written YYYY-MM-DD (not 2026-02-30, not 2026-1-9). */
const isDay = (text: string | undefined): text is string => text !== undefined && isCalendarDay(text);

/** The days from `from` to `to`, both included (IST has no daylight saving: every day is 24 hours). */
function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

type DayRange = { ok: true; from: string; to: string; days: string[] } | { ok: false; message: string };

/** The range asked for: two days in IST, the first not after the last, at most MAX_METRICS_DAYS in all. */
export function dayRange(from: string | undefined, to: string | undefined): DayRange {
  if (!isDay(from) || !isDay(to)) return { ok: false, message: STAFF_MESSAGES.daysRequired };
  if (from > to) return { ok: false, message: STAFF_MESSAGES.daysOrder };
  const days = daysOf(from, to);
  if (days.length > MAX_METRICS_DAYS) return { ok: false, message: STAFF_MESSAGES.daysTooMany };
  return { ok: true, from, to, days };
}

/**
 * An order's day in IST as YYYY-MM-DD, from its `placed_at` (ISO text in UTC). The engines' date
 * functions differ, so this is one of the few places that asks engineOf (README "Two database engines").
 * No parameters inside: PostgreSQL must see the same text in SELECT and GROUP BY.
 */
function istDayOf(db: Db): RawBuilder<string> {
  return engineOf(db) === 'postgres'
    ? sql<string>`to_char((o.placed_at)::timestamptz AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD')`
    : sql<string>`date(o.placed_at, '+330 minutes')`;
}

/**
 * Which orders count for a shop (the project's decision; the spec's getOrdersSummary only names the
 * shop): the orders its staff placed (`orders.franchise_id`), and the orders its registered customers
 * placed themselves or that the call centre or an admin placed for them (`franchise_id` empty and
 * `users.registered_by_franchise_id` the shop). The order's own record comes first, so each order counts
 * for one shop at most and the shops' figures add up: an order placed at shop A for a customer who is
 * now registered with shop B stays A's. Not counted: the own orders of customers a shop serves only by
 * their home pin code; that rule follows the customer's address book, and a shop's past figures would
 * move whenever a customer changed their default address. Registration does not move.
 */
function ofShop(eb: ExpressionBuilder<Tables & { o: Tables['orders'] }, 'o'>, shopId: number) {
  return eb.or([
    eb('o.franchise_id', '=', shopId),
    eb.and([
      eb('o.franchise_id', 'is', null),
      eb('o.user_id', 'in', eb.selectFrom('users').select('users.id').where('users.registered_by_franchise_id', '=', shopId)),
    ]),
  ]);
}

interface Shop {
  id: number;
  sid: string;
  name: string;
}

/**
 * Order metrics (staff-tools.md §2 /order-metrics, §7 getOrdersSummary with franchiseId, startDate,
 * endDate): `GET /order-metrics?from=YYYY-MM-DD&to=YYYY-MM-DD&shop=<shop sid>`, days in IST, both
 * included. A franchise owner and its assistants see their own shop (another shop's sid: 403 'not
 * authorized'); an admin any one shop, or every order of the pharmacy without `shop`. Money is
 * integer paise: the order's grand total (what the customer pays, shipping in, discount out).
 *
 * The totals and the days leave cancelled orders out (no money comes of them); the table by status
 * lists every order of the days, cancelled ones too. Returned goods do not change an order's value.
 */
export function orderMetricsRoutes(db: Db) {
  const app = new Hono<StaffEnv>();
  app.get('/order-metrics', async (c) => {
    const staff = c.get('staff');
    const asked = c.req.query('shop')?.trim() || undefined;
    const shops = db.selectFrom('franchises').select(['id', 'sid', 'name']);

    let shop: Shop | null;
    let choices: Shop[];
    if (staff.role === 'admin') {
      choices = await shops.orderBy('name').orderBy('sid').execute();
      shop = asked === undefined ? null : (choices.find((s) => s.sid === asked) ?? null);
      if (asked !== undefined && !shop) return fail(c, 404, STAFF_MESSAGES.shopNotFound);
    } else {
      // A shop user: their own shop only, whatever sid they send (not even whether another exists).
      shop = (await shops.where('id', '=', staff.franchiseId ?? -1).executeTakeFirst()) ?? null;
      if (!shop || (asked !== undefined && asked !== shop.sid)) return fail(c, 403, STAFF_MESSAGES.notAuthorized);
      choices = [shop];
    }

    const range = dayRange(c.req.query('from'), c.req.query('to'));
    if (!range.ok) return fail(c, 400, range.message);

    const shopId = shop?.id ?? null;
    const inRange = db
      .selectFrom('orders as o')
      .where('o.placed_at', '>=', istDayStart(range.from))
      .where('o.placed_at', '<', istDayStart(shiftDay(range.to, 1)))
      .$if(shopId !== null, (q) => q.where((eb) => ofShop(eb, shopId ?? -1)));
    const counted = inRange.where('o.status', '!=', 'CANCELLED');
    const day = istDayOf(db);
    const [statusRows, dayRows, byShopRow] = await Promise.all([
      inRange
        .select((eb) => ['o.status', eb.fn.countAll<number | string>().as('orders'), eb.fn.sum<number | string | null>('o.grand_total_paise').as('value')])
        .groupBy('o.status')
        .execute(),
      counted
        .select((eb) => [day.as('day'), eb.fn.countAll<number | string>().as('orders'), eb.fn.sum<number | string | null>('o.grand_total_paise').as('value')])
        .groupBy(day)
        .execute(),
      counted
        .where('o.franchise_id', 'is not', null)
        .select((eb) => [eb.fn.countAll<number | string>().as('orders'), eb.fn.sum<number | string | null>('o.grand_total_paise').as('value')])
        .executeTakeFirstOrThrow(),
    ]);

    // PostgreSQL's count and sum are bigint, which the driver gives as text; the sums of paise fit a double exactly.
    const n = (value: number | string | bigint | null) => Number(value ?? 0);
    const found = new Map(dayRows.map((r) => [r.day, { orders: n(r.orders), value: n(r.value) }]));
    const byDay = range.days.map((d) => ({ day: d, orders: found.get(d)?.orders ?? 0, value_paise: found.get(d)?.value ?? 0 }));
    const orders = byDay.reduce((sum, d) => sum + d.orders, 0);
    const value = byDay.reduce((sum, d) => sum + d.value_paise, 0);
    const rank = (status: string) => ORDER_STATUSES.indexOf(status as OrderStatus);
    return ok(c, {
      from: range.from,
      to: range.to,
      shop: shop && { sid: shop.sid, name: shop.name },
      shops: choices.map((s) => ({ sid: s.sid, name: s.name })),
      totals: {
        orders,
        value_paise: value,
        // To the nearest paisa, half up (integers only: money never passes through a fraction of a paisa kept).
        average_paise: orders === 0 ? 0 : Math.floor((2 * value + orders) / (2 * orders)),
        placed_by_shop_orders: n(byShopRow.orders),
        placed_by_shop_value_paise: n(byShopRow.value),
      },
      by_status: statusRows.map((r) => ({ status: r.status, orders: n(r.orders), value_paise: n(r.value) })).sort((a, b) => rank(a.status) - rank(b.status)),
      by_day: byDay,
    });
  });
  return app;
}
