import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '../../../domain/account-messages.ts';
import { CUSTOMER_MESSAGES } from '../../../domain/messages.ts';
import { STAFF_MESSAGES as STAFF } from '../../../domain/staff-messages.ts';
import { type GqlReply, gql as request } from '../../../test-utils/gql.ts';
import { freshAddress, freshMobile, testClock } from '../../../test-utils/sign-in.ts';
import { startTestUpstream } from '../../../test-utils/upstream.ts';
import { DEMO_CUSTOMERS, DEMO_PASSWORD, DEMO_SHOPS, DEMO_STAFF } from '../../../upstream/staff/demo-staff.ts';
import { createGateway, type Gateway } from '../../yoga.ts';

const clock = testClock();
let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
let gateway: Gateway;

beforeAll(async () => {
  // The development SMS outbox is on: the demo shops and staff are seeded (upstream/staff/demo-staff.ts).
  upstream = await startTestUpstream(0, { options: { now: clock.now } });
  gateway = createGateway({ upstreamUrl: upstream.url });
});
afterAll(async () => {
  await gateway.close();
  await upstream.close();
});

const gql = (query: string, variables: Record<string, unknown> = {}, token?: string) =>
  request(gateway.yoga, query, variables, { token, clientAddress: freshAddress() });
const errorOf = (reply: GqlReply) => ({ message: reply.errors?.[0]?.message, code: reply.errors?.[0]?.extensions?.code });
const emailOf = (role: string, index = 0) => DEMO_STAFF.filter((s) => s.role === role)[index]?.email ?? '';

const DETAILS =
  'userId role subrole name email mobile demo shop { sid name pinCode warehouseId blocked servicePincodes } commissionPercent genericCommissionPercent skuCommission { sku percent } showCommission walletOn prepaidEnabled defaultLang warehouseId sessionEndsAt';
const LOGIN = `mutation Login($email: String!, $password: String!) { staffLogin(email: $email, password: $password) { accessToken expiresIn refreshToken sessionEndsAt staff { ${DETAILS} } } }`;
const CUSTOMERS = 'query Customers($q: String!) { staffCustomers(query: $q) { total items { cusSid name mobile homePin registeredBy } } }';
const ACT = 'mutation Act($cusSid: String!) { actForCustomer(cusSid: $cusSid) { accessToken expiresIn customer { cusSid name mobile } } }';

async function login(role: string, index = 0) {
  const reply = await gql(LOGIN, { email: emailOf(role, index), password: DEMO_PASSWORD });
  expect(reply.errors).toBeUndefined();
  return reply.data.staffLogin as { accessToken: string; refreshToken: string; staff: Record<string, unknown> };
}

describe('staff through GraphQL', () => {
  it('signs a franchise owner in with the session details, and refreshes the session with them', async () => {
    const session = await login('franchise');
    expect(session.staff).toMatchObject({ role: 'FRANCHISE', demo: true, commissionPercent: 5, genericCommissionPercent: 20, showCommission: true });
    expect(session.staff.shop).toMatchObject({ sid: DEMO_SHOPS[0].sid, name: DEMO_SHOPS[0].name, blocked: false });
    const refreshed = await gql(
      `mutation R($t: String!) { refreshStaffSession(refreshToken: $t) { accessToken refreshToken sessionEndsAt staff { role shop { sid } } } }`,
      { t: session.refreshToken },
    );
    expect(refreshed.data.refreshStaffSession.staff).toEqual({ role: 'FRANCHISE', shop: { sid: DEMO_SHOPS[0].sid } });
    expect(refreshed.data.refreshStaffSession.sessionEndsAt).toBe((session as unknown as { sessionEndsAt: string }).sessionEndsAt);
  });

  it.each([
    ['a wrong password', { email: emailOf('admin'), password: 'wrong-password-1' }],
    ['an unknown e-mail', { email: 'nobody@demo.purba.test', password: DEMO_PASSWORD }],
  ])('refuses %s with "Invalid credential"', async (_label, variables) => {
    expect(errorOf(await gql(LOGIN, variables))).toEqual({ message: STAFF.invalidCredential, code: 'BAD_USER_INPUT' });
  });

  it('finds the shop’s customers, refuses a short search, and acts for a customer through the customer’s own operations', async () => {
    const { accessToken } = await login('franchise');
    expect(errorOf(await gql(CUSTOMERS, { q: 'de' }, accessToken))).toEqual({ message: CUSTOMER_MESSAGES.searchTooShort, code: 'BAD_USER_INPUT' });
    const found = await gql(CUSTOMERS, { q: 'demo customer' }, accessToken);
    expect(found.data.staffCustomers).toMatchObject({ total: 1, items: [{ mobile: DEMO_CUSTOMERS[0].mobile, registeredBy: DEMO_SHOPS[0].name }] });
    const acting = await gql(ACT, { cusSid: found.data.staffCustomers.items[0].cusSid }, accessToken);
    expect(acting.data.actForCustomer.customer.mobile).toBe(DEMO_CUSTOMERS[0].mobile);
    const me = await gql('{ me { mobile role } }', {}, acting.data.actForCustomer.accessToken);
    expect(me.data.me).toEqual({ mobile: DEMO_CUSTOMERS[0].mobile, role: 'CUSTOMER' });
    const patient = await gql(
      'mutation P($name: String!, $age: Int!) { addPatient(name: $name, age: $age) { id } }',
      { name: 'Gateway Patient', age: 51 },
      acting.data.actForCustomer.accessToken,
    );
    expect(patient.errors).toBeUndefined();
    const activity = await gql('{ accountActivity { total items { action shopName actorRole } } }', {}, acting.data.actForCustomer.accessToken);
    expect(activity.data.accountActivity.items[0]).toEqual({ action: 'patient.create', shopName: DEMO_SHOPS[0].name, actorRole: 'FRANCHISE' });
    const admin = await login('admin');
    const trail = await gql('{ auditTrail(filter: { action: "patient.create" }) { items { action actorName shopName customerName } } }', {}, admin.accessToken);
    expect(trail.data.auditTrail.items[0]).toMatchObject({ action: 'patient.create', actorName: DEMO_STAFF[0]?.name, shopName: DEMO_SHOPS[0].name });
  });

  it('refuses another shop’s customer as not found, a customer’s token on staff operations, and a staff token on the customer’s', async () => {
    const { accessToken } = await login('franchise');
    const other = await gql(CUSTOMERS, { q: DEMO_CUSTOMERS[1].mobile }, (await login('admin')).accessToken);
    const otherSid = other.data.staffCustomers.items[0].cusSid as string;
    expect(errorOf(await gql(ACT, { cusSid: otherSid }, accessToken))).toEqual({ message: STAFF.customerNotFound, code: 'NOT_FOUND' });
    expect(errorOf(await gql('{ me { mobile } }', {}, accessToken))).toEqual({ message: STAFF.notAuthorized, code: 'FORBIDDEN' });
    expect(errorOf(await gql('{ staffMe { role } }'))).toEqual({ message: M.loginRequired, code: 'UNAUTHENTICATED' });
    expect(errorOf(await gql('{ searchMisses { total } }', {}, accessToken))).toEqual({ message: STAFF.notAuthorized, code: 'FORBIDDEN' });
    expect((await gql('{ searchMisses { total } }', {}, (await login('admin')).accessToken)).errors).toBeUndefined();
  });

  it('registers a customer for the shop with the code the customer received', async () => {
    const { accessToken } = await login('franchise');
    const mobile = freshMobile();
    expect((await gql('mutation C($m: String!) { requestCustomerOtp(mobile: $m) { mobile } }', { m: mobile }, accessToken)).errors).toBeUndefined();
    const outbox = await gql('query Outbox($m: String) { devSmsOutbox(mobile: $m) { body } }', { m: mobile });
    const code = outbox.data.devSmsOutbox[0]?.body.match(/^(\d{6}) is your code to let a Purba Pharmacy shop register you/)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const REGISTER = 'mutation R($m: String!, $o: String!, $n: String) { registerCustomer(mobile: $m, otp: $o, name: $n) { mobile name created } }';
    expect(errorOf(await gql(REGISTER, { m: mobile, o: '' }, accessToken))).toEqual({ message: M.otpRequired, code: 'BAD_USER_INPUT' });
    expect(errorOf(await gql(REGISTER, { m: '12345', o: code }, accessToken))).toEqual({ message: M.invalidMobile, code: 'BAD_USER_INPUT' });
    const registered = await gql(REGISTER, { m: mobile, o: code, n: 'Counter Customer' }, accessToken);
    expect(registered.data.registerCustomer).toEqual({ mobile, name: 'Counter Customer', created: true });
  });
});

describe('/appLoginToken for staff through GraphQL', () => {
  const MINT = 'mutation { staffAppLoginToken { appToken expiresIn } }';
  const OPEN = `mutation Open($t: String!) { staffAppLogin(appToken: $t) { accessToken sessionEndsAt staff { role shop { sid } } } }`;
  const CUSTOMER_OPEN = 'mutation Open($t: String!) { appLogin(appToken: $t) { accessToken } }';
  const expired = { message: M.appLinkExpired, code: 'UNAUTHENTICATED' };

  it('opens the franchise session elsewhere once, ending with it; the customer’s page does not take the token', async () => {
    const session = (await login('franchise')) as { accessToken: string; sessionEndsAt?: string };
    const minted = await gql(MINT, {}, session.accessToken);
    expect(minted.data.staffAppLoginToken).toEqual({ appToken: expect.any(String), expiresIn: 120 });
    const { appToken } = minted.data.staffAppLoginToken;
    expect(errorOf(await gql(CUSTOMER_OPEN, { t: appToken }))).toEqual(expired);
    const opened = await gql(OPEN, { t: appToken });
    expect(opened.data.staffAppLogin).toMatchObject({ sessionEndsAt: session.sessionEndsAt, staff: { role: 'FRANCHISE', shop: { sid: DEMO_SHOPS[0].sid } } });
    expect(errorOf(await gql(OPEN, { t: appToken }))).toEqual(expired);
  });

  it('refuses to mint without a staff session', async () => {
    expect(errorOf(await gql(MINT))).toEqual({ message: M.loginRequired, code: 'UNAUTHENTICATED' });
  });
});

describe('the customer list’s total', () => {
  it('is exact for a shop, and for an admin stops past 1000 (totalCapped), the pages alike; a search that finds few is counted exactly', async () => {
    const shop = await upstream.db.selectFrom('franchises').select('id').where('sid', '=', DEMO_SHOPS[0].sid).executeTakeFirstOrThrow();
    const at = new Date().toISOString();
    const numbered = (i: number) => String(i).padStart(4, '0');
    const rows = Array.from({ length: 1030 }, (_, i) => ({
      cus_sid: `CAPPEDTOTAL${numbered(i)}`,
      mobile: `555000${numbered(i)}`,
      name: `Zebulon Capped ${numbered(i)}`,
      role: 'customer' as const,
      registered_by_franchise_id: shop.id,
      created_at: at,
      updated_at: at,
    }));
    for (let k = 0; k < rows.length; k += 250)
      await upstream.db
        .insertInto('users')
        .values(rows.slice(k, k + 250))
        .execute();
    const PAGE = 'query Customers($q: String!) { staffCustomers(query: $q) { total totalCapped items { name } } }';
    const franchise = (await login('franchise')).accessToken;
    const admin = (await login('admin')).accessToken;
    const names = (from: number, count: number) => Array.from({ length: count }, (_, i) => ({ name: `Zebulon Capped ${numbered(from + i)}` }));

    for (const q of ['zebulon capped', '555000']) {
      expect((await gql(PAGE, { q }, franchise)).data.staffCustomers).toEqual({ total: 1030, totalCapped: false, items: names(0, 20) });
      expect((await gql(PAGE, { q }, admin)).data.staffCustomers).toEqual({ total: 1000, totalCapped: true, items: names(0, 20) });
    }
    const AT = 'query Customers($q: String!, $start: Int) { staffCustomers(query: $q, start: $start) { total totalCapped items { name } } }';
    // The last page, and one past it, still say how many there are.
    expect((await gql(AT, { q: 'zebulon capped', start: 1020 }, franchise)).data.staffCustomers).toEqual({
      total: 1030,
      totalCapped: false,
      items: names(1020, 10),
    });
    expect((await gql(AT, { q: 'zebulon capped', start: 1040 }, franchise)).data.staffCustomers).toEqual({ total: 1030, totalCapped: false, items: [] });
    expect((await gql(AT, { q: 'nobody by this name', start: 40 }, franchise)).data.staffCustomers).toEqual({ total: 0, totalCapped: false, items: [] });
    for (const q of ['capped 10', '5550001']) {
      expect((await gql(PAGE, { q }, franchise)).data.staffCustomers).toEqual({ total: 30, totalCapped: false, items: names(1000, 20) });
      expect((await gql(PAGE, { q }, admin)).data.staffCustomers).toEqual({ total: 30, totalCapped: false, items: names(1000, 20) });
    }
  });
});
