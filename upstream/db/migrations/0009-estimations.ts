import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { engineOf } from '../database.ts';

/**
 * Cost estimations (issue 16; staff-tools.md §3 Estimation and Estimate item, §4 the flags):
 *
 * - `estimations`: one per estimate, its public opaque id (`estimate_id`, kept through re-estimation),
 *   the customer, the staff user who made it with their role and shop, where its lines came from (CART or
 *   PRESCRIPTION, with the prescription's upload id), its status (DECODING, CREATED, SHARED, ORDERED: the
 *   spec's decode_status, social_shared and is_ordered flags as one state), whether the customer said
 *   they are interested, when the last shared link ends, the order placed from it, when decoding started,
 *   and when prices and stock were last read. One estimation per prescription and customer.
 * - `estimation_status_history`: each status it entered, when.
 * - `estimation_items`: its lines: the requested SKU and the suggested alternative (none when nothing is
 *   cheaper), which of the two is chosen, the quantity in packs, and what was shown for each product at
 *   estimation time (name, MRP, price, pack label, stock): the estimation is a record of what the
 *   customer was told.
 * - The cart remembers the estimate it was filled from (`carts.estimate_id`) and the order placed from
 *   that cart records it (`orders.estimate_id`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = engineOf(db) === 'postgres';
  const serial = (c: ColumnDefinitionBuilder) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey());

  await db.schema
    .createTable('estimations')
    .addColumn('id', 'integer', serial)
    .addColumn('estimate_id', 'text', (c) => c.notNull().unique())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('franchise_id', 'integer', (c) => c.references('franchises.id'))
    .addColumn('created_by_user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_by_role', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('prescription_id', 'text', (c) => c.references('uploads.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('customer_interested', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('shared_until', 'text')
    .addColumn('order_id', 'integer', (c) => c.references('orders.id'))
    .addColumn('decode_started_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('estimated_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('estimations_customer').on('estimations').columns(['customer_id', 'id']).execute();
  // Starting to decode the same prescription again finds the estimation started first (the key decides, not a read).
  await db.schema.createIndex('estimations_prescription').on('estimations').columns(['customer_id', 'prescription_id']).unique().execute();

  await db.schema
    .createTable('estimation_status_history')
    .addColumn('id', 'integer', serial)
    .addColumn('estimation_id', 'integer', (c) => c.notNull().references('estimations.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('estimation_status_history_estimation').on('estimation_status_history').columns(['estimation_id', 'id']).execute();

  await db.schema
    .createTable('estimation_items')
    .addColumn('estimation_id', 'integer', (c) => c.notNull().references('estimations.id'))
    .addColumn('item_no', 'integer', (c) => c.notNull())
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('qty', 'integer', (c) => c.notNull())
    .addColumn('choice', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('mrp_paise', 'integer', (c) => c.notNull())
    .addColumn('price_paise', 'integer', (c) => c.notNull())
    .addColumn('pack_size_label', 'text', (c) => c.notNull())
    .addColumn('stock_qty', 'integer', (c) => c.notNull())
    .addColumn('in_stock', 'integer', (c) => c.notNull())
    .addColumn('suggested_sku', 'text')
    .addColumn('suggested_name', 'text')
    .addColumn('suggested_mrp_paise', 'integer')
    .addColumn('suggested_price_paise', 'integer')
    .addColumn('suggested_pack_size_label', 'text')
    .addColumn('suggested_stock_qty', 'integer')
    .addColumn('suggested_in_stock', 'integer')
    .addPrimaryKeyConstraint('estimation_items_pk', ['estimation_id', 'item_no'])
    .execute();
  await db.schema.createIndex('estimation_items_sku').on('estimation_items').columns(['estimation_id', 'sku']).unique().execute();

  await db.schema.alterTable('carts').addColumn('estimate_id', 'text').execute();
  await db.schema.alterTable('orders').addColumn('estimate_id', 'text').execute();
}
