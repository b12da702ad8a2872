import { ACCOUNT_MESSAGES } from '../../../domain/account-messages.ts';
import { SESSION_MESSAGES } from '../../../domain/session-messages.ts';
import type { StaffSessionFieldsFragment } from '../../gql/graphql.ts';
import { LOGOUT } from '../../graphql/session.ts';
import { REQUEST_ASSISTANT_OTP, STAFF_APP_LOGIN, STAFF_APP_LOGIN_TOKEN, STAFF_LOGIN, VERIFY_ASSISTANT_OTP } from '../../graphql/staff.ts';
import { forgetOfflineOrders } from '../offline-orders.ts';
import { mapOutcome, type Outcome } from '../outcome.ts';
import { checkWithKey, codeSent } from '../session/otp-check-keys.ts';
import { STAFF_HOME } from '../session/state.ts';
import { $sessionNotice, runPublic, silentLogout } from '../session.ts';
import { runStaff, staffSessionRestarted, whenStaffSessionLost } from './calls.ts';
import { clearEstimation } from './estimation.ts';
import { leadsSessionEnded, leadsSessionStarted } from './leads/session.ts';
import { $staffSession, SIGNED_OUT_STAFF, type StaffDetails, startStaffSession } from './state.ts';

/**
 * Staff sign-in and logout (staff-tools.md §1, §4, §6): e-mail and password, or an assistant's code to
 * their own mobile. Franchise counters share phones: a sign-in first wipes whatever the browser kept
 * (another user's session, a customer's cart), and logout wipes everything again (§4: every staff
 * session detail reset, the warehouse back to WB-01), so the next user sees nothing of the last.
 */

async function signedIn(session: StaffSessionFieldsFragment): Promise<StaffDetails> {
  silentLogout();
  $staffSession.set(SIGNED_OUT_STAFF);
  clearEstimation();
  // The last user's lead key goes before anything of the new session (their leads stay, sealed).
  await leadsSessionEnded();
  const details = startStaffSession(session);
  staffSessionRestarted();
  $sessionNotice.set(null);
  watchStaffSession();
  leadsSessionStarted();
  return details;
}

export async function staffLogin(email: string, password: string): Promise<Outcome<StaffDetails>> {
  const reply = await runPublic(STAFF_LOGIN, { email: email.trim(), password });
  return reply.ok ? { ok: true, data: await signedIn(reply.data.staffLogin) } : reply;
}

/** franchiseAssistantLogin, and refreshFranchiseAssistantOTP when asked again. */
export async function requestAssistantOtp(mobile: string): Promise<Outcome<{ resendAfter: number; expiresIn: number }>> {
  const reply = await runPublic(REQUEST_ASSISTANT_OTP, { mobile: mobile.trim() });
  if (reply.ok) codeSent('assistant', mobile);
  return mapOutcome(reply, (data) => data.requestAssistantOtp);
}

export async function verifyAssistantOtp(mobile: string, otp: string): Promise<Outcome<StaffDetails>> {
  if (otp.trim() === '') return { ok: false, error: { code: 'BAD_USER_INPUT', message: ACCOUNT_MESSAGES.otpRequired } };
  const reply = await checkWithKey('assistant', mobile, (checkKey) => runPublic(VERIFY_ASSISTANT_OTP, { mobile: mobile.trim(), otp: otp.trim(), checkKey }));
  return reply.ok ? { ok: true, data: await signedIn(reply.data.verifyAssistantOtp) } : reply;
}

/**
 * /appLoginToken for staff: the staff app's one-time token opens its session here, ending when the
 * app's session ends (§6: the 3 hours are never restarted).
 */
export async function staffSignInWithAppToken(appToken: string): Promise<Outcome<StaffDetails>> {
  const reply = await runPublic(STAFF_APP_LOGIN, { appToken });
  return reply.ok ? { ok: true, data: await signedIn(reply.data.staffAppLogin) } : reply;
}

/** A link that opens this staff session on another device, for `expiresIn` seconds, once. */
export async function appLoginLink(origin: string): Promise<Outcome<{ href: string; expiresIn: number }>> {
  const reply = await runStaff(STAFF_APP_LOGIN_TOKEN, {});
  return mapOutcome(reply, ({ staffAppLoginToken: { appToken, expiresIn } }) => ({
    href: `${origin}/appLoginToken?token=${encodeURIComponent(appToken)}`,
    expiresIn,
  }));
}

/** Logout: the staff refresh token is revoked, and the browser keeps nothing but the device entry. */
export async function staffLogout(home = STAFF_HOME, notice: string | null = null): Promise<void> {
  const { refreshToken } = $staffSession.get();
  if (refreshToken) await Promise.race([runPublic(LOGOUT, { refreshToken }), new Promise((resolve) => setTimeout(resolve, 3000))]);
  silentLogout();
  $staffSession.set(SIGNED_OUT_STAFF);
  clearEstimation();
  await forgetOfflineOrders().catch(() => undefined);
  // The leads stay on the phone for this user, sealed; the key to open them goes (issue 17).
  await leadsSessionEnded();
  if (notice) $sessionNotice.set(notice);
  // The next page says why the session ended (the notice store does not outlive this page).
  if (typeof window !== 'undefined') window.location.assign(notice === SESSION_MESSAGES.sessionTimeout ? `${home}?${SESSION_ENDED_PARAM}=1` : home);
}

/** The query parameter of the staff menu after a session that ran out (its page says 'Session Time Out Please Login!'). */
export const SESSION_ENDED_PARAM = 'session-ended';

let endTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Franchise and assistant sessions end 3 hours after sign-in, also while the page is open (§6): the
 * staff user is signed out at that moment with 'Session Time Out Please Login!'. Call once a page.
 */
export function watchStaffSession(now = Date.now()): void {
  clearTimeout(endTimer);
  const { isUserLoggedIn, sessionEndsAt } = $staffSession.get();
  if (!isUserLoggedIn || sessionEndsAt === null) return;
  const end = () => void staffLogout(STAFF_HOME, SESSION_MESSAGES.sessionTimeout);
  // setTimeout holds at most about 24.8 days; a session of 3 hours is far below.
  endTimer = setTimeout(end, Math.max(sessionEndsAt - now, 0));
}

/** Where a staff user signs in again: the editor's desk for a page of it (issue 18), else the staff menu. */
export function signInAgainAt(pathname: string): string {
  const desk = /^(.*\/editor)(?:\/.*)?$/.exec(pathname);
  return desk?.[1] ?? STAFF_HOME;
}

whenStaffSessionLost(
  () => void staffLogout(typeof window === 'undefined' ? STAFF_HOME : signInAgainAt(window.location.pathname), SESSION_MESSAGES.sessionTimeout),
);
