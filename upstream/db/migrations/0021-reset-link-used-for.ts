import type { Kysely } from 'kysely';

/**
 * A new password set from a reset link whose answer was lost (upstream/password-reset/routes.ts):
 * `password_resets.set_password` is 1 on the link that set the account's password (0: unused, or ended
 * because another link of the account was used). Only that link, within its 30 minutes, answers the
 * same new password sent again with 'Password changed' instead of 'link invalid'.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('password_resets')
    .addColumn('set_password', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
