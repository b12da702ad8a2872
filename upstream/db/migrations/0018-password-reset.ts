import { type ColumnDefinitionBuilder, type Kysely, sql } from 'kysely';
import { engineOf } from '../database.ts';

/**
 * Password reset (issue 20; upstream/password-reset/):
 *
 * - `password_resets`: one row per reset link sent: only the SHA-256 hash of its token (`token_hash`),
 *   the account (`user_id`), how it was sent (`channel`, e-mail or mobile), when it was made and when it
 *   stops working (30 minutes on, UTC), and when it was used (null: not yet). A link works once.
 * - `reset_mail_outbox`: the development e-mail sink of the reset links (upstream/password-reset/delivery.ts),
 *   read at /api/dev/reset-mail-outbox as the SMS outbox is; to be unified with upstream/mail/ at merge.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = engineOf(db) === 'postgres';
  const serial = (c: ColumnDefinitionBuilder) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey());
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
  await db.schema
    .createTable('reset_mail_outbox')
    .addColumn('id', 'integer', serial)
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}
