import type { MiddlewareHandler } from 'hono';
import { ACCOUNT_MESSAGES } from '../../domain/account-messages.ts';
import type { Db } from '../db/open.ts';
import { fail } from '../http/envelope.ts';
import type { Role, TokenService } from './tokens.ts';

/** The signed-in user, as routes behind requireUser see it (c.get('user')). */
export interface AuthUser {
  id: number;
  cusSid: string;
  mobile: string;
  name: string | null;
  email: string | null;
  role: Role;
  warehouseId: string;
  walletEnabled: boolean;
}

export type AuthEnv = { Variables: { user: AuthUser } };

/** The token of a request: the x-access-token header (storefront.md §7), a Bearer header, or ?token=. */
export function tokenOf(request: Request): string | null {
  const header = request.headers.get('x-access-token');
  if (header) return header;
  const bearer = request.headers.get('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (bearer) return bearer;
  return new URL(request.url).searchParams.get('token') || null;
}

/**
 * Who an access token belongs to, read from the users table on every request (the role in the token is
 * not trusted): a user, a blocked user, or nobody (no such user, or a token that is expired, tampered
 * or signed elsewhere). Shared by requireUser and the cart's optionalUser.
 */
export function tokenUsers(db: Db, tokens: TokenService) {
  return async (token: string): Promise<{ status: 'none' } | { status: 'blocked' } | { status: 'ok'; user: AuthUser }> => {
    const claims = await tokens.verifyAccess(token);
    const row = claims
      ? await db
          .selectFrom('users')
          .select(['id', 'cus_sid', 'mobile', 'name', 'email', 'role', 'blocked', 'warehouse_id', 'wallet_enabled'])
          .where('id', '=', claims.userId)
          .executeTakeFirst()
      : undefined;
    if (!row) return { status: 'none' };
    if (row.blocked === 1) return { status: 'blocked' };
    return {
      status: 'ok',
      user: {
        id: row.id,
        cusSid: row.cus_sid,
        mobile: row.mobile,
        name: row.name,
        email: row.email,
        role: row.role,
        warehouseId: row.warehouse_id,
        walletEnabled: row.wallet_enabled === 1,
      },
    };
  };
}

/**
 * Lets a request through only with a valid access token of an existing user who is not blocked:
 * 401 'Session Time Out Please Login!' otherwise (the client refreshes or signs out), 403 for a
 * blocked user.
 */
export function requireUser(db: Db, tokens: TokenService): MiddlewareHandler<AuthEnv> {
  const userOf = tokenUsers(db, tokens);
  return async (c, next) => {
    const token = tokenOf(c.req.raw);
    const found = token ? await userOf(token) : { status: 'none' as const };
    if (found.status === 'none') return fail(c, 401, ACCOUNT_MESSAGES.sessionTimeout);
    if (found.status === 'blocked') return fail(c, 403, ACCOUNT_MESSAGES.userBlocked);
    c.set('user', found.user);
    return next();
  };
}
