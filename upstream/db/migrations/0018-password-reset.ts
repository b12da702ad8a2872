import { type Kysely, sql } from 'kysely';

/**
 * Password reset (issue 20; upstream/password-reset/):
 *
 * - `password_resets`: one row per reset link sent: only the SHA-256 hash of its token (`token_hash`),
 *   the account (`user_id`), how it was sent (`channel`, e-mail or mobile), when it was made and when it
 *   stops working (30 minutes on, UTC), and when it was used (null: not yet). A link works once.
 *
 * Reset e-mails go through the mail port (upstream/mail/; its development outbox is migration 0015's mail_outbox).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('password_resets')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel IN ('email', 'mobile')`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('password_resets_user').on('password_resets').columns(['user_id', 'used_at']).execute();
}
