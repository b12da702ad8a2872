import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../domain/account-messages.ts';
import { PASSWORD_RESET_MESSAGES as R } from '../../../domain/password-reset-messages.ts';
import { STAFF_MESSAGES } from '../../../domain/staff-messages.ts';
import { setupAccountGateway } from '../../../test-utils/account-gateway.ts';
import { hashPassword } from '../../../upstream/session/passwords.ts';

const t = setupAccountGateway();

const REQUEST = 'mutation($login: String!, $locale: String) { requestPasswordReset(login: $login, locale: $locale) { message messageKey } }';
const COMPLETE = 'mutation($t: String!, $p: String!) { completePasswordReset(resetToken: $t, newPassword: $p) { message messageKey } }';
const SIGN_IN = 'mutation($l: String!, $p: String!) { signInWithPassword(login: $l, password: $p) { accessToken refreshToken user { id hasPassword } } }';
const REFRESH = 'mutation($r: String!) { refreshSession(refreshToken: $r) { accessToken } }';
const MAIL = 'query($e: String) { devMailOutbox(to: $e) { to subject body } }';

const tokenIn = (text: string | undefined) => {
  const token = text?.match(/\/reset-password#token=([A-Za-z0-9_.-]+) /)?.[1];
  if (!token) throw new Error(`no reset link in ${text}`);
  return token;
};

describe('password reset and password sign-in through GraphQL', () => {
  it('requests a link (same answer for nobody), sets a new password once, ends the old session, signs in with it', async () => {
    const email = `gw-reset-${process.pid}@example.test`;
    await t.up.db
      .updateTable('users')
      .set({ email, password_hash: await hashPassword('Secret123') })
      .where('id', '=', t.me.id)
      .execute();
    const before = await t.gql(SIGN_IN, { l: email, p: 'Secret123' }, null);
    expect(before.errors).toBeUndefined();
    expect(before.data.signInWithPassword.user).toEqual({ id: String(t.me.id), hasPassword: true });

    const answer = { message: R.linkSent, messageKey: 'passwordReset.messages.linkSent' };
    expect((await t.gql(REQUEST, { login: email, locale: 'hi-IN' }, null)).data.requestPasswordReset).toEqual(answer);
    expect((await t.gql(REQUEST, { login: `ghost-${process.pid}@example.test` }, null)).data.requestPasswordReset).toEqual(answer);
    expect((await t.gql(MAIL, { e: `ghost-${process.pid}@example.test` }, null)).data.devMailOutbox).toEqual([]);
    const mail = (await t.gql(MAIL, { e: email }, null)).data.devMailOutbox;
    expect(mail).toHaveLength(1);
    expect(mail[0].body).toContain('http://localhost:4321/hi/reset-password#token=');
    const token = tokenIn(mail[0].body);

    const weak = await t.gql(COMPLETE, { t: token, p: 'password' }, null);
    expect(weak.errors?.[0]).toMatchObject({
      message: ACCOUNT_MESSAGES.passwordRule,
      extensions: { code: 'BAD_USER_INPUT', messageKey: 'account.messages.passwordRule', field: 'newPassword' },
    });
    const done = await t.gql(COMPLETE, { t: token, p: 'NewSecret456' }, null);
    expect(done.data.completePasswordReset).toEqual({ message: ACCOUNT_MESSAGES.passwordChanged, messageKey: 'account.messages.passwordChanged' });
    expect((await t.gql(REFRESH, { r: before.data.signInWithPassword.refreshToken }, null)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const reused = await t.gql(COMPLETE, { t: token, p: 'Another789' }, null);
    expect(reused.errors?.[0]).toMatchObject({
      message: R.linkInvalid,
      extensions: { code: 'BAD_USER_INPUT', messageKey: 'passwordReset.messages.linkInvalid' },
    });
    expect((await t.gql(SIGN_IN, { l: email, p: 'NewSecret456' }, null)).errors).toBeUndefined();
    const old = await t.gql(SIGN_IN, { l: email, p: 'Secret123' }, null);
    expect(old.errors?.[0]).toMatchObject({ message: STAFF_MESSAGES.invalidCredential, extensions: { messageKey: 'staff.messages.invalidCredential' } });
    expect(old.data).toBeNull();
  });

  it('refuses an expired link and answers an unknown login like a wrong password', async () => {
    await t.up.db
      .updateTable('users')
      .set({ password_hash: await hashPassword('Secret123') })
      .where('id', '=', t.other.id)
      .execute();
    await t.gql(REQUEST, { login: t.other.mobile }, null);
    const sms = (await t.gql('query($m: String) { devSmsOutbox(mobile: $m) { body } }', { m: t.other.mobile }, null)).data.devSmsOutbox;
    const token = tokenIn(sms[0].body);
    t.up.advance(30 * 60_000 + 1000);
    expect((await t.gql(COMPLETE, { t: token, p: 'NewSecret456' }, null)).errors?.[0]?.extensions?.messageKey).toBe('passwordReset.messages.linkInvalid');
    expect((await t.gql(SIGN_IN, { l: t.other.mobile, p: 'Secret123' }, null)).errors).toBeUndefined();
    const unknown = await t.gql(SIGN_IN, { l: '6000000009', p: 'Secret123' }, null);
    const wrong = await t.gql(SIGN_IN, { l: t.other.mobile, p: 'Wrong1234' }, null);
    for (const reply of [unknown, wrong])
      expect(reply.errors?.[0]).toMatchObject({ message: STAFF_MESSAGES.invalidCredential, extensions: { code: 'BAD_USER_INPUT' } });
    const empty = await t.gql(REQUEST, { login: ' ' }, null);
    expect(empty.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'account.messages.contactRequired' });
  });
});
