import type { Context } from 'hono';
import type { Db } from '../db/open.ts';
import type { SmsSender } from '../sms/sender.ts';
import { sessionDeadline } from '../staff/acting.ts';
import { appLoginTokenStore } from './app-login-tokens.ts';
import { clientAddressOf } from './client-address.ts';
import { otpService } from './otp.ts';
import { rateLimiter } from './rate-limit.ts';
import { refreshTokenStore } from './refresh-tokens.ts';
import { findUserById, type UserRow } from './repository.ts';
import type { ActorClaims, TokenService } from './tokens.ts';
import { userToWire } from './wire.ts';

export interface SessionDeps {
  secret: Uint8Array;
  tokens: TokenService;
  sms: SmsSender;
  now: () => Date;
  /** GATEWAY_SECRET: a forwarded customer address is believed only from a caller that sends it. */
  gatewaySecret?: string | undefined;
}

/** Everything sign-in needs, built once per upstream app. */
export function sessionServices(db: Db, { secret, tokens, sms, now, gatewaySecret }: SessionDeps) {
  const limiter = rateLimiter(db, now);
  const refresh = refreshTokenStore(db, now);
  const appLogin = appLoginTokenStore(db, now);
  /** Whether a session that signed in at `authTime` (ISO) has outlived its role's limit. */
  const outlived = (user: UserRow, authTime: string) => {
    const endsAt = sessionDeadline(user.role, Math.floor(Date.parse(authTime) / 1000));
    return endsAt !== undefined && now().getTime() / 1000 >= endsAt;
  };
  return {
    now,
    limiter,
    otp: otpService(db, secret, sms, limiter, now),
    refresh,
    appLogin,
    /** The customer's address for per-address limits (client-address.ts). */
    clientAddress: (c: Context) => clientAddressOf(c, gatewaySecret),
    /**
     * A session for `user`: an access token and a refresh token, the next of a family (`from.refreshToken`,
     * a refresh) or a new family. The session counts from `from.authTime` (a refresh, an app login token
     * made by a session) or from now (a sign-in); a franchise or assistant session's access token never
     * outlives its 3 hours, and `sessionEndsAt` says when they end.
     */
    async start(user: UserRow, from: { refreshToken?: string; familyId?: string; authTime?: string; actor?: ActorClaims } = {}) {
      const authTime = from.authTime ?? now().toISOString();
      const family = from.refreshToken && from.familyId ? { token: from.refreshToken, familyId: from.familyId } : await refresh.issue(user.id, authTime);
      const authSeconds = Math.floor(Date.parse(authTime) / 1000);
      // A delegated session ends with the staff session it belongs to.
      const endsAt = sessionDeadline(from.actor?.role ?? user.role, authSeconds);
      const claims = { userId: user.id, role: user.role, authTime: authSeconds, sessionId: family.familyId, actor: from.actor };
      const access = await tokens.issueAccess(claims, endsAt);
      return {
        accessToken: access.token,
        expiresIn: access.expiresIn,
        refreshToken: family.token,
        user: userToWire(user),
        sessionEndsAt: endsAt === undefined ? null : new Date(endsAt * 1000).toISOString(),
      };
    },
    outlived,
    /**
     * /appLoginToken: the user of `kind` the token was made for and the sign-in time of the session that
     * made it, using the token up; null when unknown, used, expired, the other kind's, or made by a
     * session that has ended since (the customer's and the staff exchange answer alike).
     */
    async redeemAppLogin(appToken: string, kind: 'customer' | 'staff'): Promise<{ user: UserRow; authTime: string } | null> {
      const redeemed = await appLogin.redeem(appToken, kind);
      const user = redeemed === null ? undefined : await findUserById(db, redeemed.userId);
      return user && redeemed && !outlived(user, redeemed.authTime) ? { user, authTime: redeemed.authTime } : null;
    },
  };
}
export type SessionServices = ReturnType<typeof sessionServices>;
