import { atom } from 'nanostores';
import { istDay, shiftDay } from '../../../domain/days.ts';
import type { OrderMetricsQuery } from '../../gql/graphql.ts';
import { ORDER_METRICS } from '../../graphql/order-metrics.ts';
import type { UserFacingError } from '../../lib/graphql-errors.ts';
import { runStaff } from './calls.ts';

/**
 * Order metrics (/order-metrics): the days and shop asked for, and the answer for them. Days are
 * YYYY-MM-DD in IST, both included (the upstream checks them: at most 366, the first not after the
 * last); `shop` '' is the viewer's own shop, or every order for an admin.
 */
export type OrderMetricsData = OrderMetricsQuery['orderMetrics'];
export type MetricsShop = OrderMetricsData['shops'][number];

export interface MetricsFilter {
  from: string;
  to: string;
  shop: string;
}

export type MetricsView = { status: 'loading' } | { status: 'done'; data: OrderMetricsData } | ({ status: 'error' } & UserFacingError);

export interface MetricsState {
  filter: MetricsFilter;
  view: MetricsView;
  /** The shops the viewer may choose, from the last answer (none before the first). */
  shops: readonly MetricsShop[];
}

const IST_OFFSET_MS = 330 * 60_000;
/** The range the page opens with: the last 30 days, today included. */
export const DEFAULT_DAYS = 30;

/** Today in India as YYYY-MM-DD, whatever the phone's own time zone. */
export const istToday = (now: Date = new Date()) => istDay(now);

/** The last `days` days in IST, today included. */
export function lastDays(days: number = DEFAULT_DAYS, now: Date = new Date()): MetricsFilter {
  const to = istToday(now);
  const from = shiftDay(to, -(days - 1));
  return { from, to, shop: '' };
}

export const $orderMetrics = atom<MetricsState>({ filter: lastDays(), view: { status: 'loading' }, shops: [] });

let asked = 0;

/**
 * Loads the metrics of `filter` and keeps them with it; an answer to an earlier ask that comes late is
 * dropped. The shops to choose from are kept from the last answer that had them.
 */
export async function showOrderMetrics(filter: MetricsFilter): Promise<void> {
  const ask = ++asked;
  $orderMetrics.set({ ...$orderMetrics.get(), filter, view: { status: 'loading' } });
  const reply = await runStaff(ORDER_METRICS, { from: filter.from, to: filter.to, shop: filter.shop || null });
  if (ask !== asked) return;
  const { shops } = $orderMetrics.get();
  $orderMetrics.set(
    reply.ok
      ? { filter, view: { status: 'done', data: reply.data.orderMetrics }, shops: reply.data.orderMetrics.shops }
      : { filter, view: { status: 'error', ...reply.error }, shops },
  );
}

/** The page opens: what an earlier visit (perhaps another staff user's) left is dropped, and the last 30 days load. */
export function openOrderMetrics(now: Date = new Date()): Promise<void> {
  $orderMetrics.set({ filter: lastDays(DEFAULT_DAYS, now), view: { status: 'loading' }, shops: [] });
  return showOrderMetrics(lastDays(DEFAULT_DAYS, now));
}

/** Whether the days had any order at all (cancelled ones too): else the page says there were none. */
export const hasOrders = (data: OrderMetricsData) => data.byStatus.length > 0;

/**
 * The chart's columns: each day's start as seconds since 1970 (IST midnight), its orders, and its value
 * in paise (the chart formats the paise; nothing becomes a fraction of a rupee).
 */
export function chartColumns(byDay: OrderMetricsData['byDay']): [number[], number[], number[]] {
  return [byDay.map((d) => (Date.parse(`${d.day}T00:00:00Z`) - IST_OFFSET_MS) / 1000), byDay.map((d) => d.orders), byDay.map((d) => d.value.paise)];
}

/** "2026-11-09" -> "9/11/2026" (staff-tools.md §9's date format, D/M/YYYY). */
export function dayText(day: string): string {
  const [year, month, date] = day.split('-');
  return `${Number(date)}/${Number(month)}/${year}`;
}
