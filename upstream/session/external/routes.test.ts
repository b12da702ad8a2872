import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '../../../domain/account-messages.ts';
import { EXTERNAL_SIGN_IN_MESSAGES as X } from '../../../domain/external-sign-in-messages.ts';
import { STAFF_MESSAGES } from '../../../domain/staff-messages.ts';
import { codeInOutbox, freshMobile, testClock, upstreamCaller } from '../../../test-utils/sign-in.ts';
import { createStaffUser } from '../../../test-utils/staff.ts';
import { startTestUpstream } from '../../../test-utils/upstream.ts';
import { createCustomer } from '../../../test-utils/users.ts';
import { externalSignInChoice } from '../../config.ts';

const clock = testClock('2026-03-02T04:30:00.000Z');

describe('/api/users/external: caller-id and social sign-in with the development providers', () => {
  let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
  let call: ReturnType<typeof upstreamCaller>;
  beforeAll(async () => {
    upstream = await startTestUpstream(0, { options: { now: clock.now } });
    call = upstreamCaller(upstream);
  });
  afterAll(() => upstream.close());

  const count = async (table: 'users' | 'refresh_tokens' | 'external_identities') =>
    Number(
      (
        await upstream.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const start = async (provider: 'caller-id' | 'social') => {
    const { status, body } = await call('/api/users/external/start', { body: { provider } });
    expect(status).toBe(200);
    return body.result as { installed: boolean; state: string; authorizeUrl: string };
  };
  const allow = async (state: string, mobile: string) =>
    (await call('/api/dev/external/caller-id/authorize', { body: { state, mobile } })).body.result.code as string;
  const consent = async (state: string, subject: string) =>
    (await call('/api/dev/external/social/authorize', { body: { state, subject } })).body.result.code as string;
  const finishCallerId = (code: string, state: string) => call('/api/users/external/caller-id/finish', { body: { code, state } });
  const finishSocial = (code: string, state: string) => call('/api/users/external/social/finish', { body: { code, state } });
  /** A refusal with `message` that made no account and no session. */
  const refusedWithNothing = async (reply: Promise<Awaited<ReturnType<typeof call>>>, message: string, status = 400) => {
    const [users, sessions] = [await count('users'), await count('refresh_tokens')];
    const { status: got, body } = await reply;
    expect({ got, message: body.result ?? (body as { message?: string }).message, code: body.code }).toMatchObject({ got: status });
    expect(JSON.stringify(body)).toContain(message);
    expect([await count('users'), await count('refresh_tokens')]).toEqual([users, sessions]);
  };

  it('offers both sign-ins with the developer tools, and starts one at the development provider’s page', async () => {
    expect((await call('/api/users/external/options')).body.result).toEqual({ callerId: true, social: true });
    const started = await start('caller-id');
    expect(started.installed).toBe(true);
    expect(started.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(started.authorizeUrl).toBe(`/dev/caller-id?state=${started.state}`);
    expect((await start('social')).authorizeUrl).toMatch(/^\/dev\/social-sign-in\?state=/);
  });

  it('caller-id: a new number creates the customer and signs in; the same number again is the same account', async () => {
    const mobile = freshMobile();
    const users = await count('users');
    const first = await start('caller-id');
    const { status, body } = await finishCallerId(await allow(first.state, mobile), first.state);
    expect(status).toBe(200);
    expect(body.result).toMatchObject({ accessToken: expect.any(String), refreshToken: expect.any(String), user: { mobile, role: 'customer' } });
    expect(await count('users')).toBe(users + 1);
    // The session is the normal one: the token reads the customer's own account.
    const me = await call('/api/account/me', { token: body.result.accessToken });
    expect(me.body.result).toMatchObject({ mobile });

    const again = await start('caller-id');
    const second = await finishCallerId(await allow(again.state, mobile), again.state);
    expect(second.body.result.user.id).toBe(body.result.user.id);
    expect(await count('users')).toBe(users + 1);
  });

  it('caller-id: an existing customer’s number signs in as that customer', async () => {
    const customer = await createCustomer(upstream.db);
    const started = await start('caller-id');
    const { body } = await finishCallerId(await allow(started.state, customer.mobile), started.state);
    expect(body.result.user).toMatchObject({ id: customer.id, mobile: customer.mobile });
  });

  it('refuses a forged code, a code signed with another key, and a damaged one, creating nothing', async () => {
    const started = await start('caller-id');
    const code = await allow(started.state, freshMobile());
    const [header, payload] = code.split('.');
    // The same header and signature over a payload naming another number.
    const other = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    other.phone_number = freshMobile();
    const forged = `${header}.${Buffer.from(JSON.stringify(other)).toString('base64url')}.${code.split('.')[2]}`;
    await refusedWithNothing(finishCallerId(forged, started.state), X.notConfirmed);
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${payload}.`;
    await refusedWithNothing(finishCallerId(unsigned, started.state), X.notConfirmed);
    await refusedWithNothing(finishCallerId('not-a-code', started.state), X.notConfirmed);
    // The state was not used by the refusals: the real code still signs in.
    expect((await finishCallerId(code, started.state)).status).toBe(200);
  });

  it('refuses a reused code, a wrong state, a code for another sign-in, and a social code at caller-id', async () => {
    const started = await start('caller-id');
    const code = await allow(started.state, freshMobile());
    expect((await finishCallerId(code, started.state)).status).toBe(200);
    await refusedWithNothing(finishCallerId(code, started.state), X.used);

    const mine = await start('caller-id');
    const theirs = await start('caller-id');
    const theirCode = await allow(theirs.state, freshMobile());
    await refusedWithNothing(finishCallerId(theirCode, mine.state), X.notConfirmed);
    const unknownState = 'A'.repeat(43);
    await refusedWithNothing(finishCallerId(await allow(unknownState, freshMobile()), unknownState), X.notConfirmed);
    // A social start's state with a caller-id code: the start is another provider's.
    const social = await start('social');
    await refusedWithNothing(finishCallerId(await allow(social.state, freshMobile()), social.state), X.notConfirmed);
    await refusedWithNothing(finishSocial(await allow(mine.state, freshMobile()), mine.state), X.notConfirmed);
  });

  it('refuses an expired start and an expired code', async () => {
    const old = await start('caller-id');
    clock.advance(10 * 60 + 1);
    await refusedWithNothing(finishCallerId(await allow(old.state, freshMobile()), old.state), X.expired);
    const fresh = await start('caller-id');
    const code = await allow(fresh.state, freshMobile());
    clock.advance(121);
    await refusedWithNothing(finishCallerId(code, fresh.state), X.expired);
  });

  it('refuses a staff user’s number and a blocked customer’s, and a bad body', async () => {
    const admin = await createStaffUser(upstream.db, { role: 'admin' });
    const started = await start('caller-id');
    await refusedWithNothing(finishCallerId(await allow(started.state, admin.mobile), started.state), STAFF_MESSAGES.useStaffLogin, 403);
    const blocked = await createCustomer(upstream.db);
    await upstream.db.updateTable('users').set({ blocked: 1 }).where('id', '=', blocked.id).execute();
    await refusedWithNothing(finishCallerId(await allow(started.state, blocked.mobile), started.state), M.userBlocked, 403);
    await refusedWithNothing(call('/api/users/external/caller-id/finish', { body: { code: 'x' } }), X.notConfirmed);
    expect((await call('/api/users/external/start', { body: { provider: 'fax' } })).status).toBe(400);
  });

  it('caller-id app not installed: the start says so and keeps nothing; installed again, it works', async () => {
    expect((await call('/api/dev/external/caller-id/installed', { body: { installed: false } })).body.result).toEqual({ installed: false });
    expect((await call('/api/dev/external/caller-id')).body.result).toEqual({ installed: false });
    const rows = Number(
      (
        await upstream.db
          .selectFrom('external_sign_ins')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect((await call('/api/users/external/start', { body: { provider: 'caller-id' } })).body.result).toEqual({
      installed: false,
      state: null,
      authorizeUrl: null,
    });
    expect(
      Number(
        (
          await upstream.db
            .selectFrom('external_sign_ins')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(rows);
    await call('/api/dev/external/caller-id/installed', { body: { installed: true } });
    expect((await start('caller-id')).installed).toBe(true);
  });

  it('social: a Google account not linked yet is linked by the mobile’s OTP once (a new customer), then signs in alone', async () => {
    const started = await start('social');
    const users = await count('users');
    const finished = await finishSocial(await consent(started.state, 'demo-google-1001'), started.state);
    expect(finished.status).toBe(200);
    expect(finished.body.result).toMatchObject({ session: null, email: 'asha.demo@example.com', linkTicket: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    expect(await count('users')).toBe(users);
    const ticket = finished.body.result.linkTicket as string;
    const mobile = freshMobile();
    await call('/api/users/otp/request', { body: { mobile } });
    const otp = await codeInOutbox(call, mobile);
    const wrong = otp === '000000' ? '111111' : '000000';
    await refusedWithNothing(call('/api/users/external/social/link', { body: { ticket, mobile, otp: wrong } }), M.otpWrong);
    await refusedWithNothing(call('/api/users/external/social/link', { body: { ticket: 'B'.repeat(43), mobile, otp } }), X.linkExpired);
    const linked = await call('/api/users/external/social/link', { body: { ticket, mobile, otp } });
    expect(linked.status).toBe(200);
    expect(linked.body.result.user).toMatchObject({ mobile, email: 'asha.demo@example.com', role: 'customer' });
    expect(await count('users')).toBe(users + 1);
    // The ticket is used up.
    await refusedWithNothing(call('/api/users/external/social/link', { body: { ticket, mobile, otp } }), X.linkExpired);

    const again = await start('social');
    const signedIn = await finishSocial(await consent(again.state, 'demo-google-1001'), again.state);
    expect(signedIn.body.result).toMatchObject({ linkTicket: null, session: { user: { id: linked.body.result.user.id, mobile } } });
    expect(await count('users')).toBe(users + 1);
  });

  it('social: linking to an existing customer’s mobile signs in as that customer; an unverified e-mail is refused', async () => {
    const customer = await createCustomer(upstream.db);
    const started = await start('social');
    const ticket = (await finishSocial(await consent(started.state, 'demo-google-1002'), started.state)).body.result.linkTicket as string;
    await call('/api/users/otp/request', { body: { mobile: customer.mobile } });
    const linked = await call('/api/users/external/social/link', { body: { ticket, mobile: customer.mobile, otp: await codeInOutbox(call, customer.mobile) } });
    expect(linked.body.result.user).toMatchObject({ id: customer.id, email: 'ravi.demo@example.com' });
    const identities = await count('external_identities');
    const unverified = await start('social');
    await refusedWithNothing(finishSocial(await consent(unverified.state, 'demo-google-1003'), unverified.state), X.emailNotVerified);
    expect(await count('external_identities')).toBe(identities);
    expect((await call('/api/dev/external/social/authorize', { body: { state: unverified.state, subject: 'someone-else' } })).status).toBe(400);
  });

  it('refuses a reused and a forged social code', async () => {
    const started = await start('social');
    const code = await consent(started.state, 'demo-google-1001');
    expect((await finishSocial(code, started.state)).status).toBe(200);
    await refusedWithNothing(finishSocial(code, started.state), X.used);
    const other = await start('social');
    await refusedWithNothing(finishSocial(`${code.slice(0, -2)}AA`, other.state), X.notConfirmed);
  });
});

describe('without the developer tools and no real provider', () => {
  let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
  let call: ReturnType<typeof upstreamCaller>;
  beforeAll(async () => {
    upstream = await startTestUpstream(0, { env: { DEV_TOOLS: '0' } });
    call = upstreamCaller(upstream);
  });
  afterAll(() => upstream.close());

  it('offers neither sign-in, refuses a start, and has no development provider', async () => {
    expect((await call('/api/users/external/options')).body.result).toEqual({ callerId: false, social: false });
    const refused = await call('/api/users/external/start', { body: { provider: 'caller-id' } });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(X.unavailable);
    expect((await call('/api/dev/external/caller-id')).status).toBe(404);
  });

  it('a development provider asked for without DEV_TOOLS is a configuration error at start', () => {
    expect(() => externalSignInChoice({ DEV_TOOLS: '0', SMS_SENDER: 'outbox', CALLER_ID_PROVIDER: 'development' })).toThrow(/needs DEV_TOOLS=1/);
    expect(externalSignInChoice({ DEV_TOOLS: '0', SMS_SENDER: 'outbox' })).toEqual({ callerId: 'none', social: 'none' });
    expect(externalSignInChoice({ DEV_TOOLS: '1', SMS_SENDER: 'outbox', SOCIAL_SIGN_IN_PROVIDER: 'none' })).toEqual({
      callerId: 'development',
      social: 'none',
    });
  });
});
