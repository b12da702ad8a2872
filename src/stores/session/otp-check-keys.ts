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

/**
 * Runs `check` with the key of the code last sent to `mobile` (made now if this page never asked for
 * one); a check that passes spends the code, and its key goes.
 */
export async function checkWithKey<Reply extends { ok: boolean }>(kind: OtpKind, mobile: string, check: (checkKey: string) => Promise<Reply>): Promise<Reply> {
  const key = keys.get(slot(kind, mobile)) ?? randomId();
  keys.set(slot(kind, mobile), key);
  const reply = await check(key);
  if (reply.ok) keys.delete(slot(kind, mobile));
  return reply;
}
