import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '../../domain/account-messages.ts';
import { LEAD_MESSAGES as L } from '../../domain/lead-messages.ts';
import { STAFF_MESSAGES as STAFF } from '../../domain/staff-messages.ts';
import { FILES, formWith, sellableSku } from '../../test-utils/account-fixtures.ts';
import { type AccountUpstream, api, startAccountUpstream } from '../../test-utils/account-upstream.ts';
import { createLeadShop, type LeadShop, leadInput, resultOf, staffCaller } from '../../test-utils/leads.ts';
import { refusal } from '../../test-utils/refusal.ts';
import { createShop, createShopCustomer, delegatedToken, staffOwnToken } from '../../test-utils/staff.ts';
import { authSecret } from '../session/tokens.ts';

/**
 * The /lms side of leads (issue 17): checkLeadExist, search, summary, activity, mobile change,
 * conversion to a customer with its audit row, the lead's estimations after it, the prescription photo
 * and its private file, removal, and the vault key. On both engines.
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

const create = async (overrides: Record<string, unknown> = {}) => resultOf(await owner('/api/staff/leads', { body: leadInput(up, overrides) })).lead;
const cusSidOf = async (id: number) => (await up.db.selectFrom('users').select('cus_sid').where('id', '=', id).executeTakeFirstOrThrow()).cus_sid;
const today = () => new Date(up.now().getTime() + 5.5 * 3600_000).toISOString().slice(0, 10);
const dayAfter = (days: number) => new Date(up.now().getTime() + 5.5 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

describe('finding leads', () => {
  it('checkLeadExist offers the shop’s lead and the shop’s customer of a mobile, and nothing of another shop', async () => {
    const lead = await create();
    expect(resultOf(await owner(`/api/staff/leads/check?mobile=${lead.mobile}`))).toEqual({ lead, customer: null });
    const customer = await createShopCustomer(up.db, a.shop.id);
    const found = resultOf(await assistant(`/api/staff/leads/check?mobile=${customer.mobile}`));
    expect(found).toEqual({ lead: null, customer: { cus_sid: await cusSidOf(customer.id), name: expect.anything(), mobile: customer.mobile } });
    const elsewhere = await createShopCustomer(up.db, (await createShop(up.db)).id);
    expect(resultOf(await owner(`/api/staff/leads/check?mobile=${elsewhere.mobile}`))).toEqual({ lead: null, customer: null });
    expect((await owner('/api/staff/leads/check?mobile=123')).body).toEqual(refusal(400, M.invalidMobile, { field: 'mobile' }));
  });

  it('searches by the start of a name or any of its words, or of a mobile, newest first', async () => {
    const first = await create({ name: 'Kalpana Mahato' });
    const second = await create({ name: 'Mahesh Kalita' });
    const names = async (term: string) =>
      resultOf(await owner(`/api/staff/leads/search?term=${encodeURIComponent(term)}`)).items.map((l: { sid: string }) => l.sid);
    expect(await names('kal')).toEqual([second.sid, first.sid]);
    expect(await names('MAH')).toEqual([second.sid, first.sid]);
    expect(await names('alp')).toEqual([]);
    expect(await names(first.mobile.slice(0, 9))).toContain(first.sid);
    expect(await names(first.mobile)).toEqual([first.sid]);
    expect((await owner('/api/staff/leads/search?term=ka')).body).toEqual(refusal(400, L.searchTooShort, { field: 'term' }));
  });

  it('counts the shop’s leads by status and source, today and the last 7 days', async () => {
    const shop = await createLeadShop(up);
    const call = await staffCaller(up, shop.owner);
    for (const source of ['HC_WI', 'HC_WI', 'REFERRAL']) resultOf(await call('/api/staff/leads', { body: leadInput(up, { source }) }));
    const old = resultOf(await call('/api/staff/leads', { body: leadInput(up) })).lead;
    await up.db
      .updateTable('leads')
      .set({ created_at: new Date(up.now().getTime() - 10 * 86_400_000).toISOString() })
      .where('sid', '=', old.sid)
      .execute();
    const summary = resultOf(await call('/api/staff/leads/summary'));
    expect(summary).toMatchObject({ total: 4, open: 4, converted: 0, inactive: 0, today: 3, last_seven_days: 3 });
    expect(summary.by_source).toContainEqual({ source: 'HC_WI', count: 2 });
    expect(summary.by_source).toContainEqual({ source: 'DOOR_TO_DOOR', count: 1 });
  });
});

describe('working on a lead', () => {
  it('records activity, newest first; a next follow-up date sets the lead’s, a follow-up done without one clears it', async () => {
    const lead = await create({ followUpDate: today() });
    const call = resultOf(
      await assistant(`/api/staff/leads/${lead.sid}/activity`, { body: { kind: 'CALL', notes: 'No answer', nextFollowUpDate: dayAfter(2) } }),
    ).lead;
    expect(call.follow_up_date).toBe(dayAfter(2));
    expect(call.activity).toEqual([
      {
        id: expect.any(String),
        kind: 'CALL',
        notes: 'No answer',
        at: expect.any(String),
        by: { id: String(a.assistant.id), name: expect.any(String), role: 'assistant' },
      },
    ]);
    const done = resultOf(await owner(`/api/staff/leads/${lead.sid}/activity`, { body: { kind: 'FOLLOW_UP_DONE' } })).lead;
    expect(done.follow_up_date).toBeNull();
    expect(done.activity.map((x: { kind: string }) => x.kind)).toEqual(['FOLLOW_UP_DONE', 'CALL']);
    const past = await owner(`/api/staff/leads/${lead.sid}/activity`, { body: { kind: 'CALL', nextFollowUpDate: '2020-01-01' } });
    expect(past.body).toEqual(refusal(400, L.followUpDateInPast, { field: 'nextFollowUpDate' }));
    expect((await owner(`/api/staff/leads/${lead.sid}/activity`, { body: { kind: 'SHOUT' } })).body).toEqual(refusal(400, M.fieldRequired, { field: 'kind' }));
    expect(resultOf(await owner(`/api/staff/leads/${lead.sid}`)).lead.activity).toHaveLength(2);
  });

  it('changes a mobile, refusing the lead’s own, another lead’s and a customer’s of the shop', async () => {
    const lead = await create();
    const other = await create();
    const customer = await createShopCustomer(up.db, a.shop.id);
    const change = (mobile: string) => owner(`/api/staff/leads/${lead.sid}/mobile`, { body: { mobile } });
    expect((await change(lead.mobile)).body).toEqual(refusal(400, L.sameMobile, { field: 'mobile' }));
    expect((await change(other.mobile)).body).toEqual({
      code: 409,
      result: L.leadExists,
      meta: { field: 'mobile', messageKey: 'leads.messages.leadExists', params: { sid: other.sid } },
    });
    expect((await change(customer.mobile)).body).toEqual(refusal(409, L.customerExists, { field: 'mobile' }));
    const fresh = leadInput(up).mobile;
    expect(resultOf(await change(fresh)).lead.mobile).toBe(fresh);
  });

  it('keeps a prescription photo (the type by its first bytes), served to the shop’s staff only; a new one replaces it', async () => {
    const lead = await create();
    expect((await owner(`/api/staff/leads/${lead.sid}/prescription`, { body: formWith(FILES.html, 'rx.png', 'image/png') })).body).toEqual(
      refusal(400, M.uploadType),
    );
    const first = resultOf(await owner(`/api/staff/leads/${lead.sid}/prescription`, { body: formWith(FILES.png, 'rx.png') })).lead.prescription;
    expect(first).toEqual({ id: expect.any(String), content_type: 'image/png', uploaded_at: expect.any(String) });
    const token = await staffOwnToken(up.db, a.assistant, () => up.now());
    const file = await fetch(`${up.url}/api/staff/lead-files/${first.id}`, { headers: { 'x-access-token': token } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer()).equals(FILES.png)).toBe(true);
    const second = resultOf(await assistant(`/api/staff/leads/${lead.sid}/prescription`, { body: formWith(FILES.pdf, 'rx.pdf') })).lead.prescription;
    expect(second.content_type).toBe('application/pdf');
    expect((await fetch(`${up.url}/api/staff/lead-files/${first.id}`, { headers: { 'x-access-token': token } })).status).toBe(404);
  });

  it('removes a lead with its activity and photo; an unknown sid is not found', async () => {
    const lead = await create();
    resultOf(await owner(`/api/staff/leads/${lead.sid}/activity`, { body: { kind: 'NOTE', notes: 'x' } }));
    resultOf(await owner(`/api/staff/leads/${lead.sid}/prescription`, { body: formWith(FILES.png, 'rx.png') }));
    const { id } = await up.db.selectFrom('leads').select('id').where('sid', '=', lead.sid).executeTakeFirstOrThrow();
    const held = async () => [
      (await up.db.selectFrom('lead_activities').select('id').where('lead_id', '=', id).execute()).length,
      (await up.db.selectFrom('lead_prescriptions').select('id').where('lead_id', '=', id).execute()).length,
    ];
    expect(await held()).toEqual([1, 1]);
    expect(resultOf(await owner(`/api/staff/leads/${lead.sid}`, { method: 'DELETE' }))).toBe(true);
    expect(await held()).toEqual([0, 0]);
    expect((await owner(`/api/staff/leads/${lead.sid}`)).body).toEqual(refusal(404, L.leadNotFound));
    expect((await owner(`/api/staff/leads/${lead.sid}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('gives each staff user one vault key (HMAC of the secret and their id), the same on every sign-in', async () => {
    const key = resultOf(await owner('/api/staff/leads/vault-key')).key;
    const again = await staffCaller(up, a.owner);
    expect(resultOf(await again('/api/staff/leads/vault-key')).key).toBe(key);
    expect(resultOf(await assistant('/api/staff/leads/vault-key')).key).not.toBe(key);
    const secret = await authSecret(up.db);
    expect(key).toBe(createHmac('sha256', secret).update(`lead-vault:v1:${a.owner.id}`).digest('base64url'));
    expect(Buffer.from(key, 'base64url')).toHaveLength(32);
  });
});

describe('conversion', () => {
  it('registers a new customer for the shop, audited, keeps the link, and converts once', async () => {
    const lead = await create({ name: 'Rekha Sahu' });
    const converted = resultOf(await owner(`/api/staff/leads/${lead.sid}/convert`, { method: 'POST' }));
    expect(converted).toMatchObject({ new_customer: true, customer: { name: 'Rekha Sahu', mobile: lead.mobile }, lead: { status: 'CONVERTED' } });
    expect(converted.lead.customer).toEqual(converted.customer);
    const user = await up.db.selectFrom('users').selectAll().where('mobile', '=', lead.mobile).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ role: 'customer', registered_by_franchise_id: a.shop.id, cus_sid: converted.customer.cus_sid });
    const audit = await up.db.selectFrom('audit_events').selectAll().where('customer_id', '=', user.id).execute();
    expect(audit).toMatchObject([{ action: 'customer.register', actor_user_id: a.owner.id, franchise_id: a.shop.id, target_id: user.cus_sid }]);
    expect((await owner(`/api/staff/leads/${lead.sid}/convert`, { method: 'POST' })).body).toEqual(refusal(409, L.alreadyConverted));
    expect((await owner(`/api/staff/leads/${lead.sid}`, { method: 'DELETE' })).body).toEqual(refusal(409, L.alreadyConverted));
  });

  it('links the shop’s existing customer, and refuses another shop’s customer, changing nothing', async () => {
    const mine = await createShopCustomer(up.db, a.shop.id);
    const lead = await create({ mobile: mine.mobile });
    expect(resultOf(await owner(`/api/staff/leads/${lead.sid}/convert`, { method: 'POST' }))).toMatchObject({
      new_customer: false,
      customer: { cus_sid: await cusSidOf(mine.id) },
    });
    const theirs = await createShopCustomer(up.db, (await createShop(up.db)).id);
    const other = await create({ mobile: theirs.mobile });
    expect((await owner(`/api/staff/leads/${other.sid}/convert`, { method: 'POST' })).body).toEqual(refusal(409, STAFF.otherShopCustomer));
    expect(resultOf(await owner(`/api/staff/leads/${other.sid}`)).lead).toMatchObject({ status: 'OPEN', customer: null });
    expect(await up.db.selectFrom('audit_events').select('id').where('customer_id', '=', theirs.id).execute()).toEqual([]);
  });

  it('lists the estimations the shop made for the customer after the conversion', async () => {
    const lead = await create();
    expect(resultOf(await owner(`/api/staff/leads/${lead.sid}/estimations`))).toEqual([]);
    const { customer } = resultOf(await owner(`/api/staff/leads/${lead.sid}/convert`, { method: 'POST' }));
    const user = await up.db.selectFrom('users').select('id').where('cus_sid', '=', customer.cus_sid).executeTakeFirstOrThrow();
    const acting = await delegatedToken(up.db, user.id, a.owner, () => up.now());
    const item = await sellableSku(up.db, false);
    const made = resultOf(await api(up.url, '/api/account/estimations', { token: acting, body: { lines: [{ sku: item.sku, qty: 2 }] } }));
    const listed = resultOf(await assistant(`/api/staff/leads/${lead.sid}/estimations`));
    expect(listed).toEqual([
      {
        estimate_id: made.estimate_id,
        status: 'CREATED',
        created_at: expect.any(String),
        lines: 1,
        requested_total: expect.stringMatching(/^\d+\.\d{2}$/),
        suggested_total: expect.stringMatching(/^\d+\.\d{2}$/),
      },
    ]);
    expect(Math.round(Number(listed[0].requested_total) * 100)).toBe(item.price * 2);
  });
});
