import { randomBytes } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { ACCOUNT_MESSAGES as M } from '../../domain/account-messages.ts';
import { firstMessage, MobileSchema, OtpCheckKeySchema, OtpSchema } from '../../domain/fields.ts';
import { STAFF_MESSAGES as STAFF } from '../../domain/staff-messages.ts';
import type { Db } from '../db/open.ts';
import { fail, ok, tooMany } from '../http/envelope.ts';
import { jsonObjectBody } from '../http/json-body.ts';
import { AppLoginSchema } from '../session/app-login-tokens.ts';
import { hashPassword, passwordMatches } from '../session/passwords.ts';
import type { RateCheck } from '../session/rate-limit.ts';
import { findUserByMobile, shopBlocked, type UserRow } from '../session/repository.ts';
import type { SessionServices } from '../session/services.ts';
import { isStaffRole } from './acting.ts';
import { staffDetails } from './details.ts';

/** Wrong passwords: 5 per e-mail in 15 minutes (then the account waits), 30 per address in an hour. */
export const STAFF_LOGIN_LIMITS = {
  perEmail: [{ limit: 5, windowSeconds: 15 * 60 }],
  perAddress: [{ limit: 30, windowSeconds: 3600 }],
};

// A hash of a random password, compared when the e-mail is unknown so that an unknown e-mail takes as
// long as a wrong password (and answers the same). Made on the first sign-in, not at start.
let nobodyHash: Promise<string> | undefined;
const nobody = () => {
  nobodyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return nobodyHash;
};

const LoginSchema = z.object({
  email: z.string({ error: STAFF.invalidCredential }).trim().toLowerCase().min(3, STAFF.invalidCredential).max(254, STAFF.invalidCredential),
  password: z.string({ error: STAFF.invalidCredential }).min(1, STAFF.invalidCredential).max(200, STAFF.invalidCredential),
});
const AssistantOtpSchema = z.object({ mobile: MobileSchema });
const AssistantVerifySchema = z.object({ mobile: MobileSchema, otp: OtpSchema, checkKey: OtpCheckKeySchema.optional() });

/**
 * Staff sign-in (staff-tools.md §1, §7 `login`, `franchiseAssistantLogin`, `refreshFranchiseAssistantOTP`,
 * `checkBlockedStatus`): franchise owners, admins and advisers by e-mail and password; assistants by a
 * one-time password sent to their own mobile. A staff session is a session like a customer's (the same
 * refresh and logout, /api/users/refresh and /logout) whose access token is refused by the customer's
 * services; with it come the staff session details (./details.ts). Wrong passwords are counted per
 * e-mail and per address before the (slow) comparison and given back on success, like the OTP checks.
 */
export function staffLoginRoutes(db: Db, session: SessionServices) {
  const app = new Hono();

  const started = async (c: Context, user: UserRow, authTime?: string) => {
    if (user.blocked === 1 || (await shopBlocked(db, user))) return fail(c, 403, M.userBlocked);
    const started = await session.start(user, authTime === undefined ? {} : { authTime });
    return ok(c, { ...started, staff: await staffDetails(db, user.id) });
  };

  app.post('/login', async (c) => {
    const parsed = LoginSchema.safeParse(await jsonObjectBody(c));
    if (!parsed.success) return fail(c, 400, firstMessage(parsed.error, STAFF.invalidCredential));
    const { email, password } = parsed.data;
    const checks: RateCheck[] = [
      { bucket: 'staff_login_email', key: email, rules: STAFF_LOGIN_LIMITS.perEmail },
      { bucket: 'staff_login_address', key: session.clientAddress(c), rules: STAFF_LOGIN_LIMITS.perAddress },
    ];
    const taken = await session.limiter.take(checks);
    if (!taken.ok) return tooMany(c, taken.retryAfter);
    const user = await db
      .selectFrom('users')
      .selectAll()
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
      .executeTakeFirst();
    // Assistants sign in by their code; customers are not staff: the same answer as a wrong password.
    const signsInHere = user !== undefined && isStaffRole(user.role) && user.role !== 'assistant' && user.password_hash !== null;
    const matches = await passwordMatches(password, signsInHere && user.password_hash ? user.password_hash : await nobody());
    if (!signsInHere || !matches) return fail(c, 400, STAFF.invalidCredential);
    await taken.giveBack();
    return started(c, user);
  });

  /** franchiseAssistantLogin and refreshFranchiseAssistantOTP: a code to an assistant's own mobile (a new one each time). */
  app.post('/assistant/otp', async (c) => {
    const parsed = AssistantOtpSchema.safeParse(await jsonObjectBody(c));
    if (!parsed.success) return fail(c, 400, firstMessage(parsed.error, M.invalidMobile));
    const { mobile } = parsed.data;
    const user = await findUserByMobile(db, mobile);
    if (user?.role !== 'assistant') return fail(c, 404, STAFF.notAssistant);
    if (user.blocked === 1 || (await shopBlocked(db, user))) return fail(c, 403, M.userBlocked);
    const sent = await session.otp.request(mobile, { address: session.clientAddress(c) }, 'assistant');
    if (!sent.ok) return tooMany(c, sent.retryAfter);
    return ok(c, { mobile, expiresIn: sent.expiresIn, resendAfter: sent.resendAfter });
  });

  app.post('/assistant/verify', async (c) => {
    const parsed = AssistantVerifySchema.safeParse(await jsonObjectBody(c));
    if (!parsed.success) return fail(c, 400, firstMessage(parsed.error));
    const { mobile, otp, checkKey } = parsed.data;
    const checked = await session.otp.verify(mobile, otp, 'assistant', checkKey);
    if (!checked.ok) {
      if (checked.reason === 'limited') return tooMany(c, checked.retryAfter);
      return fail(c, 400, checked.reason === 'wrong' ? M.otpWrong : M.otpInvalid);
    }
    const user = await findUserByMobile(db, mobile);
    if (user?.role !== 'assistant') return fail(c, 404, STAFF.notAssistant);
    return started(c, user);
  });

  /**
   * /appLoginToken for staff: the staff app's one-time token (minted by /api/staff/app-login-token)
   * starts a staff session here that counts from the sign-in of the session that made it, so a
   * franchise's 3 hours are never restarted. A customer's token is not taken (it stays usable for
   * /api/users/app-login).
   */
  app.post('/app-login', async (c) => {
    const parsed = AppLoginSchema.safeParse(await jsonObjectBody(c));
    const redeemed = parsed.success ? await session.redeemAppLogin(parsed.data.appToken, 'staff') : null;
    if (!redeemed) return fail(c, 401, M.appLinkExpired);
    return started(c, redeemed.user, redeemed.authTime);
  });

  return app;
}
