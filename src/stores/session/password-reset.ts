import { ACCOUNT_MESSAGES } from '../../../domain/account-messages.ts';
import { COMPLETE_PASSWORD_RESET, REQUEST_PASSWORD_RESET, SIGN_IN_WITH_PASSWORD } from '../../graphql/password-reset.ts';
import { browserOffline } from '../network.ts';
import type { Outcome } from '../outcome.ts';
import { runPublic } from './calls.ts';
import { signedIn } from './sign-in.ts';
import { $sessionNotice, type SessionUser } from './state.ts';

/**
 * Password reset and the customer's password sign-in (issue 20). The reset sends nothing while the
 * browser is offline, and a request that cannot reach the gateway says the same: 'Reset password
 * feature does not work while offline!' (storefront.md §8).
 */
type Answer = { message: string; messageKey: string };

const offline = (): Outcome<never> => ({
  ok: false,
  error: { code: 'OFFLINE', message: ACCOUNT_MESSAGES.resetPasswordOffline, messageKey: 'account.messages.resetPasswordOffline' },
});

/** Asks for a reset link to the e-mail or mobile; the answer is the same whether or not there is an account. */
export async function requestPasswordReset(login: string, locale: string): Promise<Outcome<Answer>> {
  if (browserOffline()) return offline();
  const sent = await runPublic(REQUEST_PASSWORD_RESET, { login: login.trim(), locale });
  if (!sent.ok) return sent.error.code === 'NETWORK' ? offline() : sent;
  return { ok: true, data: sent.data.requestPasswordReset };
}

/** Sets the new password with the link's token ('Password has successfully been changed'). */
export async function completePasswordReset(resetToken: string, newPassword: string): Promise<Outcome<Answer>> {
  if (browserOffline()) return offline();
  const done = await runPublic(COMPLETE_PASSWORD_RESET, { resetToken, newPassword });
  if (!done.ok) return done.error.code === 'NETWORK' ? offline() : done;
  return { ok: true, data: done.data.completePasswordReset };
}

/** Signs a customer in with their e-mail or mobile and password (beside the OTP). */
export async function signInWithPassword(login: string, password: string): Promise<Outcome<SessionUser>> {
  const signed = await runPublic(SIGN_IN_WITH_PASSWORD, { login: login.trim(), password });
  if (!signed.ok) {
    if (signed.error.code === 'FORBIDDEN') $sessionNotice.set(signed.error.message);
    return signed;
  }
  return { ok: true, data: await signedIn(signed.data.signInWithPassword) };
}
