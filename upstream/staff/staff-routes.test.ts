import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '../../domain/account-messages.ts';
import { CUSTOMER_MESSAGES } from '../../domain/messages.ts';
import { STAFF_MESSAGES as STAFF } from '../../domain/staff-messages.ts';
import { refusal } from '../../test-utils/refusal.ts';
import { openCallWith } from '../../test-utils/retention.ts';
import { codeInOutbox, freshAddress, freshMobile, registrationCodeInOutbox, testClock, upstreamCaller } from '../../test-utils/sign-in.ts';
import { startTestUpstream } from '../../test-utils/upstream.ts';
import { tokenFor } from '../../test-utils/users.ts';
import { authSecret, tokenService } from '../session/tokens.ts';
import { DEMO_CUSTOMERS, DEMO_PASSWORD, DEMO_SHOPS, DEMO_STAFF } from './demo-staff.ts';
import { STAFF_LOGIN_LIMITS } from './login-routes.ts';

const clock = testClock();
let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
let call: ReturnType<typeof upstreamCaller>;

beforeAll(async () => {
  // The developer tools are on by default (the development SMS outbox): the demo staff are seeded.
  upstream = await startTestUpstream(0, { options: { now: clock.now } });
  call = upstreamCaller(upstream);
});
afterAll(() => upstream.close());

const demo = (role: string, index = 0) => {
  const found = DEMO_STAFF.filter((s) => s.role === role)[index];
  if (!found) throw new Error(`no demo ${role}`);
  return found;
};
const login = (email: string | null, password = DEMO_PASSWORD) => call('/api/staff/login', { body: { email, password }, address: freshAddress() });
async function staffToken(role: 'franchise' | 'admin' | 'adviser', index = 0): Promise<string> {
  const reply = await login(demo(role, index).email);
  expect(reply.status).toBe(200);
  return reply.body.result.accessToken as string;
}
const userIdOf = async (mobile: string) => (await upstream.db.selectFrom('users').select('id').where('mobile', '=', mobile).executeTakeFirstOrThrow()).id;
const cusSidOf = async (mobile: string) =>
  (await upstream.db.selectFrom('users').select('cus_sid').where('mobile', '=', mobile).executeTakeFirstOrThrow()).cus_sid;

async function customerSignIn(mobile = freshMobile()) {
  await call('/api/users/otp/request', { body: { mobile }, address: freshAddress() });
  return call('/api/users/otp/verify', { body: { mobile, otp: await codeInOutbox(call, mobile) } });
}

/** The newest registration code sent to `mobile` (staff-initiated, generate-otp-for-customer). */
const registrationCode = (mobile: string) => registrationCodeInOutbox(call, mobile);

describe('staff sign-in', () => {
  it('signs a franchise owner in with the staff session details and a session that ends 3 hours later', async () => {
    const reply = await login(demo('franchise').email);
    expect(reply.status).toBe(200);
    const { result } = reply.body;
    expect(result.user).toMatchObject({ role: 'franchise', mobile: demo('franchise').mobile });
    expect(result.sessionEndsAt).toBe(new Date(clock.now().getTime() + 3 * 3600 * 1000).toISOString());
    expect(result.staff).toMatchObject({
      role: 'franchise',
      demo: true,
      commission_percent: 5,
      generic_commission_percent: 20,
      show_commission: true,
      shop: { sid: DEMO_SHOPS[0].sid, name: DEMO_SHOPS[0].name, blocked: false, service_pincodes: [...DEMO_SHOPS[0].servedPins].sort() },
    });
  });

  it('signs an admin in whatever the case of the e-mail, with no end but the refresh token’s', async () => {
    const reply = await login(demo('admin').email?.toUpperCase() ?? null);
    expect(reply.status).toBe(200);
    expect(reply.body.result.sessionEndsAt).toBeNull();
    expect(reply.body.result.staff).toMatchObject({ role: 'admin', shop: null });
  });

  it.each([
    ['a wrong password', demo('franchise').email, 'not-the-password1'],
    ['an unknown e-mail', 'nobody@demo.purba.test', DEMO_PASSWORD],
    ['no e-mail', null, DEMO_PASSWORD],
    ['an empty password', demo('franchise').email, ''],
    ['an injection string', "admin@demo.purba.test' OR '1'='1", DEMO_PASSWORD],
  ])('refuses %s with "Invalid credential"', async (_, email, password) => {
    expect((await login(email, password)).body).toEqual(refusal(400, STAFF.invalidCredential));
  });

  it('refuses a customer’s e-mail and password, and an assistant by password, like a wrong password', async () => {
    const signedIn = await customerSignIn();
    const token = signedIn.body.result.accessToken as string;
    await call('/api/account/me', { token, body: { name: 'Password Customer', email: 'customer-with-password@example.in' } });
    await call('/api/account/password', { token, body: { newPassword: 'customer-pass-1' } });
    expect((await login('customer-with-password@example.in', 'customer-pass-1')).body).toEqual(refusal(400, STAFF.invalidCredential));
  });

  it('locks an e-mail out after 5 wrong passwords, the right one included, and lets it in once the window passes', async () => {
    const email = demo('franchise', 1).email;
    const limit = STAFF_LOGIN_LIMITS.perEmail[0]?.limit ?? 0;
    expect(limit).toBe(5);
    for (let i = 0; i < limit; i++) expect((await login(email, `wrong-${i}-pass`)).status).toBe(400);
    const locked = await login(email);
    expect(locked.status).toBe(429);
    expect(locked.body.result).toBe(M.tryLater);
    clock.advance(15 * 60 + 1);
    expect((await login(email)).status).toBe(200);
  });

  it('refuses a blocked user and a user of a blocked shop with "User Blocked", and gives no session', async () => {
    const mobile = demo('franchise', 1).mobile;
    await upstream.db.updateTable('users').set({ blocked: 1 }).where('mobile', '=', mobile).execute();
    expect((await login(demo('franchise', 1).email)).body).toEqual(refusal(403, M.userBlocked));
    await upstream.db.updateTable('users').set({ blocked: 0 }).where('mobile', '=', mobile).execute();
    await upstream.db.updateTable('franchises').set({ blocked: 1 }).where('sid', '=', DEMO_SHOPS[1].sid).execute();
    expect((await login(demo('franchise', 1).email)).body).toEqual(refusal(403, M.userBlocked));
    await upstream.db.updateTable('franchises').set({ blocked: 0 }).where('sid', '=', DEMO_SHOPS[1].sid).execute();
  });

  it('refuses a staff number at the customer’s OTP sign-in', async () => {
    expect((await customerSignIn(demo('franchise').mobile)).body).toEqual(refusal(403, STAFF.useStaffLogin));
  });
});

describe('assistant login', () => {
  const assistant = demo('assistant');

  it('sends a code to the assistant’s own mobile and signs them in with it', async () => {
    const sent = await call('/api/staff/assistant/otp', { body: { mobile: assistant.mobile }, address: freshAddress() });
    expect(sent.status).toBe(200);
    const reply = await call('/api/staff/assistant/verify', { body: { mobile: assistant.mobile, otp: await codeInOutbox(call, assistant.mobile) } });
    expect(reply.status).toBe(200);
    expect(reply.body.result.staff).toMatchObject({ role: 'assistant', shop: { sid: DEMO_SHOPS[0].sid } });
    expect(reply.body.result.sessionEndsAt).not.toBeNull();
  });

  it('signs the assistant in again when the check that used the code is sent again with its key, and not without it', async () => {
    clock.advance(31);
    await call('/api/staff/assistant/otp', { body: { mobile: assistant.mobile }, address: freshAddress() });
    const otp = await codeInOutbox(call, assistant.mobile);
    const verify = (checkKey?: string) => call('/api/staff/assistant/verify', { body: { mobile: assistant.mobile, otp, checkKey } });
    const checkKey = 'assistant-check-key-0123456789';
    expect((await verify(checkKey)).status).toBe(200);
    const again = await verify(checkKey);
    expect(again.status).toBe(200);
    expect(again.body.result.staff).toMatchObject({ role: 'assistant' });
    expect((await verify()).body).toEqual(refusal(400, M.otpInvalid));
    expect((await verify('another-key-0123456789abcdef')).body).toEqual(refusal(400, M.otpInvalid));
  });

  it.each([
    ['a number that is not an assistant’s', { mobile: demo('franchise').mobile }, refusal(404, STAFF.notAssistant)],
    ['a customer’s number', { mobile: '9000001001' }, refusal(404, STAFF.notAssistant)],
    ['a number that is not 10 digits', { mobile: '12345' }, { ...refusal(400, M.invalidMobile) }],
  ])('refuses a code for %s', async (_, body, expected) => {
    expect((await call('/api/staff/assistant/otp', { body, address: freshAddress() })).body).toEqual(expected);
  });

  it('answers the OTP errors, and never takes a customer sign-in code for an assistant’s', async () => {
    clock.advance(31);
    await call('/api/staff/assistant/otp', { body: { mobile: assistant.mobile }, address: freshAddress() });
    const verify = (otp: string) => call('/api/staff/assistant/verify', { body: { mobile: assistant.mobile, otp } });
    expect((await verify('')).body).toEqual(refusal(400, M.otpRequired));
    expect((await verify('12ab')).body).toEqual(refusal(400, M.otpWrong));
    const code = await codeInOutbox(call, assistant.mobile);
    expect((await verify(code === '000000' ? '111111' : '000000')).body).toEqual(refusal(400, M.otpWrong));
    // A customer's sign-in code to the same number (the customer path refuses it) is not an assistant code.
    clock.advance(31);
    await call('/api/users/otp/request', { body: { mobile: assistant.mobile }, address: freshAddress() });
    const loginCode = await codeInOutbox(call, assistant.mobile);
    expect((await verify(loginCode)).status).toBe(400);
  });
});

describe('the 3 hours of a franchise session', () => {
  it('ends a franchise session 3 hours after sign-in on every request, also for the token acting for a customer, and a refresh cannot restart it', async () => {
    const signIn = await login(demo('franchise').email);
    const { accessToken, refreshToken } = signIn.body.result;
    const acting = await call('/api/staff/acting', { token: accessToken, body: { cusSid: await cusSidOf('9000001001') } });
    expect(acting.status).toBe(200);
    expect(acting.body.result.expiresIn).toBe(15 * 60);
    // Refreshing every 14 minutes keeps the session going until the 3 hours, and no further.
    let refresh = refreshToken as string;
    let access = accessToken as string;
    for (let minutes = 14; minutes <= 168; minutes += 14) {
      clock.advance(14 * 60);
      const rotated = await call('/api/users/refresh', { body: { refreshToken: refresh } });
      expect(rotated.status).toBe(200);
      refresh = rotated.body.result.refreshToken;
      access = rotated.body.result.accessToken;
    }
    expect((await call('/api/staff/me', { token: access })).status).toBe(200);
    const delegated = await call('/api/staff/acting', { token: access, body: { cusSid: await cusSidOf('9000001001') } });
    // Minted 2 h 48 min in: it ends with the session, not 15 minutes later.
    expect(delegated.body.result.expiresIn).toBe(12 * 60);
    clock.advance(12 * 60);
    expect((await call('/api/staff/me', { token: access })).body).toEqual(refusal(401, M.sessionTimeout));
    expect((await call('/api/account/me', { token: delegated.body.result.accessToken })).body).toEqual(refusal(401, M.sessionTimeout));
    expect((await call('/api/users/refresh', { body: { refreshToken: refresh } })).body).toEqual(refusal(401, M.refreshFailed));
    expect((await call('/api/users/refresh', { body: { refreshToken: delegated.body.result.refreshToken } })).body).toEqual(refusal(401, M.refreshFailed));
  });

  it('never lets a token acting for a customer make an app login token', async () => {
    const token = await staffToken('franchise');
    const acting = await call('/api/staff/acting', { token, body: { cusSid: await cusSidOf('9000001001') } });
    const reply = await call('/api/account/app-login-token', { token: acting.body.result.accessToken, body: {} });
    expect(reply.body).toEqual(refusal(403, STAFF.notAuthorized));
  });
});

describe('/appLoginToken for staff', () => {
  const mint = (token: string) => call('/api/staff/app-login-token', { token, body: {} });
  const staffRedeem = (appToken: unknown) => call('/api/staff/app-login', { body: { appToken } });
  const customerRedeem = (appToken: unknown) => call('/api/users/app-login', { body: { appToken } });

  it('opens the franchise session on another device once, ending when the session that made it ends', async () => {
    const signedIn = await login(demo('franchise').email);
    const endsAt = signedIn.body.result.sessionEndsAt as string;
    clock.advance(14 * 60);
    const minted = await mint(signedIn.body.result.accessToken);
    expect(minted.body.result).toEqual({ appToken: expect.any(String), expiresIn: 120 });
    clock.advance(60);
    const opened = await staffRedeem(minted.body.result.appToken);
    expect(opened.status).toBe(200);
    expect(opened.body.result.sessionEndsAt).toBe(endsAt);
    expect(opened.body.result.staff).toMatchObject({ role: 'franchise', shop: { sid: DEMO_SHOPS[0].sid } });
    expect((await call('/api/staff/me', { token: opened.body.result.accessToken })).body.result.session_ends_at).toBe(endsAt);
    expect((await staffRedeem(minted.body.result.appToken)).body).toEqual(refusal(401, M.appLinkExpired));
  });

  it('refuses a token older than 2 minutes, and one minted by a session that has ended since', async () => {
    const signedIn = await login(demo('franchise').email);
    const late = await mint(signedIn.body.result.accessToken);
    clock.advance(121);
    expect((await staffRedeem(late.body.result.appToken)).body).toEqual(refusal(401, M.appLinkExpired));
    clock.advance(3 * 3600 - 121 - 30);
    const refreshed = await call('/api/users/refresh', { body: { refreshToken: signedIn.body.result.refreshToken } });
    const last = await mint(refreshed.body.result.accessToken);
    expect(last.body.result).toEqual({ appToken: expect.any(String), expiresIn: 120 });
    clock.advance(31);
    expect((await staffRedeem(last.body.result.appToken)).body).toEqual(refusal(401, M.appLinkExpired));
  });

  it('gives each app only its own kind of user, leaving the other’s token usable', async () => {
    const staff = await mint(await staffToken('admin'));
    expect((await customerRedeem(staff.body.result.appToken)).body).toEqual(refusal(401, M.appLinkExpired));
    expect((await staffRedeem(staff.body.result.appToken)).body.result.staff).toMatchObject({ role: 'admin' });

    const customer = await call('/api/account/app-login-token', { token: (await customerSignIn()).body.result.accessToken, body: {} });
    expect((await staffRedeem(customer.body.result.appToken)).body).toEqual(refusal(401, M.appLinkExpired));
    expect((await customerRedeem(customer.body.result.appToken)).body.result.user.role).toBe('customer');
  });

  it.each([
    ['nothing', undefined],
    ['an empty token', ''],
    ['a number', 12345],
    ['an unknown token', 'f'.repeat(43)],
    ['an injection string', "x' OR '1'='1"],
    ['a token of 201 characters', 'a'.repeat(201)],
  ])('refuses %s', async (_what, appToken) => {
    expect((await staffRedeem(appToken)).body).toEqual(refusal(401, M.appLinkExpired));
  });

  it('refuses a blocked staff user, and lets no customer or delegated token mint one', async () => {
    const adviser = demo('adviser');
    const minted = await mint(await staffToken('adviser'));
    await upstream.db.updateTable('users').set({ blocked: 1 }).where('email', '=', adviser.email).execute();
    try {
      expect((await staffRedeem(minted.body.result.appToken)).body).toEqual(refusal(403, M.userBlocked));
    } finally {
      await upstream.db.updateTable('users').set({ blocked: 0 }).where('email', '=', adviser.email).execute();
    }
    expect((await mint((await customerSignIn()).body.result.accessToken)).body).toEqual(refusal(403, STAFF.notAuthorized));
    const acting = await call('/api/staff/acting', { token: await staffToken('franchise'), body: { cusSid: await cusSidOf('9000001001') } });
    expect((await mint(acting.body.result.accessToken)).body).toEqual(refusal(403, STAFF.notAuthorized));
    expect((await call('/api/staff/app-login-token', { body: {} })).body).toEqual(refusal(401, M.sessionTimeout));
  });
});

describe('who reaches what', () => {
  it('refuses a staff user’s own token on the customer’s services, and a customer’s token on the staff services', async () => {
    const staff = await staffToken('franchise');
    expect((await call('/api/account/me', { token: staff })).body).toEqual(refusal(403, STAFF.notAuthorized));
    expect((await call('/api/cart/create', { token: staff, body: {} })).body).toEqual(refusal(403, STAFF.notAuthorized));
    const customer = (await customerSignIn()).body.result.accessToken as string;
    for (const path of ['/api/staff/me', '/api/staff/customers?q=demo', '/api/staff/audit']) {
      expect((await call(path, { token: customer })).body).toEqual(refusal(403, STAFF.notAuthorized));
    }
    expect((await call('/api/staff/acting', { token: customer, body: { cusSid: 'C1' } })).body).toEqual(refusal(403, STAFF.notAuthorized));
    expect((await call('/api/staff/me')).body).toEqual(refusal(401, M.sessionTimeout));
  });

  it('lets an editor sign in by e-mail and password (no 3-hour end, no shop) and reach nothing of a customer’s or a shop’s', async () => {
    const reply = await login(demo('editor').email);
    expect(reply.status).toBe(200);
    expect(reply.body.result.sessionEndsAt).toBeNull();
    expect(reply.body.result.staff).toMatchObject({ role: 'editor', shop: null, demo: true, name: 'Demo Editor' });
    const token = reply.body.result.accessToken as string;
    expect((await call('/api/staff/me', { token })).body.result).toMatchObject({ role: 'editor', email: 'editor@demo.purba.test' });
    for (const path of [
      '/api/staff/customers?q=demo customer',
      '/api/staff/app-login-token',
      '/api/staff/caller',
      '/api/staff/audit',
      '/api/staff/order-metrics',
      '/api/staff/prescription-approvals',
      '/api/staff/leads',
      '/api/staff/follow-ups',
      '/api/staff/camps',
      '/api/staff/retention/calls',
      '/api/search/misses',
      '/api/account/me',
      '/api/account/orders',
      '/api/account/estimations',
    ])
      expect((await call(path, { token })).body, path).toEqual(refusal(403, STAFF.notAuthorized));
    const customer = await cusSidOf(DEMO_CUSTOMERS[0].mobile);
    expect((await call('/api/staff/acting', { token, body: { cusSid: customer } })).body).toEqual(refusal(403, STAFF.notAuthorized));
    expect((await call('/api/cart/create', { token, body: {} })).body).toEqual(refusal(403, STAFF.notAuthorized));
    // A delegated token made for an editor (which the server never mints) acts for nobody.
    const forged = await tokenService(await authSecret(upstream.db), clock.now).issueAccess({
      userId: await userIdOf(DEMO_CUSTOMERS[0].mobile),
      role: 'customer',
      authTime: clock.seconds(),
      actor: { userId: await userIdOf(demo('editor').mobile), role: 'editor' },
    });
    expect((await call('/api/account/me', { token: forged.token })).body).toEqual(refusal(401, M.sessionTimeout));
    expect((await call('/api/staff/caller', { token: forged.token })).body).toEqual(refusal(401, M.sessionTimeout));
  });

  it('shows the no-result searches to admins only', async () => {
    expect((await call('/api/search/misses')).status).toBe(401);
    expect((await call('/api/search/misses', { token: (await customerSignIn()).body.result.accessToken })).status).toBe(403);
    expect((await call('/api/search/misses', { token: await staffToken('franchise') })).status).toBe(403);
    expect((await call('/api/search/misses', { token: await staffToken('admin') })).status).toBe(200);
  });

  it('takes the role from the database, not from what the browser or even the token says', async () => {
    // The role a browser keeps in its stored session never reaches the server; a token is signed here,
    // and even a token whose role claim said admin would not make a franchise owner one.
    const franchiseId = await userIdOf(demo('franchise').mobile);
    const claimsAdmin = await tokenService(await authSecret(upstream.db), clock.now).issueAccess({
      userId: franchiseId,
      role: 'admin',
      authTime: clock.seconds(),
    });
    expect((await call('/api/search/misses', { token: claimsAdmin.token })).body).toEqual(refusal(403, STAFF.notAuthorized));
    expect((await call('/api/staff/customers?q=demo customer', { token: claimsAdmin.token })).body.result.items).toHaveLength(1);
    expect((await call('/api/staff/audit', { token: await staffToken('adviser') })).body).toEqual(refusal(403, STAFF.notAuthorized));
  });
});

describe('customers of a shop', () => {
  it('needs 3 characters to search', async () => {
    const token = await staffToken('franchise');
    expect((await call('/api/staff/customers?q=an', { token })).body).toEqual(refusal(400, CUSTOMER_MESSAGES.searchTooShort, { field: 'q' }));
  });

  it('lists a shop its own customers only: registered by it, or served at their pin code when nobody registered them', async () => {
    const token = await staffToken('franchise');
    // A customer nobody registered, whose default address is at a pin code the Salt Lake shop serves.
    const walkIn = await customerSignIn();
    await call('/api/account/addresses', {
      token: walkIn.body.result.accessToken,
      body: {
        name: 'Walk In Kolkata',
        mobile: walkIn.body.result.user.mobile,
        pinCode: '700013',
        city: 'Kolkata',
        state: 'WB',
        street: 'Street 1',
        apartment: 'Flat 2',
        isDefault: true,
      },
    });
    const list = await call('/api/staff/customers?q=demo customer', { token });
    expect(list.body.result.items.map((c: { mobile: string }) => c.mobile)).toEqual([DEMO_CUSTOMERS[0].mobile]);
    const byMobile = await call(`/api/staff/customers?q=${walkIn.body.result.user.mobile.slice(0, 6)}`, { token });
    expect(byMobile.body.result.items.map((c: { mobile: string }) => c.mobile)).toContain(walkIn.body.result.user.mobile);
    expect(byMobile.body.result.items.every((c: { mobile: string }) => c.mobile !== DEMO_CUSTOMERS[1].mobile)).toBe(true);
    const other = await call('/api/staff/customers?q=demo customer', { token: await staffToken('franchise', 1) });
    expect(other.body.result.items.map((c: { mobile: string }) => c.mobile)).toEqual([DEMO_CUSTOMERS[1].mobile]);
    const admin = await call('/api/staff/customers?q=demo customer', { token: await staffToken('admin') });
    expect(admin.body.result.items.map((c: { mobile: string }) => c.mobile)).toEqual([DEMO_CUSTOMERS[0].mobile, DEMO_CUSTOMERS[1].mobile]);
    expect(admin.body.result.items.some((c: { mobile: string }) => DEMO_STAFF.some((s) => s.mobile === c.mobile))).toBe(false);
  });

  it('lets an adviser find a customer by the whole mobile number only, and only the customer of an open call of theirs', async () => {
    const token = await staffToken('adviser');
    expect((await call('/api/staff/customers?q=demo customer', { token })).body).toEqual(refusal(400, M.invalidMobile, { field: 'q' }));
    const search = async () =>
      (await call(`/api/staff/customers?q=${DEMO_CUSTOMERS[1].mobile}`, { token })).body.result.items.map((c: { mobile: string }) => c.mobile);
    const cusSid = await cusSidOf(DEMO_CUSTOMERS[1].mobile);
    expect(await search()).toEqual([]);
    expect((await call('/api/staff/acting', { token, body: { cusSid } })).body).toEqual(refusal(404, STAFF.customerNotFound));
    const customerId = await userIdOf(DEMO_CUSTOMERS[1].mobile);
    const customer = await tokenFor(upstream.db, customerId, clock.now);
    const callSid = await openCallWith(upstream.url, upstream.db, customer, customerId, await userIdOf(demo('adviser').mobile));
    expect(await search()).toEqual([DEMO_CUSTOMERS[1].mobile]);
    const acting = await call('/api/staff/acting', { token, body: { cusSid } });
    expect(acting.status).toBe(200);
    expect((await call('/api/account/me', { token: acting.body.result.accessToken })).status).toBe(200);
    // The call done: the delegated token stops at its next use, and the customer is no longer found.
    await upstream.db.updateTable('retention_calls').set({ status: 'DONE' }).where('sid', '=', callSid).execute();
    expect((await call('/api/account/me', { token: acting.body.result.accessToken })).status).toBe(401);
    expect(await search()).toEqual([]);
  });

  it('gives a delegated token for the shop’s own customer only: another shop’s, a staff user and an unknown id are not found', async () => {
    const token = await staffToken('franchise');
    const own = await call('/api/staff/acting', { token, body: { cusSid: await cusSidOf(DEMO_CUSTOMERS[0].mobile) } });
    expect(own.status).toBe(200);
    const me = await call('/api/account/me', { token: own.body.result.accessToken });
    expect(me.body.result).toMatchObject({ mobile: DEMO_CUSTOMERS[0].mobile, role: 'customer' });
    for (const cusSid of [await cusSidOf(DEMO_CUSTOMERS[1].mobile), await cusSidOf(demo('admin').mobile), 'CNOSUCHCUSTOMER', "' OR 1=1 --"]) {
      expect((await call('/api/staff/acting', { token, body: { cusSid } })).body).toEqual(refusal(404, STAFF.customerNotFound));
    }
  });

  it('refreshes a delegated session like any other, as the same staff user, until the staff user logs out', async () => {
    const staff = await login(demo('franchise').email);
    const { accessToken, refreshToken } = staff.body.result;
    const acting = (await call('/api/staff/acting', { token: accessToken, body: { cusSid: await cusSidOf(DEMO_CUSTOMERS[0].mobile) } })).body.result;
    clock.advance(16 * 60);
    expect((await call('/api/account/me', { token: acting.accessToken })).status).toBe(401);
    const refreshed = await call('/api/users/refresh', { body: { refreshToken: acting.refreshToken } });
    expect(refreshed.body.result.user).toMatchObject({ mobile: DEMO_CUSTOMERS[0].mobile, role: 'customer' });
    const renewed = refreshed.body.result.accessToken as string;
    const added = await call('/api/account/patients', { token: renewed, body: { name: 'After Refresh', age: 33 } });
    expect(added.status).toBe(200);
    const event = await upstream.db.selectFrom('audit_events').select(['actor_user_id', 'action']).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    expect(event).toEqual({ actor_user_id: await userIdOf(demo('franchise').mobile), action: 'patient.create' });
    // The staff user logs out: the delegated session's refresh stops with theirs.
    expect((await call('/api/users/logout', { body: { refreshToken } })).status).toBe(200);
    const after = await call('/api/users/refresh', { body: { refreshToken: refreshed.body.result.refreshToken } });
    expect(after.body).toEqual(refusal(401, M.refreshFailed));
  });

  it('refuses a delegated refresh once the staff session is revoked another way (its refresh token replayed)', async () => {
    const staff = (await login(demo('franchise').email)).body.result;
    const acting = (await call('/api/staff/acting', { token: staff.accessToken, body: { cusSid: await cusSidOf(DEMO_CUSTOMERS[0].mobile) } })).body.result;
    expect((await call('/api/users/refresh', { body: { refreshToken: staff.refreshToken } })).status).toBe(200);
    // The same staff refresh token again: a stolen copy, so the staff session's family is revoked.
    expect((await call('/api/users/refresh', { body: { refreshToken: staff.refreshToken } })).status).toBe(401);
    expect((await call('/api/users/refresh', { body: { refreshToken: acting.refreshToken } })).body).toEqual(refusal(401, M.refreshFailed));
  });

  it('refuses a delegated refresh once the customer is no longer the shop’s', async () => {
    const token = await staffToken('franchise');
    const mobile = DEMO_CUSTOMERS[0].mobile;
    const acting = (await call('/api/staff/acting', { token, body: { cusSid: await cusSidOf(mobile) } })).body.result;
    const other = await upstream.db.selectFrom('franchises').select('id').where('sid', '=', DEMO_SHOPS[1].sid).executeTakeFirstOrThrow();
    const own = await upstream.db.selectFrom('franchises').select('id').where('sid', '=', DEMO_SHOPS[0].sid).executeTakeFirstOrThrow();
    await upstream.db.updateTable('users').set({ registered_by_franchise_id: other.id }).where('mobile', '=', mobile).execute();
    expect((await call('/api/users/refresh', { body: { refreshToken: acting.refreshToken } })).body).toEqual(refusal(401, M.refreshFailed));
    await upstream.db.updateTable('users').set({ registered_by_franchise_id: own.id }).where('mobile', '=', mobile).execute();
  });

  it('stops a delegated token the moment the customer is no longer the shop’s', async () => {
    const token = await staffToken('franchise');
    const mobile = DEMO_CUSTOMERS[0].mobile;
    const acting = (await call('/api/staff/acting', { token, body: { cusSid: await cusSidOf(mobile) } })).body.result.accessToken as string;
    const other = await upstream.db.selectFrom('franchises').select('id').where('sid', '=', DEMO_SHOPS[1].sid).executeTakeFirstOrThrow();
    const own = await upstream.db.selectFrom('franchises').select('id').where('sid', '=', DEMO_SHOPS[0].sid).executeTakeFirstOrThrow();
    await upstream.db.updateTable('users').set({ registered_by_franchise_id: other.id }).where('mobile', '=', mobile).execute();
    expect((await call('/api/account/me', { token: acting })).body).toEqual(refusal(401, M.sessionTimeout));
    await upstream.db.updateTable('users').set({ registered_by_franchise_id: own.id }).where('mobile', '=', mobile).execute();
    expect((await call('/api/account/me', { token: acting })).status).toBe(200);
  });
});

describe('registering a customer for the shop', () => {
  it('sends the customer a code and registers them for the shop once the staff user enters it', async () => {
    const token = await staffToken('franchise');
    const mobile = freshMobile();
    expect((await call('/api/staff/customers/otp', { token, body: { mobile } })).status).toBe(200);
    const wrong = await call('/api/staff/customers', { token, body: { mobile, otp: '' } });
    expect(wrong.body).toEqual(refusal(400, M.otpRequired));
    const code = await registrationCode(mobile);
    expect((await call('/api/staff/customers', { token, body: { mobile, otp: code === '000000' ? '111111' : '000000' } })).body).toEqual(
      refusal(400, M.otpWrong),
    );
    const created = await call('/api/staff/customers', { token, body: { mobile, otp: code, name: 'Registered At Counter' } });
    expect(created.body.result).toMatchObject({ mobile, name: 'Registered At Counter', created: true });
    const row = await upstream.db.selectFrom('users').select(['registered_by_franchise_id', 'role']).where('mobile', '=', mobile).executeTakeFirstOrThrow();
    const shop = await upstream.db.selectFrom('franchises').select('id').where('sid', '=', DEMO_SHOPS[0].sid).executeTakeFirstOrThrow();
    expect(row).toEqual({ registered_by_franchise_id: shop.id, role: 'customer' });
    const audit = await upstream.db
      .selectFrom('audit_events')
      .selectAll()
      .where('customer_id', '=', await userIdOf(mobile))
      .execute();
    expect(audit.map((e) => e.action)).toEqual(['customer.register']);
    // The customer signs in on their own phone as before (once the resend wait after the staff's code is over).
    clock.advance(31);
    expect((await customerSignIn(mobile)).status).toBe(200);
  });

  it('answers a registration sent again with the key of the check whose answer was lost, and refuses it without', async () => {
    const token = await staffToken('franchise');
    const mobile = freshMobile();
    expect((await call('/api/staff/customers/otp', { token, body: { mobile } })).status).toBe(200);
    const otp = await registrationCode(mobile);
    const checkKey = 'register-check-key-0123456789';
    const register = (key?: string) => call('/api/staff/customers', { token, body: { mobile, otp, checkKey: key } });
    const first = await register(checkKey);
    expect(first.body.result).toMatchObject({ mobile, created: true });
    clock.advance(5);
    const again = await register(checkKey);
    expect(again.body.result).toMatchObject({ mobile, cus_sid: first.body.result.cus_sid, created: false });
    expect((await register()).body).toEqual(refusal(400, M.otpInvalid));
    expect((await upstream.db.selectFrom('users').select('id').where('mobile', '=', mobile).execute()).length).toBe(1);
  });

  it('refuses a staff number and another shop’s customer, sending them nothing', async () => {
    const token = await staffToken('franchise');
    expect((await call('/api/staff/customers/otp', { token, body: { mobile: demo('admin').mobile } })).body).toEqual(refusal(409, STAFF.staffNumber));
    expect((await call('/api/staff/customers/otp', { token, body: { mobile: DEMO_CUSTOMERS[1].mobile } })).body).toEqual(refusal(409, STAFF.otherShopCustomer));
    expect((await call(`/api/dev/sms-outbox?mobile=${DEMO_CUSTOMERS[1].mobile}`)).body.result).toEqual([]);
    expect((await call('/api/staff/customers/otp', { token, body: { mobile: '12345' } })).body).toEqual(refusal(400, M.invalidMobile));
  });

  it('limits the codes a staff user sends by the staff user, not by the counter’s address', async () => {
    const token = await staffToken('admin');
    let last = 0;
    for (let i = 0; i < 21; i++) last = (await call('/api/staff/customers/otp', { token, body: { mobile: freshMobile() }, address: '10.9.9.9' })).status;
    expect(last).toBe(429);
    // Another staff user at the same counter address is not held back.
    const other = await staffToken('adviser');
    expect((await call('/api/staff/customers/otp', { token: other, body: { mobile: freshMobile() }, address: '10.9.9.9' })).status).toBe(200);
  });
});

describe('the audit trail', () => {
  it('shows admins the person who acted and the customer the shop, for an order-free write done for them', async () => {
    const franchise = await staffToken('franchise');
    const mobile = DEMO_CUSTOMERS[0].mobile;
    const acting = (await call('/api/staff/acting', { token: franchise, body: { cusSid: await cusSidOf(mobile) } })).body.result.accessToken as string;
    const added = await call('/api/account/patients', { token: acting, body: { name: 'Audit Patient', age: 40 } });
    expect(added.status).toBe(200);
    const admin = await staffToken('admin');
    const trail = await call(`/api/staff/audit?customer=${await cusSidOf(mobile)}&action=patient.create`, { token: admin });
    expect(trail.body.result.items[0]).toMatchObject({ action: 'patient.create', actor_name: demo('franchise').name, shop_name: DEMO_SHOPS[0].name });
    const other = await call(`/api/staff/audit?customer=${await cusSidOf(mobile)}`, { token: await staffToken('franchise', 1) });
    expect(other.body.result.items).toEqual([]);
    const customerView = await call('/api/account/activity', { token: acting });
    expect(customerView.body.result.items[0]).toMatchObject({ action: 'patient.create', shop_name: DEMO_SHOPS[0].name });
    expect(JSON.stringify(customerView.body.result)).not.toContain(demo('franchise').name);
  });
});
