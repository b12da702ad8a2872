import { type Context, Hono } from 'hono';
import { ACCOUNT_MESSAGES as M } from '../../domain/account-messages.ts';
import { ChangePasswordSchema, firstMessage, ProfileSchema } from '../../domain/fields.ts';
import { STAFF_MESSAGES } from '../../domain/staff-messages.ts';
import type { Db } from '../db/open.ts';
import { fail, ok, tooMany } from '../http/envelope.ts';
import { jsonObjectBody } from '../http/json-body.ts';
import { hashPassword, passwordMatches } from './passwords.ts';
import { findUserById, setPasswordHash, updateProfile } from './repository.ts';
import type { AuthEnv } from './require-user.ts';
import type { SessionServices } from './services.ts';
import { userToWire } from './wire.ts';

/** Wrong current passwords per user: 5 in 15 minutes, so a stolen access token cannot guess it. */
const PASSWORD_CHECKS = [{ limit: 5, windowSeconds: 15 * 60 }];

/** The signed-in user's own profile, password and app sign-in token (mounted behind requireUser). */
export function profileRoutes(db: Db, session: SessionServices) {
  const app = new Hono<AuthEnv>();
  const current = (c: Context<AuthEnv>) => findUserById(db, c.get('user').id);

  app.get('/me', async (c) => {
    const user = await current(c);
    return user ? ok(c, userToWire(user)) : fail(c, 401, M.sessionTimeout);
  });

  app.post('/me', async (c) => {
    const parsed = ProfileSchema.safeParse(await jsonObjectBody(c));
    if (!parsed.success) return fail(c, 400, firstMessage(parsed.error));
    const updated = await updateProfile(db, c.get('user').id, c.get('session').actor, parsed.data, session.now());
    return updated ? ok(c, userToWire(updated)) : fail(c, 409, M.emailTaken);
  });

  // The password is the customer's own: a staff user acting for them cannot set or change it.
  app.post('/password', async (c) => {
    if (c.get('session').actor) return fail(c, 403, STAFF_MESSAGES.notAuthorized);
    const parsed = ChangePasswordSchema.safeParse(await jsonObjectBody(c));
    if (!parsed.success) return fail(c, 400, firstMessage(parsed.error, M.passwordRule));
    const user = await current(c);
    if (!user) return fail(c, 401, M.sessionTimeout);
    if (user.password_hash !== null) {
      // A wrong guess is counted before the (slow) comparison and given back when the password is right.
      const taken = await session.limiter.take([{ bucket: 'password_check', key: String(user.id), rules: PASSWORD_CHECKS }]);
      if (!taken.ok) return tooMany(c, taken.retryAfter);
      const given = parsed.data.currentPassword ?? '';
      if (!given || !(await passwordMatches(given, user.password_hash))) return fail(c, 400, M.wrongPassword);
      await taken.giveBack();
    }
    await setPasswordHash(db, user.id, await hashPassword(parsed.data.newPassword), session.now().toISOString());
    return ok(c, true);
  });

  // The token carries the session's sign-in time, so the session it starts cannot outlive this one; a
  // staff user acting for the customer cannot make one (it would be the customer's own session).
  app.post('/app-login-token', async (c) => {
    const { actor, authTime } = c.get('session');
    if (actor) return fail(c, 403, STAFF_MESSAGES.notAuthorized);
    return ok(c, await session.appLogin.issue(c.get('user').id, new Date(authTime * 1000).toISOString()));
  });

  return app;
}
