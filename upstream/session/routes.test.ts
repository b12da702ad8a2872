import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '../../domain/account-messages.ts';
import { refusal } from '../../test-utils/refusal.ts';
import { codeInOutbox, freshAddress, freshMobile, testClock, upstreamCaller } from '../../test-utils/sign-in.ts';
import { startTestUpstream } from '../../test-utils/upstream.ts';
import { OTP_MAX_ATTEMPTS, OTP_SECONDS } from './otp.ts';
import { REFRESH_TOKEN_SECONDS } from './refresh-tokens.ts';
import { findOrCreateCustomer } from './repository.ts';
import { ACCESS_TOKEN_SECONDS, tokenService } from './tokens.ts';

const SECRET = 'test-only-secret-0123456789abcdef-not-used-anywhere';
const clock = testClock();
let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
let call: ReturnType<typeof upstreamCaller>;

beforeAll(async () => {
  upstream = await startTestUpstream(0, { env: { AUTH_SECRET: SECRET }, options: { now: clock.now } });
  call = upstreamCaller(upstream);
});
afterAll(() => upstream.close());

const requestOtp = (mobile: unknown, address = freshAddress()) => call('/api/users/otp/request', { body: { mobile }, address });
const verifyOtp = (mobile: unknown, otp: unknown, checkKey?: unknown) => call('/api/users/otp/verify', { body: { mobile, otp, checkKey } });
const otpRows = (mobile: string) => upstream.db.selectFrom('otp_codes').selectAll().where('mobile', '=', mobile).orderBy('id').execute();

/** A different code from `code` (so a "wrong code" is never right by chance). */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/**
 * Sends `mobile` a new code (30 s after the last, the resend wait) until it differs from `code`: two
 * random codes are equal once in a million, and then a test of "the other code is refused" would
 * pass for the wrong reason or fail by chance.
 */
async function codeOtherThan(mobile: string, code: string): Promise<string> {
  for (let tries = 0; tries < 3; tries++) {
    clock.advance(30);
    expect((await requestOtp(mobile)).status).toBe(200);
    const sent = await codeInOutbox(call, mobile);
    if (sent !== code) return sent;
  }
  throw new Error(`${mobile} got ${code} three times`);
}

async function signIn(mobile = freshMobile()) {
  expect((await requestOtp(mobile)).status).toBe(200);
  const reply = await verifyOtp(mobile, await codeInOutbox(call, mobile));
  expect(reply.status).toBe(200);
  return reply.body.result as { accessToken: string; refreshToken: string; expiresIn: number; user: { id: number; cus_sid: string; mobile: string } };
}

async function block(userId: number) {
  await upstream.db.updateTable('users').set({ blocked: 1 }).where('id', '=', userId).execute();
}

const outboxSize = async () =>
  (
    await upstream.db
      .selectFrom('sms_outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

describe('one-time password request', () => {
  it('sends a 6-digit code by SMS, keeps only its hash, and normalises the number', async () => {
    const mobile = freshMobile();
    const { status, body } = await requestOtp(`+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`);
    expect(status).toBe(200);
    expect(body.result).toEqual({ mobile, expiresIn: 300, resendAfter: 30 });
    const outbox = await call(`/api/dev/sms-outbox?mobile=${mobile}`);
    expect(outbox.body.result).toHaveLength(1);
    const sms = outbox.body.result[0].body as string;
    expect(sms).toMatch(/^\d{6} is your Purba Pharmacy login code\. It is valid for 5 minutes\. Do not share it with anyone\.$/);
    const code = sms.slice(0, 6);
    const rows = await otpRows(mobile);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(rows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    ['letters', 'abcdefghij'],
    ['9 digits', '987654321'],
    ['11 digits', '98765432101'],
    ['starting with 5', '5876543210'],
    ['SQL injection', "9876543210' OR 1=1 --"],
    ['a number, not a string', 9876543210],
    ['missing', undefined],
  ])('refuses a mobile that is %s, sending nothing', async (_case, mobile) => {
    const before = await outboxSize();
    const { status, body } = await requestOtp(mobile);
    expect(status).toBe(400);
    expect(body.result).toBe(M.invalidMobile);
    expect(await outboxSize()).toBe(before);
  });

  it('refuses a body that is not JSON with the mobile message', async () => {
    const { status, body } = await call('/api/users/otp/request', { body: 'not json', address: freshAddress() });
    expect([status, body.result]).toEqual([400, M.invalidMobile]);
  });

  it('waits 30 s between codes to one number, and allows 5 an hour', async () => {
    const mobile = freshMobile();
    expect((await requestOtp(mobile)).status).toBe(200);
    const tooSoon = await requestOtp(mobile);
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body).toEqual(refusal(429, M.tryLater, { retryAfter: 30 }));
    clock.advance(10);
    expect((await requestOtp(mobile)).body.meta).toEqual({ retryAfter: 20, messageKey: 'account.messages.tryLater' });
    for (let sent = 1; sent < 5; sent++) {
      clock.advance(30);
      expect((await requestOtp(mobile)).status).toBe(200);
    }
    clock.advance(30);
    const sixth = await requestOtp(mobile);
    expect(sixth.status).toBe(429);
    // The first of the five was sent 160 s ago: it leaves the hour in 3440 s.
    expect(sixth.body.meta.retryAfter).toBe(3600 - 160);
    clock.advance(3600 - 160);
    expect((await requestOtp(mobile)).status).toBe(200);
  });

  it('sends one code when requests for one number race', async () => {
    const mobile = freshMobile();
    const replies = await Promise.all(Array.from({ length: 5 }, () => requestOtp(mobile)));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 429, 429, 429, 429]);
    expect((await call(`/api/dev/sms-outbox?mobile=${mobile}`)).body.result).toHaveLength(1);
    expect(await otpRows(mobile)).toHaveLength(1);
  });
});

describe('codes per address', () => {
  /** Signs in `count` new numbers with codes asked from `address` (each uses one code of its budget); their numbers. */
  async function signInFrom(address: string, count: number): Promise<string[]> {
    const mobiles = Array.from({ length: count }, () => freshMobile());
    for (const mobile of mobiles) {
      expect((await requestOtp(mobile, address)).status).toBe(200);
      expect((await verifyOtp(mobile, await codeInOutbox(call, mobile))).status).toBe(200);
    }
    return mobiles;
  }

  /** Asks codes for new numbers from `address` until one is refused: how many were sent, and the refusal. */
  async function codesUntilRefused(address: string) {
    for (let sent = 0; sent <= 600; sent++) {
      const reply = await requestOtp(freshMobile(), address);
      if (reply.status !== 200) return { sent, refused: reply };
    }
    throw new Error(`${address} was never refused`);
  }

  it.each([
    ['nobody has signed in', 30, 0, 3600],
    ['one number has signed in', 40, 1, 3540],
    ['three numbers have signed in', 60, 3, 3540],
    ['57 numbers have signed in (the cap)', 600, 57, 3540],
    ['58 numbers have signed in (past the cap)', 600, 58, 3540],
  ])('from an address where %s, allows %i codes an hour, then says when the next is due', async (_from, budget, signedIn, retryAfter) => {
    const address = freshAddress();
    await signInFrom(address, signedIn);
    clock.advance(60);
    const { sent, refused } = await codesUntilRefused(address);
    expect(signedIn + sent).toBe(budget);
    expect(refused.body).toEqual(refusal(429, M.tryLater, { retryAfter }));
    expect((await requestOtp(freshMobile(), freshAddress())).status).toBe(200);
    clock.advance(retryAfter - 1);
    expect((await requestOtp(freshMobile(), address)).body.meta).toEqual({ retryAfter: 1, messageKey: 'account.messages.tryLater' });
    clock.advance(1);
    expect((await requestOtp(freshMobile(), address)).status).toBe(200);
  });

  it('lets a new number in from a busy address once customers there have signed in', async () => {
    const address = freshAddress();
    const waiting = Array.from({ length: 30 }, () => freshMobile());
    for (const mobile of waiting) expect((await requestOtp(mobile, address)).status).toBe(200);
    expect((await requestOtp(freshMobile(), address)).status).toBe(429);
    for (const mobile of waiting.slice(0, 2)) expect((await verifyOtp(mobile, await codeInOutbox(call, mobile))).status).toBe(200);
    // Two sign-ins: 50 codes this hour, 20 of them left.
    const { sent } = await codesUntilRefused(address);
    expect(sent).toBe(20);
  });

  it('counts a number that signs in twice from an address once', async () => {
    const address = freshAddress();
    const mobile = freshMobile();
    for (let round = 0; round < 2; round++) {
      expect((await requestOtp(mobile, address)).status).toBe(200);
      expect((await verifyOtp(mobile, await codeInOutbox(call, mobile))).status).toBe(200);
      clock.advance(30);
    }
    expect(2 + (await codesUntilRefused(address)).sent).toBe(40);
  });

  it('does not count a blocked number', async () => {
    const address = freshAddress();
    const signedIn = await signInFrom(address, 2);
    await upstream.db.updateTable('users').set({ blocked: 1 }).where('mobile', 'in', signedIn.slice(0, 1)).execute();
    expect(2 + (await codesUntilRefused(address)).sent).toBe(40);
  });

  it('counts the sign-ins of the last 24 hours only', async () => {
    const address = freshAddress();
    await signInFrom(address, 2);
    clock.advance(24 * 3600 - 1);
    expect((await codesUntilRefused(address)).sent).toBe(50);
    // An hour on, the hour's codes and the day's sign-ins are both gone: the base budget again.
    clock.advance(3600);
    expect((await codesUntilRefused(address)).sent).toBe(30);
  });

  it('keeps the per-number limits from an address with a large budget', async () => {
    const address = freshAddress();
    await signInFrom(address, 5);
    const mobile = freshMobile();
    expect((await requestOtp(mobile, address)).status).toBe(200);
    expect((await requestOtp(mobile, address)).body.meta).toEqual({ retryAfter: 30, messageKey: 'account.messages.tryLater' });
    for (let sent = 1; sent < 5; sent++) {
      clock.advance(30);
      expect((await requestOtp(mobile, address)).status).toBe(200);
    }
    clock.advance(30);
    // The first of the five was sent 150 s ago.
    expect((await requestOtp(mobile, address)).body.meta).toEqual({ retryAfter: 3600 - 150, messageKey: 'account.messages.tryLater' });
  });
});

describe('one-time password check', () => {
  it('signs a new number in as a customer with an unguessable cusSid', async () => {
    const mobile = freshMobile();
    const session = await signIn(mobile);
    expect(session.expiresIn).toBe(ACCESS_TOKEN_SECONDS);
    expect(session.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session.user).toMatchObject({ mobile, role: 'customer', blocked: false, has_password: false, warehouse_id: 'WB-01' });
    expect(session.user.cus_sid).toMatch(/^C[A-Z2-7]{12}$/);
    const me = await call('/api/account/me', { token: session.accessToken });
    expect(me.body.result).toMatchObject({ id: session.user.id, mobile });
    // The second sign-in finds the same customer.
    clock.advance(31);
    expect((await signIn(mobile)).user.id).toBe(session.user.id);
  });

  it.each([
    ['', M.otpRequired],
    ['   ', M.otpRequired],
    [undefined, M.otpRequired],
    ['12345', M.otpWrong],
    ['abcdef', M.otpWrong],
  ])('refuses the code %j with "%s" and uses no try', async (otp, message) => {
    const mobile = freshMobile();
    await requestOtp(mobile);
    const { status, body } = await verifyOtp(mobile, otp);
    expect([status, body.result]).toEqual([400, message]);
    expect(await otpRows(mobile)).toMatchObject([{ attempts: 0, used_at: null }]);
  });

  it('says a wrong code is incorrect and counts the try; after 5 the right code is refused', async () => {
    const mobile = freshMobile();
    await requestOtp(mobile);
    const code = await codeInOutbox(call, mobile);
    for (let i = 1; i <= OTP_MAX_ATTEMPTS; i++) {
      expect((await verifyOtp(mobile, otherThan(code))).body.result).toBe(M.otpWrong);
      expect(await otpRows(mobile)).toMatchObject([{ attempts: i }]);
    }
    const right = await verifyOtp(mobile, code);
    expect([right.status, right.body.result]).toEqual([400, M.otpInvalid]);
    expect(await upstream.db.selectFrom('users').select('id').where('mobile', '=', mobile).executeTakeFirst()).toBeUndefined();
  });

  it('signs in once when two checks of the right code race', async () => {
    const mobile = freshMobile();
    await requestOtp(mobile);
    const code = await codeInOutbox(call, mobile);
    const replies = await Promise.all([verifyOtp(mobile, code), verifyOtp(mobile, code)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(replies.filter((r) => r.status === 400).map((r) => r.body)).toEqual([refusal(400, M.otpInvalid)]);
    expect(await otpRows(mobile)).toMatchObject([{ attempts: 0, used_at: clock.now().toISOString() }]);
  });

  it('answers at most 5 of many wrong checks at once, and at most 10 failures an hour', async () => {
    const mobile = freshMobile();
    await requestOtp(mobile);
    const code = await codeInOutbox(call, mobile);
    const replies = await Promise.all(Array.from({ length: 12 }, () => verifyOtp(mobile, otherThan(code))));
    const count = (status: number, message: string) => replies.filter((r) => r.status === status && r.body.result === message).length;
    expect([count(400, M.otpWrong), count(400, M.otpInvalid), count(429, M.tryLater)]).toEqual([OTP_MAX_ATTEMPTS, 10 - OTP_MAX_ATTEMPTS, 2]);
    expect(await otpRows(mobile)).toMatchObject([{ attempts: OTP_MAX_ATTEMPTS, used_at: null }]);
  });

  it('creates one customer when two first sign-ins of a number race', async () => {
    const mobile = freshMobile();
    const at = clock.now().toISOString();
    const [first, second] = await Promise.all([findOrCreateCustomer(upstream.db, mobile, at), findOrCreateCustomer(upstream.db, mobile, at)]);
    expect(second.id).toBe(first.id);
    expect(await upstream.db.selectFrom('users').select('id').where('mobile', '=', mobile).execute()).toEqual([{ id: first.id }]);
  });

  it('refuses an expired code', async () => {
    const mobile = freshMobile();
    await requestOtp(mobile);
    const code = await codeInOutbox(call, mobile);
    clock.advance(OTP_SECONDS);
    expect((await verifyOtp(mobile, code)).body).toEqual(refusal(400, M.otpInvalid));
  });

  it('accepts a code just before it expires', async () => {
    const mobile = freshMobile();
    await requestOtp(mobile);
    clock.advance(OTP_SECONDS - 1);
    expect((await verifyOtp(mobile, await codeInOutbox(call, mobile))).status).toBe(200);
  });

  it('refuses a code used once already', async () => {
    const mobile = freshMobile();
    await requestOtp(mobile);
    const code = await codeInOutbox(call, mobile);
    expect((await verifyOtp(mobile, code)).status).toBe(200);
    expect((await verifyOtp(mobile, code)).body.result).toBe(M.otpInvalid);
  });

  describe('a check sent again because its answer was lost', () => {
    const KEY = 'check-key-0123456789abcdef';

    it('signs in again with the same code and the same key, as the same customer', async () => {
      const mobile = freshMobile();
      await requestOtp(mobile);
      const code = await codeInOutbox(call, mobile);
      const usedAt = clock.now().toISOString();
      const first = await verifyOtp(mobile, code, KEY);
      expect(first.status).toBe(200);
      clock.advance(60);
      const again = await verifyOtp(mobile, code, KEY);
      expect(again.status).toBe(200);
      expect(again.body.result.user.id).toBe(first.body.result.user.id);
      expect(again.body.result.refreshToken).not.toBe(first.body.result.refreshToken);
      // The code was used once; the check sent again spends no try.
      expect(await otpRows(mobile)).toMatchObject([{ attempts: 0, used_at: usedAt }]);
      expect((await upstream.db.selectFrom('users').select('id').where('mobile', '=', mobile).execute()).length).toBe(1);
    });

    it.each([
      ['without a key', undefined],
      ['with another key', 'another-key-0123456789abcdef'],
    ])('keeps a used code used for a check %s', async (_, otherKey) => {
      const mobile = freshMobile();
      await requestOtp(mobile);
      const code = await codeInOutbox(call, mobile);
      expect((await verifyOtp(mobile, code, KEY)).status).toBe(200);
      expect((await verifyOtp(mobile, code, otherKey)).body).toEqual(refusal(400, M.otpInvalid));
    });

    it('does not take the key with a wrong code', async () => {
      const mobile = freshMobile();
      await requestOtp(mobile);
      const code = await codeInOutbox(call, mobile);
      expect((await verifyOtp(mobile, code, KEY)).status).toBe(200);
      expect((await verifyOtp(mobile, otherThan(code), KEY)).body).toEqual(refusal(400, M.otpInvalid));
    });

    it('ends when the code would have expired', async () => {
      const mobile = freshMobile();
      await requestOtp(mobile);
      const code = await codeInOutbox(call, mobile);
      expect((await verifyOtp(mobile, code, KEY)).status).toBe(200);
      clock.advance(OTP_SECONDS);
      expect((await verifyOtp(mobile, code, KEY)).body).toEqual(refusal(400, M.otpInvalid));
    });

    it('ends when a newer code was sent', async () => {
      const mobile = freshMobile();
      await requestOtp(mobile);
      const code = await codeInOutbox(call, mobile);
      expect((await verifyOtp(mobile, code, KEY)).status).toBe(200);
      await codeOtherThan(mobile, code);
      expect((await verifyOtp(mobile, code, KEY)).body).toEqual(refusal(400, M.otpInvalid));
    });

    it('refuses a key that is not 16-64 of A-Z a-z 0-9 _ - and uses no try', async () => {
      const mobile = freshMobile();
      await requestOtp(mobile);
      const code = await codeInOutbox(call, mobile);
      for (const bad of ['short', 'x'.repeat(65), "key' OR 1=1 --------", 42]) {
        expect((await verifyOtp(mobile, code, bad)).body).toEqual(refusal(400, M.otpInvalid));
      }
      expect(await otpRows(mobile)).toMatchObject([{ attempts: 0, used_at: null }]);
    });

    it('lets one of two checks of the right code racing with different keys through', async () => {
      const mobile = freshMobile();
      await requestOtp(mobile);
      const code = await codeInOutbox(call, mobile);
      const replies = await Promise.all([verifyOtp(mobile, code, KEY), verifyOtp(mobile, code, 'another-key-0123456789abcdef')]);
      expect(replies.map((r) => r.status).sort()).toEqual([200, 400]);
    });
  });

  it('refuses a code superseded by a newer one, which still works', async () => {
    const mobile = freshMobile();
    await requestOtp(mobile);
    const first = await codeInOutbox(call, mobile);
    const second = await codeOtherThan(mobile, first);
    expect((await verifyOtp(mobile, first)).body.result).toBe(M.otpInvalid);
    expect((await verifyOtp(mobile, second)).status).toBe(200);
  });

  it('refuses a code sent to another number', async () => {
    const [mine, theirs] = [freshMobile(), freshMobile()];
    await requestOtp(theirs);
    const mineCode = await codeOtherThan(mine, await codeInOutbox(call, theirs));
    expect((await verifyOtp(theirs, mineCode)).body.result).toBe(M.otpWrong);
    expect((await verifyOtp(freshMobile(), '123456')).body.result).toBe(M.otpInvalid);
  });

  it('stops guessing across re-requested codes after 10 failures an hour', async () => {
    const mobile = freshMobile();
    for (let round = 0; round < 2; round++) {
      await requestOtp(mobile);
      const code = await codeInOutbox(call, mobile);
      for (let i = 0; i < 5; i++) expect((await verifyOtp(mobile, otherThan(code))).status).toBe(400);
      clock.advance(30);
    }
    await requestOtp(mobile);
    const code = await codeInOutbox(call, mobile);
    const limited = await verifyOtp(mobile, code);
    expect(limited.status).toBe(429);
    expect(limited.body.result).toBe(M.tryLater);
    expect(limited.body.meta.retryAfter).toBeGreaterThan(0);
  });

  it('gives a blocked user no tokens', async () => {
    const mobile = freshMobile();
    const { user } = await signIn(mobile);
    await block(user.id);
    clock.advance(31);
    await requestOtp(mobile);
    const reply = await verifyOtp(mobile, await codeInOutbox(call, mobile));
    expect(reply.status).toBe(403);
    expect(reply.body).toEqual(refusal(403, M.userBlocked));
  });
});

describe('access tokens', () => {
  it('opens /api/account with a valid token in the header, as Bearer or as ?token=', async () => {
    const { accessToken } = await signIn();
    expect((await call('/api/account/me', { token: accessToken })).status).toBe(200);
    const bearer = await fetch(`${upstream.url}/api/account/me`, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(bearer.status).toBe(200);
    expect((await fetch(`${upstream.url}/api/account/me?token=${accessToken}`)).status).toBe(200);
  });

  it('refuses no token, a tampered one, an expired one, another secret and an unknown user with 401', async () => {
    const { accessToken, user } = await signIn();
    const [header, payload, signature] = accessToken.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: String(user.id + 1) })).toString('base64url')}.${signature}`;
    const foreign = (
      await tokenService(new TextEncoder().encode('another-secret-of-at-least-32-characters'), clock.now).issueAccess({
        userId: user.id,
        role: 'customer',
        authTime: clock.seconds(),
      })
    ).token;
    const unknown = (await tokenService(new TextEncoder().encode(SECRET), clock.now).issueAccess({ userId: 999_999, role: 'admin', authTime: clock.seconds() }))
      .token;
    for (const token of [undefined, 'garbage', tampered, foreign, unknown, `${accessToken}x`]) {
      const reply = await call('/api/account/me', token ? { token } : {});
      expect(reply.body).toEqual(refusal(401, M.sessionTimeout));
    }
    clock.advance(ACCESS_TOKEN_SECONDS + 1);
    expect((await call('/api/account/me', { token: accessToken })).status).toBe(401);
  });

  it('answers 403 to a blocked user on any /api/account call', async () => {
    const { accessToken, user } = await signIn();
    await block(user.id);
    for (const path of ['/api/account/me', '/api/account/anything']) {
      expect((await call(path, { token: accessToken })).body).toEqual(refusal(403, M.userBlocked));
    }
    expect((await call('/api/account/me', { token: accessToken, body: { name: 'Ravi' } })).status).toBe(403);
  });
});

describe('refresh tokens', () => {
  const refresh = (refreshToken: unknown) => call('/api/users/refresh', { body: { refreshToken } });
  const refused = refusal(401, M.refreshFailed);

  it('rotates: each refresh gives a new pair and the old refresh token stops working', async () => {
    const session = await signIn();
    const first = await refresh(session.refreshToken);
    expect(first.status).toBe(200);
    expect(first.body.result.refreshToken).not.toBe(session.refreshToken);
    expect((await call('/api/account/me', { token: first.body.result.accessToken })).status).toBe(200);
    const second = await refresh(first.body.result.refreshToken);
    expect(second.status).toBe(200);
    const stored = await upstream.db.selectFrom('refresh_tokens').select('token_hash').where('user_id', '=', session.user.id).execute();
    expect(JSON.stringify(stored)).not.toContain(session.refreshToken);
  });

  it('revokes the whole family when a rotated token comes back', async () => {
    const session = await signIn();
    const next = (await refresh(session.refreshToken)).body.result.refreshToken as string;
    expect((await refresh(session.refreshToken)).body).toEqual(refused);
    expect((await refresh(next)).body).toEqual(refused);
    // Another sign-in of the same user is another family and still works.
    clock.advance(31);
    const other = await signIn(session.user.mobile);
    expect((await refresh(other.refreshToken)).status).toBe(200);
  });

  it('lets one of two refreshes racing with one token through, and treats the other as reuse', async () => {
    const session = await signIn();
    const replies = await Promise.all([refresh(session.refreshToken), refresh(session.refreshToken)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 401]);
    expect(replies.filter((r) => r.status === 401).map((r) => r.body)).toEqual([refused]);
    // Reuse ends the family: the winner's new token stops working too.
    const [winner] = replies.filter((r) => r.status === 200);
    expect((await refresh(winner?.body.result.refreshToken)).body).toEqual(refused);
  });

  it('refuses unknown, empty and expired tokens', async () => {
    for (const token of ['nope', '', undefined, 42, 'x'.repeat(500)]) expect((await refresh(token)).body).toEqual(refused);
    const { refreshToken } = await signIn();
    clock.advance(REFRESH_TOKEN_SECONDS);
    expect((await refresh(refreshToken)).body).toEqual(refused);
  });

  it('refuses a blocked user with 403 and ends the family', async () => {
    const { refreshToken, user } = await signIn();
    await block(user.id);
    expect((await refresh(refreshToken)).body).toEqual(refusal(403, M.userBlocked));
    await upstream.db.updateTable('users').set({ blocked: 0 }).where('id', '=', user.id).execute();
    expect((await refresh(refreshToken)).status).toBe(401);
  });

  it('ends a franchise session 3 hours after sign-in, however often it was refreshed', async () => {
    const session = await signIn();
    await upstream.db.updateTable('users').set({ role: 'franchise' }).where('id', '=', session.user.id).execute();
    let token = session.refreshToken;
    for (let hour = 0; hour < 3; hour++) {
      clock.advance(3600 - 60);
      const reply = await refresh(token);
      expect(reply.status).toBe(200);
      token = reply.body.result.refreshToken;
    }
    clock.advance(181);
    expect((await refresh(token)).body).toEqual(refused);
  });

  it('logout revokes the family and always answers 200', async () => {
    const session = await signIn();
    const next = (await refresh(session.refreshToken)).body.result.refreshToken as string;
    expect((await call('/api/users/logout', { body: { refreshToken: session.refreshToken } })).body).toEqual({ code: 200, result: true });
    expect((await refresh(next)).status).toBe(401);
    expect((await call('/api/users/logout', { body: { refreshToken: 'unknown' } })).status).toBe(200);
    expect((await call('/api/users/logout', { body: 'not json' })).status).toBe(200);
  });
});

describe('app sign-in token', () => {
  const appLogin = (appToken: unknown) => call('/api/users/app-login', { body: { appToken } });

  it('is minted for a signed-in user and works once', async () => {
    const session = await signIn();
    expect((await call('/api/account/app-login-token', { method: 'POST' })).status).toBe(401);
    const minted = await call('/api/account/app-login-token', { token: session.accessToken, body: {} });
    expect(minted.body.result).toMatchObject({ expiresIn: 120 });
    const { appToken } = minted.body.result as { appToken: string };
    const first = await appLogin(appToken);
    expect(first.status).toBe(200);
    expect(first.body.result.user.id).toBe(session.user.id);
    expect(first.body.result.refreshToken).not.toBe(session.refreshToken);
    expect((await appLogin(appToken)).body).toEqual(refusal(401, M.appLinkExpired));
  });

  it('works once when two sign-ins with it race', async () => {
    const session = await signIn();
    const { appToken } = (await call('/api/account/app-login-token', { token: session.accessToken, body: {} })).body.result;
    const replies = await Promise.all([appLogin(appToken), appLogin(appToken)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it('expires after 2 minutes and refuses unknown tokens', async () => {
    const session = await signIn();
    const { appToken } = (await call('/api/account/app-login-token', { token: session.accessToken, body: {} })).body.result;
    clock.advance(120);
    expect((await appLogin(appToken)).status).toBe(401);
    for (const token of ['unknown', '', null]) expect((await appLogin(token)).status).toBe(401);
  });

  it('gives a blocked user no session', async () => {
    const session = await signIn();
    const { appToken } = (await call('/api/account/app-login-token', { token: session.accessToken, body: {} })).body.result;
    await block(session.user.id);
    expect((await appLogin(appToken)).status).toBe(403);
  });
});
