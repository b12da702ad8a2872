import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '../../../domain/account-messages.ts';
import { type GqlReply, gql as request } from '../../../test-utils/gql.ts';
import { freshAddress, freshMobile, testClock, upstreamCaller } from '../../../test-utils/sign-in.ts';
import { startTestUpstream } from '../../../test-utils/upstream.ts';
import { createGateway, type Gateway } from '../../yoga.ts';

const clock = testClock();
let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
let gateway: Gateway;

beforeAll(async () => {
  upstream = await startTestUpstream(0, { options: { now: clock.now } });
  gateway = createGateway({ upstreamUrl: upstream.url });
});
afterAll(async () => {
  await gateway.close();
  await upstream.close();
});

/** Each call comes from its own client address unless told, as the storefront server's HTTP layer would say. */
function gql(query: string, variables: Record<string, unknown> = {}, opts: { token?: string; address?: string; yoga?: Gateway['yoga'] } = {}) {
  return request(opts.yoga ?? gateway.yoga, query, variables, { token: opts.token, clientAddress: opts.address ?? freshAddress() });
}

const USER = 'id cusSid mobile name email role blocked defaultLang warehouseId walletEnabled hasPassword';
const SESSION = `accessToken expiresIn refreshToken user { ${USER} }`;
const REQUEST = 'mutation Request($mobile: String!) { requestLoginOtp(mobile: $mobile) { mobile expiresIn resendAfter } }';
const VERIFY = `mutation Verify($mobile: String!, $otp: String!, $checkKey: String) { verifyLoginOtp(mobile: $mobile, otp: $otp, checkKey: $checkKey) { ${SESSION} } }`;
const REFRESH = `mutation Refresh($t: String!) { refreshSession(refreshToken: $t) { ${SESSION} } }`;
const ME = `{ me { ${USER} } }`;

const errorOf = (reply: GqlReply) => ({ message: reply.errors?.[0]?.message, code: reply.errors?.[0]?.extensions?.code });

async function latestCode(mobile: string): Promise<string> {
  const { data } = await gql('query Outbox($m: String) { devSmsOutbox(mobile: $m) { id mobile body createdAt } }', { m: mobile });
  const code = data.devSmsOutbox[0]?.body.match(/^(\d{6}) is your Purba Pharmacy login code/)?.[1];
  if (!code) throw new Error(`no code for ${mobile}`);
  return code;
}

async function signIn(mobile = freshMobile()) {
  expect((await gql(REQUEST, { mobile })).errors).toBeUndefined();
  const reply = await gql(VERIFY, { mobile, otp: await latestCode(mobile) });
  expect(reply.errors).toBeUndefined();
  return reply.data.verifyLoginOtp as { accessToken: string; refreshToken: string; user: { id: string; mobile: string } };
}

describe('sign-in through GraphQL', () => {
  it('requests a code, signs in a new customer, and reads me with the token', async () => {
    const mobile = freshMobile();
    const requested = await gql(REQUEST, { mobile: `0${mobile}` });
    expect(requested.data.requestLoginOtp).toEqual({ mobile, expiresIn: 300, resendAfter: 30 });
    const verified = await gql(VERIFY, { mobile, otp: await latestCode(mobile) });
    const session = verified.data.verifyLoginOtp;
    expect(session.expiresIn).toBe(900);
    expect(session.user).toMatchObject({
      mobile,
      role: 'CUSTOMER',
      blocked: false,
      name: null,
      hasPassword: false,
      warehouseId: 'WB-01',
      defaultLang: 'en-US',
    });
    expect(session.user.cusSid).toMatch(/^C[A-Z2-7]{12}$/);
    expect((await gql(ME, {}, { token: session.accessToken })).data.me).toEqual(session.user);
    const byQuery = await gateway.yoga.fetch(`http://gateway.test/graphql?token=${session.accessToken}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ me { mobile } }' }),
    });
    expect(((await byQuery.json()) as GqlReply).data?.me).toEqual({ mobile });
  });

  it.each([
    [{ mobile: '98765', otp: '123456' }, M.invalidMobile],
    [{ mobile: "9876543210' OR 1=1 --", otp: '123456' }, M.invalidMobile],
    [{ mobile: '9876543210', otp: '' }, M.otpRequired],
    [{ mobile: '9876543210', otp: '12ab56' }, M.otpWrong],
  ])('refuses %j with BAD_USER_INPUT "%s"', async (variables, message) => {
    expect(errorOf(await gql(VERIFY, variables))).toEqual({ message, code: 'BAD_USER_INPUT' });
  });

  it('says which code is wrong, and which no longer works', async () => {
    const mobile = freshMobile();
    await gql(REQUEST, { mobile });
    const code = await latestCode(mobile);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(errorOf(await gql(VERIFY, { mobile, otp: wrong }))).toEqual({ message: M.otpWrong, code: 'BAD_USER_INPUT' });
    clock.advance(300);
    expect(errorOf(await gql(VERIFY, { mobile, otp: code }))).toEqual({ message: M.otpInvalid, code: 'BAD_USER_INPUT' });
  });

  it('signs in again when the check that used the code is sent again with its key (its answer was lost)', async () => {
    const mobile = freshMobile();
    await gql(REQUEST, { mobile });
    const otp = await latestCode(mobile);
    const checkKey = 'gateway-check-key-0123456789';
    const first = await gql(VERIFY, { mobile, otp, checkKey });
    expect(first.errors).toBeUndefined();
    const again = await gql(VERIFY, { mobile, otp, checkKey });
    expect(again.errors).toBeUndefined();
    expect(again.data.verifyLoginOtp.user.id).toBe(first.data.verifyLoginOtp.user.id);
    expect(errorOf(await gql(VERIFY, { mobile, otp }))).toEqual({ message: M.otpInvalid, code: 'BAD_USER_INPUT' });
    for (const bad of ['too-short', 'x'.repeat(65), "key' OR 1=1 ----------"]) {
      expect(errorOf(await gql(VERIFY, { mobile, otp, checkKey: bad }))).toEqual({ message: M.otpInvalid, code: 'BAD_USER_INPUT' });
    }
  });

  it('is RATE_LIMITED with retryAfter for a second code within 30 s', async () => {
    const mobile = freshMobile();
    await gql(REQUEST, { mobile });
    const reply = await gql(REQUEST, { mobile });
    expect(errorOf(reply)).toEqual({ message: M.tryLater, code: 'RATE_LIMITED' });
    expect(reply.errors?.[0]?.extensions?.retryAfter).toBe(30);
  });

  it('passes the caller address, so an address nobody signed in from is limited to 30 codes an hour', async () => {
    for (let i = 0; i < 30; i++) expect((await gql(REQUEST, { mobile: freshMobile() }, { address: '203.0.113.7' })).errors).toBeUndefined();
    const refused = await gql(REQUEST, { mobile: freshMobile() }, { address: '203.0.113.7' });
    expect(errorOf(refused)).toEqual({ message: M.tryLater, code: 'RATE_LIMITED' });
    expect(refused.errors?.[0]?.extensions?.retryAfter).toBe(3600);
    expect((await gql(REQUEST, { mobile: freshMobile() }, { address: '203.0.113.8' })).errors).toBeUndefined();
  });
});

describe('me', () => {
  it('is null without a token and UNAUTHENTICATED with a bad or expired one', async () => {
    expect(await gql(ME)).toEqual({ status: 200, data: { me: null } });
    expect(errorOf(await gql(ME, {}, { token: 'not-a-token' }))).toEqual({ message: M.sessionTimeout, code: 'UNAUTHENTICATED' });
    const { accessToken } = await signIn();
    clock.advance(901);
    expect(errorOf(await gql(ME, {}, { token: accessToken })).code).toBe('UNAUTHENTICATED');
  });
});

describe('refresh and logout', () => {
  it('rotates the refresh token; the old one is UNAUTHENTICATED and revokes the family', async () => {
    const session = await signIn();
    const next = (await gql(REFRESH, { t: session.refreshToken })).data.refreshSession;
    expect(next.user.id).toBe(session.user.id);
    expect(next.refreshToken).not.toBe(session.refreshToken);
    expect(errorOf(await gql(REFRESH, { t: session.refreshToken }))).toEqual({ message: M.refreshFailed, code: 'UNAUTHENTICATED' });
    expect(errorOf(await gql(REFRESH, { t: next.refreshToken })).code).toBe('UNAUTHENTICATED');
  });

  it('logout is always true and ends the session', async () => {
    const session = await signIn();
    const LOGOUT = 'mutation Logout($t: String!) { logout(refreshToken: $t) }';
    expect((await gql(LOGOUT, { t: session.refreshToken })).data.logout).toBe(true);
    expect((await gql(LOGOUT, { t: 'unknown' })).data.logout).toBe(true);
    expect(errorOf(await gql(REFRESH, { t: session.refreshToken })).code).toBe('UNAUTHENTICATED');
  });

  it('signs in from an app login token once', async () => {
    const session = await signIn();
    const minted = await upstreamCaller(upstream)('/api/account/app-login-token', { token: session.accessToken, body: {} });
    const APP = `mutation App($t: String!) { appLogin(appToken: $t) { ${SESSION} } }`;
    expect((await gql(APP, { t: minted.body.result.appToken })).data.appLogin.user.id).toBe(session.user.id);
    expect(errorOf(await gql(APP, { t: minted.body.result.appToken }))).toEqual({ message: M.appLinkExpired, code: 'UNAUTHENTICATED' });
  });

  it('FORBIDDEN for a blocked user on me, refresh and sign-in', async () => {
    const session = await signIn();
    await upstream.db.updateTable('users').set({ blocked: 1 }).where('id', '=', Number(session.user.id)).execute();
    const blocked = { message: M.userBlocked, code: 'FORBIDDEN' };
    expect(errorOf(await gql(ME, {}, { token: session.accessToken }))).toEqual(blocked);
    expect(errorOf(await gql(REFRESH, { t: session.refreshToken }))).toEqual(blocked);
    clock.advance(31);
    await gql(REQUEST, { mobile: session.user.mobile });
    expect(errorOf(await gql(VERIFY, { mobile: session.user.mobile, otp: await latestCode(session.user.mobile) }))).toEqual(blocked);
  });
});

describe('profile and password', () => {
  const UPDATE = `mutation Update($input: ProfileInput!) { updateProfile(input: $input) { ${USER} } }`;
  const CHANGE = 'mutation Change($current: String, $next: String!) { changePassword(currentPassword: $current, newPassword: $next) }';

  it('updates the profile and sets then changes the password', async () => {
    const { accessToken } = await signIn();
    const updated = await gql(UPDATE, { input: { name: 'Sunita Devi', email: 'sunita@example.in' } }, { token: accessToken });
    expect(updated.data.updateProfile).toMatchObject({ name: 'Sunita Devi', email: 'sunita@example.in' });
    expect((await gql(CHANGE, { next: 'purba2026' }, { token: accessToken })).data.changePassword).toBe(true);
    expect((await gql(ME, {}, { token: accessToken })).data.me.hasPassword).toBe(true);
    expect(errorOf(await gql(CHANGE, { current: 'wrong2026', next: 'other2026' }, { token: accessToken }))).toEqual({
      message: M.wrongPassword,
      code: 'BAD_USER_INPUT',
    });
    expect((await gql(CHANGE, { current: 'purba2026', next: 'other2026' }, { token: accessToken })).data.changePassword).toBe(true);
  });

  it.each([
    [{ name: 'A' }, M.nameMin2],
    [{ name: 'R2D2' }, M.invalidName],
    [{ name: '' }, M.fieldRequired],
    [{ name: 'Ravi', email: 'ravi@' }, M.invalidEmail],
  ])('refuses the profile %j with "%s"', async (input, message) => {
    const { accessToken } = await signIn();
    expect(errorOf(await gql(UPDATE, { input }, { token: accessToken }))).toEqual({ message, code: 'BAD_USER_INPUT' });
    expect((await gql(ME, {}, { token: accessToken })).data.me.name).toBeNull();
  });

  it.each(['short1', 'lettersonly', '12345678'])('refuses the password %j', async (next) => {
    const { accessToken } = await signIn();
    expect(errorOf(await gql(CHANGE, { next }, { token: accessToken }))).toEqual({ message: M.passwordRule, code: 'BAD_USER_INPUT' });
  });

  it('needs a token', async () => {
    const needsLogin = { message: M.loginRequired, code: 'UNAUTHENTICATED' };
    expect(errorOf(await gql(UPDATE, { input: { name: 'Ravi' } }))).toEqual(needsLogin);
    expect(errorOf(await gql(CHANGE, { next: 'purba2026' }))).toEqual(needsLogin);
  });
});

describe('devSmsOutbox with DEV_TOOLS=0', () => {
  it('is FORBIDDEN', async () => {
    const closed = await startTestUpstream(0, { env: { DEV_TOOLS: '0' } });
    const other = createGateway({ upstreamUrl: closed.url });
    try {
      const reply = await gql('{ devSmsOutbox { id } }', {}, { yoga: other.yoga });
      expect(errorOf(reply)).toEqual({ message: M.devToolsOff, code: 'FORBIDDEN' });
    } finally {
      await other.close();
      await closed.close();
    }
  });
});
