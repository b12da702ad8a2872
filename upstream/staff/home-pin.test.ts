import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressInput } from '../../test-utils/account-fixtures.ts';
import { type AccountUpstream, type ApiReply, api, startAccountUpstream } from '../../test-utils/account-upstream.ts';
import { createShop, createStaffUser, delegatedToken, registerWithShop, staffOwnToken, type TestShop, type TestStaff } from '../../test-utils/staff.ts';
import { createCustomer, type TestCustomer, tokenFor } from '../../test-utils/users.ts';
import { homePinOf } from './acting.ts';

/**
 * A customer's home pin code (upstream/staff/acting.ts homePinOf: their default address's, else the
 * address changed last) is kept in users.home_pin by the database's triggers on addresses (migration
 * 0007), and decides which shop may act for a customer nobody registered: the shop serving that pin.
 * Whatever writes the addresses (the address book's routes, SQL by hand, several customers at once), the
 * column follows the rule, and the shops' lists and delegated tokens follow the column.
 */

const PIN_A = '700005';
const PIN_B = '700006';
const PIN_NOBODY = '700007';

let up: AccountUpstream;
let shopA: TestShop;
let shopB: TestShop;
let staffA: TestStaff;
let staffB: TestStaff;

beforeAll(async () => {
  up = await startAccountUpstream();
  shopA = await createShop(up.db, { pins: [PIN_A] });
  shopB = await createShop(up.db, { pins: [PIN_B] });
  staffA = await createStaffUser(up.db, { role: 'franchise', franchiseId: shopA.id });
  staffB = await createStaffUser(up.db, { role: 'franchise', franchiseId: shopB.id });
});
afterAll(() => up.close());

function resultOf(reply: ApiReply) {
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.result;
}

/** The customer's own token, on the upstream's clock (which the writes below move on). */
const tokenOf = (customer: TestCustomer) => tokenFor(up.db, customer.id, up.now);

/** Adds an address with the customer's own token, a minute after the last write (so "changed last" is never a tie). */
async function addAddress(customer: TestCustomer, pinCode: string, isDefault = false): Promise<string> {
  up.advance(60_000);
  return resultOf(await api(up.url, '/api/account/addresses', { token: await tokenOf(customer), body: addressInput({ pinCode, isDefault }) })).id;
}

async function updateAddress(customer: TestCustomer, id: string, fields: Record<string, unknown>) {
  up.advance(60_000);
  resultOf(await api(up.url, `/api/account/addresses/${id}`, { method: 'PUT', token: await tokenOf(customer), body: addressInput(fields) }));
}

async function deleteAddress(customer: TestCustomer, id: string) {
  up.advance(60_000);
  resultOf(await api(up.url, `/api/account/addresses/${id}`, { method: 'DELETE', token: await tokenOf(customer) }));
}

const homePin = async (customer: TestCustomer) =>
  (await up.db.selectFrom('users').select('home_pin').where('id', '=', customer.id).executeTakeFirstOrThrow()).home_pin;

let named = 0;
/** A customer nobody registered, with a name of their own (so that a name search finds them alone). */
async function newCustomer(): Promise<TestCustomer & { name: string }> {
  const customer = await createCustomer(up.db);
  named += 1;
  const name = `Home Pin Person ${String(named).padStart(3, '0')}x`;
  await up.db.updateTable('users').set({ name }).where('id', '=', customer.id).execute();
  return { ...customer, name };
}

/**
 * Which of the two shops may act for the customer: the shop's list finds them by mobile and by name,
 * and the shop's delegated token for them is served, or none of the three.
 */
async function shopsOf(customer: TestCustomer & { name: string }): Promise<string[]> {
  const shops: string[] = [];
  for (const [shop, staff] of [
    ['A', staffA],
    ['B', staffB],
  ] as const) {
    const token = await staffOwnToken(up.db, staff, up.now);
    const listed = async (q: string) =>
      resultOf(await api(up.url, `/api/staff/customers?q=${encodeURIComponent(q)}`, { token })).items.some(
        (c: { mobile: string }) => c.mobile === customer.mobile,
      );
    const byMobile = await listed(customer.mobile);
    const byName = await listed(customer.name.toLowerCase());
    const acting = (await api(up.url, '/api/account/me', { token: await delegatedToken(up.db, customer.id, staff, up.now) })).status === 200;
    expect({ shop, byMobile, byName }).toEqual({ shop, byMobile: acting, byName: acting });
    if (acting) shops.push(shop);
  }
  return shops;
}

/** Every user whose home_pin is not what the rule says of their addresses now. */
async function offTheRule() {
  const rows = await up.db
    .selectFrom('users')
    .select((eb) => ['users.id', 'users.home_pin', homePinOf(eb).as('rule')])
    .execute();
  return rows.filter((row) => row.home_pin !== (row.rule ?? null));
}

describe('the home pin code of a customer nobody registered', () => {
  it('moves the customer to the shop serving a new default address, and a newer address that is not the default changes nothing', async () => {
    const customer = await newCustomer();
    expect(await homePin(customer)).toBeNull();
    expect(await shopsOf(customer)).toEqual([]);

    await addAddress(customer, PIN_A); // the first address is the default
    expect(await homePin(customer)).toBe(PIN_A);
    expect(await shopsOf(customer)).toEqual(['A']);

    await addAddress(customer, PIN_B, true);
    expect(await homePin(customer)).toBe(PIN_B);
    expect(await shopsOf(customer)).toEqual(['B']);

    await addAddress(customer, PIN_A, false);
    expect(await homePin(customer)).toBe(PIN_B);
    expect(await shopsOf(customer)).toEqual(['B']);
  });

  it('follows the default when an address is edited: its pin code, or the default moved to another address', async () => {
    const customer = await newCustomer();
    const first = await addAddress(customer, PIN_A);
    const second = await addAddress(customer, PIN_NOBODY);
    expect(await shopsOf(customer)).toEqual(['A']);
    await updateAddress(customer, first, { pinCode: PIN_B, isDefault: true });
    expect(await homePin(customer)).toBe(PIN_B);
    expect(await shopsOf(customer)).toEqual(['B']);
    await updateAddress(customer, second, { pinCode: PIN_NOBODY, isDefault: true });
    expect(await homePin(customer)).toBe(PIN_NOBODY);
    expect(await shopsOf(customer)).toEqual([]);
  });

  it('falls back, once the default is deleted, to the address changed last', async () => {
    const customer = await newCustomer();
    const older = await addAddress(customer, PIN_A);
    const newer = await addAddress(customer, PIN_B);
    const home = await addAddress(customer, PIN_NOBODY, true);
    expect(await shopsOf(customer)).toEqual([]);

    // Deleted by SQL, with no default left: the address changed last decides.
    await up.db.deleteFrom('addresses').where('id', '=', home).execute();
    expect(await homePin(customer)).toBe(PIN_B);
    expect(await shopsOf(customer)).toEqual(['B']);
    // Changed again, the older address is the one changed last.
    up.advance(60_000);
    await up.db.updateTable('addresses').set({ street: 'Moved Street', updated_at: up.now().toISOString() }).where('id', '=', older).execute();
    expect(await homePin(customer)).toBe(PIN_A);
    expect(await shopsOf(customer)).toEqual(['A']);

    // Through the address book, deleting the default makes the newest address the default.
    await updateAddress(customer, older, { pinCode: PIN_A, isDefault: true });
    await deleteAddress(customer, older);
    expect(await homePin(customer)).toBe(PIN_B);
    expect(await shopsOf(customer)).toEqual(['B']);

    await deleteAddress(customer, newer);
    expect(await homePin(customer)).toBeNull();
    expect(await shopsOf(customer)).toEqual([]);
  });
});

describe('a customer a shop registered', () => {
  it('stays that shop’s whatever the pin code of their addresses, and never becomes the shop’s serving it', async () => {
    const customer = await newCustomer();
    await registerWithShop(up.db, customer.id, shopA.id);
    expect(await shopsOf(customer)).toEqual(['A']);
    await addAddress(customer, PIN_B);
    expect(await homePin(customer)).toBe(PIN_B);
    expect(await shopsOf(customer)).toEqual(['A']);
    await addAddress(customer, PIN_NOBODY, true);
    expect(await shopsOf(customer)).toEqual(['A']);
  });
});

describe('users.home_pin', () => {
  it('follows the rule after statements that change several customers’ addresses at once, or move an address to another customer', async () => {
    const customers = [await createCustomer(up.db), await createCustomer(up.db), await createCustomer(up.db)];
    for (const customer of customers) {
      await addAddress(customer, PIN_A);
      await addAddress(customer, PIN_B);
    }
    const ids = customers.map((c) => c.id);
    await up.db.updateTable('addresses').set({ is_default: 0 }).where('user_id', 'in', ids).execute();
    expect(await Promise.all(customers.map(homePin))).toEqual([PIN_B, PIN_B, PIN_B]);
    await up.db.deleteFrom('addresses').where('user_id', 'in', ids).where('pin_code', '=', PIN_B).execute();
    expect(await Promise.all(customers.map(homePin))).toEqual([PIN_A, PIN_A, PIN_A]);
    const [from, to] = customers as [TestCustomer, TestCustomer, TestCustomer];
    await up.db.updateTable('addresses').set({ user_id: to.id, pin_code: PIN_NOBODY }).where('user_id', '=', from.id).execute();
    expect(await homePin(from)).toBeNull();
    expect(await offTheRule()).toEqual([]);
  });
});
