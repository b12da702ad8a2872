import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { ExpressionBuilder } from 'kysely';
import { PROVIDER_NAME } from '../../domain/account-messages.ts';
import { type Db, inTransaction } from '../db/database.ts';
import type { Tables } from '../db/tables.ts';
import type { SmsSender } from '../sms/sender.ts';
import type { RateCheck, RateLimiter, RateRule } from './rate-limit.ts';

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

/**
 * What a code is for: a customer's sign-in, an assistant's sign-in (staff-tools.md §1
 * franchiseAssistantLogin), or a customer letting a shop register them (generate-otp-for-customer). A
 * code of one purpose is never accepted for another.
 */
export type OtpPurpose = 'login' | 'assistant' | 'register';

export function otpSmsText(code: string, purpose: OtpPurpose = 'login'): string {
  if (purpose === 'register') {
    return `${code} is your code to let a ${PROVIDER_NAME} shop register you and order for you. It is valid for 5 minutes. Give it only to the shop you are at.`;
  }
  return `${code} is your ${PROVIDER_NAME} login code. It is valid for 5 minutes. Do not share it with anyone.`;
}

/** Codes a staff user may have sent to customers' numbers: 20 an hour (the counter's address is shared). */
export const STAFF_OTP_LIMITS: RateRule[] = [{ limit: 20, windowSeconds: 3600 }];

/** Who asks for a code: an address (sign-in), or a staff user for a customer's number. */
export type OtpRequester = { address: string } | { staffUserId: number };

export type OtpRequestResult = { ok: true; expiresIn: number; resendAfter: number } | { ok: false; retryAfter: number };

/**
 * `wrong`: not the code ('OTP is incorrect', one try used); `invalid`: no usable code, or a code that
 * was superseded, used, expired or out of tries ('Incorrect OTP'); `limited`: too many failed checks.
 */
export type OtpVerifyResult = { ok: true } | { ok: false; reason: 'wrong' | 'invalid' } | { ok: false; reason: 'limited'; retryAfter: number };

/**
 * Codes are kept only as an HMAC keyed with the auth secret, bound to the number. Every check of a
 * code is a conditional update of its row (a try counted only while tries are left, a use only while
 * unused), so checks at once on PostgreSQL's many connections get no more tries than one at a time.
 */
export function otpService(db: Db, secret: Uint8Array, sms: SmsSender, limiter: RateLimiter, now: () => Date) {
  // The purpose is part of the hash: a sign-in code (login, as before purposes existed) never passes as another.
  const hash = (mobile: string, code: string, purpose: OtpPurpose) => createHmac('sha256', secret).update(`${purpose}:${mobile}:${code}`).digest('hex');
  const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

  /** Distinct numbers (not blocked) that completed sign-in with a code asked from `requester` since `since`. */
  const signedInFrom = async (requester: string, since: string) => {
    const row = await db
      .selectFrom('otp_codes as o')
      .innerJoin('users as u', (join) => join.onRef('u.mobile', '=', 'o.mobile').on('u.blocked', '=', 0))
      .select((eb) => eb.fn.count<number>('o.mobile').distinct().as('n'))
      .where('o.requester', '=', requester)
      .where('o.used_at', '>', since)
      .executeTakeFirst();
    return row?.n ?? 0;
  };

  const requestChecks = async (mobile: string, requester: OtpRequester): Promise<RateCheck[]> => {
    const perNumber: RateCheck = { bucket: 'otp_request_mobile', key: mobile, rules: OTP_LIMITS.perNumber };
    if ('staffUserId' in requester) return [perNumber, { bucket: 'otp_request_staff', key: String(requester.staffUserId), rules: STAFF_OTP_LIMITS }];
    const since = new Date(now().getTime() - OTP_ADDRESS_BUDGET.signedInSeconds * 1000).toISOString();
    const limit = addressBudget(await signedInFrom(requester.address, since));
    return [perNumber, { bucket: 'otp_request_address', key: requester.address, rules: [{ limit, windowSeconds: OTP_ADDRESS_BUDGET.windowSeconds }] }];
  };
  const failedCheck = (mobile: string): RateCheck => ({ bucket: 'otp_failed_mobile', key: mobile, rules: OTP_LIMITS.failedChecksPerNumber });

  /** Whether `given` is the hash of a code sent to `mobile` in the last day before the code `id`. */
  const supersededBy = async (mobile: string, purpose: OtpPurpose, id: number, given: string, at: string) => {
    const dayAgo = new Date(Date.parse(at) - 86_400_000).toISOString();
    const earlier = await db
      .selectFrom('otp_codes')
      .select('code_hash')
      .where('mobile', '=', mobile)
      .where('purpose', '=', purpose)
      .where('id', '<', id)
      .where('created_at', '>', dayAgo)
      .execute();
    return earlier.some((old) => sameHash(old.code_hash, given));
  };

  return {
    /** Makes a new code for `mobile` and sends it; only the newest code of a number and purpose is ever accepted. */
    async request(mobile: string, requester: OtpRequester, purpose: OtpPurpose = 'login'): Promise<OtpRequestResult> {
      const checks = await requestChecks(mobile, requester);
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const created = now();
      // The limits and the code in one transaction: two requests at once cannot both pass the resend wait.
      const made = await inTransaction(db, async (tx) => {
        const taken = await limiter.take(checks, tx);
        if (!taken.ok) return taken;
        const expires = new Date(created.getTime() + OTP_SECONDS * 1000).toISOString();
        return tx
          .insertInto('otp_codes')
          .values({
            mobile,
            code_hash: hash(mobile, code, purpose),
            purpose,
            created_at: created.toISOString(),
            expires_at: expires,
            requester: 'address' in requester ? requester.address : `staff:${requester.staffUserId}`,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
      });
      if ('retryAfter' in made) return { ok: false, retryAfter: made.retryAfter };
      try {
        await sms.send(mobile, otpSmsText(code, purpose));
      } catch (error) {
        await db.deleteFrom('otp_codes').where('id', '=', made.id).execute();
        throw error;
      }
      return { ok: true, expiresIn: OTP_SECONDS, resendAfter: OTP_RESEND_SECONDS };
    },

    /**
     * Checks `code` against the newest code of `mobile` for `purpose`; a match uses it up. `checkKey`, a
     * random key the client makes for the code it was sent and sends again with every check of it, lets an
     * answer lost on the way be asked for again: the right code with the key of the check that used it is
     * accepted again while the code would still be valid and no newer one was sent. A used code without
     * that key stays used, so someone who saw the code over a shoulder cannot sign in with it afterwards.
     */
    async verify(mobile: string, code: string, purpose: OtpPurpose = 'login', checkKey?: string): Promise<OtpVerifyResult> {
      // A failed check is counted before it is made and given back when the code is right.
      const taken = await limiter.take([failedCheck(mobile)]);
      if (!taken.ok) return { ok: false, reason: 'limited', retryAfter: taken.retryAfter };
      const at = now().toISOString();
      const latest = await db
        .selectFrom('otp_codes')
        .select(['id', 'code_hash'])
        .where('mobile', '=', mobile)
        .where('purpose', '=', purpose)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!latest) return { ok: false, reason: 'invalid' };
      /** The code's row while it can still be used: unused, unexpired, with tries left. */
      const usable = db
        .updateTable('otp_codes')
        .where('id', '=', latest.id)
        .where('used_at', 'is', null)
        .where('expires_at', '>', at)
        .where('attempts', '<', OTP_MAX_ATTEMPTS);
      const given = hash(mobile, code, purpose);
      if (!sameHash(latest.code_hash, given)) {
        // A try is spent only while one is left: of many wrong checks at once, OTP_MAX_ATTEMPTS are answered 'wrong'.
        const counted = await usable.set((eb) => ({ attempts: eb('attempts', '+', 1) })).executeTakeFirst();
        if (counted.numUpdatedRows === 0n) return { ok: false, reason: 'invalid' };
        return { ok: false, reason: (await supersededBy(mobile, purpose, latest.id, given, at)) ? 'invalid' : 'wrong' };
      }
      const keyHash = checkKey === undefined ? null : hash(mobile, `check:${checkKey}`, purpose);
      const noNewerCode = ({ not, exists, selectFrom }: ExpressionBuilder<Tables, 'otp_codes'>) =>
        not(
          exists(
            selectFrom('otp_codes as newer')
              .select('newer.id')
              .where('newer.mobile', '=', mobile)
              .where('newer.purpose', '=', purpose)
              .where('newer.id', '>', latest.id),
          ),
        );
      // Of two checks racing with the right code, one uses it; and never once a newer code was sent.
      const used = await usable.set({ used_at: at, used_key: keyHash }).where(noNewerCode).executeTakeFirst();
      if (used.numUpdatedRows === 0n) {
        // Used already: by this same check, sent again because its answer was lost?
        const again =
          keyHash !== null &&
          (await db
            .selectFrom('otp_codes')
            .select('id')
            .where('id', '=', latest.id)
            .where('used_key', '=', keyHash)
            .where('expires_at', '>', at)
            .where(noNewerCode)
            .executeTakeFirst());
        if (!again) return { ok: false, reason: 'invalid' };
      }
      await taken.giveBack();
      return { ok: true };
    },
  };
}
export type OtpService = ReturnType<typeof otpService>;
