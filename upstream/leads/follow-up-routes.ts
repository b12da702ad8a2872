import { z } from 'zod';
import { ACCOUNT_MESSAGES as M } from '../../domain/account-messages.ts';
import { FOLLOW_UP_INTERVALS, LEAD_FILTERS } from '../../domain/lead.ts';
import { ok } from '../http/envelope.ts';
import { parsedOrRefused } from '../http/json-body.ts';
import { refusalRouter } from '../http/router.ts';
import type { StaffEnv } from '../staff/require-staff.ts';
import { intervalDays } from './days.ts';
import { type LeadDeps, PageSchema, shopStaff, todayOf } from './deps.ts';
import { findCamp, type LeadQuery, leadPage } from './repository.ts';
import { followUpCounts, openLeadGroups } from './summary.ts';
import { campsWire } from './wire.ts';

const ListSchema = z.object({
  filter: z.enum(LEAD_FILTERS, { error: M.fieldRequired }),
  interval: z.enum(FOLLOW_UP_INTERVALS, { error: M.fieldRequired }).optional(),
  camp: z.string().trim().min(1).max(64).optional(),
});
const CampsSchema = z.object({ size: z.coerce.number().int().min(1).max(50).catch(10) });

/**
 * Follow-ups of the staff user's shop (§4 follow-up filter categories, §9 intervals), under
 * /api/staff/follow-ups behind requireStaff(['franchise', 'assistant']). "Today" is the IST day on the
 * upstream's clock. Follow-ups are of open leads (not converted, not set aside).
 */
export function followUpRoutes(deps: LeadDeps) {
  const { db, now } = deps;
  const app = refusalRouter<StaffEnv>();

  /** getFollowUpList: a filter category, optionally one interval and one camp, the most overdue first, undated last. */
  app.get('/', async (c) => {
    const { shopId } = shopStaff(c);
    const { filter, interval, camp } = parsedOrRefused(ListSchema, c.req.query());
    const today = todayOf(now);
    const campId = camp === undefined ? null : (await findCamp(db, shopId, camp)).id;
    let base: LeadQuery = db.selectFrom('leads').where('leads.franchise_id', '=', shopId).where('leads.status', '=', 'OPEN');
    if (filter === 'PENDING') base = base.where('leads.follow_up_date', '<=', today);
    else if (filter !== 'TOTAL_LEADS') base = base.where('leads.source', '=', filter);
    if (interval) {
      const { from, to } = intervalDays(interval, today);
      base = base.where('leads.follow_up_date', '<=', to);
      if (from !== null) base = base.where('leads.follow_up_date', '>=', from);
    }
    if (campId !== null) base = base.where('leads.health_camp_id', '=', campId);
    return ok(c, await leadPage(db, base, 'follow-up', PageSchema.parse(c.req.query()), today));
  });

  /** getLeadFollowUpSummary. */
  app.get('/summary', async (c) => ok(c, followUpCounts(await openLeadGroups(db, shopStaff(c).shopId), todayOf(now))));

  /** getLeadFollowUpSummaryByHealthCamp: the latest camps first, each with its leads (any status) and its open leads' cells. */
  app.get('/summary-by-camp', async (c) => {
    const { shopId } = shopStaff(c);
    const { size } = CampsSchema.parse(c.req.query());
    const today = todayOf(now);
    const camps = await db
      .selectFrom('health_camps')
      .select('id')
      .where('franchise_id', '=', shopId)
      .orderBy('date', 'desc')
      .orderBy('id', 'desc')
      .limit(size)
      .execute();
    const ids = camps.map((camp) => camp.id);
    const [wires, groups] = await Promise.all([campsWire(db, ids), openLeadGroups(db, shopId, ids)]);
    return ok(
      c,
      wires.map((camp, i) => ({
        camp,
        leads: camp.lead_count,
        cells: followUpCounts(
          groups.filter((g) => g.health_camp_id === ids[i]),
          today,
        ).cells,
      })),
    );
  });

  return app;
}
