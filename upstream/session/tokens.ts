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

export interface AccessClaims {
  userId: number;
  role: Role;
}

export interface TokenService {
  issueAccess(claims: AccessClaims): Promise<{ token: string; expiresIn: number }>;
  /** The claims of a valid, unexpired token signed here; null for anything else. */
  verifyAccess(token: string): Promise<AccessClaims | null>;
}

export function tokenService(secret: Uint8Array, now: () => Date = () => new Date()): TokenService {
  return {
    async issueAccess({ userId, role }) {
      const issuedAt = Math.floor(now().getTime() / 1000);
      const token = await new SignJWT({ role })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ACCESS_TOKEN_SECONDS)
        .sign(secret);
      return { token, expiresIn: ACCESS_TOKEN_SECONDS };
    },
    async verifyAccess(token) {
      try {
        const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'], currentDate: now() });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || typeof payload['role'] !== 'string') return null;
        return { userId, role: payload['role'] as Role };
      } catch {
        return null;
      }
    },
  };
}
