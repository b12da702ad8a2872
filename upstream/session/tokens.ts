import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { legacy } from '../db/database.ts';
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
export function authSecret(db: Db, configured?: string): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  const row = legacy(db).prepare<[], { value: string }>("SELECT value FROM meta WHERE key = 'auth_secret'").get();
  if (row) return Buffer.from(row.value, 'base64url');
  const secret = randomBytes(32);
  legacy(db).prepare("INSERT INTO meta (key, value) VALUES ('auth_secret', ?)").run(secret.toString('base64url'));
  return secret;
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
