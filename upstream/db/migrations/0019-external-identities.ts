import { type ColumnDefinitionBuilder, type Kysely, sql } from 'kysely';
import { engineOf } from '../database.ts';

/**
 * Caller-id and social sign-in (issue 20; upstream/session/external/):
 * - `external_sign_ins`: one row per sign-in started at a provider. The random state is kept only as its
 *   SHA-256 (`state_hash`), with its expiry (10 minutes) and when a code was exchanged for it (`used_at`,
 *   once). A social sign-in whose Google account is linked to no customer yet keeps a link ticket (its
 *   hash, the verified subject and e-mail, its expiry; `linked_at` once used) until the customer confirms
 *   a mobile number by OTP.
 * - `external_identities`: a provider's account (provider, subject) linked to one customer, made only from
 *   a verified e-mail and an OTP-verified mobile.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = engineOf(db) === 'postgres';
  const serial = (c: ColumnDefinitionBuilder) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey());
  await db.schema
    .createTable('external_sign_ins')
    .addColumn('id', 'integer', serial)
    .addColumn('provider', 'text', (c) => c.notNull().check(sql`provider IN ('caller-id', 'social')`))
    .addColumn('state_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('link_hash', 'text', (c) => c.unique())
    .addColumn('link_subject', 'text')
    .addColumn('link_email', 'text')
    .addColumn('link_expires_at', 'text')
    .addColumn('linked_at', 'text')
    .execute();
  await db.schema
    .createTable('external_identities')
    .addColumn('id', 'integer', serial)
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('email', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('external_identities_subject', ['provider', 'subject'])
    .execute();
}
