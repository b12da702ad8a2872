import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '../../domain/account-messages.ts';
import { LEAD_MESSAGES as L } from '../../domain/lead-messages.ts';
import { STAFF_MESSAGES as STAFF } from '../../domain/staff-messages.ts';
import { type AccountUpstream, api, startAccountUpstream } from '../../test-utils/account-upstream.ts';
import { createLeadShop, type LeadShop, leadInput, leadMobile, newClientId, resultOf, staffCaller } from '../../test-utils/leads.ts';
import { refusal } from '../../test-utils/refusal.ts';
import { createShopCustomer, createStaffUser, delegatedToken, staffOwnToken } from '../../test-utils/staff.ts';

/**
 * Saving leads (issue 17; domain/lead-sync.ts): who may, the fields checked for the day the lead was
 * made, exactly once by client id (also 20 at once), the newer change wins (also under concurrency),
 * one lead per mobile in a shop, and the per-staff-user limit. On both engines.
 */
let up: AccountUpstream;
let a: LeadShop;
let owner: Awaited<ReturnType<typeof staffCaller>>;
let assistant: Awaited<ReturnType<typeof staffCaller>>;

beforeAll(async () => {
  up = await startAccountUpstream();
  a = await createLeadShop(up);
  owner = await staffCaller(up, a.owner);
  assistant = await staffCaller(up, a.assistant);
});
afterAll(() => up.close());

const DAY = 86_400_000;
const leadsOf = (clientId: string) => up.db.selectFrom('leads').selectAll().where('client_id', '=', clientId).execute();
const count = async () =>
  Number(
    (
      await up.db
        .selectFrom('leads')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('who may save and read leads', () => {
  it('answers a franchise owner and an assistant of the shop, with their own token', async () => {
    expect(resultOf(await owner('/api/staff/leads/summary')).total).toBeGreaterThanOrEqual(0);
    const saved = resultOf(await assistant('/api/staff/leads', { body: leadInput(up) }));
    expect(saved).toMatchObject({ applied: true, repeated: false, lead: { captured_by: { id: String(a.assistant.id), role: 'assistant' } } });
  });

  it('refuses admins, advisers, delegated tokens and customers (not authorized), and no token (session over), writing nothing', async () => {
    const admin = await createStaffUser(up.db, { role: 'admin' });
    const adviser = await createStaffUser(up.db, { role: 'adviser' });
    const customer = await createShopCustomer(up.db, a.shop.id);
    const tokens = [
      await staffOwnToken(up.db, admin, () => up.now()),
      await staffOwnToken(up.db, adviser, () => up.now()),
      await delegatedToken(up.db, customer.id, a.owner, () => up.now()),
      customer.token,
    ];
    const before = await count();
    for (const token of tokens) {
      for (const [method, path, body] of [
        ['POST', '/api/staff/leads', leadInput(up)],
        ['GET', '/api/staff/leads/summary', undefined],
        ['GET', '/api/staff/leads/vault-key', undefined],
        ['GET', '/api/staff/follow-ups?filter=TOTAL_LEADS', undefined],
        ['POST', '/api/staff/camps', { name: 'Camp', kind: 'HEALTH_CAMP', date: '2030-01-01', slot: 'MORNING', place: 'School' }],
        ['GET', '/api/staff/lead-files/abcdefghijkl', undefined],
      ] as const) {
        expect(await api(up.url, path, { method, token, body }), `${method} ${path}`).toEqual({ status: 403, body: refusal(403, STAFF.notAuthorized) });
      }
    }
    expect(await api(up.url, '/api/staff/leads', { body: leadInput(up) })).toEqual({ status: 401, body: refusal(401, M.sessionTimeout) });
    expect(await count()).toBe(before);
  });
});

describe('creating a lead', () => {
  it('keeps every field a person fills in, with the follow-up interval of today', async () => {
    const today = new Date(up.now().getTime() + 5.5 * 3600_000).toISOString().slice(0, 10);
    const input = leadInput(up, {
      name: '  Mina   Kumari ',
      gender: 'FEMALE',
      address: 'Ward 4, near the well',
      isChronic: true,
      homeVisitInterested: true,
      source: 'REFERRAL',
      vitalRecords: { bpSystolic: 130, bpDiastolic: 85, bloodSugar: 142.5, spo2: 97.5 },
      followUpDate: today,
      followUpDetails: 'Call in the evening',
      reasonForNotPlacingOrder: 'PRICE',
      patientType: 'DIABETIC',
      panel: 'Panel A',
    });
    const { lead } = resultOf(await owner('/api/staff/leads', { body: input }));
    expect(lead).toMatchObject({
      client_id: input.clientId,
      name: 'Mina Kumari',
      mobile: input.mobile,
      gender: 'FEMALE',
      is_chronic: true,
      health_camp_visit: false,
      home_visit_interested: true,
      source: 'REFERRAL',
      vital_records: { bp_systolic: 130, bp_diastolic: 85, blood_sugar: 142.5, weight_kg: null, height_cm: null, pulse: null, spo2: 97.5 },
      follow_up_date: today,
      follow_up_interval: 'D1_4',
      reason_for_not_placing_order: 'PRICE',
      patient_type: 'DIABETIC',
      panel: 'Panel A',
      status: 'OPEN',
      health_camp: null,
      customer: null,
      activity: [],
      client_updated_at: input.clientUpdatedAt,
    });
    expect(resultOf(await owner(`/api/staff/leads/${lead.sid}`))).toEqual({ lead });
  });

  it.each([
    ['a bad mobile', { mobile: '12345' }, M.invalidMobile, 'mobile'],
    ['a one-letter name', { name: 'A' }, M.nameMin2, 'name'],
    ['no source', { source: undefined }, L.chooseSource, 'source'],
    ['a follow-up date in the past', { followUpDate: '2020-01-01' }, L.followUpDateInPast, 'followUpDate'],
    ['a day that is none', { followUpDate: '2026-02-30' }, L.invalidFollowUpDate, 'followUpDate'],
    ['an impossible reading', { vitalRecords: { spo2: 140 } }, L.invalidVital, 'vitalRecords.spo2'],
    ['a camp for a door-to-door lead', { healthCampSid: 'camp-x' }, L.campOnlyForCampSources, 'healthCampSid'],
    ['the other reason without remarks', { reasonForNotPlacingOrder: 'OTHER' }, L.otherReasonNeedsRemarks, 'remarks'],
    ['a bad client id', { clientId: 'short' }, L.invalidClientId, 'clientId'],
    ['no change time', { clientUpdatedAt: 'yesterday' }, L.invalidClientTime, 'clientUpdatedAt'],
  ])('refuses %s with its message, and saves nothing', async (_label, overrides, message, field) => {
    const before = await count();
    const reply = await owner('/api/staff/leads', { body: leadInput(up, overrides) });
    expect(reply).toEqual({ status: 400, body: refusal(400, message, { field }) });
    expect(await count()).toBe(before);
  });

  it('refuses a change time more than a day ahead of the server, and a camp that is not the shop’s', async () => {
    const ahead = new Date(up.now().getTime() + 2 * DAY).toISOString();
    expect(await owner('/api/staff/leads', { body: leadInput(up, { clientUpdatedAt: ahead }) })).toEqual({
      status: 400,
      body: refusal(400, L.invalidClientTime, { field: 'clientUpdatedAt' }),
    });
    expect(await owner('/api/staff/leads', { body: leadInput(up, { source: 'HC_VC', healthCampSid: 'no-such-camp' }) })).toEqual({
      status: 404,
      body: refusal(404, L.campNotFound),
    });
  });

  it('checks a lead captured offline days ago against the day it was captured', async () => {
    const captured = up.now().getTime() - 3 * DAY;
    const nextDay = new Date(captured + DAY + 5.5 * 3600_000).toISOString().slice(0, 10);
    const input = leadInput(up, { clientUpdatedAt: new Date(captured).toISOString(), followUpDate: nextDay });
    const { lead } = resultOf(await owner('/api/staff/leads', { body: input }));
    expect(lead.follow_up_date).toBe(nextDay);
    expect(lead.follow_up_interval).toBe('D1_4');
    // The same follow-up date for a change made today is in the past.
    const today = await owner(`/api/staff/leads/${lead.sid}`, { method: 'PUT', body: { ...input, clientUpdatedAt: up.now().toISOString() } });
    expect(today.body).toEqual(refusal(400, L.followUpDateInPast, { field: 'followUpDate' }));
  });

  it('is one lead when sent twice: the second is answered as the same change, not applied again', async () => {
    const input = leadInput(up);
    const first = resultOf(await owner('/api/staff/leads', { body: input }));
    const second = resultOf(await assistant('/api/staff/leads', { body: input }));
    expect(first).toMatchObject({ applied: true, repeated: false });
    expect(second).toMatchObject({ applied: true, repeated: true, lead: { sid: first.lead.sid } });
    expect(await leadsOf(input.clientId)).toHaveLength(1);
  });

  it('is one lead when 20 creates with the same client id arrive at once', async () => {
    const input = leadInput(up);
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? owner : assistant)('/api/staff/leads', { body: input })));
    const results = replies.map(resultOf);
    expect(new Set(results.map((r) => r.lead.sid)).size).toBe(1);
    expect(results.filter((r) => !r.repeated)).toHaveLength(1);
    expect(results.every((r) => r.applied)).toBe(true);
    expect(await leadsOf(input.clientId)).toHaveLength(1);
  });

  it('refuses a second lead with a mobile the shop already has, naming the lead held', async () => {
    const held = resultOf(await owner('/api/staff/leads', { body: leadInput(up) })).lead;
    const before = await count();
    const reply = await assistant('/api/staff/leads', { body: leadInput(up, { mobile: held.mobile, name: 'Someone Else' }) });
    expect(reply).toEqual({
      status: 409,
      body: { code: 409, result: L.leadExists, meta: { field: 'mobile', messageKey: 'leads.messages.leadExists', params: { sid: held.sid } } },
    });
    expect(await count()).toBe(before);
  });
});

describe('updating a lead: the newer change wins', () => {
  const at = (offsetMs: number) => new Date(up.now().getTime() + offsetMs).toISOString();

  it('applies a newer change, answers the same change again as repeated, and tells an older one it lost', async () => {
    const input = leadInput(up, { clientUpdatedAt: at(-60_000) });
    const { lead } = resultOf(await owner('/api/staff/leads', { body: input }));
    const newer = { ...input, name: 'Newer Name', clientUpdatedAt: at(-30_000) };
    expect(resultOf(await owner(`/api/staff/leads/${lead.sid}`, { method: 'PUT', body: newer }))).toMatchObject({
      applied: true,
      repeated: false,
      lead: { name: 'Newer Name', client_updated_at: newer.clientUpdatedAt },
    });
    expect(resultOf(await owner(`/api/staff/leads/${lead.sid}`, { method: 'PUT', body: newer }))).toMatchObject({ applied: true, repeated: true });
    const older = { ...input, name: 'Older Name', clientUpdatedAt: at(-45_000) };
    expect(resultOf(await assistant(`/api/staff/leads/${lead.sid}`, { method: 'PUT', body: older }))).toMatchObject({
      applied: false,
      repeated: false,
      lead: { name: 'Newer Name', client_updated_at: newer.clientUpdatedAt },
    });
    // The same holds for a create sent again with an older change (a second tab's copy).
    expect(resultOf(await assistant('/api/staff/leads', { body: older }))).toMatchObject({ applied: false, lead: { sid: lead.sid, name: 'Newer Name' } });
    expect((await leadsOf(input.clientId))[0]?.name).toBe('Newer Name');
  });

  it('keeps the newest of 12 changes sent at once, whatever order they arrive in', async () => {
    const input = leadInput(up, { clientUpdatedAt: at(-120_000) });
    const { lead } = resultOf(await owner('/api/staff/leads', { body: input }));
    const changes = Array.from({ length: 12 }, (_, i) => ({
      ...input,
      name: `Change ${String.fromCharCode(65 + i)}`,
      clientUpdatedAt: at(-100_000 + i * 1000),
    }));
    // Newest first, then the rest: the last to arrive is never the one that must win.
    const shuffled = [...changes].reverse();
    await Promise.all(shuffled.map((body, i) => (i % 2 ? owner : assistant)(`/api/staff/leads/${lead.sid}`, { method: 'PUT', body })));
    const [held] = await leadsOf(input.clientId);
    expect(held).toMatchObject({ name: 'Change L', client_updated_at: changes[11]?.clientUpdatedAt });
  });

  it('refuses an update to a mobile another lead of the shop has, and changes nothing', async () => {
    const one = resultOf(await owner('/api/staff/leads', { body: leadInput(up) })).lead;
    const input = leadInput(up);
    const two = resultOf(await owner('/api/staff/leads', { body: input })).lead;
    const reply = await owner(`/api/staff/leads/${two.sid}`, {
      method: 'PUT',
      body: { ...input, mobile: one.mobile, clientUpdatedAt: up.now().toISOString() },
    });
    expect(reply.status).toBe(409);
    expect(reply.body.meta.params).toEqual({ sid: one.sid });
    expect((await leadsOf(input.clientId))[0]?.mobile).toBe(input.mobile);
  });
});

describe('the per-staff-user limit', () => {
  it('refuses the 121st save of a minute by one staff user (TOO_MANY_REQUESTS), not another’s, and lets them save again a minute later', async () => {
    const limited = await createLeadShop(up);
    const first = await staffCaller(up, limited.owner);
    const other = await staffCaller(up, limited.assistant);
    for (let i = 0; i < 120; i += 1) expect((await first('/api/staff/leads', { body: leadInput(up, { mobile: leadMobile() }) })).status).toBe(200);
    const refused = await first('/api/staff/leads', { body: leadInput(up) });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(refusal(429, L.tooManyLeads, { retryAfter: expect.any(Number) }));
    expect((await other('/api/staff/leads', { body: leadInput(up) })).status).toBe(200);
    up.advance(61_000);
    const again = await staffCaller(up, limited.owner);
    expect((await again('/api/staff/leads', { body: leadInput(up, { clientId: newClientId() }) })).status).toBe(200);
  });
});
