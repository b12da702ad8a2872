import type { Context } from 'hono';
import type { Db } from '../db/open.ts';
import type { SmsSender } from '../sms/sender.ts';
import { appLoginTokenStore } from './app-login-tokens.ts';
import { clientAddressOf } from './client-address.ts';
import { otpService } from './otp.ts';
import { rateLimiter } from './rate-limit.ts';
import { refreshTokenStore } from './refresh-tokens.ts';
import type { UserRow } from './repository.ts';
import type { TokenService } from './tokens.ts';
import { userToWire } from './wire.ts';

/** Franchise and assistant sessions end 3 hours after sign-in, whatever the refreshes (storefront.md §4). */
export const STAFF_SESSION_SECONDS = 3 * 3600;
const SHORT_SESSION_ROLES: ReadonlySet<string> = new Set(['franchise', 'assistant']);

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
  return {
    now,
    limiter,
    otp: otpService(db, secret, sms, limiter, now),
    refresh,
    appLogin: appLoginTokenStore(db, now),
    /** The customer's address for per-address limits (client-address.ts). */
    clientAddress: (c: Context) => clientAddressOf(c, gatewaySecret),
    /** A new session for `user`: an access token and a refresh token (`rotated`, the next of its family, or a new family). */
    async start(user: UserRow, rotated?: string) {
      const refreshToken = rotated ?? (await refresh.issue(user.id));
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
