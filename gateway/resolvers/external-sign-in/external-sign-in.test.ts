import { describe, expect, it } from 'vitest';
import { EXTERNAL_SIGN_IN_MESSAGES as X } from '../../../domain/external-sign-in-messages.ts';
import { STAFF_MESSAGES } from '../../../domain/staff-messages.ts';
import { setupAccountGateway } from '../../../test-utils/account-gateway.ts';
import { freshMobile } from '../../../test-utils/sign-in.ts';
import { createStaffUser } from '../../../test-utils/staff.ts';

const t = setupAccountGateway();

const SESSION = 'accessToken refreshToken user { id mobile email role }';
const OPTIONS = 'query { externalSignInOptions { callerId social } }';
const START = 'mutation($p: ExternalSignInProvider!) { startExternalSignIn(provider: $p) { installed state authorizeUrl } }';
const ALLOW = 'mutation($s: String!, $m: String!) { devAuthorizeCallerId(state: $s, mobile: $m) }';
const CONSENT = 'mutation($s: String!, $sub: String!) { devAuthorizeSocial(state: $s, subject: $sub) }';
const FINISH_CALLER_ID = `mutation($c: String!, $s: String!) { finishCallerIdSignIn(code: $c, state: $s) { ${SESSION} } }`;
const FINISH_SOCIAL = `mutation($c: String!, $s: String!) { finishSocialSignIn(code: $c, state: $s) { session { ${SESSION} } linkTicket email } }`;
const LINK = `mutation($t: String!, $m: String!, $o: String!) { linkExternalSignIn(ticket: $t, mobile: $m, otp: $o) { ${SESSION} } }`;
const INSTALLED = 'mutation($i: Boolean!) { devSetCallerIdInstalled(installed: $i) }';

const start = async (p: 'CALLER_ID' | 'SOCIAL') =>
  (await t.gql(START, { p }, null)).data.startExternalSignIn as { installed: boolean; state: string; authorizeUrl: string };
const countUsers = async () =>
  Number(
    (
      await t.up.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('caller-id and social sign-in through GraphQL', () => {
  it('offers both with the developer tools; caller-id signs a new number in as a new customer whose token works', async () => {
    expect((await t.gql(OPTIONS, {}, null)).data.externalSignInOptions).toEqual({ callerId: true, social: true });
    const started = await start('CALLER_ID');
    expect(started).toMatchObject({ installed: true, authorizeUrl: `/dev/caller-id?state=${started.state}` });
    const mobile = freshMobile();
    const code = (await t.gql(ALLOW, { s: started.state, m: mobile }, null)).data.devAuthorizeCallerId;
    const signed = await t.gql(FINISH_CALLER_ID, { c: code, s: started.state }, null);
    expect(signed.errors).toBeUndefined();
    expect(signed.data.finishCallerIdSignIn.user).toMatchObject({ mobile, role: 'CUSTOMER' });
    expect((await t.gql('query { me { mobile } }', {}, signed.data.finishCallerIdSignIn.accessToken)).data.me).toEqual({ mobile });
  });

  it('refuses a reused code, a code for another sign-in and a staff number with message keys, creating nothing', async () => {
    const staff = await createStaffUser(t.up.db, { role: 'adviser' });
    const started = await start('CALLER_ID');
    const code = (await t.gql(ALLOW, { s: started.state, m: freshMobile() }, null)).data.devAuthorizeCallerId;
    expect((await t.gql(FINISH_CALLER_ID, { c: code, s: started.state }, null)).errors).toBeUndefined();
    const users = await countUsers();
    const reused = await t.gql(FINISH_CALLER_ID, { c: code, s: started.state }, null);
    expect(reused.errors?.[0]).toMatchObject({ message: X.used, extensions: { code: 'BAD_USER_INPUT', messageKey: 'externalSignIn.messages.used' } });
    expect(reused.data).toBeNull();
    const other = await start('CALLER_ID');
    const mine = await start('CALLER_ID');
    const theirs = (await t.gql(ALLOW, { s: other.state, m: freshMobile() }, null)).data.devAuthorizeCallerId;
    expect((await t.gql(FINISH_CALLER_ID, { c: theirs, s: mine.state }, null)).errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      messageKey: 'externalSignIn.messages.notConfirmed',
    });
    const staffCode = (await t.gql(ALLOW, { s: mine.state, m: staff.mobile }, null)).data.devAuthorizeCallerId;
    const refused = await t.gql(FINISH_CALLER_ID, { c: staffCode, s: mine.state }, null);
    expect(refused.errors?.[0]).toMatchObject({ message: STAFF_MESSAGES.useStaffLogin, extensions: { code: 'FORBIDDEN' } });
    expect(await countUsers()).toBe(users);
  });

  it('caller-id app not installed: the start says so', async () => {
    expect((await t.gql(INSTALLED, { i: false }, null)).data.devSetCallerIdInstalled).toBe(false);
    expect(await start('CALLER_ID')).toEqual({ installed: false, state: null, authorizeUrl: null });
    await t.gql(INSTALLED, { i: true }, null);
    expect((await start('CALLER_ID')).installed).toBe(true);
  });

  it('social: a link ticket first, the mobile’s OTP links it, then Google alone signs in', async () => {
    const started = await start('SOCIAL');
    const code = (await t.gql(CONSENT, { s: started.state, sub: 'demo-google-1002' }, null)).data.devAuthorizeSocial;
    const finished = (await t.gql(FINISH_SOCIAL, { c: code, s: started.state }, null)).data.finishSocialSignIn;
    expect(finished).toMatchObject({ session: null, email: 'ravi.demo@example.com', linkTicket: expect.any(String) });
    const mobile = freshMobile();
    expect((await t.gql('mutation($m: String!) { requestLoginOtp(mobile: $m) { mobile } }', { m: mobile }, null)).errors).toBeUndefined();
    const sms = (await t.gql('query($m: String) { devSmsOutbox(mobile: $m) { body } }', { m: mobile }, null)).data.devSmsOutbox[0].body as string;
    const otp = sms.slice(0, 6);
    const badMobile = await t.gql(LINK, { t: finished.linkTicket, m: '123', o: otp }, null);
    expect(badMobile.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'account.messages.invalidMobile' });
    const linked = await t.gql(LINK, { t: finished.linkTicket, m: mobile, o: otp }, null);
    expect(linked.data.linkExternalSignIn.user).toMatchObject({ mobile, email: 'ravi.demo@example.com' });
    const again = await start('SOCIAL');
    const code2 = (await t.gql(CONSENT, { s: again.state, sub: 'demo-google-1002' }, null)).data.devAuthorizeSocial;
    const signed = (await t.gql(FINISH_SOCIAL, { c: code2, s: again.state }, null)).data.finishSocialSignIn;
    expect(signed).toMatchObject({ linkTicket: null, session: { user: { id: linked.data.linkExternalSignIn.user.id } } });
  });
});
