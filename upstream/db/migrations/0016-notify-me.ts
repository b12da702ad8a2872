import type { Kysely } from 'kysely';

/**
 * Notify me (issue 20; storefront.md `saveNotifyMe`): `notify_me` holds a customer's wish to hear when an
 * out-of-stock product (`sku`) is back. One row per customer and SKU (unique): asking again changes
 * nothing, or re-arms a wish already answered. `notified_at` (UTC) is set once, by the conditional
 * UPDATE … WHERE notified_at IS NULL that sends the notice (upstream/notify-me/back-in-stock.ts), so two
 * processes cannot both send it. Its public id is `sid`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('notify_me')
    .addColumn('sid', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('notified_at', 'text')
    .addUniqueConstraint('notify_me_customer_sku', ['customer_id', 'sku'])
    .execute();
  await db.schema.createIndex('notify_me_waiting').on('notify_me').columns(['sku', 'notified_at']).execute();
}
