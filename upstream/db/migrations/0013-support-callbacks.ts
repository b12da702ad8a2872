import { type ColumnDefinitionBuilder, type Kysely, sql } from 'kysely';
import { engineOf } from '../database.ts';

/**
 * Support call-back requests (issue 20; storefront.md §9 support hours): `support_callbacks` is the
 * development support desk's inbox (upstream/support/desk.ts), read at /api/dev/support-inbox as the SMS
 * outbox is. One row per accepted request: who asked (the customer's id, none for a guest), the name and
 * 10-digit mobile to call, a topic from domain/support.ts's list, an optional note (text, at most 500
 * characters), and when (UTC).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = engineOf(db) === 'postgres';
  const serial = (c: ColumnDefinitionBuilder) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey());
  await db.schema
    .createTable('support_callbacks')
    .addColumn('id', 'integer', serial)
    .addColumn('customer_id', 'integer', (c) => c.references('users.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('topic', 'text', (c) => c.notNull().check(sql`topic IN ('ORDER', 'PRESCRIPTION', 'PAYMENT', 'DELIVERY', 'PRODUCT', 'OTHER')`))
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('support_callbacks_mobile').on('support_callbacks').columns(['mobile', 'id']).execute();
}
