import { ACCOUNT_MESSAGES } from '../../../domain/account-messages.ts';
import type { SessionFieldsFragment } from '../../gql/graphql.ts';
import { APP_LOGIN, LOGOUT, REQUEST_LOGIN_OTP, VERIFY_LOGIN_OTP } from '../../graphql/session.ts';
import { adoptCustomerCart } from '../cart.ts';
import { forgetOfflineOrders } from '../offline-orders.ts';
import type { Outcome } from '../outcome.ts';
import { runPublic, sessionRestarted } from './calls.ts';
import { silentLogout } from './lost.ts';
import { checkWithKey, codeSent } from './otp-check-keys.ts';
import { $session, $sessionNotice, GUEST_SESSION, type SessionUser, STAFF_HOME, startSession } from './state.ts';

/**
 * Signing in and out (storefront.md §4 Session, §6): one-time passwords, the mobile app's token, logout.
 * Not re-exported by session.ts, so that the catalogue pages, which only need the session's token and
 * its refresh, do not carry the sign-in documents (nor the cart adoption and offline orders it uses).
 */

/** Sends a one-time password to the mobile number. */
export async function requestOtp(mobile: string): Promise<Outcome<{ resendAfter: number; expiresIn: number }>> {
  const sent = await runPublic(REQUEST_LOGIN_OTP, { mobile: mobile.trim() });
  if (sent.ok) codeSent('login', mobile);
  return sent.ok ? { ok: true, data: sent.data.requestLoginOtp } : sent;
}

/**
 * Starts the session, then takes the guest cart into the customer's cart on the server (merged by SKU,
 * the larger quantity; repeating it changes nothing). A cart that cannot be reached now is synced on
 * the next page; the sign-in stands.
 */
export async function signedIn(session: SessionFieldsFragment): Promise<SessionUser> {
  $session.set({ ...GUEST_SESSION });
  const user = startSession(session);
  sessionRestarted();
  await adoptCustomerCart();
  return user;
}

/** Checks the code and signs in (storefront.md §4: login stores the token and starts the session). */
export async function verifyOtp(mobile: string, otp: string): Promise<Outcome<SessionUser>> {
  if (otp.trim() === '') return { ok: false, error: { code: 'BAD_USER_INPUT', message: ACCOUNT_MESSAGES.otpRequired } };
  const verified = await checkWithKey('login', mobile, (checkKey) => runPublic(VERIFY_LOGIN_OTP, { mobile: mobile.trim(), otp: otp.trim(), checkKey }));
  if (!verified.ok) {
    if (verified.error.code === 'FORBIDDEN') $sessionNotice.set(verified.error.message);
    return verified;
  }
  return { ok: true, data: await signedIn(verified.data.verifyLoginOtp) };
}

/** /appLoginToken: signs in with the mobile app's one-time token. */
export async function signInWithAppToken(appToken: string): Promise<Outcome<SessionUser>> {
  const signed = await runPublic(APP_LOGIN, { appToken });
  return signed.ok ? { ok: true, data: await signedIn(signed.data.appLogin) } : signed;
}

/**
 * Logout (storefront.md §4): the server revokes the refresh token; the browser clears the user, the
 * cart and local storage except the device entry, the warehouse goes back to WB-01, and the page
 * leaves for the home page with a full load.
 */
export async function logout(home = '/'): Promise<void> {
  // A staff user acting for the customer ends the acting, not the customer's session nor their own.
  if ($session.get().acting) {
    (await import('../staff/acting.ts')).clearCustomer();
    if (typeof window !== 'undefined') window.location.assign(STAFF_HOME);
    return;
  }
  const refreshToken = $session.get().refreshToken;
  if (refreshToken) {
    // Best effort: a logout offline still signs out here; the token then simply expires.
    await Promise.race([runPublic(LOGOUT, { refreshToken }), new Promise((resolve) => setTimeout(resolve, 3000))]);
  }
  silentLogout();
  await forgetOfflineOrders().catch(() => undefined);
  if (typeof window !== 'undefined') window.location.assign(home);
}
