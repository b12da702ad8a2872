import { z } from 'zod';
import type { Db } from '../db/open.ts';
import { STAFF_ROLES } from '../staff/acting.ts';
import { hashOpaqueToken, newOpaqueToken } from './opaque-token.ts';

/**
 * The mobile app hands the browser a session through /appLoginToken?token=...: 2 minutes, once. The
 * customer's app and the staff app share the page; each redeems only its own kind of user's tokens, so
 * the page can ask one then the other without the wrong one using the token up.
 */
export const APP_LOGIN_TOKEN_SECONDS = 2 * 60;

/** The body of both exchanges (/api/users/app-login, /api/staff/app-login). */
export const AppLoginSchema = z.object({ appToken: z.string().min(1).max(200) });

export function appLoginTokenStore(db: Db, now: () => Date) {
  return {
    /** A token for `userId`'s session that signed in at `authTime` (ISO): the session it starts keeps that clock. */
    async issue(userId: number, authTime: string): Promise<{ appToken: string; expiresIn: number }> {
      const { token, hash } = newOpaqueToken();
      const created = now();
      const expires = new Date(created.getTime() + APP_LOGIN_TOKEN_SECONDS * 1000).toISOString();
      await db
        .insertInto('app_login_tokens')
        .values({ token_hash: hash, user_id: userId, created_at: created.toISOString(), expires_at: expires, auth_time: authTime })
        .execute();
      return { appToken: token, expiresIn: APP_LOGIN_TOKEN_SECONDS };
    },
    /**
     * The user the token was made for and the sign-in time of the session that made it, using it up (a
     * conditional update: of two at once, one); null when unknown, expired, already used or made for
     * the other kind of user (then it stays usable).
     */
    async redeem(appToken: string, kind: 'customer' | 'staff'): Promise<{ userId: number; authTime: string } | null> {
      const at = now().toISOString();
      const users = db.selectFrom('users').select('users.id');
      const used = await db
        .updateTable('app_login_tokens')
        .set({ used_at: at })
        .where('token_hash', '=', hashOpaqueToken(appToken))
        .where('used_at', 'is', null)
        .where('expires_at', '>', at)
        .where('user_id', 'in', kind === 'customer' ? users.where('users.role', '=', 'customer') : users.where('users.role', 'in', STAFF_ROLES))
        .returning(['user_id', 'auth_time', 'created_at'])
        .executeTakeFirst();
      // A token from before auth_time was kept (migration 0005) counts from its own making.
      return used ? { userId: used.user_id, authTime: used.auth_time ?? used.created_at } : null;
    },
  };
}
export type AppLoginTokenStore = ReturnType<typeof appLoginTokenStore>;
