import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { ACCOUNT_MESSAGES as M } from '../../domain/account-messages.ts';
import { firstMessage, MobileSchema, OtpCheckKeySchema, OtpSchema } from '../../domain/fields.ts';
import { STAFF_MESSAGES as STAFF } from '../../domain/staff-messages.ts';
import type { Db } from '../db/open.ts';
import { fail, ok, tooMany } from '../http/envelope.ts';
import { jsonObjectBody } from '../http/json-body.ts';
import { mayActFor } from '../staff/acting.ts';
import { activeStaff } from '../staff/staff-user.ts';
import { AppLoginSchema } from './app-login-tokens.ts';
import { findOrCreateCustomer, findUserById, shopBlocked } from './repository.ts';
import type { SessionServices } from './services.ts';

const OtpRequestSchema = z.object({ mobile: MobileSchema });
const OtpVerifySchema = z.object({ mobile: MobileSchema, otp: OtpSchema, checkKey: OtpCheckKeySchema.optional() });
const RefreshSchema = z.object({ refreshToken: z.string().min(1).max(200) });

/**
 * Sign-in (storefront.md §6, §7 User): one-time passwords by SMS, refresh with rotation, logout, and
 * the mobile app's one-time login token. Codes and tokens are never logged.
 */
export function userRoutes(db: Db, session: SessionServices) {
  const app = new Hono();
  const refused = (c: Context) => fail(c, 401, M.refreshFailed);

  app.post('/otp/request', async (c) => {
    const parsed = OtpRequestSchema.safeParse(await jsonObjectBody(c));
    if (!parsed.success) return fail(c, 400, firstMessage(parsed.error, M.invalidMobile));
    const { mobile } = parsed.data;
    const sent = await session.otp.request(mobile, { address: session.clientAddress(c) });
    if (!sent.ok) return tooMany(c, sent.retryAfter);
    return ok(c, { mobile, expiresIn: sent.expiresIn, resendAfter: sent.resendAfter });
  });

  app.post('/otp/verify', async (c) => {
    const parsed = OtpVerifySchema.safeParse(await jsonObjectBody(c));
    if (!parsed.success) return fail(c, 400, firstMessage(parsed.error));
    const { mobile, otp, checkKey } = parsed.data;
    const checked = await session.otp.verify(mobile, otp, 'login', checkKey);
    if (!checked.ok) {
      if (checked.reason === 'limited') return tooMany(c, checked.retryAfter);
      return fail(c, 400, checked.reason === 'wrong' ? M.otpWrong : M.otpInvalid);
    }
    const user = await findOrCreateCustomer(db, mobile, session.now().toISOString());
    if (user.blocked) return fail(c, 403, M.userBlocked);
    // A staff user's number signs in as nobody here: staff sign in by password (assistants by their own code).
    if (user.role !== 'customer') return fail(c, 403, STAFF.useStaffLogin);
    return ok(c, await session.start(user));
  });

  app.post('/refresh', async (c) => {
    const parsed = RefreshSchema.safeParse(await jsonObjectBody(c));
    if (!parsed.success) return refused(c);
    const rotated = await session.refresh.rotate(parsed.data.refreshToken);
    if (!rotated.ok) return refused(c);
    const user = await findUserById(db, rotated.userId);
    const next = { refreshToken: rotated.refreshToken, familyId: rotated.familyId, authTime: rotated.authTime };
    const endFamily = async (answer: Response) => {
      await session.refresh.revokeFamily(rotated.familyId);
      return answer;
    };
    if (rotated.acting) {
      // A staff user's delegated session: only while their own session lives, they and their shop are
      // not blocked, within its 3 hours, and the customer is still one they may act for.
      const staff = await activeStaff(db, rotated.acting.actorUserId, Math.floor(Date.parse(rotated.authTime) / 1000), session.now);
      if (staff.status === 'blocked') return endFamily(fail(c, 403, M.userBlocked));
      const allowed =
        staff.status === 'ok' &&
        user?.role === 'customer' &&
        (await session.refresh.alive(rotated.acting.parentFamilyId)) &&
        (await mayActFor(db, staff.user, user.id));
      if (!allowed || staff.status !== 'ok' || !user) return endFamily(refused(c));
      if (user.blocked) return endFamily(fail(c, 403, M.userBlocked));
      return ok(c, await session.start(user, { ...next, actor: { userId: staff.user.id, role: staff.user.role } }));
    }
    if (!user || session.outlived(user, rotated.authTime)) return endFamily(refused(c));
    if (user.blocked || (await shopBlocked(db, user))) return endFamily(fail(c, 403, M.userBlocked));
    return ok(c, await session.start(user, next));
  });

  app.post('/logout', async (c) => {
    const parsed = RefreshSchema.safeParse(await jsonObjectBody(c));
    if (parsed.success) await session.refresh.revokeFamilyOf(parsed.data.refreshToken);
    return ok(c, true);
  });

  app.post('/app-login', async (c) => {
    const parsed = AppLoginSchema.safeParse(await jsonObjectBody(c));
    const redeemed = parsed.success ? await session.redeemAppLogin(parsed.data.appToken, 'customer') : null;
    if (!redeemed) return fail(c, 401, M.appLinkExpired);
    const { user } = redeemed;
    if (user.blocked || (await shopBlocked(db, user))) return fail(c, 403, M.userBlocked);
    // The session it starts counts from the sign-in of the session that made the token.
    return ok(c, await session.start(user, { authTime: redeemed.authTime }));
  });

  return app;
}
