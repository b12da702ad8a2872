import type { MiddlewareHandler } from 'hono';
import { ACCOUNT_MESSAGES } from '../../domain/account-messages.ts';
import { STAFF_MESSAGES } from '../../domain/staff-messages.ts';
import type { Db } from '../db/open.ts';
import { fail } from '../http/envelope.ts';
import { tokenOf } from '../session/require-user.ts';
import type { TokenService } from '../session/tokens.ts';
import type { StaffRole } from './acting.ts';
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
    const found = await activeStaff(deps.db, claims.userId, claims.authTime, deps.now);
    if (found.status === 'blocked') return fail(c, 403, ACCOUNT_MESSAGES.userBlocked);
    if (found.status === 'none') {
      // A customer's (or an editor's) own token: not a session that is over, a door that is not theirs.
      const row = await deps.db.selectFrom('users').select('role').where('id', '=', claims.userId).executeTakeFirst();
      return row && row.role !== 'franchise' && row.role !== 'assistant' && row.role !== 'admin' && row.role !== 'adviser'
        ? fail(c, 403, STAFF_MESSAGES.notAuthorized)
        : fail(c, 401, ACCOUNT_MESSAGES.sessionTimeout);
    }
    if (!roles.includes(found.user.role)) return fail(c, 403, STAFF_MESSAGES.notAuthorized);
    c.set('staff', { ...found.user, sessionId: claims.sessionId ?? null });
    c.set('clientAddress', deps.clientAddress(c));
    return next();
  };
}
