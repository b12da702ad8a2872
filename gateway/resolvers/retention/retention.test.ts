import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../domain/account-messages.ts';
import { istDay } from '../../../domain/retention.ts';
import { RETENTION_MESSAGES as M } from '../../../domain/retention-messages.ts';
import { STAFF_MESSAGES } from '../../../domain/staff-messages.ts';
import { type AccountUpstream, startAccountUpstream } from '../../../test-utils/account-upstream.ts';
import { type GqlReply, gql } from '../../../test-utils/gql.ts';
import { callsOf, placeOrderAt } from '../../../test-utils/retention.ts';
import { createFranchise, createShopCustomer, createStaffUser, delegatedToken, staffOwnToken, type TestStaff } from '../../../test-utils/staff.ts';
import type { TestCustomer } from '../../../test-utils/users.ts';
import { createGateway, type Gateway } from '../../yoga.ts';

/**
 * The calls through GraphQL against a real upstream over HTTP: the upstream's answers reshaped (enums,
 * Money, roles), and its refusals as the errors the page translates. The sweep at the end is issue 17's
 * row of the security sweep for advisers (gateway/resolvers/staff/security-sweep.test.ts does shops):
 * every operation on another adviser's call is NOT_FOUND and changes nothing; the roles that may not
 * ask are FORBIDDEN.
 */
let up: AccountUpstream;
let gateway: Gateway;
let mine: TestStaff;
let theirs: TestStaff;
const tokens = { mine: '', theirs: '', admin: '', franchise: '', assistant: '', customer: '', acting: '', editor: '' };
let quiet: TestCustomer;
let moved: TestCustomer;
const callOf = { quiet: '', moved: '' };
const sidOf = async (id: number) => (await up.db.selectFrom('users').select('cus_sid').where('id', '=', id).executeTakeFirstOrThrow()).cus_sid;
const ask = (token: string | null, query: string, variables: Record<string, unknown> = {}) => gql(gateway.yoga, query, variables, { token });
const errorOf = (reply: GqlReply) => {
  const [error] = reply.errors ?? [];
  return { code: error?.extensions?.code, message: error?.message, messageKey: error?.extensions?.['messageKey'] };
};

const CALL = 'id kind status customer { cusSid mobile } triggerOrder { channel } previousChannel adviser { id } feedback notes nextCallOn doneAt demo';
const CALLS = `query($kind: RetentionCallKind, $status: RetentionCallStatus, $adviser: ID, $followUps: Boolean) {
  retentionCalls(kind: $kind, status: $status, adviser: $adviser, followUps: $followUps) { total items { ${CALL} } foundAt }
}`;
const FEEDBACK = `mutation($id: ID!, $kind: RetentionCallKind!, $input: RetentionFeedbackInput!) {
  saveRetentionFeedback(callId: $id, kind: $kind, input: $input) { ${CALL} }
}`;
const CUSTOMER = `query($sid: ID!) { retentionCustomer(cusSid: $sid) {
  customer { cusSid name mobile } calls { id kind }
  lastOrder { number status channel paymentMethod total { paise amount } placedBy { name role } shop items { sku qty price { paise } } }
  previousOrder { channel } orderCount daysSinceLastOrder
} }`;
const MESSAGE = 'mutation($id: ID!, $body: String!) { sendRetentionMessage(callId: $id, body: $body) { id mobile body sentAt } }';
const ASSIGN = 'mutation($id: ID!, $adviser: ID) { assignRetentionCall(callId: $id, adviser: $adviser) { id adviser { id name } } }';

beforeAll(async () => {
  up = await startAccountUpstream();
  gateway = createGateway({ upstreamUrl: up.url });
  const shop = await createFranchise(up.db);
  mine = await createStaffUser(up.db, { role: 'adviser' });
  theirs = await createStaffUser(up.db, { role: 'adviser' });
  tokens.mine = await staffOwnToken(up.db, mine);
  tokens.theirs = await staffOwnToken(up.db, theirs);
  tokens.admin = await staffOwnToken(up.db, await createStaffUser(up.db, { role: 'admin' }));
  tokens.franchise = await staffOwnToken(up.db, shop.staff);
  tokens.editor = await staffOwnToken(up.db, await createStaffUser(up.db, { role: 'editor' }));
  tokens.assistant = await staffOwnToken(up.db, await createStaffUser(up.db, { role: 'assistant', franchiseId: shop.shop.id }));
  const ago = (ms: number) => new Date(up.now().getTime() - ms);
  quiet = await createShopCustomer(up.db, shop.shop.id);
  await placeOrderAt(up.url, up.db, quiet.token, ago(40 * 86_400_000));
  moved = await createShopCustomer(up.db, shop.shop.id);
  await placeOrderAt(up.url, up.db, moved.token, ago(5 * 86_400_000));
  await placeOrderAt(up.url, up.db, await delegatedToken(up.db, moved.id, shop.staff), ago(3_600_000));
  tokens.customer = quiet.token;
  tokens.acting = await delegatedToken(up.db, quiet.id, shop.staff);
  const found = await ask(tokens.admin, 'mutation { findRetentionCalls { migration retention foundAt } }');
  expect(found.data.findRetentionCalls).toMatchObject({ migration: 1, retention: 1, foundAt: expect.any(String) });
  callOf.quiet = (await callsOf(up.db, quiet.id))[0]?.sid ?? '';
  callOf.moved = (await callsOf(up.db, moved.id))[0]?.sid ?? '';
  // The quiet customer's call is `mine`'s, the one who moved is `theirs`'.
  expect((await ask(tokens.admin, ASSIGN, { id: callOf.quiet, adviser: await sidOf(mine.id) })).errors).toBeUndefined();
  expect((await ask(tokens.admin, ASSIGN, { id: callOf.moved, adviser: await sidOf(theirs.id) })).errors).toBeUndefined();
});
afterAll(async () => {
  await gateway.close();
  await up.close();
});

describe('an adviser through GraphQL', () => {
  it('lists their calls with enums and the channel the customer moved from', async () => {
    const reply = await ask(tokens.theirs, CALLS);
    expect(reply.errors).toBeUndefined();
    expect(reply.data.retentionCalls).toMatchObject({
      total: 1,
      items: [
        {
          id: callOf.moved,
          kind: 'MIGRATION',
          status: 'PENDING',
          customer: { cusSid: await sidOf(moved.id), mobile: moved.mobile },
          triggerOrder: { channel: 'STAFF' },
          previousChannel: 'SELF',
          adviser: { id: await sidOf(theirs.id) },
          demo: false,
        },
      ],
    });
  });

  it('reads the customer’s last order with money and the role of who placed it', async () => {
    const reply = await ask(tokens.theirs, CUSTOMER, { sid: await sidOf(moved.id) });
    expect(reply.errors).toBeUndefined();
    const detail = reply.data.retentionCustomer;
    expect(detail).toMatchObject({
      calls: [{ id: callOf.moved, kind: 'MIGRATION' }],
      lastOrder: { status: 'PLACED', channel: 'STAFF', paymentMethod: 'COD', placedBy: { role: 'FRANCHISE' }, shop: expect.any(String) },
      previousOrder: { channel: 'SELF' },
      orderCount: 2,
      daysSinceLastOrder: 0,
    });
    expect(detail.lastOrder.total.amount).toBe((detail.lastOrder.total.paise / 100).toFixed(2));
  });

  it('saves feedback (a next call keeps it pending) and refuses a bad one with its key and field', async () => {
    const tomorrow = istDay(new Date(up.now().getTime() + 86_400_000));
    const bad = await ask(tokens.mine, FEEDBACK, { id: callOf.quiet, kind: 'RETENTION', input: { feedback: 'CALL_BACK' } });
    expect(errorOf(bad)).toEqual({ code: 'BAD_USER_INPUT', message: M.nextCallRequired, messageKey: 'retention.messages.nextCallRequired' });
    expect(bad.errors?.[0]?.extensions?.['field']).toBe('nextCallOn');
    const saved = await ask(tokens.mine, FEEDBACK, { id: callOf.quiet, kind: 'RETENTION', input: { feedback: 'CALL_BACK', nextCallOn: tomorrow } });
    expect(saved.data.saveRetentionFeedback).toMatchObject({ status: 'PENDING', feedback: 'CALL_BACK', nextCallOn: tomorrow });
    const followUps = await ask(tokens.mine, CALLS, { followUps: true });
    expect(followUps.data.retentionCalls.items.map((c: { id: string }) => c.id)).toEqual([callOf.quiet]);
  });

  it('sends a message through the engagement service, which the development outbox shows', async () => {
    const reply = await ask(tokens.mine, MESSAGE, { id: callOf.quiet, body: 'We miss you' });
    expect(reply.data.sendRetentionMessage).toMatchObject({ mobile: quiet.mobile, body: 'We miss you' });
    const outbox = await ask(null, 'query($m: String) { devEngagementOutbox(mobile: $m) { mobile body customerSid sentBy } }', { m: quiet.mobile });
    expect(outbox.data.devEngagementOutbox).toEqual([
      { mobile: quiet.mobile, body: 'We miss you', customerSid: await sidOf(quiet.id), sentBy: expect.any(String) },
    ]);
    const short = await ask(tokens.mine, MESSAGE, { id: callOf.quiet, body: 'x' });
    expect(errorOf(short)).toEqual({ code: 'BAD_USER_INPUT', message: M.messageRequired, messageKey: 'retention.messages.messageRequired' });
  });

  it('shows their own counts and no one else’s', async () => {
    const reply = await ask(
      tokens.mine,
      '{ retentionSummary { total { pending done due } retention { pending } migration { pending } byAdviser { adviser { id } } } }',
    );
    expect(reply.data.retentionSummary).toEqual({
      total: { pending: 1, done: 0, due: 0 },
      retention: { pending: 1 },
      migration: { pending: 0 },
      byAdviser: [],
    });
  });
});

describe('an admin through GraphQL', () => {
  it('lists advisers with their loads, every call, and one adviser’s', async () => {
    const advisers = await ask(tokens.admin, '{ retentionAdvisers { adviser { id } pending blocked } }');
    expect(advisers.data.retentionAdvisers).toEqual(
      expect.arrayContaining([
        { adviser: { id: await sidOf(mine.id) }, pending: 1, blocked: false },
        { adviser: { id: await sidOf(theirs.id) }, pending: 1, blocked: false },
      ]),
    );
    expect((await ask(tokens.admin, CALLS)).data.retentionCalls.total).toBe(2);
    const ofMine = await ask(tokens.admin, CALLS, { adviser: await sidOf(mine.id) });
    expect(ofMine.data.retentionCalls.items.map((c: { id: string }) => c.id)).toEqual([callOf.quiet]);
    expect(errorOf(await ask(tokens.admin, ASSIGN, { id: callOf.quiet, adviser: 'nobody' }))).toEqual({
      code: 'NOT_FOUND',
      message: M.adviserNotFound,
      messageKey: 'retention.messages.adviserNotFound',
    });
  });
});

const NOT_FOUND = { code: 'NOT_FOUND', message: M.callNotFound, messageKey: 'retention.messages.callNotFound' };
const FORBIDDEN = { code: 'FORBIDDEN', message: STAFF_MESSAGES.notAuthorized, messageKey: 'staff.messages.notAuthorized' };

describe('another adviser’s call, through GraphQL (the sweep for advisers)', () => {
  const ROWS: [resource: string, query: string, variables: () => Promise<Record<string, unknown>>][] = [
    ['the customer and their last order', CUSTOMER, async () => ({ sid: await sidOf(moved.id) })],
    ['feedback on the call', FEEDBACK, async () => ({ id: callOf.moved, kind: 'MIGRATION', input: { feedback: 'WILL_ORDER' } })],
    ['a message for the call', MESSAGE, async () => ({ id: callOf.moved, body: 'Hello from someone else' })],
  ];
  it.each(ROWS)('%s is not found', async (_resource, query, variables) => {
    expect(errorOf(await ask(tokens.mine, query, await variables()))).toEqual(NOT_FOUND);
  });

  it('assigning it is an admin’s, and the call is as it was', async () => {
    expect(errorOf(await ask(tokens.mine, ASSIGN, { id: callOf.moved, adviser: await sidOf(mine.id) }))).toEqual(FORBIDDEN);
    expect(await callsOf(up.db, moved.id)).toMatchObject([{ status: 'PENDING', feedback: null, adviser_user_id: theirs.id }]);
    expect(await up.db.selectFrom('engagement_outbox').select('id').where('customer_id', '=', moved.id).execute()).toEqual([]);
    const audit = await up.db.selectFrom('audit_events').select('action').where('customer_id', '=', moved.id).where('action', 'like', 'retention.%').execute();
    expect(audit).toEqual([]);
    expect((await ask(tokens.mine, CALLS)).data.retentionCalls.items.map((c: { id: string }) => c.id)).toEqual([callOf.quiet]);
  });

  it.each([
    ['a franchise owner', () => tokens.franchise, FORBIDDEN],
    ['an assistant', () => tokens.assistant, FORBIDDEN],
    ['an editor (issue 18)', () => tokens.editor, FORBIDDEN],
    ['a customer', () => tokens.customer, FORBIDDEN],
    ['staff acting for a customer', () => tokens.acting, FORBIDDEN],
    ['no token', () => null, { code: 'UNAUTHENTICATED', message: ACCOUNT_MESSAGES.loginRequired, messageKey: 'account.messages.loginRequired' }],
  ])('refuses %s every call operation', async (_who, token, expected) => {
    for (const [query, variables] of [
      [CALLS, {}],
      ['{ retentionSummary { total { pending } } }', {}],
      [CUSTOMER, { sid: await sidOf(quiet.id) }],
      [FEEDBACK, { id: callOf.quiet, kind: 'RETENTION', input: { feedback: 'WILL_ORDER' } }],
      [MESSAGE, { id: callOf.quiet, body: 'Hello there' }],
    ] as const) {
      expect(errorOf(await ask(token(), query, variables)), query).toEqual(expected);
    }
    expect(await callsOf(up.db, quiet.id)).toMatchObject([{ feedback: 'CALL_BACK', adviser_user_id: mine.id }]);
  });
});
