import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '../../domain/account-messages.ts';
import { istDay } from '../../domain/lead.ts';
import { LEAD_MESSAGES as L } from '../../domain/lead-messages.ts';
import { STAFF_MESSAGES as STAFF } from '../../domain/staff-messages.ts';
import { FILES, formWith } from '../../test-utils/account-fixtures.ts';
import { type AccountUpstream, api, startAccountUpstream } from '../../test-utils/account-upstream.ts';
import { createLeadShop, type LeadShop, leadInput, resultOf, staffCaller } from '../../test-utils/leads.ts';
import { refusal } from '../../test-utils/refusal.ts';
import { createShopCustomer, createStaffUser, delegatedToken, staffOwnToken } from '../../test-utils/staff.ts';
import { shiftDay } from './days.ts';

/**
 * Issue 17's rows of the security sweep (upstream/ownership.test.ts holds the customers' resources):
 * a shop's lead, its activity, its prescription file, its estimations, and its camp, reached for by
 * another shop's franchise owner and assistant with their ids, are NOT_FOUND and change nothing; every
 * other kind of token is refused before any id is looked at. One row per way in.
 */
let up: AccountUpstream;
let owner: LeadShop;
let intruder: LeadShop;
const ids = { lead: '', leadClientId: '', file: '', camp: '', leadMobile: '' };
let leadInputHeld: ReturnType<typeof leadInput>;
let held: unknown;

beforeAll(async () => {
  up = await startAccountUpstream();
  owner = await createLeadShop(up);
  intruder = await createLeadShop(up);
  const call = await staffCaller(up, owner.owner);
  const camp = resultOf(
    await call('/api/staff/camps', {
      body: { name: 'Owner camp', kind: 'HEALTH_CAMP', date: shiftDay(istDay(up.now().getTime()), 2), slot: 'MORNING', place: 'Hall' },
    }),
  );
  leadInputHeld = leadInput(up, { source: 'HC_VC', healthCampSid: camp.sid });
  const lead = resultOf(await call('/api/staff/leads', { body: leadInputHeld })).lead;
  resultOf(await call(`/api/staff/leads/${lead.sid}/activity`, { body: { kind: 'NOTE', notes: 'owner note' } }));
  const withFile = resultOf(await call(`/api/staff/leads/${lead.sid}/prescription`, { body: formWith(FILES.png, 'rx.png') })).lead;
  Object.assign(ids, { lead: lead.sid, leadClientId: lead.client_id, file: withFile.prescription.id, camp: camp.sid, leadMobile: lead.mobile });
  held = resultOf(await call(`/api/staff/leads/${lead.sid}`)).lead;
});
afterAll(() => up.close());

const LEAD = refusal(404, L.leadNotFound);
const CAMP = refusal(404, L.campNotFound);
const campBody = () => ({ name: 'Taken camp', kind: 'HEALTH_CAMP', date: shiftDay(istDay(up.now().getTime()), 3), slot: 'EVENING', place: 'Elsewhere' });

/** Each way another shop reaches for the owner's ids: [what, method, path, body, refusal]. */
const ROWS: [string, string, () => string, () => unknown, object][] = [
  ['reading the lead', 'GET', () => `/api/staff/leads/${ids.lead}`, () => undefined, LEAD],
  [
    'updating the lead',
    'PUT',
    () => `/api/staff/leads/${ids.lead}`,
    () => ({ ...leadInputHeld, name: 'Stolen', clientUpdatedAt: up.now().toISOString(), healthCampSid: null }),
    LEAD,
  ],
  [
    'creating with the lead’s client id',
    'POST',
    () => '/api/staff/leads',
    () => ({ ...leadInputHeld, name: 'Stolen', clientUpdatedAt: up.now().toISOString(), healthCampSid: null }),
    LEAD,
  ],
  ['removing the lead', 'DELETE', () => `/api/staff/leads/${ids.lead}`, () => undefined, LEAD],
  ['adding activity to the lead', 'POST', () => `/api/staff/leads/${ids.lead}/activity`, () => ({ kind: 'NOTE', notes: 'intruder' }), LEAD],
  ['changing the lead’s mobile', 'POST', () => `/api/staff/leads/${ids.lead}/mobile`, () => ({ mobile: '6999999999' }), LEAD],
  ['converting the lead', 'POST', () => `/api/staff/leads/${ids.lead}/convert`, () => ({}), LEAD],
  ['replacing the lead’s prescription', 'POST', () => `/api/staff/leads/${ids.lead}/prescription`, () => formWith(FILES.jpeg, 'x.jpg'), LEAD],
  ['reading the lead’s estimations', 'GET', () => `/api/staff/leads/${ids.lead}/estimations`, () => undefined, LEAD],
  ['reading the lead’s prescription file', 'GET', () => `/api/staff/lead-files/${ids.file}`, () => undefined, refusal(404, M.fileNotFound)],
  ['updating the camp', 'PUT', () => `/api/staff/camps/${ids.camp}`, campBody, CAMP],
  ['reading the camp’s leads', 'GET', () => `/api/staff/camps/${ids.camp}/leads`, () => undefined, CAMP],
  ['reading the camp’s absentees', 'GET', () => `/api/staff/camps/absentees?camp=${ids.camp}`, () => undefined, CAMP],
  ['reading the camp’s follow-ups', 'GET', () => `/api/staff/follow-ups?filter=TOTAL_LEADS&camp=${ids.camp}`, () => undefined, CAMP],
  ['naming the camp in a lead', 'POST', () => '/api/staff/leads', () => leadInput(up, { source: 'HC_WI', healthCampSid: ids.camp }), CAMP],
];

describe.each([
  ['franchise owner', () => intruder.owner],
  ['assistant', () => intruder.assistant],
] as const)("another shop's %s", (_label, staff) => {
  it.each(ROWS)('%s: not found', async (_what, method, path, body, expected) => {
    const token = await staffOwnToken(up.db, staff(), () => up.now());
    const reply = await api(up.url, path(), { method, token, body: body() });
    expect(reply.body).toEqual(expected);
  });

  it('finds none of it in its lists, searches, checks and summaries', async () => {
    const call = await staffCaller(up, staff());
    expect(resultOf(await call(`/api/staff/leads/search?term=${ids.leadMobile}`)).items).toEqual([]);
    expect(resultOf(await call(`/api/staff/leads/check?mobile=${ids.leadMobile}`))).toEqual({ lead: null, customer: null });
    expect(resultOf(await call('/api/staff/follow-ups?filter=TOTAL_LEADS')).items.map((l: { sid: string }) => l.sid)).not.toContain(ids.lead);
    expect(resultOf(await call('/api/staff/camps')).items.map((c: { sid: string }) => c.sid)).not.toContain(ids.camp);
    expect(resultOf(await call('/api/staff/camps/latest')).map((c: { sid: string }) => c.sid)).not.toContain(ids.camp);
    expect(resultOf(await call('/api/staff/follow-ups/summary-by-camp')).map((s: { camp: { sid: string } }) => s.camp.sid)).not.toContain(ids.camp);
  });
});

describe('other tokens', () => {
  it('refuses admins, advisers, delegated tokens of the owner’s shop and customers on every row (not authorized)', async () => {
    const customer = await createShopCustomer(up.db, owner.shop.id);
    const tokens = [
      await staffOwnToken(up.db, await createStaffUser(up.db, { role: 'admin' }), () => up.now()),
      await staffOwnToken(up.db, await createStaffUser(up.db, { role: 'adviser' }), () => up.now()),
      await delegatedToken(up.db, customer.id, owner.owner, () => up.now()),
      customer.token,
    ];
    for (const token of tokens)
      for (const [what, method, path, body] of ROWS)
        expect(await api(up.url, path(), { method, token, body: body() }), what).toEqual({ status: 403, body: refusal(403, STAFF.notAuthorized) });
  });
});

describe('after every row', () => {
  it('leaves the owner’s lead, activity, file and camp as they were', async () => {
    const call = await staffCaller(up, owner.owner);
    expect(resultOf(await call(`/api/staff/leads/${ids.lead}`)).lead).toEqual(held);
    const file = await fetch(`${up.url}/api/staff/lead-files/${ids.file}`, {
      headers: { 'x-access-token': await staffOwnToken(up.db, owner.owner, () => up.now()) },
    });
    expect(Buffer.from(await file.arrayBuffer()).equals(FILES.png)).toBe(true);
    const camp = resultOf(await call('/api/staff/camps')).items[0];
    expect(camp).toMatchObject({ sid: ids.camp, name: 'Owner camp', slot: 'MORNING', lead_count: 1 });
    expect(await up.db.selectFrom('leads').select('id').where('franchise_id', '=', intruder.shop.id).execute()).toEqual([]);
  });
});
