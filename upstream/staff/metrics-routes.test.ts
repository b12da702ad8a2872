import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../domain/account-messages.ts';
import { STAFF_MESSAGES as STAFF } from '../../domain/staff-messages.ts';
import { addressInput, cartWith, sellableSku } from '../../test-utils/account-fixtures.ts';
import { type AccountUpstream, type ApiReply, api, startAccountUpstream } from '../../test-utils/account-upstream.ts';
import { refusal } from '../../test-utils/refusal.ts';
import {
  createShop,
  createShopCustomer,
  createStaffUser,
  delegatedToken,
  registerWithShop,
  staffOwnToken,
  type TestShop,
  type TestStaff,
} from '../../test-utils/staff.ts';
import { createCustomer, type TestCustomer } from '../../test-utils/users.ts';

/**
 * GET /api/staff/order-metrics: who may see which shop, the days (IST, both included, at most 366),
 * and the sums on orders placed over HTTP (by the customers themselves and by shop staff acting for
 * them with a delegated token, so that `franchise_id` is set), on both engines.
 */

let up: AccountUpstream;
let shopA: TestShop;
let shopB: TestShop;
let ownerA: TestStaff;
let assistantA: TestStaff;
let ownerB: TestStaff;
let admin: TestStaff;
let adviser: TestStaff;
let otc: string;
const token = new Map<TestStaff, string>();
/** The orders placed below, by name: their sid and grand total. */
const placed = new Map<string, { sid: string; value: number }>();

const D = '2026-11-09';
const E = '2026-11-10';

function resultOf(reply: ApiReply) {
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.result;
}

let serial = 0;
/** An order over HTTP as `as` (a customer's own token or a staff user's delegated one), then moved to `at` (UTC). */
async function order(name: string, as: string, { qty, at }: { qty: number; at: string }): Promise<void> {
  const addressId = resultOf(await api(up.url, '/api/account/addresses', { token: as, body: addressInput() })).id as string;
  const cartId = await cartWith(up.db, [{ sku: otc, qty }]);
  serial += 1;
  const body = { clientOrderId: `metrics-${serial}-${Date.now()}`, cartId, addressId, paymentMethod: 'COD' };
  const { id: sid } = resultOf(await api(up.url, '/api/account/orders', { token: as, body })) as { id: string };
  await up.db.updateTable('orders').set({ placed_at: at }).where('sid', '=', sid).execute();
  const { grand_total_paise } = await up.db.selectFrom('orders').select('grand_total_paise').where('sid', '=', sid).executeTakeFirstOrThrow();
  placed.set(name, { sid, value: grand_total_paise });
}
const value = (...names: string[]) => names.reduce((sum, name) => sum + (placed.get(name)?.value ?? Number.NaN), 0);
const metrics = (as: string | null, query: string) => api(up.url, `/api/staff/order-metrics?${query}`, { token: as });

beforeAll(async () => {
  up = await startAccountUpstream();
  otc = (await sellableSku(up.db, false, 100)).sku;
  // Shop A serves pin 700001, where every test address is: its staff may act for an unregistered customer there.
  shopA = await createShop(up.db, { pins: ['700001'] });
  shopB = await createShop(up.db);
  ownerA = await createStaffUser(up.db, { role: 'franchise', franchiseId: shopA.id });
  assistantA = await createStaffUser(up.db, { role: 'assistant', franchiseId: shopA.id });
  ownerB = await createStaffUser(up.db, { role: 'franchise', franchiseId: shopB.id });
  admin = await createStaffUser(up.db, { role: 'admin' });
  adviser = await createStaffUser(up.db, { role: 'adviser' });
  for (const staff of [ownerA, assistantA, ownerB, admin, adviser]) token.set(staff, await staffOwnToken(up.db, staff));

  const customerA = await createShopCustomer(up.db, shopA.id);
  const customerB = await createShopCustomer(up.db, shopB.id);
  // Registered nowhere; their home pin is served by shop A.
  const walkIn = await createCustomer(up.db);
  const online = await createCustomer(up.db);

  // IST is UTC+05:30: 18:29:59.999Z is the last moment of an IST day, 18:30Z the first of the next.
  await order('A1 by owner A', await delegatedToken(up.db, customerA.id, ownerA), { qty: 1, at: `${D}T18:29:59.999Z` });
  await order('A2 customer A’s own', customerA.token, { qty: 2, at: `${D}T18:30:00.000Z` });
  await order('A3 by assistant A, cancelled', await delegatedToken(up.db, customerA.id, assistantA), { qty: 1, at: `${D}T05:00:00.000Z` });
  resultOf(
    await api(up.url, `/api/account/orders/${placed.get('A3 by assistant A, cancelled')?.sid}/cancel`, {
      token: await delegatedToken(up.db, customerA.id, assistantA),
      body: { reason: 'NOT_NEEDED' },
    }),
  );
  // Their home pin is their default address's: given by themselves first, then the shop may act for them.
  resultOf(await api(up.url, '/api/account/addresses', { token: walkIn.token, body: addressInput({ isDefault: true }) }));
  await order('X1 walk-in by owner A', await delegatedToken(up.db, walkIn.id, ownerA), { qty: 3, at: `${E}T06:00:00.000Z` });
  // The walk-in customer registers with shop B later: their order at shop A stays A's, their own next one is B's.
  await registerWithShop(up.db, walkIn.id, shopB.id);
  await order('X2 walk-in’s own, now B’s', walkIn.token, { qty: 1, at: `${E}T07:00:00.000Z` });
  await order('B1 by owner B, the day before', await delegatedToken(up.db, customerB.id, ownerB), { qty: 2, at: '2026-11-08T18:29:00.000Z' });
  // Served at a pin code of shop A but registered nowhere: the pharmacy's, no shop's.
  await order('N1 online, no shop', online.token, { qty: 1, at: `${D}T10:00:00.000Z` });
});
afterAll(() => up.close());

const day = (d: string, names: string[]) => ({ day: d, orders: names.length, value_paise: value(...names) });

describe('order metrics: who sees what', () => {
  it('answers 401 without a token', async () => {
    const reply = await metrics(null, `from=${D}&to=${E}`);
    expect(reply).toEqual({ status: 401, body: refusal(401, ACCOUNT_MESSAGES.sessionTimeout) });
  });

  it('refuses a customer’s own token, an adviser, and a staff user acting for a customer (403 not authorized)', async () => {
    const customer: TestCustomer = await createShopCustomer(up.db, shopA.id);
    for (const as of [customer.token, token.get(adviser) ?? '', await delegatedToken(up.db, customer.id, ownerA)]) {
      expect(await metrics(as, `from=${D}&to=${E}`)).toEqual({ status: 403, body: refusal(403, STAFF.notAuthorized) });
    }
  });

  it.each([
    ['the owner', () => ownerA],
    ['an assistant', () => assistantA],
  ])('refuses %s of shop A another shop’s figures, even one that does not exist (403)', async (_who, staff) => {
    for (const shop of [shopB.sid, 'no-such-shop']) {
      expect(await metrics(token.get(staff()) ?? '', `from=${D}&to=${E}&shop=${shop}`)).toEqual({ status: 403, body: refusal(403, STAFF.notAuthorized) });
    }
  });

  it('tells an admin a shop that does not exist (404)', async () => {
    expect(await metrics(token.get(admin) ?? '', `from=${D}&to=${E}&shop=no-such-shop`)).toEqual({ status: 404, body: refusal(404, STAFF.shopNotFound) });
  });

  it('lists the shops one may choose: all of them for an admin, one’s own for a shop user', async () => {
    const forAdmin = resultOf(await metrics(token.get(admin) ?? '', `from=${D}&to=${E}`));
    expect(forAdmin.shops.map((s: { sid: string }) => s.sid).sort()).toEqual([shopA.sid, shopB.sid].sort());
    expect(forAdmin.shop).toBeNull();
    const forAssistant = resultOf(await metrics(token.get(assistantA) ?? '', `from=${D}&to=${E}`));
    expect(forAssistant.shops).toEqual([{ sid: shopA.sid, name: expect.any(String) }]);
    expect(forAssistant.shop).toEqual(forAssistant.shops[0]);
  });
});

describe('order metrics: the days', () => {
  it.each([
    ['no days', ''],
    ['no last day', `from=${D}`],
    ['a day that does not exist', 'from=2026-11-31&to=2026-12-01'],
    ['February 29th of a common year', 'from=2026-02-29&to=2026-03-01'],
    ['a day not written YYYY-MM-DD', 'from=2026-1-9&to=2026-01-10'],
    ['words', 'from=yesterday&to=today'],
  ])('refuses %s (400)', async (_case, query) => {
    expect(await metrics(token.get(ownerA) ?? '', query)).toEqual({ status: 400, body: refusal(400, STAFF.daysRequired) });
  });

  it('refuses a first day after the last (400)', async () => {
    expect(await metrics(token.get(ownerA) ?? '', `from=${E}&to=${D}`)).toEqual({ status: 400, body: refusal(400, STAFF.daysOrder) });
  });

  it('takes 366 days (a leap year) and refuses 367 (400)', async () => {
    const year = resultOf(await metrics(token.get(admin) ?? '', 'from=2024-01-01&to=2024-12-31'));
    expect(year.by_day).toHaveLength(366);
    expect(year.by_day[59]).toEqual({ day: '2024-02-29', orders: 0, value_paise: 0 });
    expect(await metrics(token.get(admin) ?? '', 'from=2025-01-01&to=2026-01-02')).toEqual({ status: 400, body: refusal(400, STAFF.daysTooMany) });
  });
});

describe('order metrics: the sums', () => {
  it('counts for a shop the orders its staff placed and its registered customers’ own, by IST day, cancelled ones only by status', async () => {
    const counted = ['A1 by owner A', 'A2 customer A’s own', 'X1 walk-in by owner A'];
    const total = value(...counted);
    const expected = {
      from: D,
      to: E,
      shop: { sid: shopA.sid, name: expect.any(String) },
      shops: [{ sid: shopA.sid, name: expect.any(String) }],
      totals: {
        orders: 3,
        value_paise: total,
        average_paise: Math.round(total / 3),
        placed_by_shop_orders: 2,
        placed_by_shop_value_paise: value('A1 by owner A', 'X1 walk-in by owner A'),
      },
      by_status: [
        { status: 'PLACED', orders: 3, value_paise: total },
        { status: 'CANCELLED', orders: 1, value_paise: value('A3 by assistant A, cancelled') },
      ],
      by_day: [day(D, ['A1 by owner A']), day(E, ['A2 customer A’s own', 'X1 walk-in by owner A'])],
    };
    // The owner, an assistant, and an admin naming the shop see the same.
    for (const [as, shop] of [
      [ownerA, ''],
      [ownerA, `&shop=${shopA.sid}`],
      [assistantA, ''],
    ] as const) {
      expect(resultOf(await metrics(token.get(as) ?? '', `from=${D}&to=${E}${shop}`))).toEqual(expected);
    }
    const forAdmin = resultOf(await metrics(token.get(admin) ?? '', `from=${D}&to=${E}&shop=${shopA.sid}`));
    expect({ ...forAdmin, shops: expected.shops }).toEqual(expected);
  });

  it('gives shop B the walk-in’s own order since registering there, and its order of the day before only in a range that has it', async () => {
    const forB = resultOf(await metrics(token.get(ownerB) ?? '', `from=${D}&to=${E}`));
    expect(forB.totals).toEqual({
      orders: 1,
      value_paise: value('X2 walk-in’s own, now B’s'),
      average_paise: value('X2 walk-in’s own, now B’s'),
      placed_by_shop_orders: 0,
      placed_by_shop_value_paise: 0,
    });
    expect(forB.by_day).toEqual([day(D, []), day(E, ['X2 walk-in’s own, now B’s'])]);
    const dayBefore = resultOf(await metrics(token.get(ownerB) ?? '', 'from=2026-11-08&to=2026-11-08'));
    expect(dayBefore.by_day).toEqual([day('2026-11-08', ['B1 by owner B, the day before'])]);
    expect(dayBefore.totals.placed_by_shop_orders).toBe(1);
  });

  it('gives an admin every order of the pharmacy without a shop: the same as the database read day by day in IST', async () => {
    const all = resultOf(await metrics(token.get(admin) ?? '', `from=${D}&to=${E}`));
    // Straight from the table, the days worked out here, not by the database.
    const rows = await up.db.selectFrom('orders').select(['status', 'grand_total_paise', 'placed_at', 'franchise_id']).execute();
    const istDay = (iso: string) => new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(0, 10);
    const inDays = rows.filter((r) => istDay(r.placed_at) >= D && istDay(r.placed_at) <= E);
    const live = inDays.filter((r) => r.status !== 'CANCELLED');
    const sum = (list: typeof rows) => list.reduce((s, r) => s + r.grand_total_paise, 0);
    expect(live).toHaveLength(5);
    expect(all.totals).toEqual({
      orders: live.length,
      value_paise: sum(live),
      average_paise: Math.round(sum(live) / live.length),
      placed_by_shop_orders: live.filter((r) => r.franchise_id !== null).length,
      placed_by_shop_value_paise: sum(live.filter((r) => r.franchise_id !== null)),
    });
    expect(all.by_day).toEqual(
      [D, E].map((d) => ({
        day: d,
        orders: live.filter((r) => istDay(r.placed_at) === d).length,
        value_paise: sum(live.filter((r) => istDay(r.placed_at) === d)),
      })),
    );
    expect(all.by_status).toEqual([
      { status: 'PLACED', orders: 5, value_paise: sum(live) },
      { status: 'CANCELLED', orders: 1, value_paise: sum(inDays.filter((r) => r.status === 'CANCELLED')) },
    ]);
    // The shops' figures add up, with the order of no shop beside them.
    const forA = resultOf(await metrics(token.get(ownerA) ?? '', `from=${D}&to=${E}`));
    const forB = resultOf(await metrics(token.get(ownerB) ?? '', `from=${D}&to=${E}`));
    expect(forA.totals.value_paise + forB.totals.value_paise + value('N1 online, no shop')).toBe(all.totals.value_paise);
  });

  it('answers days without orders as zeros', async () => {
    const empty = resultOf(await metrics(token.get(ownerA) ?? '', 'from=2026-01-01&to=2026-01-03'));
    expect(empty.totals).toEqual({ orders: 0, value_paise: 0, average_paise: 0, placed_by_shop_orders: 0, placed_by_shop_value_paise: 0 });
    expect(empty.by_status).toEqual([]);
    expect(empty.by_day.map((d: { day: string; orders: number }) => [d.day, d.orders])).toEqual([
      ['2026-01-01', 0],
      ['2026-01-02', 0],
      ['2026-01-03', 0],
    ]);
  });
});
