import type { Kysely } from 'kysely';

/**
 * A staff user acting for a customer gets a refresh token too (issue 15), so that the customer's pages
 * keep their delegated session through the one refresh every page already has. Its family names the
 * staff user (`actor_user_id`) and the staff session it belongs to (`parent_family_id`): a refresh is
 * refused once that session is logged out or over, once the staff user or the shop is blocked, or once
 * the customer is no longer theirs; it keeps the staff session's sign-in time (`auth_time`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('refresh_tokens').addColumn('actor_user_id', 'integer').execute();
  await db.schema.alterTable('refresh_tokens').addColumn('parent_family_id', 'text').execute();
  await db.schema.createIndex('refresh_tokens_parent').on('refresh_tokens').column('parent_family_id').execute();
}
