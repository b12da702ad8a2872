import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../domain/account-messages.ts';
import { istDay } from '../../domain/retention.ts';
import { RETENTION_MESSAGES as M } from '../../domain/retention-messages.ts';
import { STAFF_MESSAGES } from '../../domain/staff-messages.ts';
import { type AccountUpstream, api, startAccountUpstream } from '../../test-utils/account-upstream.ts';
import { callsOf, placeOrderAt } from '../../test-utils/retention.ts';
import { createFranchise, createShopCustomer, createStaffUser, delegatedToken, staffOwnToken, type TestStaff } from '../../test-utils/staff.ts';
import type { TestCustomer } from '../../test-utils/users.ts';

/**
 * The calls' routes (/api/staff/retention) over HTTP on a real database: who may ask, an adviser's own
 * calls and nothing of another's, an admin's assigning, feedback (its rules, audited), the customer's last
 * order, messages through the engagement service's outbox (audited), and the counts.
 */
let up: AccountUpstream;
let adviserA: TestStaff;
let adviserB: TestStaff;
const tokens = { a: '', b: '', admin: '', franchise: '', assistant: '', customer: '', acting: '' };
/** c1: inactive (RETENTION), c2: moved from a shop to the app (MIGRATION), c3: inactive, B's. */
let c1: TestCustomer;
let c2: TestCustomer;
let c3: TestCustomer;
const calls = { c1: '', c2: '', c3: '' };
const DAY = 86_400_000;
const base = '/api/staff/retention';
const as = (token: string, path: string, init: { method?: string; body?: unknown } = {}) => api(up.url, `${base}${path}`, { token, ...init });
const dayAhead = (days: number) => istDay(new Date(up.now().getTime() + days * DAY));

beforeAll(async () => {
  up = await startAccountUpstream();
  const shop = await createFranchise(up.db);
  adviserA = await createStaffUser(up.db, { role: 'adviser' });
  adviserB = await createStaffUser(up.db, { role: 'adviser' });
  tokens.a = await staffOwnToken(up.db, adviserA);
  tokens.b = await staffOwnToken(up.db, adviserB);
  tokens.admin = await staffOwnToken(up.db, await createStaffUser(up.db, { role: 'admin' }));
  tokens.franchise = await staffOwnToken(up.db, shop.staff);
  tokens.assistant = await staffOwnToken(up.db, await createStaffUser(up.db, { role: 'assistant', franchiseId: shop.shop.id }));
  const ago = (ms: number) => new Date(up.now().getTime() - ms);
  c1 = await createShopCustomer(up.db, shop.shop.id);
  await placeOrderAt(up.url, up.db, c1.token, ago(45 * DAY));
  c2 = await createShopCustomer(up.db, shop.shop.id);
  await placeOrderAt(up.url, up.db, await delegatedToken(up.db, c2.id, shop.staff), ago(20 * DAY));
  await placeOrderAt(up.url, up.db, c2.token, ago(3_600_000));
  c3 = await createShopCustomer(up.db, shop.shop.id);
  await placeOrderAt(up.url, up.db, c3.token, ago(60 * DAY));
  tokens.customer = c1.token;
  tokens.acting = await delegatedToken(up.db, c1.id, shop.staff);

  const found = await as(tokens.admin, '/find', { method: 'POST', body: {} });
  expect(found.body.result).toMatchObject({ migration: 1, retention: 2 });
  for (const [name, customer] of [
    ['c1', c1],
    ['c2', c2],
    ['c3', c3],
  ] as const) {
    const [call] = await callsOf(up.db, customer.id);
    calls[name] = call?.sid ?? '';
  }
  for (const [sid, adviser] of [
    [calls.c1, adviserA],
    [calls.c2, adviserA],
    [calls.c3, adviserB],
  ] as const) {
    const sidOf = await up.db.selectFrom('users').select('cus_sid').where('id', '=', adviser.id).executeTakeFirstOrThrow();
    expect((await as(tokens.admin, `/calls/${sid}/adviser`, { method: 'PUT', body: { adviser: sidOf.cus_sid } })).status).toBe(200);
  }
});
afterAll(() => up.close());

const adviserSid = async (adviser: TestStaff) =>
  (await up.db.selectFrom('users').select('cus_sid').where('id', '=', adviser.id).executeTakeFirstOrThrow()).cus_sid;
const auditOf = (customer: TestCustomer) =>
  up.db
    .selectFrom('audit_events')
    .select(['action', 'actor_user_id', 'actor_role', 'target_type', 'target_id'])
    .where('customer_id', '=', customer.id)
    .where('action', 'like', 'retention.%')
    .orderBy('id')
    .execute();

describe('who may ask', () => {
  it.each([
    ['a franchise owner', () => tokens.franchise],
    ['an assistant', () => tokens.assistant],
    ['a customer', () => tokens.customer],
    ['staff acting for a customer', () => tokens.acting],
  ])('refuses %s: not authorized', async (_who, token) => {
    for (const path of ['/calls', '/summary', `/customers/${c1.id}`]) {
      const reply = await as(token(), path);
      expect(reply.status, path).toBe(403);
      expect(reply.body.result).toBe(STAFF_MESSAGES.notAuthorized);
    }
    const write = await as(token(), `/cio-retention-feedback/${calls.c1}`, { method: 'PUT', body: { feedback: 'WILL_ORDER' } });
    expect(write.status).toBe(403);
    expect((await callsOf(up.db, c1.id))[0]?.status).toBe('PENDING');
  });

  it('asks for a sign-in without a token', async () => {
    const reply = await api(up.url, `${base}/calls`);
    expect(reply.status).toBe(401);
    expect(reply.body.result).toBe(ACCOUNT_MESSAGES.sessionTimeout);
  });

  it('keeps the admins’ operations from advisers', async () => {
    for (const [path, init] of [
      ['/advisers', {}],
      ['/find', { method: 'POST', body: {} }],
      [`/calls/${calls.c1}/adviser`, { method: 'PUT', body: { adviser: null } }],
      [`/calls?adviser=${await adviserSid(adviserB)}`, {}],
    ] as const) {
      const reply = await as(tokens.a, path, init);
      expect(reply.status, path).toBe(403);
      expect(reply.body.result).toBe(STAFF_MESSAGES.notAuthorized);
    }
  });
});

describe('an adviser', () => {
  it('sees only the calls assigned to them, due first, with the customer and the order that made the call', async () => {
    const mine = await as(tokens.a, '/calls');
    expect(mine.body.result.total).toBe(2);
    expect(mine.body.result.items.map((c: { id: string }) => c.id).sort()).toEqual([calls.c1, calls.c2].sort());
    const migration = mine.body.result.items.find((c: { kind: string }) => c.kind === 'MIGRATION');
    expect(migration).toMatchObject({
      id: calls.c2,
      status: 'PENDING',
      customer: { mobile: c2.mobile },
      trigger_order: { channel: 'SELF' },
      previous_channel: 'STAFF',
      adviser: { sid: await adviserSid(adviserA) },
      demo: false,
    });
    expect((await as(tokens.a, '/calls?kind=RETENTION')).body.result.items.map((c: { id: string }) => c.id)).toEqual([calls.c1]);
    expect((await as(tokens.b, '/calls')).body.result.items.map((c: { id: string }) => c.id)).toEqual([calls.c3]);
  });

  it('is told another adviser’s call does not exist, for every operation, and nothing changes', async () => {
    const c3Sid = (await up.db.selectFrom('users').select('cus_sid').where('id', '=', c3.id).executeTakeFirstOrThrow()).cus_sid;
    const attempts = [
      await as(tokens.a, `/customers/${c3Sid}`),
      await as(tokens.a, `/cio-retention-feedback/${calls.c3}`, { method: 'PUT', body: { feedback: 'WILL_ORDER' } }),
      await as(tokens.a, `/calls/${calls.c3}/message`, { method: 'POST', body: { body: 'Hello there' } }),
    ];
    for (const reply of attempts) {
      expect(reply.status).toBe(404);
      expect(reply.body).toMatchObject({ result: M.callNotFound, meta: { messageKey: 'retention.messages.callNotFound' } });
    }
    expect(await callsOf(up.db, c3.id)).toMatchObject([{ status: 'PENDING', feedback: null, adviser_user_id: adviserB.id }]);
    expect(await up.db.selectFrom('engagement_outbox').select('id').where('customer_id', '=', c3.id).execute()).toEqual([]);
    expect(await auditOf(c3)).toEqual([]);
  });

  it('reads the customer’s last order, the one before it, and their calls', async () => {
    const c2Sid = (await up.db.selectFrom('users').select('cus_sid').where('id', '=', c2.id).executeTakeFirstOrThrow()).cus_sid;
    const reply = await as(tokens.a, `/customers/${c2Sid}`);
    expect(reply.status).toBe(200);
    const detail = reply.body.result;
    expect(detail).toMatchObject({
      customer: { sid: c2Sid, mobile: c2.mobile },
      calls: [{ id: calls.c2, kind: 'MIGRATION' }],
      last_order: { channel: 'SELF', placed_by: null, shop: null, status: 'PLACED', payment_method: 'COD' },
      previous_order: { channel: 'STAFF' },
      order_count: 2,
      days_since_last_order: 0,
    });
    // The paid line, then any free gift (domain/free-gifts.ts) the adviser sees at ₹0.
    const [paid, ...gifts] = detail.last_order.items as { sku: string; price_paise: number }[];
    expect(paid?.price_paise).toBeGreaterThan(0);
    expect(gifts.every((g) => g.sku.startsWith('GIFT-') && g.price_paise === 0)).toBe(true);
    expect(detail.last_order.total_paise).toBeGreaterThan(0);
    const orders = await up.db.selectFrom('orders').select(['sid', 'placed_at']).where('user_id', '=', c2.id).orderBy('placed_at', 'desc').execute();
    expect([detail.last_order.id, detail.previous_order.id]).toEqual(orders.map((o) => o.sid));
    // A customer without a call of theirs reads as no call at all.
    expect((await as(tokens.a, '/customers/no-such-customer')).status).toBe(404);
  });
});

describe('feedback on a call', () => {
  it.each([
    ['no option', {}, M.feedbackRequired, 'feedback'],
    ['an option not on the list', { feedback: 'ANGRY' }, M.feedbackRequired, 'feedback'],
    ['call back without a day', { feedback: 'CALL_BACK' }, M.nextCallRequired, 'nextCallOn'],
    ['a day that is not one', { feedback: 'CALL_BACK', nextCallOn: '2026-02-30' }, M.nextCallDay, 'nextCallOn'],
    ['a day in the past', { feedback: 'WILL_ORDER', nextCallOn: '2020-01-01' }, M.nextCallPast, 'nextCallOn'],
    ['a day more than 90 days ahead', { feedback: 'WILL_ORDER', nextCallOn: '2999-01-01' }, M.nextCallTooFar, 'nextCallOn'],
    ['other without notes', { feedback: 'OTHER', notes: '  ' }, M.notesRequired, 'notes'],
    ['notes over 500 characters', { feedback: 'WILL_ORDER', notes: 'x'.repeat(501) }, M.notesTooLong, 'notes'],
  ])('refuses %s with its message, changing nothing', async (_case, body, message, field) => {
    const reply = await as(tokens.a, `/cio-retention-feedback/${calls.c1}`, { method: 'PUT', body });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ result: message, meta: { field } });
    expect(await callsOf(up.db, c1.id)).toMatchObject([{ status: 'PENDING', feedback: null, notes: null, next_call_on: null }]);
    expect(await auditOf(c1)).toEqual([]);
  });

  it('finds a call only under its own kind', async () => {
    const reply = await as(tokens.a, `/cio-migration-feedback/${calls.c1}`, { method: 'PUT', body: { feedback: 'WILL_ORDER' } });
    expect(reply.status).toBe(404);
  });

  it('keeps a call pending with a next call’s day, is done without one, then refuses a change; each save audited', async () => {
    const tomorrow = dayAhead(1);
    const later = await as(tokens.a, `/cio-retention-feedback/${calls.c1}`, {
      method: 'PUT',
      body: { feedback: 'CALL_BACK', notes: ' Busy at work ', nextCallOn: tomorrow },
    });
    expect(later.status).toBe(200);
    expect(later.body.result).toMatchObject({
      id: calls.c1,
      status: 'PENDING',
      feedback: 'CALL_BACK',
      notes: 'Busy at work',
      next_call_on: tomorrow,
      done_at: null,
    });
    // Planned for tomorrow: after the calls due today (the migration call).
    expect((await as(tokens.a, '/calls')).body.result.items.map((c: { id: string }) => c.id)).toEqual([calls.c2, calls.c1]);
    expect((await as(tokens.a, '/calls?follow_ups=1')).body.result.items.map((c: { id: string }) => c.id)).toEqual([calls.c1]);

    const done = await as(tokens.a, `/cio-retention-feedback/${calls.c1}`, { method: 'PUT', body: { feedback: 'WILL_ORDER', notes: null, nextCallOn: '' } });
    expect(done.body.result).toMatchObject({ status: 'DONE', feedback: 'WILL_ORDER', notes: null, next_call_on: null, done_at: expect.any(String) });
    const again = await as(tokens.a, `/cio-retention-feedback/${calls.c1}`, { method: 'PUT', body: { feedback: 'PRICE' } });
    expect(again.status).toBe(409);
    expect(again.body.result).toBe(M.callDone);
    expect(await callsOf(up.db, c1.id)).toMatchObject([{ status: 'DONE', feedback: 'WILL_ORDER' }]);
    expect(await auditOf(c1)).toEqual([
      { action: 'retention.feedback', actor_user_id: adviserA.id, actor_role: 'adviser', target_type: 'retention-call', target_id: calls.c1 },
      { action: 'retention.feedback', actor_user_id: adviserA.id, actor_role: 'adviser', target_type: 'retention-call', target_id: calls.c1 },
    ]);
    expect((await as(tokens.a, '/calls?status=DONE')).body.result.items.map((c: { id: string }) => c.id)).toEqual([calls.c1]);
  });
});

describe('messages through the engagement service', () => {
  it('refuses an empty or long message, then sends one to the outbox, audited', async () => {
    for (const [body, message] of [
      [{ body: ' x ' }, M.messageRequired],
      [{}, M.messageRequired],
      [{ body: 'y'.repeat(501) }, M.messageTooLong],
    ] as const) {
      const reply = await as(tokens.a, `/calls/${calls.c2}/message`, { method: 'POST', body });
      expect(reply.status).toBe(400);
      expect(reply.body.result).toBe(message);
    }
    expect(await up.db.selectFrom('engagement_outbox').select('id').execute()).toEqual([]);
    const sent = await as(tokens.a, `/calls/${calls.c2}/message`, { method: 'POST', body: { body: '  We miss you!  ' } });
    expect(sent.status).toBe(200);
    expect(sent.body.result).toMatchObject({ mobile: c2.mobile, body: 'We miss you!' });
    const outbox = await api(up.url, `/api/dev/engagement-outbox?mobile=${c2.mobile}`);
    expect(outbox.body.result).toMatchObject([{ mobile: c2.mobile, body: 'We miss you!', sent_by: expect.stringContaining('adviser') }]);
    expect(await auditOf(c2)).toMatchObject([{ action: 'retention.message', actor_user_id: adviserA.id, target_id: calls.c2 }]);
  });
});

describe('an admin', () => {
  it('sees every call, filters by adviser, and moves a call to another adviser', async () => {
    const all = await as(tokens.admin, '/calls?status=PENDING');
    expect(all.body.result.items.map((c: { id: string }) => c.id).sort()).toEqual([calls.c2, calls.c3].sort());
    const ofB = await as(tokens.admin, `/calls?adviser=${await adviserSid(adviserB)}`);
    expect(ofB.body.result.items.map((c: { id: string }) => c.id)).toEqual([calls.c3]);
    expect((await as(tokens.admin, '/calls?adviser=nobody-like-this')).body.result).toBe(M.adviserNotFound);
    const advisers = (await as(tokens.admin, '/advisers')).body.result;
    expect(advisers).toEqual(
      expect.arrayContaining([
        { sid: await adviserSid(adviserA), name: expect.any(String), blocked: false, pending: 1 },
        { sid: await adviserSid(adviserB), name: expect.any(String), blocked: false, pending: 1 },
      ]),
    );

    const notAdviser = await as(tokens.admin, `/calls/${calls.c3}/adviser`, { method: 'PUT', body: { adviser: 'not-an-adviser' } });
    expect(notAdviser.status).toBe(404);
    expect(notAdviser.body.result).toBe(M.adviserNotFound);
    const moved = await as(tokens.admin, `/calls/${calls.c3}/adviser`, { method: 'PUT', body: { adviser: await adviserSid(adviserA) } });
    expect(moved.body.result.adviser.sid).toBe(await adviserSid(adviserA));
    expect((await as(tokens.b, '/calls')).body.result.items).toEqual([]);
    expect((await as(tokens.a, '/calls')).body.result.items.map((c: { id: string }) => c.id).sort()).toEqual([calls.c2, calls.c3].sort());
    const done = await as(tokens.admin, `/calls/${calls.c1}/adviser`, { method: 'PUT', body: { adviser: null } });
    expect(done.status).toBe(409);
  });

  it('counts the calls by kind and status, and per adviser', async () => {
    const mine = (await as(tokens.a, '/summary')).body.result;
    expect(mine).toEqual({
      migration: { pending: 1, done: 0, due: 1 },
      retention: { pending: 1, done: 1, due: 1 },
      total: { pending: 2, done: 1, due: 2 },
      by_adviser: [],
    });
    const all = (await as(tokens.admin, '/summary')).body.result;
    expect(all.total).toEqual({ pending: 2, done: 1, due: 2 });
    const rowOf = async (adviser: TestStaff) => {
      const sid = await adviserSid(adviser);
      return all.by_adviser.find((r: { adviser: { sid: string } | null }) => r.adviser?.sid === sid);
    };
    expect((await rowOf(adviserA)).counts.total).toEqual({ pending: 2, done: 1, due: 2 });
    expect((await rowOf(adviserB)).counts.total).toEqual({ pending: 0, done: 0, due: 0 });
  });
});

describe('the database', () => {
  it('refuses a second open call of a kind for one customer', async () => {
    const order = await up.db.selectFrom('orders').select('id').where('user_id', '=', c3.id).executeTakeFirstOrThrow();
    const at = up.now().toISOString();
    const second = up.db
      .insertInto('retention_calls')
      .values({ sid: 'second-open', customer_id: c3.id, kind: 'RETENTION', found_at: at, trigger_order_id: order.id + 100_000, updated_at: at })
      .execute();
    await expect(second).rejects.toThrow();
  });
});
