import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '../../domain/account-messages.ts';
import { refusal } from '../../test-utils/refusal.ts';
import { codeInOutbox, freshAddress, freshMobile, testClock, upstreamCaller } from '../../test-utils/sign-in.ts';
import { startTestUpstream } from '../../test-utils/upstream.ts';

const clock = testClock();
let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
let call: ReturnType<typeof upstreamCaller>;

beforeAll(async () => {
  upstream = await startTestUpstream(0, { options: { now: clock.now } });
  call = upstreamCaller(upstream);
});
afterAll(() => upstream.close());

async function signIn(mobile = freshMobile()) {
  await call('/api/users/otp/request', { body: { mobile }, address: freshAddress() });
  const reply = await call('/api/users/otp/verify', { body: { mobile, otp: await codeInOutbox(call, mobile) } });
  return reply.body.result as { accessToken: string; user: { id: number } };
}

const userRow = (id: number) => upstream.db.selectFrom('users').select(['name', 'email', 'password_hash']).where('id', '=', id).executeTakeFirst();

describe('profile', () => {
  it('refuses an e-mail another account has, whatever its case, and changes nothing', async () => {
    const first = await signIn();
    const second = await signIn();
    await call('/api/account/me', { token: first.accessToken, body: { name: 'First Owner', email: 'shared@example.in' } });
    await call('/api/account/me', { token: second.accessToken, body: { name: 'Second Owner', email: 'own@example.in' } });
    const reply = await call('/api/account/me', { token: second.accessToken, body: { name: 'Second Owner', email: 'Shared@Example.in' } });
    expect(reply.body).toEqual(refusal(409, M.emailTaken));
    expect(await userRow(second.user.id)).toMatchObject({ name: 'Second Owner', email: 'own@example.in' });
  });

  it('updates name and e-mail and answers the user', async () => {
    const { accessToken, user } = await signIn();
    const reply = await call('/api/account/me', { token: accessToken, body: { name: '  Ravi   Kumar ', email: 'ravi@example.in' } });
    expect(reply.status).toBe(200);
    expect(reply.body.result).toMatchObject({ id: user.id, name: 'Ravi Kumar', email: 'ravi@example.in' });
    expect((await call('/api/account/me', { token: accessToken })).body.result).toMatchObject({ name: 'Ravi Kumar', email: 'ravi@example.in' });
    const cleared = await call('/api/account/me', { token: accessToken, body: { name: 'অমিত দাস', email: '' } });
    expect(cleared.body.result).toMatchObject({ name: 'অমিত দাস', email: null });
  });

  it.each([
    [{}, M.fieldRequired],
    [{ name: '' }, M.fieldRequired],
    [{ name: 'A' }, M.nameMin2],
    [{ name: 'R2D2' }, M.invalidName],
    [{ name: "x'); DROP TABLE users; --" }, M.invalidName],
    [{ name: 42 }, M.fieldRequired],
    [{ name: 'Ravi', email: 'ravi@' }, M.invalidEmail],
    [{ name: 'Ravi', email: 'not an email' }, M.invalidEmail],
    ['not json', M.fieldRequired],
  ])('refuses %j with "%s" and changes nothing', async (body, message) => {
    const { accessToken, user } = await signIn();
    const email = `before-${user.id}@example.in`;
    await call('/api/account/me', { token: accessToken, body: { name: 'Before Name', email } });
    const reply = await call('/api/account/me', { token: accessToken, body });
    expect(reply.body).toEqual(refusal(400, message));
    expect(await userRow(user.id)).toMatchObject({ name: 'Before Name', email });
  });

  it('needs a token', async () => {
    expect((await call('/api/account/me', { body: { name: 'Ravi' } })).body).toEqual(refusal(401, M.sessionTimeout));
  });
});

describe('password', () => {
  const change = (token: string, body: unknown) => call('/api/account/password', { token, body });

  it('sets a first password without the current one, stored only as a bcrypt hash', async () => {
    const { accessToken, user } = await signIn();
    expect((await change(accessToken, { newPassword: 'purba2026' })).body).toEqual({ code: 200, result: true });
    const hash = (await userRow(user.id))?.password_hash ?? '';
    expect(hash).toMatch(/^\$2[aby]\$10\$/);
    expect(hash).not.toContain('purba2026');
    expect((await call('/api/account/me', { token: accessToken })).body.result.has_password).toBe(true);
  });

  it('then asks for the current password', async () => {
    const { accessToken, user } = await signIn();
    await change(accessToken, { newPassword: 'first1234' });
    const before = (await userRow(user.id))?.password_hash;
    expect((await change(accessToken, { newPassword: 'second1234' })).body).toEqual(refusal(400, M.wrongPassword));
    expect((await change(accessToken, { currentPassword: 'wrong1234', newPassword: 'second1234' })).body).toEqual(refusal(400, M.wrongPassword));
    expect((await userRow(user.id))?.password_hash).toBe(before);
    expect((await change(accessToken, { currentPassword: 'first1234', newPassword: 'second1234' })).status).toBe(200);
    expect((await userRow(user.id))?.password_hash).not.toBe(before);
  });

  it('limits wrong current passwords to 5 in 15 minutes', async () => {
    const mobile = freshMobile();
    const { accessToken } = await signIn(mobile);
    await change(accessToken, { newPassword: 'first1234' });
    for (let i = 0; i < 5; i++) expect((await change(accessToken, { currentPassword: `guess${i}abc`, newPassword: 'second1234' })).status).toBe(400);
    const limited = await change(accessToken, { currentPassword: 'first1234', newPassword: 'second1234' });
    expect(limited.status).toBe(429);
    expect(limited.body.meta.retryAfter).toBe(900);
    clock.advance(900);
    // The access token has expired by now too: sign in again.
    const again = await signIn(mobile);
    expect((await change(again.accessToken, { currentPassword: 'first1234', newPassword: 'second1234' })).status).toBe(200);
  });

  it('answers at most 5 of many wrong current passwords sent at once', async () => {
    const { accessToken } = await signIn();
    await change(accessToken, { newPassword: 'first1234' });
    const replies = await Promise.all(Array.from({ length: 8 }, (_, i) => change(accessToken, { currentPassword: `guess${i}abc`, newPassword: 'second1234' })));
    expect(replies.map((r) => r.status).sort()).toEqual([400, 400, 400, 400, 400, 429, 429, 429]);
  });

  it.each([
    [{}, M.passwordRule],
    [{ newPassword: '' }, M.passwordRule],
    [{ newPassword: 'short1' }, M.passwordRule],
    [{ newPassword: 'lettersonly' }, M.passwordRule],
    [{ newPassword: '1234567890' }, M.passwordRule],
    [{ newPassword: `${'a1'.repeat(36)}x` }, M.passwordTooLong],
  ])('refuses %j with "%s" and sets nothing', async (body, message) => {
    const { accessToken, user } = await signIn();
    expect((await change(accessToken, body)).body).toEqual(refusal(400, message));
    expect((await userRow(user.id))?.password_hash).toBeNull();
  });
});
