import { randomUUID } from 'node:crypto';
import type { ExpressionBuilder } from 'kysely';
import { type Db, inTransaction } from '../db/database.ts';
import type { Tables } from '../db/tables.ts';
import { hashOpaqueToken, newOpaqueToken } from './opaque-token.ts';

/** A refresh token lives 30 days from its issue; each use replaces it with a new one. */
export const REFRESH_TOKEN_SECONDS = 30 * 86_400;

export type RotateResult =
  | {
      ok: true;
      userId: number;
      familyId: string;
      authTime: string;
      refreshToken: string;
      /** A delegated session's family: the staff user acting and their own session's family. */
      acting: { actorUserId: number; parentFamilyId: string } | null;
    }
  | { ok: false; reason: 'unknown' | 'expired' | 'reused' };

/**
 * Opaque refresh tokens, stored as SHA-256 hashes, in families: a sign-in starts a family, every
 * refresh revokes the presented token and issues the next one in the same family. A token presented
 * again after it was rotated means two parties hold the family (a stolen copy): the whole family is
 * revoked, so both must sign in again.
 */
export function refreshTokenStore(db: Db, now: () => Date) {
  type Acting = { actorUserId: number; parentFamilyId: string } | null;
  async function insert(within: Db, hash: string, userId: number, familyId: string, authTime: string | null, acting: Acting = null) {
    const created = now();
    const expires = new Date(created.getTime() + REFRESH_TOKEN_SECONDS * 1000).toISOString();
    await within
      .insertInto('refresh_tokens')
      .values({
        token_hash: hash,
        user_id: userId,
        family_id: familyId,
        created_at: created.toISOString(),
        expires_at: expires,
        auth_time: authTime,
        actor_user_id: acting?.actorUserId ?? null,
        parent_family_id: acting?.parentFamilyId ?? null,
      })
      .execute();
  }

  const revokeFamily = async (familyId: string, within: Db = db) => {
    await within
      .updateTable('refresh_tokens')
      .set({ revoked_at: now().toISOString() })
      .where('family_id', '=', familyId)
      .where('revoked_at', 'is', null)
      .execute();
  };

  /**
   * The presented token is revoked by a conditional update before anything else: of two refreshes
   * racing with one token, one revokes it and goes on; the other finds it revoked, which is reuse.
   */
  const rotate = (presented: string) =>
    inTransaction(db, async (tx): Promise<RotateResult> => {
      const hash = hashOpaqueToken(presented);
      const at = now().toISOString();
      const { token, hash: nextHash } = newOpaqueToken();
      const taken = await tx
        .updateTable('refresh_tokens')
        .set({ revoked_at: at, replaced_by: nextHash })
        .where('token_hash', '=', hash)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', at)
        .returning(['user_id', 'family_id', 'auth_time', 'actor_user_id', 'parent_family_id'])
        .executeTakeFirst();
      if (!taken) {
        const row = await tx.selectFrom('refresh_tokens').select(['family_id', 'revoked_at']).where('token_hash', '=', hash).executeTakeFirst();
        if (!row) return { ok: false, reason: 'unknown' };
        if (row.revoked_at === null) return { ok: false, reason: 'expired' };
        await revokeFamily(row.family_id, tx);
        return { ok: false, reason: 'reused' };
      }
      const acting =
        taken.actor_user_id !== null && taken.parent_family_id !== null ? { actorUserId: taken.actor_user_id, parentFamilyId: taken.parent_family_id } : null;
      await insert(tx, nextHash, taken.user_id, taken.family_id, taken.auth_time, acting);
      // A family from before auth_time was kept (migration 0005) counts from its first token.
      const authTime =
        taken.auth_time ??
        (
          await tx
            .selectFrom('refresh_tokens')
            .select((eb) => eb.fn.min('created_at').as('started'))
            .where('family_id', '=', taken.family_id)
            .executeTakeFirstOrThrow()
        ).started;
      return { ok: true, userId: taken.user_id, familyId: taken.family_id, authTime, refreshToken: token, acting };
    });

  return {
    /** Starts a family (a sign-in at `authTime`, or the session an app login token was made by). */
    async issue(userId: number, authTime: string): Promise<{ token: string; familyId: string }> {
      const { token, hash } = newOpaqueToken();
      const familyId = randomUUID();
      await insert(db, hash, userId, familyId, authTime);
      return { token, familyId };
    },
    /**
     * Starts a delegated session's family: the customer `userId`'s, for the staff user `acting.actorUserId`
     * whose own session is the family `acting.parentFamilyId` (signed in at `authTime`).
     */
    async issueActing(userId: number, authTime: string, acting: { actorUserId: number; parentFamilyId: string }): Promise<{ token: string; familyId: string }> {
      const { token, hash } = newOpaqueToken();
      const familyId = randomUUID();
      await insert(db, hash, userId, familyId, authTime, acting);
      return { token, familyId };
    },
    /** Whether the family `familyId` still has a token that may be used (a live staff session). */
    async alive(familyId: string): Promise<boolean> {
      const row = await db
        .selectFrom('refresh_tokens')
        .select('token_hash')
        .where('family_id', '=', familyId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now().toISOString())
        .executeTakeFirst();
      return row !== undefined;
    },
    rotate,
    revokeFamily: (familyId: string) => revokeFamily(familyId),
    /** Logout: the family of this token stops working, and the delegated sessions made from it; an unknown token changes nothing. */
    async revokeFamilyOf(presented: string) {
      const family = (eb: ExpressionBuilder<Tables, 'refresh_tokens'>) =>
        eb.selectFrom('refresh_tokens as presented').select('presented.family_id').where('presented.token_hash', '=', hashOpaqueToken(presented));
      await db
        .updateTable('refresh_tokens')
        .set({ revoked_at: now().toISOString() })
        .where((eb) => eb.or([eb('family_id', '=', family(eb)), eb('parent_family_id', '=', family(eb))]))
        .where('revoked_at', 'is', null)
        .execute();
    },
  };
}
export type RefreshTokenStore = ReturnType<typeof refreshTokenStore>;
