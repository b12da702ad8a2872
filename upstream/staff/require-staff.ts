import type { Context, MiddlewareHandler } from 'hono';
import { ACCOUNT_MESSAGES } from '../../domain/account-messages.ts';
import { STAFF_MESSAGES } from '../../domain/staff-messages.ts';
import type { Db } from '../db/open.ts';
import { fail } from '../http/envelope.ts';
import { tokenOf, tokenUsers } from '../session/require-user.ts';
import type { AccessClaims, TokenService } from '../session/tokens.ts';
import { isStaffRole, type StaffRole } from './acting.ts';
import { activeStaff, type StaffUser } from './staff-user.ts';

export type StaffEnv = { Variables: { staff: StaffUser; clientAddress: string } };

export interface StaffAuthDeps {
  db: Db;
  tokens: TokenService;
  now: () => Date;
  clientAddress: (c: Parameters<MiddlewareHandler>[0]) => string;
}

/**
 * Lets a request through only with a staff user's own access token (never a customer's, never a
 * delegated one: a staff operation is done as the staff user), of a role in `roles`, the user and the
 * shop not blocked, and a franchise or assistant session within its 3 hours: 401 'Session Time Out
 * Please Login!' when the session is over, 403 'User Blocked…' when blocked, 403 'not authorized'
 * for any other role (a customer's token never reaches a staff operation).
 */
export function requireStaff(deps: StaffAuthDeps, roles: readonly StaffRole[]): MiddlewareHandler<StaffEnv> {
  return async (c, next) => {
    const token = tokenOf(c.req.raw);
    const claims = token ? await deps.tokens.verifyAccess(token) : null;
    if (!claims) return fail(c, 401, ACCOUNT_MESSAGES.sessionTimeout);
    if (claims.actor) return fail(c, 403, STAFF_MESSAGES.notAuthorized);
    const found = await ownStaff(deps, c, claims);
    if (found instanceof Response) return found;
    if (!roles.includes(found.role)) return fail(c, 403, STAFF_MESSAGES.notAuthorized);
    c.set('staff', found);
    c.set('clientAddress', deps.clientAddress(c));
    return next();
  };
}

/** The staff user of an own (not delegated) token, or the refusal requireStaff answers with. */
async function ownStaff(deps: StaffAuthDeps, c: Context, claims: AccessClaims): Promise<StaffUser | Response> {
  const found = await activeStaff(deps.db, claims.userId, claims.authTime, deps.now);
  if (found.status === 'blocked') return fail(c, 403, ACCOUNT_MESSAGES.userBlocked);
  if (found.status === 'none') {
    // A customer's own token: not a session that is over, a door that is not theirs.
    const row = await deps.db.selectFrom('users').select('role').where('id', '=', claims.userId).executeTakeFirst();
    return row && !isStaffRole(row.role) ? fail(c, 403, STAFF_MESSAGES.notAuthorized) : fail(c, 401, ACCOUNT_MESSAGES.sessionTimeout);
  }
  return { ...found.user, sessionId: claims.sessionId ?? null };
}

/** A staff user at work, with their own token or acting for `actingFor` (a customer's cus_sid) with a delegated one. */
export interface StaffCaller {
  role: StaffRole;
  actingFor: string | null;
}
export type StaffCallerEnv = { Variables: { caller: StaffCaller } };

/**
 * Lets a request through with a staff user's own token (as requireStaff, any staff role) or with a
 * delegated token (a staff user acting for a customer they may act for, checked as the customer's
 * services check it): for staff tools that need no customer but serve one too (issue 16: a product's
 * cheaper alternatives). A customer's own token is 403 'not authorized'; no token, a bad one or a
 * session that is over 401 'Session Time Out Please Login!'; a blocked user 403 'User Blocked…'.
 */
export function requireStaffOrActing(deps: StaffAuthDeps): MiddlewareHandler<StaffCallerEnv> {
  const userOf = tokenUsers(deps);
  return async (c, next) => {
    const token = tokenOf(c.req.raw);
    const claims = token ? await deps.tokens.verifyAccess(token) : null;
    if (!token || !claims) return fail(c, 401, ACCOUNT_MESSAGES.sessionTimeout);
    if (claims.actor) {
      const found = await userOf(token, deps.clientAddress(c));
      if (found.status === 'blocked') return fail(c, 403, ACCOUNT_MESSAGES.userBlocked);
      if (found.status !== 'ok' || !found.session.actor) return fail(c, 401, ACCOUNT_MESSAGES.sessionTimeout);
      c.set('caller', { role: found.session.actor.role, actingFor: found.user.cusSid });
      return next();
    }
    const staff = await ownStaff(deps, c, claims);
    if (staff instanceof Response) return staff;
    // An editor publishes content (issue 18): no staff tool that serves a customer is theirs.
    if (staff.role === 'editor') return fail(c, 403, STAFF_MESSAGES.notAuthorized);
    c.set('caller', { role: staff.role, actingFor: null });
    return next();
  };
}
