import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '../../domain/account-messages.ts';
import { istDay } from '../../domain/lead.ts';
import { LEAD_MESSAGES as L } from '../../domain/lead-messages.ts';
import { type AccountUpstream, startAccountUpstream } from '../../test-utils/account-upstream.ts';
import { createLeadShop, type LeadShop, leadInput, resultOf, staffCaller } from '../../test-utils/leads.ts';
import { refusal } from '../../test-utils/refusal.ts';
import { shiftDay } from './days.ts';

/**
 * Follow-ups, camps and pre-awareness absentees (issue 17; §4 filter categories, §9 intervals and camp
 * slots), with "today" the IST day of the upstream's clock, which the tests move. On both engines.
 */
let up: AccountUpstream;
let shop: LeadShop;
let call: Awaited<ReturnType<typeof staffCaller>>;
const today = () => istDay(up.now().getTime());

beforeAll(async () => {
  up = await startAccountUpstream();
  shop = await createLeadShop(up);
  call = await staffCaller(up, shop.owner);
});
afterAll(() => up.close());

/** A lead of the shop whose follow-up is `offset` days from today (set in the table: a date in the past cannot be typed). */
async function leadDue(offset: number | null, overrides: Record<string, unknown> = {}) {
  const { lead } = resultOf(await call('/api/staff/leads', { body: leadInput(up, overrides) }));
  await up.db
    .updateTable('leads')
    .set({ follow_up_date: offset === null ? null : shiftDay(today(), offset) })
    .where('sid', '=', lead.sid)
    .execute();
  return lead.sid as string;
}
/** Runs `work` with the upstream's clock moved by `ms` (a new sign-in: a shop's session lasts 3 hours), then moves it back. */
async function later<T>(ms: number, work: (caller: typeof call) => Promise<T>): Promise<T> {
  up.advance(ms);
  try {
    return await work(await staffCaller(up, shop.owner));
  } finally {
    up.advance(-ms);
  }
}
const camp = async (overrides: Record<string, unknown> = {}) =>
  resultOf(
    await call('/api/staff/camps', {
      body: { name: 'Health camp, Ward 5', kind: 'HEALTH_CAMP', date: today(), slot: 'MORNING', place: 'Primary school', ...overrides },
    }),
  );
const sids = async (path: string) => resultOf(await call(path)).items.map((l: { sid: string }) => l.sid);

describe('follow-ups', () => {
  const due: Record<string, string> = {};
  beforeAll(async () => {
    due.in11 = await leadDue(11);
    due.in10 = await leadDue(10, { source: 'HC_WI' });
    due.in1 = await leadDue(1, { source: 'REFERRAL' });
    due.today = await leadDue(0, { source: 'HC_WI' });
    due.late4 = await leadDue(-4);
    due.late5 = await leadDue(-5, { source: 'PA_HV' });
    due.late7 = await leadDue(-7);
    due.late8 = await leadDue(-8, { source: 'HC_WI' });
    due.none = await leadDue(null, { source: 'REFERRAL' });
    const converted = await leadDue(-1);
    resultOf(await call(`/api/staff/leads/${converted}/convert`, { method: 'POST' }));
  });

  it('lists the open leads of each interval, the most overdue first, and converted leads in none', async () => {
    expect(await sids('/api/staff/follow-ups?filter=TOTAL_LEADS&interval=D10_1')).toEqual([due.in1, due.in10]);
    expect(await sids('/api/staff/follow-ups?filter=TOTAL_LEADS&interval=D1_4')).toEqual([due.late4, due.today]);
    expect(await sids('/api/staff/follow-ups?filter=TOTAL_LEADS&interval=D4_7')).toEqual([due.late7, due.late5]);
    expect(await sids('/api/staff/follow-ups?filter=TOTAL_LEADS&interval=AFTER_7')).toEqual([due.late8]);
  });

  it('lists a category: every open lead (undated last), one source, or the follow-ups due (PENDING)', async () => {
    expect(await sids('/api/staff/follow-ups?filter=TOTAL_LEADS')).toEqual([
      due.late8,
      due.late7,
      due.late5,
      due.late4,
      due.today,
      due.in1,
      due.in10,
      due.in11,
      due.none,
    ]);
    expect(await sids('/api/staff/follow-ups?filter=HC_WI')).toEqual([due.late8, due.today, due.in10]);
    expect(await sids('/api/staff/follow-ups?filter=PENDING')).toEqual([due.late8, due.late7, due.late5, due.late4, due.today]);
    expect(await sids('/api/staff/follow-ups?filter=PENDING&interval=D10_1')).toEqual([]);
    expect((await call('/api/staff/follow-ups?filter=SOON')).body).toEqual(refusal(400, M.fieldRequired, { field: 'filter' }));
  });

  it('counts each category in each interval, and in all, and moves with the clock', async () => {
    const summary = resultOf(await call('/api/staff/follow-ups/summary'));
    const cell = (filter: string, interval: string) =>
      summary.cells.find((c: { filter: string; interval: string }) => c.filter === filter && c.interval === interval).count;
    expect(summary.cells).toHaveLength(36);
    expect([cell('TOTAL_LEADS', 'D10_1'), cell('TOTAL_LEADS', 'D1_4'), cell('TOTAL_LEADS', 'D4_7'), cell('TOTAL_LEADS', 'AFTER_7')]).toEqual([2, 2, 2, 1]);
    expect([cell('HC_WI', 'D10_1'), cell('HC_WI', 'D1_4'), cell('HC_WI', 'AFTER_7'), cell('PENDING', 'D10_1'), cell('PENDING', 'D4_7')]).toEqual([
      1, 1, 1, 0, 2,
    ]);
    expect(summary.totals).toContainEqual({ filter: 'TOTAL_LEADS', count: 9 });
    expect(summary.totals).toContainEqual({ filter: 'PENDING', count: 5 });
    expect(summary.totals).toContainEqual({ filter: 'REFERRAL', count: 2 });
    const tomorrow = await later(86_400_000, async (caller) => resultOf(await caller('/api/staff/follow-ups/summary')));
    expect(tomorrow.totals).toContainEqual({ filter: 'PENDING', count: 6 });
  });
});

describe('camps', () => {
  it('makes a camp with its slot’s hours, refusing missing parts with their messages', async () => {
    const made = await camp({ slot: 'AFTERNOON', pinCode: '700091', notes: 'Bring BP machine' });
    expect(made).toMatchObject({ kind: 'HEALTH_CAMP', slot: 'AFTERNOON', starts_at: '12:00', ends_at: '16:30', pin_code: '700091', lead_count: 0 });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ slot: undefined }, L.campSlotRequired, 'slot'],
      [{ slot: 'NIGHT' }, L.campSlotRequired, 'slot'],
      [{ date: '2026-13-01' }, L.campDateRequired, 'date'],
      [{ name: ' ' }, L.campNameRequired, 'name'],
      [{ pinCode: '12' }, M.invalidPinCode, 'pinCode'],
    ];
    for (const [body, message, field] of cases) {
      const reply = await call('/api/staff/camps', { body: { name: 'Camp', kind: 'HEALTH_CAMP', date: today(), slot: 'MORNING', place: 'Hall', ...body } });
      expect(reply.body, JSON.stringify(body)).toEqual(refusal(400, message, { field }));
    }
  });

  it('changes a camp until its day is over, then refuses (campEnded), changing nothing', async () => {
    const made = await camp({ date: shiftDay(today(), 1) });
    const moved = resultOf(
      await call(`/api/staff/camps/${made.sid}`, { method: 'PUT', body: { ...made, pinCode: null, name: 'Moved camp', slot: 'EVENING' } }),
    );
    expect(moved).toMatchObject({ name: 'Moved camp', slot: 'EVENING', starts_at: '15:00', ends_at: '19:30' });
    const tooLate = await later(2 * 86_400_000, (caller) =>
      caller(`/api/staff/camps/${made.sid}`, { method: 'PUT', body: { ...made, pinCode: null, name: 'Too late' } }),
    );
    expect(tooLate.body).toEqual(refusal(409, L.campEnded));
    expect((await up.db.selectFrom('health_camps').select('name').where('sid', '=', made.sid).executeTakeFirstOrThrow()).name).toBe('Moved camp');
  });

  it('offers the camps of the last 7 days and the coming 30', async () => {
    const days = [-8, -7, 0, 30, 31];
    const made = [];
    for (const d of days) made.push(await camp({ date: shiftDay(today(), d), name: `Window camp ${d}` }));
    const latest = resultOf(await call('/api/staff/camps/latest')).map((c: { sid: string }) => c.sid);
    expect(latest).toEqual(expect.arrayContaining([made[1].sid, made[2].sid, made[3].sid]));
    expect(latest).not.toContain(made[0].sid);
    expect(latest).not.toContain(made[4].sid);
  });

  it('lists a camp’s leads, summarises its follow-ups, and finds the pre-awareness absentees of camps that are over', async () => {
    const past = await camp({ date: shiftDay(today(), -2), name: 'Past camp' });
    const coming = await camp({ date: shiftDay(today(), 3), name: 'Coming camp' });
    const lead = (campSid: string, healthCampVisit: boolean) =>
      call('/api/staff/leads', { body: leadInput(up, { source: 'PA_AIHC', healthCampSid: campSid, healthCampVisit }) }).then(
        (r) => resultOf(r).lead.sid as string,
      );
    const absent = await lead(past.sid, false);
    const came = await lead(past.sid, true);
    await lead(coming.sid, false);
    expect(resultOf(await call(`/api/staff/camps/${past.sid}/leads`)).items.map((l: { sid: string }) => l.sid)).toEqual([came, absent]);
    expect(await sids('/api/staff/camps/absentees')).toEqual([absent]);
    expect(await sids(`/api/staff/camps/absentees?camp=${past.sid}`)).toEqual([absent]);
    expect(await sids(`/api/staff/camps/absentees?camp=${coming.sid}`)).toEqual([]);
    const byCamp = resultOf(await call('/api/staff/follow-ups/summary-by-camp?size=50'));
    const pastSummary = byCamp.find((s: { camp: { sid: string } }) => s.camp.sid === past.sid);
    expect(pastSummary).toMatchObject({ leads: 2, camp: { lead_count: 2, name: 'Past camp' } });
    expect(pastSummary.cells).toHaveLength(36);
    // Neither has a follow-up date: in the order they were made.
    expect(await sids(`/api/staff/follow-ups?filter=PA_AIHC&camp=${past.sid}`)).toEqual([absent, came]);
    expect((await call('/api/staff/follow-ups?filter=PA_AIHC&camp=no-such-camp')).body).toEqual(refusal(404, L.campNotFound));
  });
});
