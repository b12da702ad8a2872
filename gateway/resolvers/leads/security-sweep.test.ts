import { beforeAll, describe, expect, it } from 'vitest';
import { istDay } from '../../../domain/lead.ts';
import { LEAD_MESSAGES as L } from '../../../domain/lead-messages.ts';
import { STAFF_MESSAGES as STAFF } from '../../../domain/staff-messages.ts';
import { FILES, formWith } from '../../../test-utils/account-fixtures.ts';
import { setupAccountGateway } from '../../../test-utils/account-gateway.ts';
import { createLeadShop, type LeadShop, leadInput, resultOf, staffCaller } from '../../../test-utils/leads.ts';
import { createShopCustomer, createStaffUser, delegatedToken, staffOwnToken } from '../../../test-utils/staff.ts';
import { shiftDay } from '../../../upstream/leads/days.ts';
import { serveAccountFile } from '../../files.ts';

/**
 * Issue 17's rows of the security sweep through GraphQL (gateway/resolvers/staff/security-sweep.test.ts
 * holds the customers' resources; upstream/leads/ownership.test.ts the same against the upstream): a
 * shop's lead, its activity, prescription file and estimations, and its camp, reached for by another
 * shop's owner and assistant, are NOT_FOUND and change nothing; admins, advisers, delegated tokens and
 * customers are FORBIDDEN on every row. One row per resource and operation.
 */
const t = setupAccountGateway();
let owner: LeadShop;
let intruder: LeadShop;
const ids = { lead: '', camp: '', filePath: '' };
let input: ReturnType<typeof leadInput>;
let held: unknown;

const LEAD_READ = 'query($sid: ID!) { lead(sid: $sid) { sid name mobile followUpDate status activity { id notes } prescription { id } } }';

beforeAll(async () => {
  owner = await createLeadShop(t.up);
  intruder = await createLeadShop(t.up);
  const call = await staffCaller(t.up, owner.owner);
  const camp = resultOf(
    await call('/api/staff/camps', {
      body: { name: 'Owner camp', kind: 'HEALTH_CAMP', date: shiftDay(istDay(t.up.now().getTime()), 2), slot: 'MORNING', place: 'Hall' },
    }),
  );
  input = leadInput(t.up, { source: 'HC_VC', healthCampSid: camp.sid });
  const lead = resultOf(await call('/api/staff/leads', { body: input })).lead;
  resultOf(await call(`/api/staff/leads/${lead.sid}/activity`, { body: { kind: 'NOTE', notes: 'owner note' } }));
  const file = resultOf(await call(`/api/staff/leads/${lead.sid}/prescription`, { body: formWith(FILES.png, 'rx.png') })).lead.prescription;
  Object.assign(ids, { lead: lead.sid, camp: camp.sid, filePath: `/staff/lead-files/${file.id}` });
  held = (await t.gql(LEAD_READ, { sid: lead.sid }, await staffOwnToken(t.up.db, owner.owner, () => t.up.now()))).data.lead;
});

const notFound = (message: string) => ({ errors: [{ code: 'NOT_FOUND', message }] });
const LEAD = notFound(L.leadNotFound);
const CAMP = notFound(L.campNotFound);
const campInput = () => ({ name: 'Taken', kind: 'HEALTH_CAMP', date: shiftDay(istDay(t.up.now().getTime()), 3), slot: 'EVENING', place: 'Elsewhere' });
const changed = () => ({ ...input, name: 'Stolen', clientUpdatedAt: t.up.now().toISOString(), healthCampSid: null });

const ROWS: [resource: string, query: string, variables: () => Record<string, unknown>, expected: object][] = [
  ['reading the lead', LEAD_READ, () => ({ sid: ids.lead }), LEAD],
  ['updating the lead', 'mutation($sid: ID!, $i: LeadInput!) { updateLead(sid: $sid, input: $i) { applied } }', () => ({ sid: ids.lead, i: changed() }), LEAD],
  ['creating with the lead’s client id', 'mutation($i: LeadInput!) { addLead(input: $i) { applied } }', () => ({ i: changed() }), LEAD],
  ['removing the lead', 'mutation($sid: ID!) { removeLead(sid: $sid) }', () => ({ sid: ids.lead }), LEAD],
  [
    'adding activity to the lead',
    'mutation($sid: ID!) { addLeadActivity(sid: $sid, input: { kind: NOTE, notes: "x" }) { sid } }',
    () => ({ sid: ids.lead }),
    LEAD,
  ],
  ['changing the lead’s mobile', 'mutation($sid: ID!) { changeLeadMobile(sid: $sid, mobile: "6999999998") { sid } }', () => ({ sid: ids.lead }), LEAD],
  ['converting the lead', 'mutation($sid: ID!) { convertLead(sid: $sid) { newCustomer } }', () => ({ sid: ids.lead }), LEAD],
  ['reading the lead’s estimations', 'query($sid: ID!) { leadEstimations(sid: $sid) { estimateId } }', () => ({ sid: ids.lead }), LEAD],
  [
    'updating the camp',
    'mutation($sid: ID!, $i: HealthCampInput!) { updateHealthCamp(sid: $sid, input: $i) { sid } }',
    () => ({ sid: ids.camp, i: campInput() }),
    CAMP,
  ],
  ['reading the camp’s leads', 'query($sid: ID!) { healthCampLeads(sid: $sid) { total } }', () => ({ sid: ids.camp }), CAMP],
  ['reading the camp’s absentees', 'query($sid: ID) { preAwarenessAbsentees(healthCampSid: $sid) { total } }', () => ({ sid: ids.camp }), CAMP],
  ['reading the camp’s follow-ups', 'query($sid: ID) { followUps(filter: TOTAL_LEADS, healthCampSid: $sid) { total } }', () => ({ sid: ids.camp }), CAMP],
];

const seen = (reply: { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] }) =>
  reply.errors ? { errors: reply.errors.map((e) => ({ code: e.extensions?.code, message: e.message })) } : { data: reply.data };

describe.each([
  ['franchise owner', () => intruder.owner],
  ['assistant', () => intruder.assistant],
] as const)("another shop's %s, through GraphQL", (_label, staff) => {
  it.each(ROWS)('%s of theirs is not found', async (_resource, query, variables, expected) => {
    const token = await staffOwnToken(t.up.db, staff(), () => t.up.now());
    expect(seen(await t.gql(query, variables(), token))).toEqual(expected);
  });

  it('is never served the lead’s prescription file, by header or ?token=', async () => {
    const token = await staffOwnToken(t.up.db, staff(), () => t.up.now());
    for (const url of [`http://storefront.test${ids.filePath}?token=${encodeURIComponent(token)}`, `http://storefront.test${ids.filePath}`]) {
      const response = await serveAccountFile(new Request(url, { headers: url.includes('?') ? {} : { authorization: `Bearer ${token}` } }), t.up.url);
      expect(response.status).toBe(404);
      expect(Buffer.from(await response.arrayBuffer()).includes(FILES.png.subarray(0, 8))).toBe(false);
    }
  });
});

describe('tokens that are not a shop staff user’s own', () => {
  it('are FORBIDDEN on every row', async () => {
    const customer = await createShopCustomer(t.up.db, owner.shop.id);
    const tokens = [
      await staffOwnToken(t.up.db, await createStaffUser(t.up.db, { role: 'admin' }), () => t.up.now()),
      await staffOwnToken(t.up.db, await createStaffUser(t.up.db, { role: 'adviser' }), () => t.up.now()),
      // Issue 18: an editor publishes content and reaches no shop's records.
      await staffOwnToken(t.up.db, await createStaffUser(t.up.db, { role: 'editor' }), () => t.up.now()),
      await delegatedToken(t.up.db, customer.id, owner.owner, () => t.up.now()),
      customer.token,
    ];
    for (const token of tokens)
      for (const [resource, query, variables] of ROWS)
        expect(seen(await t.gql(query, variables(), token)), resource).toEqual({ errors: [{ code: 'FORBIDDEN', message: STAFF.notAuthorized }] });
  });

  it('leave the owner’s lead, activity, file and camp as they were', async () => {
    const token = await staffOwnToken(t.up.db, owner.owner, () => t.up.now());
    expect((await t.gql(LEAD_READ, { sid: ids.lead }, token)).data.lead).toEqual(held);
    expect((await t.gql('{ healthCamps { items { sid name leadCount } } }', {}, token)).data.healthCamps.items).toEqual([
      { sid: ids.camp, name: 'Owner camp', leadCount: 1 },
    ]);
    const file = await serveAccountFile(new Request(`http://storefront.test${ids.filePath}`, { headers: { authorization: `Bearer ${token}` } }), t.up.url);
    expect(Buffer.from(await file.arrayBuffer()).equals(FILES.png)).toBe(true);
  });
});
