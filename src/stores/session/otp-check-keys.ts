import { randomId } from '../../lib/random-id.ts';

/**
 * The key of the code last sent to each number, sent with every check of that code: when a check's
 * answer is lost (the network drops after the server used the code), checking the same code again
 * signs in instead of answering 'Incorrect OTP' (gateway/schema/session.graphql verifyLoginOtp).
 * Kept in memory only: after a reload the customer asks for a new code, as before.
 */
export type OtpKind = 'login' | 'assistant' | 'register';

const keys = new Map<string, string>();
const slot = (kind: OtpKind, mobile: string) => `${kind}:${mobile.trim()}`;

/** A new code was sent to `mobile`: its checks get a new key. */
export function codeSent(kind: OtpKind, mobile: string): void {
  keys.set(slot(kind, mobile), randomId());
}

/** The key for checks of the code last sent to `mobile` (made now if this page never asked for it). */
export function checkKeyOf(kind: OtpKind, mobile: string): string {
  const key = keys.get(slot(kind, mobile)) ?? randomId();
  keys.set(slot(kind, mobile), key);
  return key;
}

/** Signed in: the code is spent. */
export function codeUsed(kind: OtpKind, mobile: string): void {
  keys.delete(slot(kind, mobile));
}
