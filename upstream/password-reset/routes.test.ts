import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../domain/account-messages.ts';
import { PASSWORD_RESET_MESSAGES as R } from '../../domain/password-reset-messages.ts';
import { STAFF_MESSAGES } from '../../domain/staff-messages.ts';
import { freshAddress, testClock, upstreamCaller } from '../../test-utils/sign-in.ts';
import { createStaffUser } from '../../test-utils/staff.ts';
import { startTestUpstream } from '../../test-utils/upstream.ts';
import { createCustomer } from '../../test-utils/users.ts';
import { hashPassword } from '../session/passwords.ts';

const clock = testClock('2026-03-02T04:30:00.000Z');

describe('/api/password-reset and /api/users/password-login', () => {
  let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
  let call: ReturnType<typeof upstreamCaller>;
  beforeAll(async () => {
    upstream = await startTestUpstream(0, { options: { now: clock.now } });
    call = upstreamCaller(upstream);
  });
  afterAll(() => upstream.close());

  let serial = 0;
  /** A customer with an e-mail and the password `Secret123`. */
  const customerWithPassword = async () => {
    serial += 1;
    const customer = await createCustomer(upstream.db, { now: clock.now });
    const email = `Reset.Customer${serial}-${process.pid}@Example.test`;
    await upstream.db
      .updateTable('users')
      .set({ email, password_hash: await hashPassword('Secret123') })
      .where('id', '=', customer.id)
      .execute();
    return { ...customer, email };
  };
  const signIn = (login: string, password: string) => call('/api/users/password-login', { body: { login, password }, address: freshAddress() });
  const request = (login: string, locale?: string) => call('/api/password-reset/request', { body: { login, locale }, address: freshAddress() });
  const complete = (resetToken: string, newPassword: unknown) =>
    call('/api/password-reset/complete', { body: { resetToken, newPassword }, address: freshAddress() });
  const mailTo = async (email: string) => (await call(`/api/dev/mail-outbox?to=${encodeURIComponent(email)}`)).body.result as { body: string }[];
  const smsTo = async (mobile: string) => (await call(`/api/dev/sms-outbox?mobile=${mobile}`)).body.result as { body: string }[];
  const tokenIn = (text: string | undefined) => {
    const token = text?.match(/\/reset-password#token=([A-Za-z0-9_.-]+) /)?.[1];
    if (!token) throw new Error(`no reset link in ${text}`);
    return token;
  };
  const stored = async () =>
    (
      await upstream.db
        .selectFrom('password_resets')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;

  it('answers a request for an existing and an unknown e-mail or mobile alike, and sends only to the account', async () => {
    const customer = await customerWithPassword();
    const before = await stored();
    const known = await request(customer.email.toUpperCase(), 'bn-IN');
    const unknown = await request(`nobody-${process.pid}@example.test`);
    const unknownMobile = await request('6000000001');
    for (const reply of [known, unknown, unknownMobile]) {
      expect(reply.status).toBe(200);
      expect(reply.body.result).toEqual({ message: R.linkSent, messageKey: 'passwordReset.messages.linkSent' });
    }
    expect(await stored()).toBe(before + 1);
    const mail = await mailTo(customer.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.body).toMatch(/^Purba Pharmacy: to set a new password, open http:\/\/localhost:4321\/bn\/reset-password#token=\S+ within 30 minutes\./);
    expect(await mailTo(`nobody-${process.pid}@example.test`)).toEqual([]);
    expect(await smsTo('6000000001')).toEqual([]);
    // A customer without a password has nothing to reset: the same answer, nothing sent.
    const noPassword = await createCustomer(upstream.db);
    expect((await request(noPassword.mobile)).body.result.message).toBe(R.linkSent);
    expect(await smsTo(noPassword.mobile)).toEqual([]);
  });

  it('refuses a request without an e-mail or mobile with a clear message', async () => {
    expect((await request('')).body).toMatchObject({
      code: 400,
      result: ACCOUNT_MESSAGES.contactRequired,
      meta: { messageKey: 'account.messages.contactRequired' },
    });
    expect((await request('12345')).body.result).toBe(ACCOUNT_MESSAGES.contactRequired);
    expect((await request('a@b')).body).toMatchObject({ code: 400, result: ACCOUNT_MESSAGES.invalidEmail });
  });

  it('sets a new password once from an SMS link: the old password stops working, the sessions end, the link is used up', async () => {
    const customer = await customerWithPassword();
    const session = await signIn(customer.mobile, 'Secret123');
    expect(session.status).toBe(200);
    const refreshToken = session.body.result.refreshToken as string;
    await request(`+91 ${customer.mobile}`);
    const token = tokenIn((await smsTo(customer.mobile))[0]?.body);

    const weak = await complete(token, 'short1');
    expect(weak.body).toMatchObject({ code: 400, result: ACCOUNT_MESSAGES.passwordRule, meta: { field: 'newPassword' } });
    expect((await signIn(customer.email, 'Secret123')).status).toBe(200);

    const done = await complete(token, 'NewSecret456');
    expect(done.body).toEqual({ code: 200, result: { message: ACCOUNT_MESSAGES.passwordChanged, messageKey: 'account.messages.passwordChanged' } });
    expect((await signIn(customer.email, 'NewSecret456')).status).toBe(200);
    expect((await signIn(customer.email, 'Secret123')).body).toMatchObject({ code: 400, result: STAFF_MESSAGES.invalidCredential });
    expect((await call('/api/users/refresh', { body: { refreshToken } })).status).toBe(401);

    const again = await complete(token, 'Another789');
    expect(again.body).toMatchObject({ code: 400, result: R.linkInvalid, meta: { messageKey: 'passwordReset.messages.linkInvalid' } });
    expect((await signIn(customer.email, 'NewSecret456')).status).toBe(200);
  });

  it('answers the same new password sent again from the link that set it (its answer was lost), and nothing else', async () => {
    const customer = await customerWithPassword();
    await request(customer.email);
    await request(customer.mobile);
    const byMail = tokenIn((await mailTo(customer.email))[0]?.body);
    const bySms = tokenIn((await smsTo(customer.mobile))[0]?.body);
    expect((await complete(byMail, 'NewSecret456')).status).toBe(200);
    const changedAt = (await upstream.db.selectFrom('users').select('updated_at').where('id', '=', customer.id).executeTakeFirstOrThrow()).updated_at;
    clock.advance(60);
    // Sent again: the same answer, and nothing changes (no second change, no session ended again).
    expect((await complete(byMail, 'NewSecret456')).body).toEqual({
      code: 200,
      result: { message: ACCOUNT_MESSAGES.passwordChanged, messageKey: 'account.messages.passwordChanged' },
    });
    expect((await upstream.db.selectFrom('users').select('updated_at').where('id', '=', customer.id).executeTakeFirstOrThrow()).updated_at).toBe(changedAt);
    // Another password from that link, and the account's other link (ended by the change) even with the right password: refused.
    expect((await complete(byMail, 'Another789')).body.result).toBe(R.linkInvalid);
    expect((await complete(bySms, 'NewSecret456')).body.result).toBe(R.linkInvalid);
    expect((await complete(byMail, 12345)).body.result).toBe(R.linkInvalid);
    // Not after the link's 30 minutes.
    clock.advance(30 * 60);
    expect((await complete(byMail, 'NewSecret456')).body.result).toBe(R.linkInvalid);
    expect((await signIn(customer.email, 'NewSecret456')).status).toBe(200);
  });

  it('refuses an expired link (31 minutes on) and a tampered one, changing nothing', async () => {
    const customer = await customerWithPassword();
    await request(customer.email);
    const token = tokenIn((await mailTo(customer.email))[0]?.body);
    const [random, signature] = token.split('.') as [string, string];
    const flipped = `${random.slice(0, -1)}${random.endsWith('A') ? 'B' : 'A'}.${signature}`;
    expect((await complete(flipped, 'NewSecret456')).body.result).toBe(R.linkInvalid);
    expect((await complete(`${token}x`, 'NewSecret456')).body.result).toBe(R.linkInvalid);
    expect((await complete('', 'NewSecret456')).body.result).toBe(R.linkInvalid);
    clock.advance(31 * 60);
    expect((await complete(token, 'NewSecret456')).body).toMatchObject({ code: 400, result: R.linkInvalid });
    expect((await signIn(customer.email, 'Secret123')).status).toBe(200);
    expect((await signIn(customer.email, 'NewSecret456')).status).toBe(400);
  });

  it('a new link still works at 29 minutes; a new password ends the other links of the account', async () => {
    const customer = await customerWithPassword();
    await request(customer.email);
    await request(customer.mobile);
    const byMail = tokenIn((await mailTo(customer.email))[0]?.body);
    const bySms = tokenIn((await smsTo(customer.mobile))[0]?.body);
    clock.advance(29 * 60);
    expect((await complete(bySms, 'FromSms111')).status).toBe(200);
    expect((await complete(byMail, 'FromMail222')).body.result).toBe(R.linkInvalid);
    expect((await signIn(customer.mobile, 'FromSms111')).status).toBe(200);
  });

  it('resets a staff password the same way: their session ends, the old password stops working', async () => {
    const admin = await createStaffUser(upstream.db, { role: 'admin' });
    await upstream.db
      .updateTable('users')
      .set({ password_hash: await hashPassword('StaffPass1') })
      .where('id', '=', admin.id)
      .execute();
    const email = `staff-${admin.mobile}@example.test`;
    const own = await call('/api/staff/login', { body: { email, password: 'StaffPass1' }, address: freshAddress() });
    expect(own.status).toBe(200);
    await request(email);
    const token = tokenIn((await mailTo(email))[0]?.body);
    expect((await complete(token, 'StaffPass2')).status).toBe(200);
    expect((await call('/api/users/refresh', { body: { refreshToken: own.body.result.refreshToken } })).status).toBe(401);
    expect((await call('/api/staff/login', { body: { email, password: 'StaffPass1' }, address: freshAddress() })).body.result).toBe(
      STAFF_MESSAGES.invalidCredential,
    );
    expect((await call('/api/staff/login', { body: { email, password: 'StaffPass2' }, address: freshAddress() })).status).toBe(200);
    // A staff account does not sign in through the customer's password sign-in: the same answer as a wrong password.
    expect((await signIn(email, 'StaffPass2')).body).toMatchObject({ code: 400, result: STAFF_MESSAGES.invalidCredential });
  });

  it('answers a wrong password, an unknown e-mail or mobile and an empty password alike with Invalid credential', async () => {
    const customer = await customerWithPassword();
    const wrong = await signIn(customer.email, 'Wrong1234');
    const unknown = await signIn(`ghost-${process.pid}@example.test`, 'Secret123');
    const unknownMobile = await signIn('6000000002', 'Secret123');
    const empty = await signIn(customer.email, '');
    for (const reply of [wrong, unknown, unknownMobile, empty])
      expect(reply.body).toEqual({ code: 400, result: STAFF_MESSAGES.invalidCredential, meta: { messageKey: 'staff.messages.invalidCredential' } });
    const noPassword = await createCustomer(upstream.db);
    expect((await signIn(noPassword.mobile, 'Secret123')).body.result).toBe(STAFF_MESSAGES.invalidCredential);
    const good = await signIn(customer.email.toLowerCase(), 'Secret123');
    expect(good.body.result).toMatchObject({ user: { id: customer.id } });
  });

  it('limits wrong passwords per login (5 in 15 minutes) whether or not the account exists', async () => {
    for (const login of [(await customerWithPassword()).email, `ghost2-${process.pid}@example.test`]) {
      for (let i = 0; i < 5; i += 1) expect((await signIn(login, 'Wrong1234')).status).toBe(400);
      const limited = await signIn(login, 'Secret123');
      expect(limited.status).toBe(429);
      expect(limited.body).toMatchObject({ result: ACCOUNT_MESSAGES.tryLater, meta: { retryAfter: 900 } });
    }
  });

  it('limits reset requests per login (3 an hour) and per address (10 an hour), existing or not', async () => {
    const customer = await customerWithPassword();
    for (const login of [customer.email, `ghost3-${process.pid}@example.test`]) {
      for (let i = 0; i < 3; i += 1) expect((await request(login)).status).toBe(200);
      expect((await request(login)).body).toMatchObject({ code: 429, meta: { retryAfter: 3600 } });
    }
    expect(await mailTo(customer.email)).toHaveLength(3);
    const address = freshAddress();
    for (let i = 0; i < 10; i += 1)
      expect((await call('/api/password-reset/request', { body: { login: `many${i}-${process.pid}@example.test` }, address })).status).toBe(200);
    expect((await call('/api/password-reset/request', { body: { login: `many-last-${process.pid}@example.test` }, address })).status).toBe(429);
  });

  it('limits new passwords per account: the 6th in an hour waits, and its link stays usable', async () => {
    const customer = await customerWithPassword();
    const viaMail = async () => {
      await request(customer.email);
      return tokenIn((await mailTo(customer.email))[0]?.body);
    };
    const viaSms = async () => {
      await request(customer.mobile);
      return tokenIn((await smsTo(customer.mobile))[0]?.body);
    };
    // A weak password does not count: the link stays usable and the account's tries are untouched.
    const first = await viaMail();
    expect((await complete(first, 'weak')).status).toBe(400);
    expect((await complete(first, 'Changed001')).status).toBe(200);
    for (const next of [viaMail, viaMail, viaSms, viaSms]) expect((await complete(await next(), 'Changed002')).status).toBe(200);
    const sixth = await viaSms();
    expect((await complete(sixth, 'Changed003')).body).toMatchObject({ code: 429, result: ACCOUNT_MESSAGES.tryLater });
    expect((await signIn(customer.mobile, 'Changed002')).status).toBe(200);
    clock.advance(3600);
    // 'Changed003' fails the limit, not the link: an hour on the link has expired (30 minutes) and is refused.
    expect((await complete(sixth, 'Changed003')).body.result).toBe(R.linkInvalid);
  });
});
