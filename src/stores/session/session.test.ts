import { cleanTestStorage, getTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../domain/account-messages.ts';
import type { RunningGateway } from '../../../gateway/server.ts';
import { loseNextAnswer } from '../../../test-utils/lost-answer.ts';
import { codeInOutbox, freshMobile, upstreamCaller } from '../../../test-utils/sign-in.ts';
import { startTestStack, type TestUpstream } from '../../../test-utils/stack.ts';
import { ORDERS_QUERY } from '../../graphql/orders.ts';
import { ME_QUERY } from '../../graphql/session.ts';
import { persistedOperation, useGraphqlEndpoint } from '../../lib/graphql-client.ts';
import { $cart, EMPTY_CART } from '../cart.ts';
import { refreshLockState, runAuthed, runWithRefreshLock } from './calls.ts';
import { onSessionLost, permissionRefused, silentLogout } from './lost.ts';
import { requestOtp, verifyOtp } from './sign-in.ts';
import {
  $session,
  $sessionNotice,
  $signupModal,
  currentToken,
  DEVICE_STORAGE_KEY,
  GUEST_SESSION,
  SESSION_LOGOUT_DELAY_MS,
  SESSION_STORAGE_KEY,
} from './state.ts';

let upstream: TestUpstream;
let closeStack: () => Promise<void>;
let gateway: RunningGateway;
let call: ReturnType<typeof upstreamCaller>;

beforeAll(async () => {
  useTestStorageEngine();
  ({ upstream, gateway, close: closeStack } = await startTestStack());
  useGraphqlEndpoint(gateway.url);
  call = upstreamCaller(upstream);
});
afterAll(async () => {
  await closeStack();
});
afterEach(() => {
  silentLogout();
  $sessionNotice.set(null);
  $signupModal.set(false);
  cleanTestStorage();
});

async function signIn(): Promise<string> {
  const mobile = freshMobile();
  const sent = await requestOtp(mobile);
  expect(sent.ok).toBe(true);
  const signed = await verifyOtp(mobile, await codeInOutbox(call, mobile));
  if (!signed.ok) throw new Error(signed.error.message);
  return mobile;
}

const rotations = async (userId: string) =>
  (
    await upstream.db
      .selectFrom('refresh_tokens')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', Number(userId))
      .executeTakeFirstOrThrow()
  ).n;

describe('$session (storefront.md §4 session, §6 tokens)', () => {
  it('signs in by OTP: the token, the refresh token and the user are kept in pharmaUserDetails', async () => {
    const mobile = await signIn();
    const session = $session.get();
    expect(session.isUserLoggedIn).toBe(true);
    expect(session.user?.mobile).toBe(mobile);
    expect(session.wareHouse_id).toBe('WB-01');
    expect(JSON.parse(getTestStorage()[SESSION_STORAGE_KEY] ?? '{}').userLoginToken).toBe(session.userLoginToken);
    const me = await runAuthed(ME_QUERY, {});
    expect(me.ok && me.data.me?.mobile).toBe(mobile);
  });

  it.each([
    ['', ACCOUNT_MESSAGES.otpRequired],
    ['000000', ACCOUNT_MESSAGES.otpWrong],
  ])('refuses the code %j with %s and stays signed out', async (code, message) => {
    const mobile = freshMobile();
    await requestOtp(mobile);
    const signed = await verifyOtp(mobile, code);
    expect(signed.ok ? null : signed.error.message).toBe(message);
    expect($session.get().isUserLoggedIn).toBe(false);
  });

  it('signs in when the code is checked again after the answer to its first check was lost', async () => {
    const mobile = freshMobile();
    expect((await requestOtp(mobile)).ok).toBe(true);
    const code = await codeInOutbox(call, mobile);
    const lost = loseNextAnswer('VerifyLoginOtp');
    const first = await verifyOtp(mobile, code);
    expect([lost(), first.ok ? null : first.error.code]).toEqual([1, 'NETWORK']);
    expect($session.get().isUserLoggedIn).toBe(false);
    const again = await verifyOtp(mobile, code);
    expect(again.ok ? again.data.mobile : again.error.message).toBe(mobile);
    expect($session.get().isUserLoggedIn).toBe(true);
    // Signed in, the key is spent: the same code checked again is refused.
    silentLogout();
    const refused = await verifyOtp(mobile, code);
    expect(refused.ok ? null : refused.error.message).toBe(ACCOUNT_MESSAGES.otpInvalid);
  });

  it('refreshes once for ten concurrent calls made with an expired token, and every call then succeeds', async () => {
    await signIn();
    const userId = $session.get().user?.id ?? '';
    const before = await rotations(userId);
    const oldRefresh = $session.get().refreshToken;
    $session.set({ ...$session.get(), userLoginToken: 'expired.or.tampered' });
    // Ten different operations (urql would send ten equal queries as one): ten requests refused, one refresh.
    const results = await Promise.all(Array.from({ length: 10 }, (_, page) => runAuthed(ORDERS_QUERY, { page: page + 1 })));
    expect(results.map((r) => r.ok)).toEqual(Array.from({ length: 10 }, () => true));
    expect(await rotations(userId)).toBe(before + 1);
    expect($session.get().refreshToken).not.toBe(oldRefresh);
    expect($session.get().userLoginToken).not.toBe('expired.or.tampered');
    expect(refreshLockState()).toBe(0);
  });

  it('shares one refresh between urql’s calls and the sync-task queue’s, which goes through the same lock', async () => {
    await signIn();
    const userId = $session.get().user?.id ?? '';
    const before = await rotations(userId);
    $session.set({ ...$session.get(), userLoginToken: 'expired.or.tampered' });
    // A queued task as the sync-task queue sends it: its own fetch, the token of the moment, through the lock.
    const queued = runWithRefreshLock(async () => {
      const response = await fetch(gateway.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${currentToken()}` },
        body: JSON.stringify(persistedOperation(ME_QUERY, {})),
      });
      const reply = (await response.json()) as { data?: { me?: { id: string } | null }; errors?: { extensions?: { code?: string } }[] };
      return reply.errors?.[0]?.extensions?.code === 'UNAUTHENTICATED' ? { ok: false, unauthenticated: true } : { ok: true, value: reply.data?.me?.id };
    });
    const [task, ...calls] = await Promise.all([queued, runAuthed(ORDERS_QUERY, { page: 1 }), runAuthed(ME_QUERY, {})]);
    expect(task).toEqual({ ok: true, value: userId });
    expect(calls.map((r) => r.ok)).toEqual([true, true]);
    expect(await rotations(userId)).toBe(before + 1);
  });

  it('when the refresh fails: signs out silently, shows the sign-up modal, tells the queue, keeps the device entry', async () => {
    await signIn();
    const { refreshToken } = $session.get();
    await call('/api/users/logout', { body: { refreshToken } }); // revoked elsewhere
    setTestStorageKey(DEVICE_STORAGE_KEY, 'device-1');
    $cart.set({ ...EMPTY_CART, cartId: 'abc' });
    let lost = 0;
    const stop = onSessionLost(() => {
      lost++;
    });
    $session.set({ ...$session.get(), userLoginToken: 'expired' });
    const results = await Promise.all([runAuthed(ME_QUERY, {}), runAuthed(ME_QUERY, {})]);
    stop();
    expect(results.map((r) => (r.ok ? 'ok' : r.error.code))).toEqual(['UNAUTHENTICATED', 'UNAUTHENTICATED']);
    expect($session.get()).toEqual(GUEST_SESSION);
    expect($cart.get()).toEqual(EMPTY_CART);
    expect($signupModal.get()).toBe(true);
    expect(lost).toBe(1);
    expect(getTestStorage()[DEVICE_STORAGE_KEY]).toBe('device-1');
    expect(refreshLockState()).toBeLessThan(0);

    // Signing in again makes the lock usable.
    await signIn();
    expect(refreshLockState()).toBe(0);
    expect($signupModal.get()).toBe(false);
  });

  it('signs a user out with "User Blocked" when the account is blocked meanwhile', async () => {
    const mobile = await signIn();
    await upstream.db.updateTable('users').set({ blocked: 1 }).where('mobile', '=', mobile).execute();
    const result = await runAuthed(ME_QUERY, {});
    expect(result.ok ? null : result.error.code).toBe('FORBIDDEN');
    expect($sessionNotice.get()).toBe(ACCOUNT_MESSAGES.userBlocked);
    expect($session.get().isUserLoggedIn).toBe(false);
  });

  it('on any other refusal says "Session Time Out Please Login!" and signs out silently after 3 s', async () => {
    await signIn();
    vi.useFakeTimers();
    try {
      permissionRefused({ code: 'FORBIDDEN', message: 'permission false' });
      expect($sessionNotice.get()).toBe(ACCOUNT_MESSAGES.sessionTimeout);
      vi.advanceTimersByTime(SESSION_LOGOUT_DELAY_MS - 1);
      expect($session.get().isUserLoggedIn).toBe(true);
      vi.advanceTimersByTime(1);
      expect($session.get().isUserLoggedIn).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers a guest with the login message without calling the server', async () => {
    const result = await runAuthed(ME_QUERY, {});
    expect(result.ok ? null : result.error.message).toBe(ACCOUNT_MESSAGES.loginRequired);
  });
});
