import type { Kysely } from 'kysely';

/**
 * A check of a login code whose answer was lost (upstream/session/otp.ts): `otp_codes.used_key` is the
 * HMAC of the key the client sent with the check that used the code (null: none sent, or not used yet).
 * The same code sent again with the same key, while the code would still be valid, gets its answer
 * again; without the key, a used code stays used.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('otp_codes').addColumn('used_key', 'text').execute();
}
