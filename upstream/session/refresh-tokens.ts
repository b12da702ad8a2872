import { randomUUID } from 'node:crypto';
import { legacy } from '../db/database.ts';
import type { Db } from '../db/open.ts';
import { hashOpaqueToken, newOpaqueToken } from './opaque-token.ts';

/** A refresh token lives 30 days from its issue; each use replaces it with a new one. */
export const REFRESH_TOKEN_SECONDS = 30 * 86_400;

interface RefreshRow {
  user_id: number;
  family_id: string;
  expires_at: string;
  revoked_at: string | null;
}

export type RotateResult =
  | { ok: true; userId: number; familyId: string; familyStartedAt: string; refreshToken: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'reused' };

/**
 * Opaque refresh tokens, stored as SHA-256 hashes, in families: a sign-in starts a family, every
 * refresh revokes the presented token and issues the next one in the same family. A token presented
 * again after it was rotated means two parties hold the family (a stolen copy): the whole family is
 * revoked, so both must sign in again.
 */
export function refreshTokenStore(db: Db, now: () => Date) {
  const insert = legacy(db).prepare<[string, number, string, string, string]>(
    'INSERT INTO refresh_tokens (token_hash, user_id, family_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
  );
  const byHash = legacy(db).prepare<[string], RefreshRow>('SELECT user_id, family_id, expires_at, revoked_at FROM refresh_tokens WHERE token_hash = ?');
  const revokeOne = legacy(db).prepare<[string, string, string]>(
    'UPDATE refresh_tokens SET revoked_at = ?, replaced_by = ? WHERE token_hash = ? AND revoked_at IS NULL',
  );
  const revokeFamilyStmt = legacy(db).prepare<[string, string]>('UPDATE refresh_tokens SET revoked_at = ? WHERE family_id = ? AND revoked_at IS NULL');
  const familyStart = legacy(db).prepare<[string], { started: string }>('SELECT MIN(created_at) AS started FROM refresh_tokens WHERE family_id = ?');

  function issue(userId: number, familyId: string = randomUUID()): string {
    const { token, hash } = newOpaqueToken();
    const created = now();
    insert.run(hash, userId, familyId, created.toISOString(), new Date(created.getTime() + REFRESH_TOKEN_SECONDS * 1000).toISOString());
    return token;
  }

  const revokeFamily = (familyId: string) => {
    revokeFamilyStmt.run(now().toISOString(), familyId);
  };

  const rotate = legacy(db).transaction((presented: string): RotateResult => {
    const hash = hashOpaqueToken(presented);
    const row = byHash.get(hash);
    if (!row) return { ok: false, reason: 'unknown' };
    if (row.revoked_at !== null) {
      revokeFamily(row.family_id);
      return { ok: false, reason: 'reused' };
    }
    if (row.expires_at <= now().toISOString()) return { ok: false, reason: 'expired' };
    const { token, hash: nextHash } = newOpaqueToken();
    revokeOne.run(now().toISOString(), nextHash, hash);
    const created = now();
    insert.run(nextHash, row.user_id, row.family_id, created.toISOString(), new Date(created.getTime() + REFRESH_TOKEN_SECONDS * 1000).toISOString());
    const started = familyStart.get(row.family_id)?.started ?? created.toISOString();
    return { ok: true, userId: row.user_id, familyId: row.family_id, familyStartedAt: started, refreshToken: token };
  });

  return {
    /** Starts a family (a sign-in). */
    issue,
    rotate: (presented: string) => rotate(presented),
    revokeFamily,
    /** Logout: the family of this token stops working; an unknown token changes nothing. */
    revokeFamilyOf(presented: string) {
      const row = byHash.get(hashOpaqueToken(presented));
      if (row) revokeFamily(row.family_id);
    },
  };
}
export type RefreshTokenStore = ReturnType<typeof refreshTokenStore>;
