import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_AGE_THRESHOLD_MS } from '../../domain/retention.ts';
import { type AccountUpstream, startAccountUpstream } from '../../test-utils/account-upstream.ts';
import { callsOf, placeOrderAt } from '../../test-utils/retention.ts';
import { createFranchise, createShopCustomer, createStaffUser, delegatedToken, type TestStaff } from '../../test-utils/staff.ts';
import type { TestCustomer } from '../../test-utils/users.ts';
import { findCalls, findCallsWhenDue, lastLook } from './find-calls.ts';

/**
 * The rule that makes migration and retention calls from order history (domain/retention.ts), on real
 * orders placed over HTTP by customers (SELF) and by shop staff acting for them (STAFF), then moved in
 * time; the upstream's clock is the `now` findCalls is given.
 */
let up: AccountUpstream;
let shopStaff: TestStaff;
let shopId: number;
const settings = { inactiveDays: 30, findEveryMinutes: 15 };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(up.now().getTime() - ms);

beforeAll(async () => {
  up = await startAccountUpstream();
  const shop = await createFranchise(up.db);
  shopStaff = shop.staff;
  shopId = shop.shop.id;
});
afterAll(() => up.close());

async function customerWith(orders: { by: 'SELF' | 'STAFF'; ago: number; cancel?: boolean }[]): Promise<TestCustomer> {
  const customer = await createShopCustomer(up.db, shopId);
  const acting = await delegatedToken(up.db, customer.id, shopStaff);
  for (const order of orders) {
    const sid = await placeOrderAt(up.url, up.db, order.by === 'SELF' ? customer.token : acting, ago(order.ago));
    if (order.cancel) await up.db.updateTable('orders').set({ status: 'CANCELLED' }).where('sid', '=', sid).execute();
  }
  return customer;
}
const kindsOf = async (customer: TestCustomer) => (await callsOf(up.db, customer.id)).map((c) => `${c.kind}:${c.status}`);

describe('findCalls: MIGRATION', () => {
  it('calls a customer whose latest order came through the other channel within the order-age threshold, either way round, once', async () => {
    const toApp = await customerWith([
      { by: 'STAFF', ago: 10 * DAY },
      { by: 'SELF', ago: 2 * HOUR },
    ]);
    const toShop = await customerWith([
      { by: 'SELF', ago: 40 * DAY },
      { by: 'STAFF', ago: ORDER_AGE_THRESHOLD_MS - HOUR },
    ]);
    await findCalls(up.db, up.now(), settings);
    await findCalls(up.db, up.now(), settings);
    expect(await kindsOf(toApp)).toEqual(['MIGRATION:PENDING']);
    expect(await kindsOf(toShop)).toEqual(['MIGRATION:PENDING']);
    const [call] = await callsOf(up.db, toApp.id);
    const latest = await up.db.selectFrom('orders').select('sid').where('user_id', '=', toApp.id).orderBy('placed_at', 'desc').executeTakeFirstOrThrow();
    expect(call?.order_sid).toBe(latest.sid);
  });

  it('does not call for a change older than the threshold, the same channel twice, a first order, or a cancelled order', async () => {
    const tooOld = await customerWith([
      { by: 'STAFF', ago: 10 * DAY },
      { by: 'SELF', ago: ORDER_AGE_THRESHOLD_MS + 60_000 },
    ]);
    const same = await customerWith([
      { by: 'SELF', ago: 10 * DAY },
      { by: 'SELF', ago: HOUR },
    ]);
    const first = await customerWith([{ by: 'SELF', ago: HOUR }]);
    const cancelled = await customerWith([
      { by: 'STAFF', ago: 10 * DAY },
      { by: 'SELF', ago: 5 * DAY },
      { by: 'STAFF', ago: HOUR, cancel: true },
    ]);
    await findCalls(up.db, up.now(), settings);
    for (const customer of [tooOld, same, first, cancelled]) expect(await kindsOf(customer)).toEqual([]);
  });
});

describe('findCalls: RETENTION', () => {
  it('calls a customer whose last order is older than the inactive period, once per last order', async () => {
    const quiet = await customerWith([{ by: 'SELF', ago: 31 * DAY }]);
    const active = await customerWith([{ by: 'SELF', ago: 29 * DAY }]);
    const cancelledLast = await customerWith([
      { by: 'SELF', ago: 45 * DAY },
      { by: 'SELF', ago: 2 * DAY, cancel: true },
    ]);
    await findCalls(up.db, up.now(), settings);
    expect(await kindsOf(quiet)).toEqual(['RETENTION:PENDING']);
    expect(await kindsOf(active)).toEqual([]);
    expect(await kindsOf(cancelledLast)).toEqual(['RETENTION:PENDING']);

    // Done: not called again for the same last order; after a new order and another quiet month, called again.
    await up.db.updateTable('retention_calls').set({ status: 'DONE' }).where('customer_id', '=', quiet.id).execute();
    await findCalls(up.db, up.now(), settings);
    expect(await kindsOf(quiet)).toEqual(['RETENTION:DONE']);
    await placeOrderAt(up.url, up.db, quiet.token, ago(31 * DAY - HOUR));
    await findCalls(up.db, up.now(), settings);
    expect(await kindsOf(quiet)).toEqual(['RETENTION:DONE', 'RETENTION:PENDING']);
  });

  it('makes no retention call while the customer has an open call of either kind, nor for a blocked customer', async () => {
    const customer = await customerWith([{ by: 'SELF', ago: 60 * DAY }]);
    const blocked = await customerWith([{ by: 'SELF', ago: 60 * DAY }]);
    await up.db.updateTable('users').set({ blocked: 1 }).where('id', '=', blocked.id).execute();
    const order = await up.db.selectFrom('orders').select('id').where('user_id', '=', customer.id).executeTakeFirstOrThrow();
    const at = up.now().toISOString();
    await up.db
      .insertInto('retention_calls')
      .values({ sid: `open-${customer.id}`, customer_id: customer.id, kind: 'MIGRATION', found_at: at, trigger_order_id: order.id, updated_at: at })
      .execute();
    await findCalls(up.db, up.now(), settings);
    expect(await kindsOf(customer)).toEqual(['MIGRATION:PENDING']);
    expect(await kindsOf(blocked)).toEqual([]);
  });

  it('honours a configured inactive period', async () => {
    const customer = await customerWith([{ by: 'STAFF', ago: 8 * DAY }]);
    await findCalls(up.db, up.now(), settings);
    expect(await kindsOf(customer)).toEqual([]);
    await findCalls(up.db, up.now(), { ...settings, inactiveDays: 7 });
    expect(await kindsOf(customer)).toEqual(['RETENTION:PENDING']);
  });
});

describe('findCalls: who gets the calls, and how often it looks', () => {
  it('gives each new call to the adviser with the fewest open calls, never a blocked one', async () => {
    // Every earlier call goes to nobody in particular: these advisers start from what they hold now.
    const advisers = [await createStaffUser(up.db, { role: 'adviser' }), await createStaffUser(up.db, { role: 'adviser' })];
    const blocked = await createStaffUser(up.db, { role: 'adviser' });
    await up.db.updateTable('users').set({ blocked: 1 }).where('id', '=', blocked.id).execute();
    await up.db
      .updateTable('retention_calls')
      .set({ adviser_user_id: advisers[0]?.id ?? 0 })
      .where('status', '=', 'PENDING')
      .execute();
    const customers = [];
    for (let i = 0; i < 3; i += 1) customers.push(await customerWith([{ by: 'SELF', ago: 90 * DAY }]));
    await findCalls(up.db, up.now(), settings);
    const owners = await Promise.all(customers.map(async (c) => (await callsOf(up.db, c.id))[0]?.adviser_user_id));
    expect(owners).toEqual([advisers[1]?.id, advisers[1]?.id, advisers[1]?.id]);
    expect(owners).not.toContain(blocked.id);
  });

  it('looks again on read only when the last look is RETENTION_FIND_EVERY_MINUTES old', async () => {
    const at = up.now();
    await findCalls(up.db, at, settings);
    expect(await lastLook(up.db)).toBe(at.toISOString());
    const customer = await customerWith([{ by: 'SELF', ago: 40 * DAY }]);
    expect(await findCallsWhenDue(up.db, new Date(at.getTime() + 14 * 60_000), settings)).toBeNull();
    expect(await kindsOf(customer)).toEqual([]);
    const later = new Date(at.getTime() + 15 * 60_000);
    expect(await findCallsWhenDue(up.db, later, settings)).toMatchObject({ retention: expect.any(Number) });
    expect(await kindsOf(customer)).toEqual(['RETENTION:PENDING']);
    expect(await lastLook(up.db)).toBe(later.toISOString());
  });
});
