import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { PROVIDER_NAME } from '../../domain/account-messages.ts';
import { legacy } from '../db/database.ts';
import type { Db } from '../db/open.ts';
import type { SmsSender } from '../sms/sender.ts';
import type { RateLimiter, RateRule } from './rate-limit.ts';

/** One-time login passwords: 6 digits, 5 minutes, single use, 5 wrong tries (storefront.md §6). */
export const OTP_SECONDS = 5 * 60;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_SECONDS = 30;

/** The main guard: limits per number, whatever the address asking. */
export const OTP_LIMITS = {
  /** Codes sent to one number: one per 30 s, five an hour. */
  perNumber: [
    { limit: 1, windowSeconds: OTP_RESEND_SECONDS },
    { limit: 5, windowSeconds: 3600 },
  ],
  /** Failed checks against one number, across re-requested codes (5 tries a code is not enough alone). */
  failedChecksPerNumber: [{ limit: 10, windowSeconds: 3600 }],
} satisfies Record<string, RateRule[]>;

/**
 * Codes asked for from one address in any hour, whatever the numbers: a budget that grows with the
 * sign-ins completed from the address. The limit is there against SMS pumping and bombing from one
 * machine, but one address may be a carrier-grade NAT shared by many mobile customers, or a proxy in
 * front of the storefront shared by all of them. Real customers complete sign-in; pumping and bombing
 * do not, and each number that does costs an attacker a SIM whose codes they receive (and each number
 * stays under the per-number limits). So: 30 an hour for an address nobody signed in from lately
 * (a household, an office, a quiet NAT address: about ten customers with a resend each), 10 more for
 * every distinct number (not blocked) that completed sign-in with a code asked from it in the last 24
 * hours (a customer needs one to three codes, so real traffic stays well inside), and never more than
 * 600 an hour (ten a minute, the whole storefront's busy hour behind one proxy; 57 SIMs to reach).
 */
export const OTP_ADDRESS_BUDGET = {
  base: 30,
  perSignedInNumber: 10,
  cap: 600,
  windowSeconds: 3600,
  /** How long a completed sign-in counts for its address. */
  signedInSeconds: 86_400,
};

/** Codes an hour allowed from an address from which `signedInNumbers` distinct numbers signed in lately. */
const addressBudget = (signedInNumbers: number) =>
  Math.min(OTP_ADDRESS_BUDGET.cap, OTP_ADDRESS_BUDGET.base + OTP_ADDRESS_BUDGET.perSignedInNumber * signedInNumbers);

export function otpSmsText(code: string): string {
  return `${code} is your ${PROVIDER_NAME} login code. It is valid for 5 minutes. Do not share it with anyone.`;
}

interface OtpRow {
  id: number;
  code_hash: string;
  expires_at: string;
  attempts: number;
  used_at: string | null;
}

export type OtpRequestResult = { ok: true; expiresIn: number; resendAfter: number } | { ok: false; retryAfter: number };

/**
 * `wrong`: not the code ('OTP is incorrect', one try used); `invalid`: no usable code, or a code that
 * was superseded, used, expired or out of tries ('Incorrect OTP'); `limited`: too many failed checks.
 */
export type OtpVerifyResult = { ok: true } | { ok: false; reason: 'wrong' | 'invalid' } | { ok: false; reason: 'limited'; retryAfter: number };

/** Codes are kept only as an HMAC keyed with the auth secret, bound to the number. */
export function otpService(db: Db, secret: Uint8Array, sms: SmsSender, limiter: RateLimiter, now: () => Date) {
  const hash = (mobile: string, code: string) => createHmac('sha256', secret).update(`login:${mobile}:${code}`).digest('hex');
  const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

  const insert = legacy(db).prepare<[string, string, string, string, string | null], { id: number }>(
    'INSERT INTO otp_codes (mobile, code_hash, created_at, expires_at, requester) VALUES (?, ?, ?, ?, ?) RETURNING id',
  );
  const remove = legacy(db).prepare<[number]>('DELETE FROM otp_codes WHERE id = ?');
  const latest = legacy(db).prepare<[string], OtpRow>(
    'SELECT id, code_hash, expires_at, attempts, used_at FROM otp_codes WHERE mobile = ? ORDER BY id DESC LIMIT 1',
  );
  const earlier = legacy(db).prepare<[string, number, string], { code_hash: string }>(
    'SELECT code_hash FROM otp_codes WHERE mobile = ? AND id < ? AND created_at > ?',
  );
  const countTry = legacy(db).prepare<[number]>('UPDATE otp_codes SET attempts = attempts + 1 WHERE id = ?');
  const use = legacy(db).prepare<[string, number, number]>('UPDATE otp_codes SET used_at = ? WHERE id = ? AND used_at IS NULL AND attempts < ?');

  const signedInFrom = legacy(db).prepare<[string, string], { n: number }>(
    `SELECT COUNT(DISTINCT o.mobile) AS n FROM otp_codes o JOIN users u ON u.mobile = o.mobile AND u.blocked = 0
     WHERE o.requester = ? AND o.used_at > ?`,
  );

  const requestChecks = (mobile: string, requester: string) => {
    const since = new Date(now().getTime() - OTP_ADDRESS_BUDGET.signedInSeconds * 1000).toISOString();
    const limit = addressBudget(signedInFrom.get(requester, since)?.n ?? 0);
    return [
      { bucket: 'otp_request_mobile', key: mobile, rules: OTP_LIMITS.perNumber },
      { bucket: 'otp_request_address', key: requester, rules: [{ limit, windowSeconds: OTP_ADDRESS_BUDGET.windowSeconds }] },
    ];
  };
  const failedCheck = (mobile: string) => ({ bucket: 'otp_failed_mobile', key: mobile, rules: OTP_LIMITS.failedChecksPerNumber });

  return {
    /** Makes a new code for `mobile` and sends it; only the newest code of a number is ever accepted. */
    async request(mobile: string, requester: string): Promise<OtpRequestResult> {
      const checks = requestChecks(mobile, requester);
      const retryAfter = limiter.check(...checks);
      if (retryAfter > 0) return { ok: false, retryAfter };
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const created = now();
      const { id } = legacy(db).transaction(() => {
        limiter.record(...checks);
        return insert.get(mobile, hash(mobile, code), created.toISOString(), new Date(created.getTime() + OTP_SECONDS * 1000).toISOString(), requester) as {
          id: number;
        };
      })();
      try {
        await sms.send(mobile, otpSmsText(code));
      } catch (error) {
        remove.run(id);
        throw error;
      }
      return { ok: true, expiresIn: OTP_SECONDS, resendAfter: OTP_RESEND_SECONDS };
    },

    /** Checks `code` against the newest code of `mobile`; a match uses it up. */
    verify(mobile: string, code: string): OtpVerifyResult {
      const retryAfter = limiter.check(failedCheck(mobile));
      if (retryAfter > 0) return { ok: false, reason: 'limited', retryAfter };
      const fail = (reason: 'wrong' | 'invalid'): OtpVerifyResult => {
        limiter.record(failedCheck(mobile));
        return { ok: false, reason };
      };
      const at = now().toISOString();
      const row = latest.get(mobile);
      if (!row || row.used_at !== null || row.expires_at <= at || row.attempts >= OTP_MAX_ATTEMPTS) return fail('invalid');
      const given = hash(mobile, code);
      if (!sameHash(row.code_hash, given)) {
        countTry.run(row.id);
        const dayAgo = new Date(Date.parse(at) - 86_400_000).toISOString();
        const superseded = earlier.all(mobile, row.id, dayAgo).some((old) => sameHash(old.code_hash, given));
        return fail(superseded ? 'invalid' : 'wrong');
      }
      // Conditional: of two checks racing with the right code, one wins.
      if (use.run(at, row.id, OTP_MAX_ATTEMPTS).changes !== 1) return fail('invalid');
      return { ok: true };
    },
  };
}
export type OtpService = ReturnType<typeof otpService>;
