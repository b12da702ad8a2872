import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../domain/account-messages.ts';
import { STAFF_MESSAGES as STAFF } from '../../../domain/staff-messages.ts';
import { addressInput, cartWith, sellableSku } from '../../../test-utils/account-fixtures.ts';
import { type AccountUpstream, api, startAccountUpstream } from '../../../test-utils/account-upstream.ts';
import { type GqlReply, gql } from '../../../test-utils/gql.ts';
import { createFranchise, createShopCustomer, createStaffUser, delegatedToken, staffOwnToken, type TestShop } from '../../../test-utils/staff.ts';
import { createGateway, type Gateway } from '../../yoga.ts';

/**
 * orderMetrics through GraphQL against a real upstream: the upstream's answer reshaped (Money with paise
 * and the decimal amount, statuses as the enum), and its refusals as the errors the page translates.
 */

let up: AccountUpstream;
let gateway: Gateway;
let shopA: TestShop;
let shopB: TestShop;
let ownerToken: string;
let adminToken: string;
let customerToken: string;
let grandTotal: number;

const DAY = '2026-11-09';
const METRICS = `query M($from: String!, $to: String!, $shop: String) {
  orderMetrics(from: $from, to: $to, shop: $shop) {
    from to shop { sid name } shops { sid name }
    totals { orders value { paise amount currency } average { paise } placedByShop placedByShopValue { paise } }
    byStatus { status orders value { paise } }
    byDay { day orders value { paise amount } }
  }
}`;
const ask = (token: string | null, variables: Record<string, unknown>) => gql(gateway.yoga, METRICS, variables, { token });
const errorOf = (reply: GqlReply) => {
  const [error] = reply.errors ?? [];
  return { message: error?.message, code: error?.extensions?.code, messageKey: error?.extensions?.['messageKey'] };
};

beforeAll(async () => {
  up = await startAccountUpstream();
  gateway = createGateway({ upstreamUrl: up.url });
  const a = await createFranchise(up.db);
  shopA = a.shop;
  shopB = (await createFranchise(up.db)).shop;
  ownerToken = await staffOwnToken(up.db, a.staff);
  adminToken = await staffOwnToken(up.db, await createStaffUser(up.db, { role: 'admin' }));
  // One order placed by shop A's owner for its customer, at 10:00 IST on DAY.
  const customer = await createShopCustomer(up.db, shopA.id);
  customerToken = customer.token;
  const acting = await delegatedToken(up.db, customer.id, a.staff);
  const address = await api(up.url, '/api/account/addresses', { token: acting, body: addressInput() });
  const cartId = await cartWith(up.db, [{ sku: (await sellableSku(up.db, false, 20)).sku, qty: 3 }]);
  const placed = await api(up.url, '/api/account/orders', {
    token: acting,
    body: { clientOrderId: `gateway-metrics-${Date.now()}`, cartId, addressId: address.body.result.id, paymentMethod: 'COD' },
  });
  expect(placed.status).toBe(200);
  await up.db
    .updateTable('orders')
    .set({ placed_at: `${DAY}T04:30:00.000Z` })
    .where('sid', '=', placed.body.result.id)
    .execute();
  grandTotal = (await up.db.selectFrom('orders').select('grand_total_paise').executeTakeFirstOrThrow()).grand_total_paise;
});
afterAll(async () => {
  await gateway.close();
  await up.close();
});

describe('orderMetrics through GraphQL', () => {
  it('gives a franchise owner their shop’s figures, money in paise and rupees, statuses as the enum, every day of the range', async () => {
    const reply = await ask(ownerToken, { from: '2026-11-08', to: DAY });
    expect(reply.errors).toBeUndefined();
    const amount = (grandTotal / 100).toFixed(2);
    expect(reply.data.orderMetrics).toEqual({
      from: '2026-11-08',
      to: DAY,
      shop: { sid: shopA.sid, name: expect.any(String) },
      shops: [{ sid: shopA.sid, name: expect.any(String) }],
      totals: {
        orders: 1,
        value: { paise: grandTotal, amount, currency: 'INR' },
        average: { paise: grandTotal },
        placedByShop: 1,
        placedByShopValue: { paise: grandTotal },
      },
      byStatus: [{ status: 'PLACED', orders: 1, value: { paise: grandTotal } }],
      byDay: [
        { day: '2026-11-08', orders: 0, value: { paise: 0, amount: '0.00' } },
        { day: DAY, orders: 1, value: { paise: grandTotal, amount } },
      ],
    });
  });

  it('gives an admin every shop to choose from, and one shop by its sid (an empty sid is none)', async () => {
    const all = await ask(adminToken, { from: DAY, to: DAY, shop: '' });
    expect(all.data.orderMetrics.shop).toBeNull();
    expect(all.data.orderMetrics.shops.map((s: { sid: string }) => s.sid).sort()).toEqual([shopA.sid, shopB.sid].sort());
    expect(all.data.orderMetrics.totals.orders).toBe(1);
    const b = await ask(adminToken, { from: DAY, to: DAY, shop: shopB.sid });
    expect(b.data.orderMetrics.shop.sid).toBe(shopB.sid);
    expect(b.data.orderMetrics.totals).toMatchObject({ orders: 0, value: { paise: 0 }, average: { paise: 0 } });
  });

  it.each([
    [
      'no token',
      () => null,
      { from: DAY, to: DAY },
      { code: 'UNAUTHENTICATED', message: ACCOUNT_MESSAGES.loginRequired, messageKey: 'account.messages.loginRequired' },
    ],
    [
      'a customer’s token',
      () => customerToken,
      { from: DAY, to: DAY },
      { code: 'FORBIDDEN', message: STAFF.notAuthorized, messageKey: 'staff.messages.notAuthorized' },
    ],
    [
      'another shop',
      () => ownerToken,
      { from: DAY, to: DAY, shop: 'x' },
      { code: 'FORBIDDEN', message: STAFF.notAuthorized, messageKey: 'staff.messages.notAuthorized' },
    ],
    [
      'an unknown shop (admin)',
      () => adminToken,
      { from: DAY, to: DAY, shop: 'x' },
      { code: 'NOT_FOUND', message: STAFF.shopNotFound, messageKey: 'staff.messages.shopNotFound' },
    ],
    [
      'a day that is not one',
      () => ownerToken,
      { from: '2026-11-31', to: DAY },
      { code: 'BAD_USER_INPUT', message: STAFF.daysRequired, messageKey: 'staff.messages.daysRequired' },
    ],
    [
      'days the wrong way round',
      () => ownerToken,
      { from: DAY, to: '2026-11-01' },
      { code: 'BAD_USER_INPUT', message: STAFF.daysOrder, messageKey: 'staff.messages.daysOrder' },
    ],
    [
      '367 days',
      () => adminToken,
      { from: '2025-01-01', to: '2026-01-02' },
      { code: 'BAD_USER_INPUT', message: STAFF.daysTooMany, messageKey: 'staff.messages.daysTooMany' },
    ],
  ])('refuses %s with a code and the message’s key', async (_case, token, variables, expected) => {
    const reply = await ask(token(), variables);
    expect(reply.data).toBeNull();
    expect(errorOf(reply)).toEqual(expected);
  });
});
