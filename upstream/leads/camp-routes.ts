import type { Context } from 'hono';
import { z } from 'zod';
import { ACCOUNT_MESSAGES as M } from '../../domain/account-messages.ts';
import { PinCodeSchema } from '../../domain/address.ts';
import { CAMP_KINDS, CAMP_SLOT_NAMES, type CampSlot, daysBetween, isCalendarDay } from '../../domain/lead.ts';
import { LEAD_MESSAGES as L } from '../../domain/lead-messages.ts';
import { ok } from '../http/envelope.ts';
import { jsonObjectBody, parsedOrRefused } from '../http/json-body.ts';
import { Refusal } from '../http/refusal.ts';
import { refusalRouter } from '../http/router.ts';
import { publicId } from '../ids.ts';
import type { StaffEnv } from '../staff/require-staff.ts';
import { shiftDay } from './days.ts';
import { type LeadDeps, PageSchema, shopStaff, todayOf } from './deps.ts';
import { findCamp, leadPage } from './repository.ts';
import { campsWire } from './wire.ts';

const text = (max: number, message: string) =>
  z
    .string({ error: message })
    .nullish()
    .transform((v) => v?.trim().replace(/\s+/g, ' ') || null)
    .refine((v) => v === null || v.length <= max, L.textTooLong);

/**
 * A camp as a staff user fills it in: a name and a place (2 to 120 characters), its kind, its IST day
 * (a calendar day at most a year away either side: a drive held before it was typed in may be recorded),
 * a slot of §9 (domain/lead.ts CAMP_SLOTS), an optional pin code and notes (500 characters).
 */
const CampSchema = z.object({
  name: text(120, L.campNameRequired).refine((v) => v !== null && v.length >= 2, L.campNameRequired),
  kind: z.enum(CAMP_KINDS, { error: M.fieldRequired }),
  date: z
    .string({ error: L.campDateRequired })
    .trim()
    .refine((v) => isCalendarDay(v), L.campDateRequired),
  slot: z.enum(CAMP_SLOT_NAMES as [CampSlot, ...CampSlot[]], { error: L.campSlotRequired }),
  place: text(120, L.textTooLong).refine((v) => v !== null && v.length >= 2, L.textTooLong),
  pinCode: PinCodeSchema.nullish().transform((v) => v ?? null),
  notes: text(500, L.textTooLong),
});

/**
 * Health camps and pre-awareness drives of the staff user's shop (§7 addHealthCamp, updateHealthCamp,
 * getHealthCampList, getLatestHealthCamps), under /api/staff/camps behind requireStaff(['franchise',
 * 'assistant']); a camp whose day is over (before today, IST, on the upstream's clock) cannot be changed.
 */
export function campRoutes(deps: LeadDeps) {
  const { db, now } = deps;
  const app = refusalRouter<StaffEnv>();
  const one = async (id: number) => (await campsWire(db, [id]))[0];
  const parsed = async (c: Context<StaffEnv>) => {
    const camp = parsedOrRefused(CampSchema, await jsonObjectBody(c));
    if (Math.abs(daysBetween(todayOf(now), camp.date)) > 366) throw new Refusal(400, L.campDateRequired, { field: 'date' });
    return camp;
  };

  app.get('/', async (c) => {
    const { shopId } = shopStaff(c);
    const { start, size } = PageSchema.parse(c.req.query());
    const base = db.selectFrom('health_camps').where('franchise_id', '=', shopId);
    const [rows, count] = await Promise.all([
      base.select('id').orderBy('date', 'desc').orderBy('id', 'desc').limit(size).offset(start).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return ok(c, {
      items: await campsWire(
        db,
        rows.map((r) => r.id),
      ),
      total: Number(count.n),
      start,
      size,
    });
  });

  /** getLatestHealthCamps: the last 7 days and the coming 30 (what a lead form offers), the nearest day first. */
  app.get('/latest', async (c) => {
    const { shopId } = shopStaff(c);
    const today = todayOf(now);
    const rows = await db
      .selectFrom('health_camps')
      .select('id')
      .where('franchise_id', '=', shopId)
      .where('date', '>=', shiftDay(today, -7))
      .where('date', '<=', shiftDay(today, 30))
      .orderBy('date', 'desc')
      .orderBy('id', 'desc')
      .limit(100)
      .execute();
    return ok(
      c,
      await campsWire(
        db,
        rows.map((r) => r.id),
      ),
    );
  });

  /**
   * getPreAwarenessAbsentees: leads who agreed at a pre-awareness drive to attend a health camp (PA_AIHC
   * naming the camp), did not come (health camp visit not ticked) and are still open, for camps whose
   * day is over; one camp's (`camp`) or all, the newest first.
   */
  app.get('/absentees', async (c) => {
    const { shopId } = shopStaff(c);
    const sid = c.req.query('camp');
    const today = todayOf(now);
    const camp = sid ? await findCamp(db, shopId, sid) : null;
    const pastCamps = db
      .selectFrom('health_camps')
      .select('health_camps.id')
      .where('health_camps.franchise_id', '=', shopId)
      .where('health_camps.date', '<', today);
    const base = db
      .selectFrom('leads')
      .where('leads.franchise_id', '=', shopId)
      .where('leads.source', '=', 'PA_AIHC')
      .where('leads.health_camp_visit', '=', 0)
      .where('leads.status', '=', 'OPEN')
      .where('leads.health_camp_id', 'in', camp ? pastCamps.where('health_camps.id', '=', camp.id) : pastCamps);
    return ok(c, await leadPage(db, base, 'newest', PageSchema.parse(c.req.query()), today));
  });

  app.get('/:sid/leads', async (c) => {
    const { shopId } = shopStaff(c);
    const camp = await findCamp(db, shopId, c.req.param('sid'));
    const base = db.selectFrom('leads').where('leads.franchise_id', '=', shopId).where('leads.health_camp_id', '=', camp.id);
    return ok(c, await leadPage(db, base, 'newest', PageSchema.parse(c.req.query()), todayOf(now)));
  });

  app.post('/', async (c) => {
    const staff = shopStaff(c);
    const camp = await parsed(c);
    const at = now().toISOString();
    const { id } = await db
      .insertInto('health_camps')
      .values({
        sid: publicId(),
        franchise_id: staff.shopId,
        name: camp.name ?? '',
        kind: camp.kind,
        date: camp.date,
        slot: camp.slot,
        place: camp.place ?? '',
        pin_code: camp.pinCode,
        notes: camp.notes,
        created_by: staff.id,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return ok(c, await one(id));
  });

  app.put('/:sid', async (c) => {
    const { shopId } = shopStaff(c);
    const held = await findCamp(db, shopId, c.req.param('sid'));
    const today = todayOf(now);
    if (held.date < today) throw new Refusal(409, L.campEnded);
    const camp = await parsed(c);
    // Moved, it may not move into the past either.
    if (camp.date < today) throw new Refusal(400, L.campDateRequired, { field: 'date' });
    const changed = await db
      .updateTable('health_camps')
      .set({
        name: camp.name ?? '',
        kind: camp.kind,
        date: camp.date,
        slot: camp.slot,
        place: camp.place ?? '',
        pin_code: camp.pinCode,
        notes: camp.notes,
        updated_at: now().toISOString(),
      })
      .where('id', '=', held.id)
      .where('date', '>=', today)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) throw new Refusal(409, L.campEnded);
    return ok(c, await one(held.id));
  });

  return app;
}
