import { cleanTestStorage, getTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent';
import { allTasks } from 'nanostores';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { STAFF_MESSAGES } from '../../../domain/staff-messages.ts';
import type { RunningGateway } from '../../../gateway/server.ts';
import { loseNextAnswer } from '../../../test-utils/lost-answer.ts';
import { codeInOutbox, freshMobile, registrationCodeInOutbox, upstreamCaller } from '../../../test-utils/sign-in.ts';
import { startTestStack, type TestUpstream } from '../../../test-utils/stack.ts';
import { DEMO_CUSTOMERS, DEMO_PASSWORD, DEMO_STAFF } from '../../../upstream/staff/demo-staff.ts';
import { ME_QUERY } from '../../graphql/session.ts';
import { useGraphqlEndpoint } from '../../lib/graphql-client.ts';
import { $cart, addToCart, syncCart } from '../cart.ts';
import { $session, DEVICE_STORAGE_KEY, GUEST_SESSION } from '../session/state.ts';
import { runAuthed, silentLogout } from '../session.ts';
import { clearCustomer, registerCustomer, requestCustomerOtp, searchCustomers, selectCustomer } from './acting.ts';
import { requestAssistantOtp, staffLogin, staffLogout, verifyAssistantOtp, watchStaffSession } from './sign-in.ts';
import { $staffSession, SIGNED_OUT_STAFF, STAFF_STORAGE_KEY } from './state.ts';

let upstream: TestUpstream;
let gateway: RunningGateway;
let closeStack: () => Promise<void>;

beforeAll(async () => {
  useTestStorageEngine();
  // The test stack's upstream runs with the development SMS outbox: the demo staff are seeded.
  ({ upstream, gateway, close: closeStack } = await startTestStack());
  useGraphqlEndpoint(gateway.url);
});
afterAll(async () => {
  await closeStack();
});
afterEach(() => {
  vi.useRealTimers();
  silentLogout();
  $staffSession.set(SIGNED_OUT_STAFF);
  cleanTestStorage();
});

const emailOf = (role: string, index = 0) => DEMO_STAFF.filter((s) => s.role === role)[index]?.email ?? '';
async function signInAs(role: string, index = 0) {
  const signed = await staffLogin(emailOf(role, index), DEMO_PASSWORD);
  if (!signed.ok) throw new Error(signed.error.message);
}
async function demoCustomerSid(index: 0 | 1) {
  return (await upstream.db.selectFrom('users').select('cus_sid').where('mobile', '=', DEMO_CUSTOMERS[index].mobile).executeTakeFirstOrThrow()).cus_sid;
}

describe('the staff session in the browser', () => {
  it('signs a franchise in, finds its customer, and acts for them through the customer’s own stores', async () => {
    await signInAs('franchise');
    expect($staffSession.get()).toMatchObject({ isUserLoggedIn: true, isCustomerSelected: false, details: { role: 'FRANCHISE' } });
    const found = await searchCustomers('demo customer');
    expect(found.ok && found.data.items.map((c) => c.mobile)).toEqual([DEMO_CUSTOMERS[0].mobile]);
    const selected = await selectCustomer(await demoCustomerSid(0));
    expect(selected.ok).toBe(true);
    expect($staffSession.get()).toMatchObject({ isCustomerSelected: true, selectedCustomer: { mobile: DEMO_CUSTOMERS[0].mobile, selectedAddress: -1 } });
    expect($session.get()).toMatchObject({ isUserLoggedIn: true, acting: true, user: { mobile: DEMO_CUSTOMERS[0].mobile } });
    // The cart store works on the customer's server cart, and the server records the franchise as the actor.
    await allTasks();
    expect(await addToCart('MED000001', 2)).toBe(true);
    await syncCart();
    const customerId = (await upstream.db.selectFrom('users').select('id').where('mobile', '=', DEMO_CUSTOMERS[0].mobile).executeTakeFirstOrThrow()).id;
    const audit = await upstream.db.selectFrom('audit_events').select(['action', 'actor_role']).where('customer_id', '=', customerId).execute();
    expect(audit).toContainEqual({ action: 'cart.change', actor_role: 'franchise' });
    expect($cart.get().items.map((line) => [line.sku, line.qty])).toEqual([['MED000001', 2]]);
  });

  it('signs an assistant in when their code is checked again after the answer to its first check was lost', async () => {
    const mobile = DEMO_STAFF.find((s) => s.role === 'assistant')?.mobile ?? '';
    expect((await requestAssistantOtp(mobile)).ok).toBe(true);
    const code = await codeInOutbox(upstreamCaller(upstream), mobile);
    const lost = loseNextAnswer('VerifyAssistantOtp');
    const first = await verifyAssistantOtp(mobile, code);
    expect([lost(), first.ok ? null : first.error.code]).toEqual([1, 'NETWORK']);
    expect($staffSession.get().isUserLoggedIn).toBe(false);
    const again = await verifyAssistantOtp(mobile, code);
    expect(again.ok ? again.data.role : again.error.message).toBe('ASSISTANT');
    expect($staffSession.get().isUserLoggedIn).toBe(true);
  });

  it('registers a customer at the counter when the registration is sent again after its answer was lost', async () => {
    await signInAs('franchise');
    const mobile = freshMobile();
    expect((await requestCustomerOtp(mobile)).ok).toBe(true);
    const code = await registrationCodeInOutbox(upstreamCaller(upstream), mobile);
    const lost = loseNextAnswer('RegisterCustomer');
    const first = await registerCustomer(mobile, code, 'Counter Customer');
    expect([lost(), first.ok ? null : first.error.code]).toEqual([1, 'NETWORK']);
    const again = await registerCustomer(mobile, code, 'Counter Customer');
    expect(again.ok ? again.data.mobile : again.error.message).toBe(mobile);
    expect($staffSession.get().selectedCustomer?.mobile).toBe(mobile);
  });

  it('refuses another shop’s customer as not found and keeps the selection as it was', async () => {
    await signInAs('franchise');
    const refused = await selectCustomer(await demoCustomerSid(1));
    expect(refused.ok === false && refused.error.message).toBe(STAFF_MESSAGES.customerNotFound);
    expect($staffSession.get().isCustomerSelected).toBe(false);
    expect($session.get()).toEqual(GUEST_SESSION);
  });

  it('refreshes the delegated session when its token is refused, and it stays a delegated one', async () => {
    await signInAs('franchise');
    await selectCustomer(await demoCustomerSid(0));
    const first = $session.get().userLoginToken;
    // The server refuses an expired token: an expired one in the store is renewed through the staff token.
    $session.set({ ...$session.get(), userLoginToken: 'expired-token' });
    const me = await runAuthed(ME_QUERY, {});
    expect(me.ok && me.data.me?.mobile).toBe(DEMO_CUSTOMERS[0].mobile);
    expect($session.get().userLoginToken).not.toBe('expired-token');
    expect(first).not.toBe('expired-token');
    // Refreshed like any session, and still the staff user's delegated one.
    expect($session.get().acting).toBe(true);
  });

  it('clears the customer: their session and cart leave the browser, the staff user stays', async () => {
    await signInAs('franchise');
    await selectCustomer(await demoCustomerSid(0));
    const delegated = $session.get().userLoginToken ?? '';
    clearCustomer();
    expect($session.get()).toEqual(GUEST_SESSION);
    expect($staffSession.get()).toMatchObject({ isUserLoggedIn: true, isCustomerSelected: false, selectedCustomer: null });
    const kept = JSON.stringify(getTestStorage());
    expect(kept).not.toContain(DEMO_CUSTOMERS[0].mobile);
    expect(kept).not.toContain(delegated);
    expect(kept).toContain(STAFF_STORAGE_KEY);
  });

  it('staff A signs out, staff B signs in on the same browser and sees nothing of A’s', async () => {
    vi.stubGlobal('window', { location: { assign: () => undefined }, addEventListener: () => undefined, removeEventListener: () => undefined });
    await signInAs('franchise');
    await selectCustomer(await demoCustomerSid(0));
    setTestStorageKey(DEVICE_STORAGE_KEY, 'device-1');
    const staffA = $staffSession.get();
    await staffLogout();
    const kept = JSON.stringify(getTestStorage());
    for (const trace of [staffA.userLoginToken ?? '', staffA.refreshToken ?? '', 'Demo Franchise Salt Lake', DEMO_CUSTOMERS[0].mobile])
      expect(kept).not.toContain(trace);
    expect(getTestStorage()[DEVICE_STORAGE_KEY]).toBe('device-1');
    expect($session.get()).toEqual(GUEST_SESSION);
    expect($staffSession.get()).toEqual(SIGNED_OUT_STAFF);
    await signInAs('franchise', 1);
    expect($staffSession.get()).toMatchObject({ isCustomerSelected: false, selectedCustomer: null, details: { name: 'Demo Franchise Bhubaneswar' } });
    const found = await searchCustomers('demo customer');
    expect(found.ok && found.data.items.map((c) => c.mobile)).toEqual([DEMO_CUSTOMERS[1].mobile]);
    vi.unstubAllGlobals();
  });

  it('signs a franchise out when its 3 hours are over, also while the page stays open', async () => {
    const assigned: string[] = [];
    vi.stubGlobal('window', {
      location: { assign: (to: string) => assigned.push(to) },
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    });
    await signInAs('franchise');
    const endsAt = $staffSession.get().sessionEndsAt;
    expect(endsAt).not.toBeNull();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    watchStaffSession((endsAt ?? 0) - 1000);
    await vi.advanceTimersByTimeAsync(999);
    expect($staffSession.get().isUserLoggedIn).toBe(true);
    await vi.advanceTimersByTimeAsync(2);
    vi.useRealTimers();
    await vi.waitFor(() => expect($staffSession.get().isUserLoggedIn).toBe(false), { timeout: 5000 });
    expect(assigned).toEqual(['/my-menu?session-ended=1']);
    vi.unstubAllGlobals();
  });
});
