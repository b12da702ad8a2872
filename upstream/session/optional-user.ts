import type { MiddlewareHandler } from 'hono';
import { ACCOUNT_MESSAGES } from '../../domain/account-messages.ts';
import type { Db } from '../db/open.ts';
import { fail } from '../http/envelope.ts';
import { type AuthUser, tokenOf, tokenUsers } from './require-user.ts';
import type { TokenService } from './tokens.ts';

export type MaybeUserEnv = { Variables: { user: AuthUser | null } };

/**
 * The cart service's guard (storefront.md §7: "most cart calls send a header with the user login
 * token"): no token is a guest; a valid token is the customer; a token that has expired or is unknown
 * is the spec's cart answer `code 500` with `meta.expireToken` (§8: the client refreshes its token),
 * and a blocked user is 403.
 */
export function optionalUser(db: Db, tokens: TokenService): MiddlewareHandler<MaybeUserEnv> {
  const userOf = tokenUsers(db, tokens);
  return async (c, next) => {
    const token = tokenOf(c.req.raw);
    if (!token) {
      c.set('user', null);
      return next();
    }
    const found = await userOf(token);
    if (found.status === 'none') return fail(c, 500, ACCOUNT_MESSAGES.sessionTimeout, { expireToken: true });
    if (found.status === 'blocked') return fail(c, 403, ACCOUNT_MESSAGES.userBlocked);
    c.set('user', found.user);
    return next();
  };
}
