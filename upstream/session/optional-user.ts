import type { MiddlewareHandler } from 'hono';
import { ACCOUNT_MESSAGES } from '../../domain/account-messages.ts';
import { STAFF_MESSAGES } from '../../domain/staff-messages.ts';
import { fail } from '../http/envelope.ts';
import { type AuthDeps, type AuthSession, type AuthUser, tokenOf, tokenUsers } from './require-user.ts';

export type MaybeUserEnv = { Variables: { user: AuthUser | null; session: AuthSession | null } };

/**
 * The cart service's guard (storefront.md §7: "most cart calls send a header with the user login
 * token"): no token is a guest; a valid token is the customer; a token that has expired or is unknown
 * is the spec's cart answer `code 500` with `meta.expireToken` (§8: the client refreshes its token),
 * a blocked user is 403, and so is a staff user's own token (a staff user works on a customer's cart
 * with a delegated token, never on a cart of their own).
 */
export function optionalUser(deps: AuthDeps): MiddlewareHandler<MaybeUserEnv> {
  const userOf = tokenUsers(deps);
  return async (c, next) => {
    const token = tokenOf(c.req.raw);
    if (!token) {
      c.set('user', null);
      c.set('session', null);
      return next();
    }
    const found = await userOf(token, deps.clientAddress(c));
    if (found.status === 'none') return fail(c, 500, ACCOUNT_MESSAGES.sessionTimeout, { expireToken: true });
    if (found.status === 'blocked') return fail(c, 403, ACCOUNT_MESSAGES.userBlocked);
    if (found.status === 'forbidden') return fail(c, 403, STAFF_MESSAGES.notAuthorized);
    c.set('user', found.user);
    c.set('session', found.session);
    return next();
  };
}
