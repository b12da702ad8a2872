import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { Db } from '../db/open.ts';
import { type UserRow, userToWire } from '../repositories/users.ts';
import type { SmsSender } from '../sms/sender.ts';
import { appLoginTokenStore } from './app-login-tokens.ts';
import { otpService } from './otp.ts';
import { rateLimiter } from './rate-limit.ts';
import { refreshTokenStore } from './refresh-tokens.ts';
import type { TokenService } from './tokens.ts';

/** Franchise and assistant sessions end 3 hours after sign-in, whatever the refreshes (storefront.md §4). */
export const STAFF_SESSION_SECONDS = 3 * 3600;
const SHORT_SESSION_ROLES: ReadonlySet<string> = new Set(['franchise', 'assistant']);

export interface SessionDeps {
  secret: Uint8Array;
  tokens: TokenService;
  sms: SmsSender;
  now: () => Date;
}

/** Everything sign-in needs, built once per upstream app. */
export function sessionServices(db: Db, { secret, tokens, sms, now }: SessionDeps) {
  const limiter = rateLimiter(db, now);
  const refresh = refreshTokenStore(db, now);
  return {
    now,
    limiter,
    otp: otpService(db, secret, sms, limiter, now),
    refresh,
    appLogin: appLoginTokenStore(db, now),
    /** A new session for `user`: an access token and a refresh token (in `familyId`, or a new family). */
    async start(user: UserRow, refreshToken: string = refresh.issue(user.id)) {
      const access = await tokens.issueAccess({ userId: user.id, role: user.role });
      return { accessToken: access.token, expiresIn: access.expiresIn, refreshToken, user: userToWire(user) };
    },
    /** Whether a session that began at `startedAt` has outlived its role's limit. */
    outlived(user: UserRow, startedAt: string) {
      return SHORT_SESSION_ROLES.has(user.role) && now().getTime() - Date.parse(startedAt) > STAFF_SESSION_SECONDS * 1000;
    },
  };
}
export type SessionServices = ReturnType<typeof sessionServices>;

/**
 * The customer's address for per-address limits: the gateway's x-forwarded-for, else the socket's.
 * The upstream is reached only by the gateway (design.md decision 3), so the header is trusted.
 */
export function requesterOf(c: Context): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return forwarded.slice(0, 64);
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
