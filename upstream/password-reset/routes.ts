import { randomBytes } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { ACCOUNT_MESSAGES as M } from '../../domain/account-messages.ts';
import { firstMessage, PasswordSchema } from '../../domain/fields.ts';
import { PASSWORD_RESET_MESSAGES as R, RESET_LINK_SECONDS } from '../../domain/password-reset-messages.ts';
import { STAFF_MESSAGES as STAFF } from '../../domain/staff-messages.ts';
import { inTransaction } from '../db/database.ts';
import type { Db } from '../db/open.ts';
import { fail, ok, tooMany } from '../http/envelope.ts';
import { jsonObjectBody } from '../http/json-body.ts';
import { hashPassword, passwordMatches } from '../session/passwords.ts';
import type { RateCheck } from '../session/rate-limit.ts';
import { shopBlocked } from '../session/repository.ts';
import type { SessionServices } from '../session/services.ts';
import type { ResetDestination } from './delivery.ts';
import { findUserByLogin, hasPassword, parseLogin } from './login.ts';
import { newResetToken, verifiedResetTokenHash } from './tokens.ts';

/** Reset requests: 3 an hour and 5 a day per e-mail or mobile, 10 an hour per address. */
export const RESET_REQUEST_LIMITS = {
  perLogin: [
    { limit: 3, windowSeconds: 3600 },
    { limit: 5, windowSeconds: 86_400 },
  ],
  perAddress: [{ limit: 10, windowSeconds: 3600 }],
};
/** New passwords set from links: 20 tries an hour per address, 5 changes an hour per account. */
export const RESET_COMPLETE_LIMITS = {
  perAddress: [{ limit: 20, windowSeconds: 3600 }],
  perAccount: [{ limit: 5, windowSeconds: 3600 }],
};
/** Wrong customer passwords: as the staff sign-in, 5 per e-mail or mobile in 15 minutes, 30 an hour per address. */
export const PASSWORD_LOGIN_LIMITS = {
  perLogin: [{ limit: 5, windowSeconds: 15 * 60 }],
  perAddress: [{ limit: 30, windowSeconds: 3600 }],
};

/** The path prefix of the storefront's language a link is written in ('' for English). */
const LANGUAGE_PREFIX: Record<string, string> = { 'en-US': '', 'bn-IN': '/bn', 'hi-IN': '/hi', 'or-IN': '/or' };

export interface PasswordResetDeps {
  db: Db;
  session: SessionServices;
  secret: Uint8Array;
  siteUrl: string;
  deliver: (to: ResetDestination, link: string, minutes: number) => Promise<void>;
}

// A hash compared when the account is unknown, so an unknown login takes as long as a wrong password.
let nobodyHash: Promise<string> | undefined;
const nobody = () => {
  nobodyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return nobodyHash;
};

/**
 * Password reset (issue 20; storefront.md §7 reset-password, create-password) for accounts that have a
 * password, staff and customers alike: a link sent to the e-mail or mobile asked with (the same answer
 * whether or not there is such an account), working once for 30 minutes; setting a new password with
 * it ends every session of the account. Mounted at /api/password-reset.
 */
export function passwordResetRoutes({ db, session, secret, siteUrl, deliver }: PasswordResetDeps) {
  const app = new Hono();
  const passwordChanged = (c: Context) => ok(c, { message: M.passwordChanged, messageKey: 'account.messages.passwordChanged' });

  /**
   * Whether the link `hash` set the account's password, within its 30 minutes, to `newPassword`, and it
   * is still the password: the same new password sent again because the first answer was lost. Only the
   * link that set it (not the account's other links, ended by that change) can ask, so a used link is no
   * way to test guesses of someone else's password.
   */
  const alreadySetWith = async (hash: string, newPassword: unknown, at: string) => {
    if (typeof newPassword !== 'string' || newPassword.length > 200) return false;
    const row = await db
      .selectFrom('password_resets as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .select('u.password_hash')
      .where('r.token_hash', '=', hash)
      .where('r.set_password', '=', 1)
      .where('r.expires_at', '>', at)
      .executeTakeFirst();
    return row?.password_hash != null && (await passwordMatches(newPassword, row.password_hash));
  };

  app.post('/request', async (c) => {
    const body = await jsonObjectBody(c);
    const login = parseLogin(body['login']);
    if ('error' in login) return fail(c, 400, login.error);
    const locale = typeof body['locale'] === 'string' ? body['locale'] : 'en-US';
    const prefix = LANGUAGE_PREFIX[locale] ?? '';
    const taken = await session.limiter.take([
      { bucket: 'reset_request_login', key: login.key, rules: RESET_REQUEST_LIMITS.perLogin },
      { bucket: 'reset_request_address', key: session.clientAddress(c), rules: RESET_REQUEST_LIMITS.perAddress },
    ]);
    if (!taken.ok) return tooMany(c, taken.retryAfter);
    const user = await findUserByLogin(db, login);
    if (user && hasPassword(user) && user.blocked === 0 && !(await shopBlocked(db, user))) {
      const { token, hash } = newResetToken(secret);
      const created = session.now();
      await db
        .insertInto('password_resets')
        .values({
          token_hash: hash,
          user_id: user.id,
          channel: login.channel,
          created_at: created.toISOString(),
          expires_at: new Date(created.getTime() + RESET_LINK_SECONDS * 1000).toISOString(),
        })
        .execute();
      const to: ResetDestination =
        login.channel === 'email' ? { channel: 'email', email: user.email ?? login.email } : { channel: 'mobile', mobile: user.mobile };
      await deliver(to, `${siteUrl.replace(/\/$/, '')}${prefix}/reset-password#token=${token}`, RESET_LINK_SECONDS / 60);
    }
    return ok(c, { message: R.linkSent, messageKey: 'passwordReset.messages.linkSent' });
  });

  app.post('/complete', async (c) => {
    const body = await jsonObjectBody(c);
    const taken = await session.limiter.take([{ bucket: 'reset_complete_address', key: session.clientAddress(c), rules: RESET_COMPLETE_LIMITS.perAddress }]);
    if (!taken.ok) return tooMany(c, taken.retryAfter);
    const presented = typeof body['resetToken'] === 'string' ? body['resetToken'] : '';
    const hash = verifiedResetTokenHash(secret, presented);
    const at = session.now().toISOString();
    const open =
      hash === null
        ? undefined
        : await db
            .selectFrom('password_resets')
            .select('user_id')
            .where('token_hash', '=', hash)
            .where('used_at', 'is', null)
            .where('expires_at', '>', at)
            .executeTakeFirst();
    if (!hash) return fail(c, 400, R.linkInvalid);
    if (!open) return (await alreadySetWith(hash, body['newPassword'], at)) ? passwordChanged(c) : fail(c, 400, R.linkInvalid);
    const parsed = PasswordSchema.safeParse(body['newPassword']);
    if (!parsed.success) return fail(c, 400, firstMessage(parsed.error, M.passwordRule), { field: 'newPassword' });
    const perAccount = await session.limiter.take([{ bucket: 'reset_complete_account', key: String(open.user_id), rules: RESET_COMPLETE_LIMITS.perAccount }]);
    if (!perAccount.ok) return tooMany(c, perAccount.retryAfter);
    const passwordHash = await hashPassword(parsed.data);
    const changed = await inTransaction(db, async (tx) => {
      const now = session.now().toISOString();
      // The link is used by a conditional update first: of two uses at once, one changes the password.
      const used = await tx
        .updateTable('password_resets')
        .set({ used_at: now, set_password: 1 })
        .where('token_hash', '=', hash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('user_id')
        .executeTakeFirst();
      if (!used) return false;
      await tx.updateTable('users').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', used.user_id).execute();
      // Every other link of the account stops working, and every session of it (its own and those it acts in) ends.
      await tx.updateTable('password_resets').set({ used_at: now }).where('user_id', '=', used.user_id).where('used_at', 'is', null).execute();
      await tx
        .updateTable('refresh_tokens')
        .set({ revoked_at: now })
        .where((eb) => eb.or([eb('user_id', '=', used.user_id), eb('actor_user_id', '=', used.user_id)]))
        .where('revoked_at', 'is', null)
        .execute();
      return true;
    });
    if (!changed) return fail(c, 400, R.linkInvalid);
    return passwordChanged(c);
  });

  return app;
}

/**
 * A customer's sign-in by e-mail or mobile and the password they set (the second way beside the OTP,
 * mounted at /api/users/password-login). A wrong password, an unknown login, an account without a
 * password and a staff account all answer 'Invalid credential' after the same (slow) comparison.
 * Failures are counted per login and per address before the comparison and given back on success.
 */
export function passwordLoginRoutes(db: Db, session: SessionServices) {
  const app = new Hono();
  app.post('/', async (c) => {
    const body = await jsonObjectBody(c);
    const login = parseLogin(body['login']);
    const password = body['password'];
    if ('error' in login || typeof password !== 'string' || password.length === 0 || password.length > 200) return fail(c, 400, STAFF.invalidCredential);
    const checks: RateCheck[] = [
      { bucket: 'password_login_login', key: login.key, rules: PASSWORD_LOGIN_LIMITS.perLogin },
      { bucket: 'password_login_address', key: session.clientAddress(c), rules: PASSWORD_LOGIN_LIMITS.perAddress },
    ];
    const taken = await session.limiter.take(checks);
    if (!taken.ok) return tooMany(c, taken.retryAfter);
    const user = await findUserByLogin(db, login);
    const signsInHere = user !== undefined && user.role === 'customer' && hasPassword(user);
    const matches = await passwordMatches(password, signsInHere && user.password_hash ? user.password_hash : await nobody());
    if (!user || !signsInHere || !matches) return fail(c, 400, STAFF.invalidCredential);
    await taken.giveBack();
    if (user.blocked) return fail(c, 403, M.userBlocked);
    return ok(c, await session.start(user));
  });
  return app;
}
