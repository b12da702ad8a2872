import { type ColumnDefinitionBuilder, type Kysely, sql } from 'kysely';
import { engineOf } from '../database.ts';

/**
 * Migration and retention calls (issue 17; staff-tools.md §2 /customer-migration, §7 Migration and
 * retention; the rule that finds them: domain/retention.ts):
 *
 * - `retention_calls`: one call to a customer, of a kind (MIGRATION, RETENTION), found at a time, for the
 *   order that made it a call (the latest order then: `trigger_order_id`), assigned to an adviser (none
 *   until an admin assigns it, when no adviser was free), PENDING or DONE, with what the adviser heard
 *   (a feedback option's code, notes, the next call's day in IST) and when and by whom it was last
 *   changed and done. Its public id is `sid`.
 *   - One call per triggering order and kind, ever (`retention_calls_trigger`): finding calls again, in
 *     two processes at once, or after the call is done, never makes a second one.
 *   - At most one open call per customer and kind (`retention_calls_open`, a partial unique index on
 *     both engines).
 *   - An adviser's list (`retention_calls_adviser`) and an admin's (`retention_calls_status`) by index.
 * - `engagement_outbox`: the development engagement service's messages (upstream/engagement/), read at
 *   /api/dev/engagement-outbox, as the SMS outbox is.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = engineOf(db) === 'postgres';
  const serial = (c: ColumnDefinitionBuilder) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey());

  await db.schema
    .createTable('retention_calls')
    .addColumn('id', 'integer', serial)
    .addColumn('sid', 'text', (c) => c.notNull().unique())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('MIGRATION', 'RETENTION')`))
    .addColumn('found_at', 'text', (c) => c.notNull())
    .addColumn('trigger_order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('adviser_user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('assigned_at', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('PENDING').check(sql`status IN ('PENDING', 'DONE')`))
    .addColumn('feedback', 'text')
    .addColumn('notes', 'text')
    .addColumn('next_call_on', 'text')
    .addColumn('done_at', 'text')
    .addColumn('updated_by_user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('demo', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('retention_calls_trigger').on('retention_calls').columns(['kind', 'trigger_order_id']).unique().execute();
  await db.schema
    .createIndex('retention_calls_open')
    .on('retention_calls')
    .columns(['customer_id', 'kind'])
    .unique()
    .where(sql<boolean>`status = 'PENDING'`)
    .execute();
  await db.schema.createIndex('retention_calls_customer').on('retention_calls').columns(['customer_id', 'id']).execute();
  await db.schema.createIndex('retention_calls_adviser').on('retention_calls').columns(['adviser_user_id', 'status', 'found_at']).execute();
  await db.schema.createIndex('retention_calls_status').on('retention_calls').columns(['status', 'found_at']).execute();

  await db.schema
    .createTable('engagement_outbox')
    .addColumn('id', 'integer', serial)
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('call_id', 'integer', (c) => c.references('retention_calls.id'))
    .addColumn('sent_by_user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('engagement_outbox_mobile').on('engagement_outbox').columns(['mobile', 'id']).execute();
}
