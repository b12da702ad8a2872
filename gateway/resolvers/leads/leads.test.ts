import { beforeAll, describe, expect, it } from 'vitest';
import { istDay } from '../../../domain/lead.ts';
import { LEAD_MESSAGES as L } from '../../../domain/lead-messages.ts';
import { STAFF_MESSAGES as STAFF } from '../../../domain/staff-messages.ts';
import { FILES } from '../../../test-utils/account-fixtures.ts';
import { setupAccountGateway } from '../../../test-utils/account-gateway.ts';
import { gql } from '../../../test-utils/gql.ts';
import { createLeadShop, type LeadShop, leadInput, leadMobile } from '../../../test-utils/leads.ts';
import { createStaffUser, staffOwnToken } from '../../../test-utils/staff.ts';
import { shiftDay } from '../../../upstream/leads/days.ts';
import { serveAccountFile } from '../../files.ts';

/**
 * Leads through GraphQL over a real upstream (issue 17; gateway/schema/leads.graphql): saving exactly
 * once with the sync answer, the upstream's refusals with their codes and keys, follow-ups and camps,
 * the prescription photo through the multipart File scalar and its private path, and no per-address
 * limit on a camp's phone.
 */
const t = setupAccountGateway();
let shop: LeadShop;
let owner: string;
let assistant: string;

const LEAD = `sid clientId name mobile source status followUpDate followUpInterval isChronic clientUpdatedAt
  vitalRecords { bpSystolic spo2 } healthCamp { sid name slot startsAt endsAt leadCount } leadCapturedBy { id role }
  activity { kind notes by { id } } prescription { id path contentType } customer { cusSid mobile }`;
const ADD = `mutation($input: LeadInput!) { addLead(input: $input) { applied repeated lead { ${LEAD} } } }`;
const UPDATE = `mutation($sid: ID!, $input: LeadInput!) { updateLead(sid: $sid, input: $input) { applied repeated lead { ${LEAD} } } }`;
const today = () => istDay(t.up.now().getTime());
const errorOf = (reply: { errors?: { message: string; extensions?: Record<string, unknown> }[] }) =>
  reply.errors?.[0] && { message: reply.errors[0].message, ...reply.errors[0].extensions };

beforeAll(async () => {
  shop = await createLeadShop(t.up);
  owner = await staffOwnToken(t.up.db, shop.owner, () => t.up.now());
  assistant = await staffOwnToken(t.up.db, shop.assistant, () => t.up.now());
});

describe('saving leads', () => {
  it('creates a lead once, answers the same change again as repeated, and tells an older change it lost', async () => {
    const input = leadInput(t.up, {
      clientUpdatedAt: new Date(t.up.now().getTime() - 60_000).toISOString(),
      isChronic: true,
      vitalRecords: { bpSystolic: 120, spo2: 98 },
    });
    const first = await t.gql(ADD, { input }, owner);
    expect(first.data.addLead).toMatchObject({
      applied: true,
      repeated: false,
      lead: {
        clientId: input.clientId,
        source: 'DOOR_TO_DOOR',
        status: 'OPEN',
        isChronic: true,
        vitalRecords: { bpSystolic: 120, spo2: 98 },
        leadCapturedBy: { id: String(shop.owner.id), role: 'FRANCHISE' },
      },
    });
    const again = await t.gql(ADD, { input }, assistant);
    expect(again.data.addLead).toMatchObject({ applied: true, repeated: true, lead: { sid: first.data.addLead.lead.sid } });
    const sid = first.data.addLead.lead.sid;
    const newer = { ...input, name: 'Newer Name', clientUpdatedAt: t.up.now().toISOString() };
    expect((await t.gql(UPDATE, { sid, input: newer }, owner)).data.updateLead).toMatchObject({ applied: true, lead: { name: 'Newer Name' } });
    const older = { ...input, name: 'Older Name', clientUpdatedAt: new Date(t.up.now().getTime() - 30_000).toISOString() };
    expect((await t.gql(UPDATE, { sid, input: older }, assistant)).data.updateLead).toMatchObject({
      applied: false,
      repeated: false,
      lead: { name: 'Newer Name' },
    });
    expect(await t.up.db.selectFrom('leads').select('name').where('client_id', '=', input.clientId).execute()).toEqual([{ name: 'Newer Name' }]);
  });

  it('passes on the upstream’s refusals with their code, message key and the lead that exists', async () => {
    const held = (await t.gql(ADD, { input: leadInput(t.up) }, owner)).data.addLead.lead;
    expect(errorOf(await t.gql(ADD, { input: leadInput(t.up, { mobile: held.mobile }) }, owner))).toMatchObject({
      message: L.leadExists,
      code: 'BAD_USER_INPUT',
      messageKey: 'leads.messages.leadExists',
      params: { sid: held.sid },
      field: 'mobile',
    });
    expect(errorOf(await t.gql(ADD, { input: leadInput(t.up, { followUpDate: '2020-01-01' }) }, owner))).toMatchObject({
      message: L.followUpDateInPast,
      code: 'BAD_USER_INPUT',
      messageKey: 'leads.messages.followUpDateInPast',
      field: 'followUpDate',
    });
    expect(errorOf(await t.gql(`query($sid: ID!) { lead(sid: $sid) { sid } }`, { sid: 'no-such-lead' }, owner))).toMatchObject({
      message: L.leadNotFound,
      code: 'NOT_FOUND',
    });
  });

  it('refuses admins, advisers and customers (FORBIDDEN) and no token (UNAUTHENTICATED)', async () => {
    const admin = await staffOwnToken(t.up.db, await createStaffUser(t.up.db, { role: 'admin' }), () => t.up.now());
    const adviser = await staffOwnToken(t.up.db, await createStaffUser(t.up.db, { role: 'adviser' }), () => t.up.now());
    for (const token of [admin, adviser, t.me.token])
      expect(errorOf(await t.gql('{ leadVaultKey }', {}, token))).toMatchObject({ code: 'FORBIDDEN', message: STAFF.notAuthorized });
    expect(errorOf(await t.gql('{ leadSummary { total } }', {}, null))).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('the /lms calls', () => {
  it('checks, searches, adds activity, converts and lists the estimations', async () => {
    const mobile = leadMobile();
    const { sid } = (await t.gql(ADD, { input: leadInput(t.up, { mobile, name: 'Tapan Mondal' }) }, owner)).data.addLead.lead;
    expect(
      (await t.gql('query($m: String!) { checkLeadExist(mobile: $m) { lead { sid } customer { cusSid } } }', { m: mobile }, assistant)).data.checkLeadExist,
    ).toEqual({
      lead: { sid },
      customer: null,
    });
    expect((await t.gql('{ leadSearch(term: "tapan") { total items { sid } } }', {}, owner)).data.leadSearch).toEqual({ total: 1, items: [{ sid }] });
    const next = shiftDay(today(), 3);
    const withCall = await t.gql(
      `mutation($sid: ID!, $d: String) { addLeadActivity(sid: $sid, input: { kind: CALL, notes: "Busy", nextFollowUpDate: $d }) { ${LEAD} } }`,
      { sid, d: next },
      owner,
    );
    expect(withCall.data.addLeadActivity).toMatchObject({
      followUpDate: next,
      followUpInterval: 'D10_1',
      activity: [{ kind: 'CALL', notes: 'Busy', by: { id: String(shop.owner.id) } }],
    });
    const converted = await t.gql(
      `mutation($sid: ID!) { convertLead(sid: $sid) { newCustomer customer { mobile } lead { status customer { mobile } } } }`,
      { sid },
      owner,
    );
    expect(converted.data.convertLead).toEqual({ newCustomer: true, customer: { mobile }, lead: { status: 'CONVERTED', customer: { mobile } } });
    expect((await t.gql('query($sid: ID!) { leadEstimations(sid: $sid) { estimateId } }', { sid }, owner)).data.leadEstimations).toEqual([]);
    const summary = (await t.gql('{ leadSummary { total converted bySource { source count } } }', {}, owner)).data.leadSummary;
    expect(summary.converted).toBe(1);
    expect(summary.bySource).toHaveLength(7);
  });

  it('uploads a prescription photo through the File scalar, served by its private path to the shop’s staff only', async () => {
    const { sid } = (await t.gql(ADD, { input: leadInput(t.up) }, owner)).data.addLead.lead;
    const uploaded = await t.gqlUpload(
      `mutation($sid: ID!, $file: File!) { uploadLeadPrescription(sid: $sid, file: $file) { prescription { id path contentType } } }`,
      { sid },
      'file',
      new File([new Uint8Array(FILES.jpeg)], 'rx.jpg', { type: 'image/jpeg' }),
      assistant,
    );
    expect(uploaded.errors).toBeUndefined();
    const photo = uploaded.data.uploadLeadPrescription.prescription;
    expect(photo).toEqual({ id: expect.any(String), path: `/staff/lead-files/${photo.id}`, contentType: 'image/jpeg' });
    const fetchAs = (token: string) =>
      serveAccountFile(new Request(`http://storefront.test${photo.path}`, { headers: { authorization: `Bearer ${token}` } }), t.up.url);
    const mine = await fetchAs(owner);
    expect(mine.status).toBe(200);
    expect(Buffer.from(await mine.arrayBuffer()).equals(FILES.jpeg)).toBe(true);
    const other = await createLeadShop(t.up);
    const theirs = await fetchAs(await staffOwnToken(t.up.db, other.owner, () => t.up.now()));
    expect(theirs.status).toBe(404);
    expect(Buffer.from(await theirs.arrayBuffer()).includes(FILES.jpeg.subarray(0, 4))).toBe(false);
    expect((await fetchAs(t.me.token)).status).toBe(403);
  });
});

describe('follow-ups and camps', () => {
  it('makes a camp, names it in a lead, lists and counts the follow-ups, and refuses a camp that is over', async () => {
    const camp = (
      await t.gql(
        'mutation($input: HealthCampInput!) { addHealthCamp(input: $input) { sid slot startsAt endsAt leadCount createdBy { id } } }',
        { input: { name: 'Ward 9 camp', kind: 'HEALTH_CAMP', date: shiftDay(today(), -1), slot: 'EVENING', place: 'Club room' } },
        owner,
      )
    ).data.addHealthCamp;
    expect(camp).toMatchObject({ slot: 'EVENING', startsAt: '15:00', endsAt: '19:30', leadCount: 0, createdBy: { id: String(shop.owner.id) } });
    const input = leadInput(t.up, { source: 'PA_AIHC', healthCampSid: camp.sid, followUpDate: today() });
    const lead = (await t.gql(ADD, { input }, owner)).data.addLead.lead;
    expect(lead.healthCamp).toMatchObject({ sid: camp.sid, leadCount: 1 });
    const list = await t.gql(
      'query($c: ID) { followUps(filter: PENDING, interval: D1_4, healthCampSid: $c) { total items { sid followUpInterval } } }',
      { c: camp.sid },
      owner,
    );
    expect(list.data.followUps).toEqual({ total: 1, items: [{ sid: lead.sid, followUpInterval: 'D1_4' }] });
    const summary = (await t.gql('{ followUpSummary { cells { filter interval count } totals { filter count } } }', {}, owner)).data.followUpSummary;
    expect(summary.cells).toContainEqual({ filter: 'PA_AIHC', interval: 'D1_4', count: 1 });
    const byCamp = (await t.gql('{ followUpSummaryByCamp { camp { sid } leads cells { filter interval count } } }', {}, owner)).data.followUpSummaryByCamp;
    expect(byCamp[0]).toMatchObject({ camp: { sid: camp.sid }, leads: 1 });
    expect((await t.gql('{ preAwarenessAbsentees { items { sid } } }', {}, owner)).data.preAwarenessAbsentees.items).toEqual([{ sid: lead.sid }]);
    expect((await t.gql('{ latestHealthCamps { sid } }', {}, owner)).data.latestHealthCamps).toEqual([{ sid: camp.sid }]);
    const update = await t.gql(
      'mutation($sid: ID!, $input: HealthCampInput!) { updateHealthCamp(sid: $sid, input: $input) { sid } }',
      { sid: camp.sid, input: { name: 'Late', kind: 'HEALTH_CAMP', date: today(), slot: 'MORNING', place: 'Club room' } },
      owner,
    );
    expect(errorOf(update)).toMatchObject({ message: L.campEnded, messageKey: 'leads.messages.campEnded' });
  });
});

describe('a camp’s phones on one network', () => {
  it('saves 300 leads from one client address by three staff users: no per-address limit stops them', async () => {
    const camp = await createLeadShop(t.up);
    const third = await createStaffUser(t.up.db, { role: 'assistant', franchiseId: camp.shop.id });
    const tokens = await Promise.all([camp.owner, camp.assistant, third].map((s) => staffOwnToken(t.up.db, s, () => t.up.now())));
    const replies = [];
    for (let i = 0; i < 300; i += 10) {
      replies.push(
        ...(await Promise.all(
          Array.from({ length: 10 }, (_, j) =>
            gql(
              t.gateway.yoga,
              'mutation($input: LeadInput!) { addLead(input: $input) { applied } }',
              { input: leadInput(t.up) },
              { token: tokens[(i + j) % 3], clientAddress: '203.0.113.7' },
            ),
          ),
        )),
      );
    }
    expect(replies.filter((r) => r.data?.addLead?.applied === true)).toHaveLength(300);
    const saved = await t.up.db
      .selectFrom('leads')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('franchise_id', '=', camp.shop.id)
      .executeTakeFirstOrThrow();
    expect(Number(saved.n)).toBe(300);
  });
});
