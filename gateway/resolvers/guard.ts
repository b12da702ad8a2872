import { ACCOUNT_MESSAGES } from '../../domain/account-messages.ts';
import { MAX_UPLOAD_BYTES } from '../../domain/order-rules.ts';
import type { GatewayContext } from '../context.ts';
import { BadUserInputError, type ErrorMessage, UnauthenticatedError } from '../errors.ts';
import { upstreamCall } from '../upstream-errors.ts';

/**
 * The caller's token; without one, UNAUTHENTICATED 'You need to be logged in to see this page' (the
 * storefront asks the customer to sign in). The one guard of every resolver that needs a customer; a
 * token the upstream refuses comes back as 'Session Time Out Please Login!' (upstream-errors.ts).
 */
export function tokenOf(context: GatewayContext): string {
  if (!context.token) throw new UnauthenticatedError(ACCOUNT_MESSAGES.loginRequired);
  return context.token;
}

/** Runs an account call, the upstream's refusals as domain errors (one mapping for every service). */
export const accountCall = upstreamCall;

/** tokenOf + accountCall: the body gets the token. */
export function signedIn<T>(context: GatewayContext, work: (token: string) => Promise<T>): Promise<T> {
  const token = tokenOf(context);
  return accountCall(() => work(token));
}

/**
 * Refuses an upload over `limit` (5 MB, the prescriptions' and tickets' words by default) before its
 * bytes are copied on to the upstream (which checks it again, with the type).
 */
export function smallFile(file: File, limit = MAX_UPLOAD_BYTES, tooLarge: ErrorMessage = ACCOUNT_MESSAGES.uploadTooLarge): File {
  if (file.size > limit) throw new BadUserInputError(tooLarge);
  return file;
}
