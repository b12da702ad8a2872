import type { Context, MiddlewareHandler } from 'hono';
import { type Selectable, sql } from 'kysely';
import { ACCOUNT_MESSAGES } from '../../domain/account-messages.ts';
import { STAFF_MESSAGES } from '../../domain/staff-messages.ts';
import type { Db } from '../db/open.ts';
import type { UsersTable } from '../db/tables.ts';
import { fail } from '../http/envelope.ts';
import { type Actor, mayActForCustomer, onAdviserCall, shopOfCustomer } from '../staff/acting.ts';
import { staffStatus } from '../staff/staff-user.ts';
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

/** The request's session: when it signed in (epoch seconds) and, on a delegated token, who acts. */
export interface AuthSession {
  authTime: number;
  /** The staff user acting for the customer (a delegated token); null when the customer acts. */
  actor: Actor | null;
}

export type AuthEnv = { Variables: { user: AuthUser; session: AuthSession } };

/** What a customer service needs to read a request's token. */
export interface AuthDeps {
  db: Db;
  tokens: TokenService;
  now: () => Date;
  /** The browser's address (./client-address.ts), recorded with what a staff user writes. */
  clientAddress: (c: Context) => string;
}

/** The token of a request: the x-access-token header (storefront.md §7), a Bearer header, or ?token=. */
export function tokenOf(request: Request): string | null {
  const header = request.headers.get('x-access-token');
  if (header) return header;
  const bearer = request.headers.get('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (bearer) return bearer;
  return new URL(request.url).searchParams.get('token') || null;
}

export type TokenUser =
  | { status: 'none' }
  | { status: 'blocked' }
  /** A staff user's own token on a customer's service: staff act for a customer by a delegated token. */
  | { status: 'forbidden' }
  | { status: 'ok'; user: AuthUser; session: AuthSession };

const USER_COLUMNS = ['id', 'cus_sid', 'mobile', 'name', 'email', 'role', 'blocked', 'warehouse_id', 'wallet_enabled'] as const;
type UserColumns = Pick<Selectable<UsersTable>, (typeof USER_COLUMNS)[number]>;

const authUserOf = (row: UserColumns): AuthUser => ({
  id: row.id,
  cusSid: row.cus_sid,
  mobile: row.mobile,
  name: row.name,
  email: row.email,
  role: row.role,
  warehouseId: row.warehouse_id,
  walletEnabled: row.wallet_enabled === 1,
});

/**
 * Who an access token is for, read from the users table on every request (the role in the token is
 * not trusted): a customer, with their own token or with a staff user's delegated one; a blocked user;
 * a staff user's own token (forbidden here); or nobody (no such user, or a token that is expired,
 * tampered or signed elsewhere). A delegated token is checked again on every call: the staff user is
 * still staff, not blocked, their shop not blocked, their session within its 3 hours, and the customer
 * still one they may act for (else nobody: the client asks for a new token, which is refused as not
 * found). Shared by requireUser and the cart's optionalUser.
 *
 * A delegated token costs one query, as the customer's own does: the staff user, their shop, the
 * customer and the shop the customer belongs to are read together (upstream/staff/acting.ts
 * shopOfCustomer), then judged in the order the separate reads were (staff-user.ts staffStatus, the
 * token's role, the customer, mayActForCustomer).
 */
export function tokenUsers({ db, tokens, now }: Pick<AuthDeps, 'db' | 'tokens' | 'now'>) {
  const userRow = (id: number) => db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst();
  // An adviser's open call with the customer is read only for an adviser's token (the rule needs it for no one else).
  const actingRow = (staffId: number, customerId: number, adviser: boolean) =>
    db
      .selectFrom('users as staff')
      .leftJoin('franchises as shop', 'shop.id', 'staff.franchise_id')
      .leftJoin('users as customer', (join) => join.on('customer.id', '=', customerId))
      .select([
        'staff.id',
        'staff.role',
        'staff.name',
        'staff.email',
        'staff.mobile',
        'staff.subrole',
        'staff.blocked',
        'staff.franchise_id',
        'shop.blocked as shop_blocked',
        'customer.id as customer_id',
        'customer.cus_sid as customer_cus_sid',
        'customer.mobile as customer_mobile',
        'customer.name as customer_name',
        'customer.email as customer_email',
        'customer.role as customer_role',
        'customer.blocked as customer_blocked',
        'customer.warehouse_id as customer_warehouse_id',
        'customer.wallet_enabled as customer_wallet_enabled',
        shopOfCustomer('customer').as('customer_shop_id'),
        (adviser ? sql<number>`CASE WHEN ${onAdviserCall('customer.id', staffId)} THEN 1 ELSE 0 END` : sql<number>`0`).as('on_adviser_call'),
      ])
      .where('staff.id', '=', staffId)
      .executeTakeFirst();
  return async (token: string, clientAddress: string | null): Promise<TokenUser> => {
    const claims = await tokens.verifyAccess(token);
    if (!claims) return { status: 'none' };
    if (!claims.actor) {
      const row = await userRow(claims.userId);
      if (!row) return { status: 'none' };
      if (row.blocked === 1) return { status: 'blocked' };
      if (row.role !== 'customer') return { status: 'forbidden' };
      return { status: 'ok', user: authUserOf(row), session: { authTime: claims.authTime, actor: null } };
    }
    const found = await actingRow(claims.actor.userId, claims.userId, claims.actor.role === 'adviser');
    const staff = staffStatus(found, claims.authTime, now);
    if (staff.status !== 'ok') return staff;
    if (staff.user.role !== claims.actor.role) return { status: 'none' };
    if (found?.customer_id == null || found.customer_role !== 'customer') return { status: 'none' };
    const row: UserColumns = {
      id: found.customer_id,
      cus_sid: found.customer_cus_sid as string,
      mobile: found.customer_mobile as string,
      name: found.customer_name,
      email: found.customer_email,
      role: found.customer_role,
      blocked: found.customer_blocked as number,
      warehouse_id: found.customer_warehouse_id as string,
      wallet_enabled: found.customer_wallet_enabled as number,
    };
    if (row.blocked === 1) return { status: 'blocked' };
    const actor: Actor = { userId: staff.user.id, role: staff.user.role, franchiseId: staff.user.franchiseId, clientAddress };
    if (!mayActForCustomer(actor, { role: row.role, shopId: found.customer_shop_id, onAdviserCall: Number(found.on_adviser_call) === 1 }))
      return { status: 'none' };
    return { status: 'ok', user: authUserOf(row), session: { authTime: claims.authTime, actor } };
  };
}

/**
 * Lets a request through only with a valid access token of an existing customer who is not blocked,
 * or a staff user's delegated token for one: 401 'Session Time Out Please Login!' otherwise (the client
 * refreshes or signs out), 403 for a blocked user, 403 'not authorized' for a staff user's own token.
 */
export function requireUser(deps: AuthDeps): MiddlewareHandler<AuthEnv> {
  const userOf = tokenUsers(deps);
  return async (c, next) => {
    const token = tokenOf(c.req.raw);
    const found = token ? await userOf(token, deps.clientAddress(c)) : { status: 'none' as const };
    if (found.status === 'none') return fail(c, 401, ACCOUNT_MESSAGES.sessionTimeout);
    if (found.status === 'blocked') return fail(c, 403, ACCOUNT_MESSAGES.userBlocked);
    if (found.status === 'forbidden') return fail(c, 403, STAFF_MESSAGES.notAuthorized);
    c.set('user', found.user);
    c.set('session', found.session);
    return next();
  };
}
