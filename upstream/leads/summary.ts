import { FOLLOW_UP_INTERVALS, followUpInterval, istDay, LEAD_FILTERS, LEAD_SOURCES, type LeadFilter } from '../../domain/lead.ts';
import type { Db } from '../db/open.ts';
import type { LeadsTable } from '../db/tables.ts';
import { istDayStart, shiftDay } from './days.ts';

/** getLeadSummary: the shop's leads by status and source, and how many were captured today and in the last 7 days (IST, today included). */
export async function leadSummary(db: Db, shopId: number, now: Date) {
  const today = istDay(now.getTime());
  const rows = await db
    .selectFrom('leads')
    .select(['status', 'source'])
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .select((eb) => eb.fn.sum<number>(eb.case().when('created_at', '>=', istDayStart(today)).then(1).else(0).end()).as('today'))
    .select((eb) =>
      eb.fn
        .sum<number>(
          eb
            .case()
            .when('created_at', '>=', istDayStart(shiftDay(today, -6)))
            .then(1)
            .else(0)
            .end(),
        )
        .as('week'),
    )
    .where('franchise_id', '=', shopId)
    .groupBy(['status', 'source'])
    .execute();
  const sum = (pick: (r: (typeof rows)[number]) => number | string | null, keep: (r: (typeof rows)[number]) => boolean = () => true) =>
    rows.filter(keep).reduce((total, r) => total + Number(pick(r) ?? 0), 0);
  return {
    total: sum((r) => r.n),
    open: sum(
      (r) => r.n,
      (r) => r.status === 'OPEN',
    ),
    converted: sum(
      (r) => r.n,
      (r) => r.status === 'CONVERTED',
    ),
    inactive: sum(
      (r) => r.n,
      (r) => r.status === 'INACTIVE',
    ),
    today: sum((r) => r.today),
    last_seven_days: sum((r) => r.week),
    by_source: LEAD_SOURCES.map((source) => ({
      source,
      count: sum(
        (r) => r.n,
        (r) => r.source === source,
      ),
    })),
  };
}

/** Whether an open lead of `source` with a follow-up on `date` is in the filter category (§4; domain/lead.ts LEAD_SOURCES). */
export function inFilter(filter: LeadFilter, source: LeadsTable['source'], date: string | null, today: string): boolean {
  if (filter === 'TOTAL_LEADS') return true;
  if (filter === 'PENDING') return date !== null && date <= today;
  return source === filter;
}

type Group = { source: LeadsTable['source']; follow_up_date: string | null; n: number };

/** The cells (each filter category × each interval) and the totals per category of groups of open leads. */
export function followUpCounts(groups: readonly Group[], today: string) {
  const count = (filter: LeadFilter, keep: (g: Group) => boolean) =>
    groups.filter((g) => inFilter(filter, g.source, g.follow_up_date, today) && keep(g)).reduce((n, g) => n + Number(g.n), 0);
  return {
    cells: LEAD_FILTERS.flatMap((filter) =>
      FOLLOW_UP_INTERVALS.map((interval) => ({ filter, interval, count: count(filter, (g) => followUpInterval(g.follow_up_date, today) === interval) })),
    ),
    totals: LEAD_FILTERS.map((filter) => ({ filter, count: count(filter, () => true) })),
  };
}

/** The shop's open leads grouped by source, follow-up date and camp (the camps `campIds` only, when given). */
export function openLeadGroups(db: Db, shopId: number, campIds?: readonly number[]) {
  let query = db
    .selectFrom('leads')
    .select(['source', 'follow_up_date', 'health_camp_id'])
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('franchise_id', '=', shopId)
    .where('status', '=', 'OPEN');
  if (campIds) query = query.where('health_camp_id', 'in', campIds.length > 0 ? campIds : [-1]);
  return query.groupBy(['source', 'follow_up_date', 'health_camp_id']).execute();
}
