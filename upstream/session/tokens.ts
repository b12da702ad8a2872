import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Db } from '../db/open.ts';

export type Role = 'customer' | 'franchise' | 'assistant' | 'admin' | 'adviser' | 'editor';

/** Access tokens live 15 minutes; the refresh token (opaque, rotated) keeps the session going. */
export const ACCESS_TOKEN_SECONDS = 15 * 60;
const ISSUER = 'purba-pharmacy-upstream';

/**
 * The signing key: AUTH_SECRET when configured (at least 32 characters), otherwise a random key made on
 * first start and kept in the database, so that local tokens survive a restart and no secret is in
 * the repository.
 */
export async function authSecret(db: Db, configured?: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  // Two processes starting at once on one PostgreSQL: the first key written is the one both use.
  await db
    .insertInto('meta')
    .values({ key: 'auth_secret', value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('meta').select('value').where('key', '=', 'auth_secret').executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64url');
}

/** Who acts for the customer a delegated token is for (OAuth token exchange's `act` claim, RFC 8693 §4.1). */
export interface ActorClaims {
  userId: number;
  role: Role;
}

export interface AccessClaims {
  userId: number;
  role: Role;
  /** When the session signed in (epoch seconds, OpenID's `auth_time`): staff sessions end 3 hours after it. */
  authTime: number;
  /** Present on a delegated token: the staff user acting for the customer `userId`. */
  actor?: ActorClaims | undefined;
  /** The session's refresh-token family (`sid`): a staff user's delegated sessions hang on it. */
  sessionId?: string | undefined;
}

export interface TokenService {
  /** An access token for ACCESS_TOKEN_SECONDS, or less when `notAfter` (epoch seconds) comes first. */
  issueAccess(claims: AccessClaims, notAfter?: number): Promise<{ token: string; expiresIn: number }>;
  /** The claims of a valid, unexpired token signed here; null for anything else. */
  verifyAccess(token: string): Promise<AccessClaims | null>;
}

const isRole = (value: unknown): value is Role =>
  value === 'customer' || value === 'franchise' || value === 'assistant' || value === 'admin' || value === 'adviser' || value === 'editor';

export function tokenService(secret: Uint8Array, now: () => Date = () => new Date()): TokenService {
  return {
    async issueAccess({ userId, role, authTime, actor, sessionId }, notAfter) {
      const issuedAt = Math.floor(now().getTime() / 1000);
      const expires = Math.min(issuedAt + ACCESS_TOKEN_SECONDS, notAfter ?? Number.POSITIVE_INFINITY);
      const claims = {
        role,
        auth_time: authTime,
        ...(sessionId ? { sid: sessionId } : {}),
        ...(actor ? { act: { sub: String(actor.userId), role: actor.role } } : {}),
      };
      const token = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expires)
        .sign(secret);
      return { token, expiresIn: Math.max(expires - issuedAt, 0) };
    },
    async verifyAccess(token) {
      try {
        const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'], currentDate: now() });
        const userId = Number(payload.sub);
        const role = payload['role'];
        // Tokens from before auth_time existed count from their issue (at most 15 minutes earlier).
        const authTime = typeof payload['auth_time'] === 'number' ? payload['auth_time'] : payload.iat;
        if (!Number.isInteger(userId) || !isRole(role) || typeof authTime !== 'number') return null;
        const sessionId = typeof payload['sid'] === 'string' ? payload['sid'] : undefined;
        const act = payload['act'] as { sub?: unknown; role?: unknown } | undefined;
        if (act === undefined) return { userId, role, authTime, sessionId };
        const actorId = Number(act.sub);
        if (!Number.isInteger(actorId) || !isRole(act.role)) return null;
        return { userId, role, authTime, sessionId, actor: { userId: actorId, role: act.role } };
      } catch {
        return null;
      }
    },
  };
}
