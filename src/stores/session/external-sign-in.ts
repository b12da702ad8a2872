import { EXTERNAL_SIGN_IN_MESSAGES as X } from '../../../domain/external-sign-in-messages.ts';
import {
  EXTERNAL_SIGN_IN_OPTIONS,
  FINISH_CALLER_ID_SIGN_IN,
  FINISH_SOCIAL_SIGN_IN,
  LINK_EXTERNAL_SIGN_IN,
  START_EXTERNAL_SIGN_IN,
} from '../../graphql/external-sign-in.ts';
import type { Outcome } from '../outcome.ts';
import { runPublic } from './calls.ts';
import { signedIn } from './sign-in.ts';
import type { SessionUser } from './state.ts';

/**
 * Caller-id and social sign-in (issue 20) in the browser: the start keeps the provider's state in this
 * tab (sessionStorage) and goes to the provider; the return page (/external-sign-in) takes the provider's
 * code only with the same state (another tab's or a forged return is refused here and by the upstream),
 * and the session starts as after an OTP sign-in.
 */
export type ExternalProvider = 'caller-id' | 'social';
const KEPT = 'external-sign-in';

export async function externalSignInOptions(): Promise<Outcome<{ callerId: boolean; social: boolean }>> {
  const asked = await runPublic(EXTERNAL_SIGN_IN_OPTIONS, {});
  return asked.ok ? { ok: true, data: asked.data.externalSignInOptions } : asked;
}

/** Starts a sign-in: the provider's page to go to, or null when the caller-id app is not installed. */
export async function startExternalSignIn(provider: ExternalProvider): Promise<Outcome<string | null>> {
  const started = await runPublic(START_EXTERNAL_SIGN_IN, { provider: provider === 'caller-id' ? 'CALLER_ID' : 'SOCIAL' });
  if (!started.ok) return started;
  const { installed, state, authorizeUrl } = started.data.startExternalSignIn;
  if (!installed || !state || !authorizeUrl) return { ok: true, data: null };
  sessionStorage.setItem(KEPT, JSON.stringify({ provider, state }));
  return { ok: true, data: authorizeUrl };
}

/** What the return page ends in: signed in, or a Google account to link by OTP. */
export type ExternalReturn = { signedIn: SessionUser } | { linkTicket: string; email: string };

const refused = (message: string): Outcome<never> => ({ ok: false, error: { code: 'BAD_USER_INPUT', message } });

/** The provider's return (`?provider=…&state=…&code=…` or `&error=access_denied`): the state must be this tab's. */
export async function finishExternalSignIn(params: URLSearchParams): Promise<Outcome<ExternalReturn>> {
  const kept = sessionStorage.getItem(KEPT);
  sessionStorage.removeItem(KEPT);
  const { provider, state } = (kept ? JSON.parse(kept) : {}) as { provider?: ExternalProvider; state?: string };
  if (!provider || !state || params.get('state') !== state || params.get('provider') !== provider) return refused(X.notConfirmed);
  if (params.get('error')) return refused(X.cancelled);
  const code = params.get('code') ?? '';
  if (provider === 'caller-id') {
    const done = await runPublic(FINISH_CALLER_ID_SIGN_IN, { code, state });
    return done.ok ? { ok: true, data: { signedIn: await signedIn(done.data.finishCallerIdSignIn) } } : done;
  }
  const done = await runPublic(FINISH_SOCIAL_SIGN_IN, { code, state });
  if (!done.ok) return done;
  const { session, linkTicket, email } = done.data.finishSocialSignIn;
  if (session) return { ok: true, data: { signedIn: await signedIn(session) } };
  return linkTicket && email ? { ok: true, data: { linkTicket, email } } : refused(X.notConfirmed);
}

/** Links the Google account to the mobile whose code this is, and signs in. */
export async function linkExternalSignIn(ticket: string, mobile: string, otp: string): Promise<Outcome<SessionUser>> {
  const done = await runPublic(LINK_EXTERNAL_SIGN_IN, { ticket, mobile: mobile.trim(), otp: otp.trim() });
  return done.ok ? { ok: true, data: await signedIn(done.data.linkExternalSignIn) } : done;
}
