import { legacy } from '../db/database.ts';
import type { Db } from '../db/open.ts';
import { hashOpaqueToken, newOpaqueToken } from './opaque-token.ts';

/** The mobile app hands the browser a session through /appLoginToken?token=...: 2 minutes, once. */
export const APP_LOGIN_TOKEN_SECONDS = 2 * 60;

export function appLoginTokenStore(db: Db, now: () => Date) {
  const insert = legacy(db).prepare<[string, number, string, string]>(
    'INSERT INTO app_login_tokens (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
  );
  const use = legacy(db).prepare<[string, string, string], { user_id: number }>(
    'UPDATE app_login_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ? RETURNING user_id',
  );
  return {
    issue(userId: number): { appToken: string; expiresIn: number } {
      const { token, hash } = newOpaqueToken();
      const created = now();
      insert.run(hash, userId, created.toISOString(), new Date(created.getTime() + APP_LOGIN_TOKEN_SECONDS * 1000).toISOString());
      return { appToken: token, expiresIn: APP_LOGIN_TOKEN_SECONDS };
    },
    /** The user the token was made for, using it up; null when unknown, expired or already used. */
    redeem(appToken: string): number | null {
      const at = now().toISOString();
      return use.get(at, hashOpaqueToken(appToken), at)?.user_id ?? null;
    },
  };
}
export type AppLoginTokenStore = ReturnType<typeof appLoginTokenStore>;
