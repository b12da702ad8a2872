import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '../../../domain/account-messages.ts';
import { PRESCRIPTION_APPROVED_MESSAGE } from '../../../domain/order-rules.ts';
import { STAFF_MESSAGES as STAFF } from '../../../domain/staff-messages.ts';
import { addressInput, cartWith, FILES, formWith, sellableSku } from '../../../test-utils/account-fixtures.ts';
import { setupAccountGateway } from '../../../test-utils/account-gateway.ts';
import { api } from '../../../test-utils/account-upstream.ts';
import type { GqlReply } from '../../../test-utils/gql.ts';
import { createFranchise, createStaffUser, delegatedToken, registerWithShop, staffOwnToken } from '../../../test-utils/staff.ts';

/**
 * Orders waiting for a prescription, approved by an admin, through GraphQL against a real upstream (both
 * engines): the list, the approval and what it changes (the order, its event, the customer's inbox, the
 * audit trail), and every refusal leaving the order as it was.
 */
const t = setupAccountGateway();
let adminId: number;
let adminToken: string;
let franchiseToken: string;
let actingToken: string;
const ids = { waiting: '', waitingNumber: '', placed: '', mine: '', theirs: '' };

const LIST =
  'query($start: Int, $size: Int) { pendingPrescriptionApprovals(start: $start, size: $size) { total start size items { id number placedAt grandTotal { paise } customerCusSid customerName customerMobile customerPrescriptions } } }';
const APPROVE = 'mutation($order: ID!, $rx: ID!) { approvePrescriptionOrder(orderId: $order, prescriptionId: $rx) { id number status } }';
const errorOf = (reply: GqlReply) => ({ code: reply.errors?.[0]?.extensions?.code, message: reply.errors?.[0]?.message });

async function placeOrder(token: string, rx: boolean, key: string): Promise<{ id: string; number: string; status: string }> {
  const addressId = (await api(t.up.url, '/api/account/addresses', { token, body: addressInput() })).body.result.id;
  const cartId = await cartWith(t.up.db, [{ sku: (await sellableSku(t.up.db, rx)).sku, qty: 1 }]);
  const placed = await api(t.up.url, '/api/account/orders', { token, body: { clientOrderId: `approval-${key}-${Date.now()}`, cartId, addressId } });
  expect(placed.status).toBe(200);
  return placed.body.result;
}
const statusOf = async (sid: string) => (await t.up.db.selectFrom('orders').select('status').where('sid', '=', sid).executeTakeFirstOrThrow()).status;

beforeAll(async () => {
  const admin = await createStaffUser(t.up.db, { role: 'admin' });
  adminId = admin.id;
  adminToken = await staffOwnToken(t.up.db, admin);
  const shop = await createFranchise(t.up.db);
  await registerWithShop(t.up.db, t.me.id, shop.shop.id);
  franchiseToken = await staffOwnToken(t.up.db, shop.staff);
  actingToken = await delegatedToken(t.up.db, t.me.id, shop.staff);
  const waiting = await placeOrder(t.me.token, true, 'waiting');
  expect(waiting.status).toBe('PENDING_APPROVAL');
  ids.waiting = waiting.id;
  ids.waitingNumber = waiting.number;
  const placed = await placeOrder(t.me.token, false, 'placed');
  expect(placed.status).toBe('PLACED');
  ids.placed = placed.id;
  ids.mine = (await api(t.up.url, '/api/account/prescriptions', { token: t.me.token, body: formWith(FILES.jpeg, 'rx.jpg') })).body.result.id;
  ids.theirs = (await api(t.up.url, '/api/account/prescriptions', { token: t.other.token, body: formWith(FILES.png, 'other.png') })).body.result.id;
});

describe('orders waiting for a prescription, for admins', () => {
  it('lists the waiting orders with their customer and how many prescriptions the customer has', async () => {
    const reply = await t.gql(LIST, {}, adminToken);
    expect(reply.errors).toBeUndefined();
    const me = await t.up.db.selectFrom('users').select(['cus_sid', 'mobile']).where('id', '=', t.me.id).executeTakeFirstOrThrow();
    expect(reply.data.pendingPrescriptionApprovals).toMatchObject({ total: 1, start: 0, size: 20 });
    expect(reply.data.pendingPrescriptionApprovals.items).toEqual([
      {
        id: ids.waiting,
        number: ids.waitingNumber,
        placedAt: expect.any(String),
        grandTotal: { paise: expect.any(Number) },
        customerCusSid: me.cus_sid,
        customerName: expect.anything(),
        customerMobile: me.mobile,
        customerPrescriptions: 1,
      },
    ]);
  });

  it.each([
    ['no token', () => null, 'UNAUTHENTICATED'],
    ['a customer’s token', () => t.me.token, 'FORBIDDEN'],
    ['a franchise owner’s token', () => franchiseToken, 'FORBIDDEN'],
    ['a delegated token', () => actingToken, 'FORBIDDEN'],
  ])('refuses the list to %s', async (_who, token, code) => {
    expect(errorOf(await t.gql(LIST, {}, token()))).toMatchObject({ code });
  });

  it('refuses a page size over 50', async () => {
    expect(errorOf(await t.gql(LIST, { size: 51 }, adminToken))).toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});

describe('approving an order waiting for a prescription', () => {
  it.each([
    ['a customer', () => t.me.token, { code: 'FORBIDDEN', message: STAFF.notAuthorized }],
    ['a franchise owner', () => franchiseToken, { code: 'FORBIDDEN', message: STAFF.notAuthorized }],
    ['a franchise owner acting for the customer', () => actingToken, { code: 'FORBIDDEN', message: STAFF.notAuthorized }],
  ])('is refused to %s, and the order still waits', async (_who, token, expected) => {
    expect(errorOf(await t.gql(APPROVE, { order: ids.waiting, rx: ids.mine }, token()))).toEqual(expected);
    expect(await statusOf(ids.waiting)).toBe('PENDING_APPROVAL');
  });

  it('refuses another customer’s prescription and an unknown one, and the order still waits', async () => {
    for (const rx of [ids.theirs, 'no-such-prescription-id']) {
      expect(errorOf(await t.gql(APPROVE, { order: ids.waiting, rx }, adminToken))).toEqual({ code: 'NOT_FOUND', message: M.prescriptionNotFound });
    }
    expect(await statusOf(ids.waiting)).toBe('PENDING_APPROVAL');
    expect(await t.up.db.selectFrom('order_prescriptions').selectAll().execute()).toEqual([]);
  });

  it('refuses an unknown order as not found', async () => {
    expect(errorOf(await t.gql(APPROVE, { order: 'NoSuchOrder123456', rx: ids.mine }, adminToken))).toEqual({ code: 'NOT_FOUND', message: M.orderIdMismatch });
  });

  it('refuses an order that is not waiting for a prescription, with a clear message, changing nothing', async () => {
    const reply = await t.gql(APPROVE, { order: ids.placed, rx: ids.mine }, adminToken);
    expect(errorOf(reply)).toEqual({ code: 'BAD_USER_INPUT', message: STAFF.notPendingApproval });
    expect(reply.errors?.[0]?.extensions?.['messageKey']).toBe('staff.messages.notPendingApproval');
    expect(await statusOf(ids.placed)).toBe('PLACED');
  });

  it('lets an admin approve it: the order is placed, the prescription linked, the customer told, the admin recorded', async () => {
    const reply = await t.gql(APPROVE, { order: ids.waiting, rx: ids.mine }, adminToken);
    expect(reply.errors).toBeUndefined();
    expect(reply.data.approvePrescriptionOrder).toEqual({ id: ids.waiting, number: ids.waitingNumber, status: 'PLACED' });
    expect(await statusOf(ids.waiting)).toBe('PLACED');
    // The customer sees it: the order, its prescription, the inbox.
    const order = (await api(t.up.url, `/api/account/orders/${ids.waiting}`, { token: t.me.token })).body.result;
    expect(order.status).toBe('PLACED');
    expect(order.prescriptions.map((p: { id: string }) => p.id)).toEqual([ids.mine]);
    const inbox = (await api(t.up.url, '/api/account/notifications', { token: t.me.token })).body.result;
    expect(inbox[0]).toMatchObject({ message: `${ids.waitingNumber}: ${PRESCRIPTION_APPROVED_MESSAGE}` });
    const event = await t.up.db
      .selectFrom('order_events as e')
      .innerJoin('orders as o', 'o.id', 'e.order_id')
      .select(['e.status', 'e.actor_user_id', 'e.note'])
      .where('o.sid', '=', ids.waiting)
      .orderBy('e.id', 'desc')
      .executeTakeFirstOrThrow();
    expect(event).toEqual({ status: 'PLACED', actor_user_id: adminId, note: 'Prescription approved' });
    const audit = await t.up.db
      .selectFrom('audit_events')
      .select(['actor_user_id', 'actor_role', 'customer_id', 'action', 'target_id'])
      .where('action', '=', 'order.approve')
      .execute();
    expect(audit).toEqual([{ actor_user_id: adminId, actor_role: 'admin', customer_id: t.me.id, action: 'order.approve', target_id: ids.waiting }]);
    // Approved once: again is refused, and the list is empty.
    expect(errorOf(await t.gql(APPROVE, { order: ids.waiting, rx: ids.mine }, adminToken))).toEqual({
      code: 'BAD_USER_INPUT',
      message: STAFF.notPendingApproval,
    });
    expect((await t.gql(LIST, {}, adminToken)).data.pendingPrescriptionApprovals).toEqual({ total: 0, start: 0, size: 20, items: [] });
  });
});
