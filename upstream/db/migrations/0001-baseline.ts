import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, sql } from 'kysely';
import { engineOf } from '../database.ts';

/**
 * The schema as it stood before the data layer moved to the query builder (schema version 4 of
 * upstream/db/schema.ts, which now only adopts files of that time), written once for both engines. A SQLite file made by that code is
 * adopted, not re-created: upstream/db/migrate.ts marks this migration as done for it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = engineOf(db) === 'postgres';
  /** An integer key the database numbers: SQLite's rowid, PostgreSQL's identity column. */
  const serial = (c: ColumnDefinitionBuilder) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey());
  const stamps = (t: CreateTableBuilder<any, any>) => t.addColumn('created_at', 'text', (c) => c.notNull()).addColumn('updated_at', 'text', (c) => c.notNull());
  const schema = db.schema;

  await schema
    .createTable('meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
  await schema
    .createTable('categories')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('parent_id', 'integer', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('url_key', 'text', (c) => c.notNull().unique())
    .addColumn('url_path', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('discount_line', 'text')
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await stamps(
    schema
      .createTable('products')
      .addColumn('id', 'integer', serial)
      .addColumn('sku', 'text', (c) => c.notNull().unique())
      .addColumn('parent_sku', 'text', (c) => c.notNull())
      .addColumn('type_id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('slug', 'text', (c) => c.notNull())
      .addColumn('mrp_paise', 'integer', (c) => c.notNull().check(sql`mrp_paise >= 0`))
      .addColumn('price_paise', 'integer', (c) => c.notNull())
      .addColumn('special_price_paise', 'integer')
      .addColumn('special_from', 'text')
      .addColumn('special_to', 'text')
      .addColumn('manufacturer', 'text', (c) => c.notNull())
      .addColumn('brand_slug', 'text', (c) => c.notNull())
      .addColumn('saltinfo', 'text', (c) => c.notNull())
      .addColumn('pack_size_label', 'text', (c) => c.notNull())
      .addColumn('option_label', 'text')
      .addColumn('dosage_form', 'text', (c) => c.notNull())
      .addColumn('prescription_required', 'integer', (c) => c.notNull())
      .addColumn('visibility', 'integer', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('qty', 'integer', (c) => c.notNull().check(sql`qty >= 0`))
      .addColumn('qty_max', 'integer', (c) => c.notNull())
      .addColumn('searchkey1', 'text', (c) => c.notNull())
      .addColumn('meta_keyword', 'text', (c) => c.notNull())
      .addColumn('priority', 'integer', (c) => c.notNull())
      .addColumn('generated', 'integer', (c) => c.notNull()),
  )
    .addColumn('qty_multiple', 'integer', (c) => c.notNull().defaultTo(1).check(sql`qty_multiple >= 1`))
    .addColumn('is_virtual', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await schema.createIndex('products_parent_slug').on('products').columns(['parent_sku', 'slug']).execute();
  await schema.createIndex('products_listing').on('products').columns(['status', 'visibility', 'priority']).execute();
  await schema.createIndex('products_brand').on('products').column('brand_slug').execute();
  await schema.createIndex('products_newest').on('products').column('created_at').execute();
  await schema.createIndex('products_parent').on('products').column('parent_sku').execute();
  await schema.createIndex('products_changes').on('products').columns(['updated_at', 'id']).execute();
  if (!postgres) {
    // The change feed of that schema: every write to a product moves its updated_at (0002 replaces it).
    await sql`CREATE TRIGGER products_touch
      AFTER UPDATE OF name, slug, mrp_paise, price_paise, manufacturer, saltinfo, pack_size_label, dosage_form, prescription_required,
        visibility, status, qty, qty_max, searchkey1, meta_keyword, priority ON products
      WHEN NEW.updated_at = OLD.updated_at
      BEGIN
        UPDATE products SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = NEW.id;
      END`.execute(db);
  }
  await schema
    .createTable('product_categories')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('product_categories_pk', ['category_id', 'product_id'])
    .execute();
  await schema.createIndex('product_categories_product').on('product_categories').columns(['product_id', 'category_id']).execute();
  await schema
    .createTable('search_misses')
    .addColumn('query', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull().check(sql`count > 0`))
    .addColumn('first_seen', 'text', (c) => c.notNull())
    .addColumn('last_seen', 'text', (c) => c.notNull())
    .execute();
  await schema.createIndex('search_misses_rank').on('search_misses').columns(['count desc', 'last_seen desc']).execute();

  // Users and sign-in.
  await stamps(
    schema
      .createTable('users')
      .addColumn('id', 'integer', serial)
      .addColumn('cus_sid', 'text', (c) => c.notNull().unique())
      .addColumn('mobile', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text')
      .addColumn('email', 'text')
      .addColumn('role', 'text', (c) =>
        c.notNull().defaultTo('customer').check(sql`role IN ('customer', 'franchise', 'assistant', 'admin', 'adviser', 'editor')`),
      )
      .addColumn('blocked', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('shop_blocked', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('wallet_enabled', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('default_lang', 'text', (c) => c.notNull().defaultTo('en-US'))
      .addColumn('warehouse_id', 'text', (c) => c.notNull().defaultTo('WB-01'))
      .addColumn('password_hash', 'text'),
  ).execute();
  await schema
    .createTable('otp_codes')
    .addColumn('id', 'integer', serial)
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull().defaultTo('login'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_at', 'text')
    .addColumn('requester', 'text')
    .execute();
  await schema.createIndex('otp_codes_mobile').on('otp_codes').columns(['mobile', 'created_at']).execute();
  await schema.createIndex('otp_codes_requester').on('otp_codes').columns(['requester', 'used_at', 'mobile']).execute();
  await schema
    .createTable('refresh_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('family_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('replaced_by', 'text')
    .execute();
  await schema.createIndex('refresh_tokens_family').on('refresh_tokens').column('family_id').execute();
  await schema.createIndex('refresh_tokens_user').on('refresh_tokens').column('user_id').execute();
  await schema
    .createTable('sms_outbox')
    .addColumn('id', 'integer', serial)
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await schema.createIndex('sms_outbox_mobile').on('sms_outbox').columns(['mobile', 'id']).execute();
  await schema
    .createTable('rate_events')
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await schema.createIndex('rate_events_key').on('rate_events').columns(['bucket', 'key', 'at']).execute();
  await schema
    .createTable('app_login_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();

  // The customer's own records.
  await schema
    .createTable('pincodes')
    .addColumn('pin', 'text', (c) => c.primaryKey())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state IN ('BR', 'JH', 'OD', 'WB')`))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('serviceable').check(sql`status IN ('serviceable', 'suspended', 'stopped', 'down')`))
    .execute();
  await stamps(
    schema
      .createTable('addresses')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('mobile', 'text', (c) => c.notNull())
      .addColumn('alternate_mobile', 'text')
      .addColumn('pin_code', 'text', (c) => c.notNull())
      .addColumn('city', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('street', 'text', (c) => c.notNull())
      .addColumn('apartment', 'text', (c) => c.notNull())
      .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await schema.createIndex('addresses_user').on('addresses').columns(['user_id', 'created_at']).execute();
  await stamps(
    schema
      .createTable('patients')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('age', 'integer', (c) => c.notNull().check(sql`age BETWEEN 0 AND 120`)),
  ).execute();
  await schema.createIndex('patients_user').on('patients').column('user_id').execute();
  await schema
    .createTable('orders')
    .addColumn('id', 'integer', serial)
    .addColumn('sid', 'text', (c) => c.notNull().unique())
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('client_order_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('payment_method', 'text', (c) => c.notNull().check(sql`payment_method IN ('COD', 'ONLINE', 'WALLET')`))
    .addColumn('payment_status', 'text', (c) => c.notNull().check(sql`payment_status IN ('NOT_DUE', 'PENDING', 'SUCCESSFUL', 'FAILED')`))
    .addColumn('subtotal_paise', 'integer', (c) => c.notNull())
    .addColumn('shipping_paise', 'integer', (c) => c.notNull())
    .addColumn('discount_paise', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('grand_total_paise', 'integer', (c) => c.notNull())
    .addColumn('prescription_required', 'integer', (c) => c.notNull())
    .addColumn('address_id', 'text', (c) => c.notNull())
    .addColumn('ship_name', 'text', (c) => c.notNull())
    .addColumn('ship_mobile', 'text', (c) => c.notNull())
    .addColumn('ship_alternate_mobile', 'text')
    .addColumn('ship_pin_code', 'text', (c) => c.notNull())
    .addColumn('ship_city', 'text', (c) => c.notNull())
    .addColumn('ship_state', 'text', (c) => c.notNull())
    .addColumn('ship_street', 'text', (c) => c.notNull())
    .addColumn('ship_apartment', 'text', (c) => c.notNull())
    .addColumn('patient_id', 'text')
    .addColumn('patient_name', 'text')
    .addColumn('patient_age', 'integer')
    .addColumn('cart_token', 'text', (c) => c.notNull())
    .addColumn('cancel_reason', 'text')
    .addColumn('placed_at', 'text', (c) => c.notNull())
    .addColumn('delivered_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('coupon_code', 'text')
    .addColumn('reminder', 'text')
    .addColumn('repeat_of', 'text')
    .addColumn('paid_at', 'text')
    .addUniqueConstraint('orders_client_order', ['user_id', 'client_order_id'])
    .execute();
  await schema.createIndex('orders_user').on('orders').columns(['user_id', 'placed_at desc', 'id desc']).execute();
  await schema
    .createTable('order_items')
    .addColumn('id', 'integer', serial)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('qty', 'integer', (c) => c.notNull().check(sql`qty > 0`))
    .addColumn('price_paise', 'integer', (c) => c.notNull())
    .addColumn('mrp_paise', 'integer', (c) => c.notNull())
    .addColumn('prescription_required', 'integer', (c) => c.notNull())
    .addColumn('returnable', 'integer', (c) => c.notNull())
    .addColumn('returned_qty', 'integer', (c) => c.notNull().defaultTo(0).check(sql`returned_qty BETWEEN 0 AND qty`))
    .addUniqueConstraint('order_items_order_sku', ['order_id', 'sku'])
    .execute();
  await schema
    .createTable('order_events')
    .addColumn('id', 'integer', serial)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('actor_user_id', 'integer')
    .addColumn('note', 'text')
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await schema.createIndex('order_events_order').on('order_events').columns(['order_id', 'id']).execute();
  await schema
    .createTable('returns')
    .addColumn('id', 'integer', serial)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('qty', 'integer', (c) => c.notNull().check(sql`qty > 0`))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await schema.createIndex('returns_order').on('returns').column('order_id').execute();
  await schema
    .createTable('ratings')
    .addColumn('order_id', 'integer', (c) => c.primaryKey().references('orders.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('stars', 'integer', (c) => c.notNull().check(sql`stars BETWEEN 1 AND 5`))
    .addColumn('reasons', 'text', (c) => c.notNull())
    .addColumn('remark', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await schema
    .createTable('uploads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('prescription', 'ticket')`))
    .addColumn('order_id', 'integer', (c) => c.references('orders.id'))
    .addColumn('ticket_id', 'text')
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('stored_name', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await schema.createIndex('uploads_user').on('uploads').columns(['user_id', 'kind', 'created_at']).execute();
  await schema
    .createTable('order_prescriptions')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('upload_id', 'text', (c) => c.notNull().references('uploads.id'))
    .addPrimaryKeyConstraint('order_prescriptions_pk', ['order_id', 'upload_id'])
    .execute();
  await stamps(
    schema
      .createTable('tickets')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('issue_type', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status IN ('OPEN', 'IN_PROGRESS', 'RESOLVED', 'CLOSED')`))
      .addColumn('order_id', 'integer', (c) => c.references('orders.id')),
  ).execute();
  await schema.createIndex('tickets_user').on('tickets').columns(['user_id', 'updated_at']).execute();
  await schema
    .createTable('ticket_comments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('ticket_id', 'text', (c) => c.notNull().references('tickets.id'))
    .addColumn('author_user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('by_staff', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await schema.createIndex('ticket_comments_ticket').on('ticket_comments').columns(['ticket_id', 'created_at']).execute();
  await schema
    .createTable('notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('action_label', 'text')
    .addColumn('action_url', 'text')
    .addColumn('read_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await schema.createIndex('notifications_user').on('notifications').columns(['user_id', 'created_at']).execute();
  await schema
    .createTable('wallet_transactions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('amount_paise', 'integer', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.references('orders.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await schema.createIndex('wallet_transactions_user').on('wallet_transactions').columns(['user_id', 'created_at']).execute();

  // Carts, coupons and payments.
  await stamps(
    schema
      .createTable('carts')
      .addColumn('token', 'text', (c) => c.primaryKey())
      .addColumn('customer_id', 'integer'),
  )
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('closed_at', 'text')
    .addColumn('merged_into', 'text')
    .addColumn('coupon_code', 'text')
    .addColumn('address_id', 'text')
    .execute();
  // A signed-in customer has one open cart.
  await schema
    .createIndex('carts_customer_open')
    .on('carts')
    .column('customer_id')
    .unique()
    .where(sql.ref('customer_id'), 'is not', null)
    .where(sql.ref('closed_at'), 'is', null)
    .execute();
  await schema
    .createTable('cart_items')
    .addColumn('item_id', 'integer', (c) => (postgres ? serial(c) : c.primaryKey().autoIncrement()))
    .addColumn('cart_token', 'text', (c) => c.notNull().references('carts.token').onDelete('cascade'))
    .addColumn('sku', 'text', (c) => c.notNull().references('products.sku'))
    .addColumn('qty', 'integer', (c) => c.notNull().check(sql`qty > 0`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('cart_items_cart_sku', ['cart_token', 'sku'])
    .execute();
  // Adds carrying a request id are applied once (a retried or re-sent add does not double a line).
  await schema
    .createTable('cart_requests')
    .addColumn('cart_token', 'text', (c) => c.notNull().references('carts.token').onDelete('cascade'))
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('cart_requests_pk', ['cart_token', 'request_id'])
    .execute();
  await schema
    .createTable('coupons')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('rule_id', 'integer', (c) => c.notNull().unique())
    .addColumn('rule_name', 'text', (c) => c.notNull())
    .addColumn('coupon_type', 'text', (c) => c.notNull().check(sql`coupon_type IN ('PERCENT', 'FIXED', 'FREE_SHIPPING')`))
    .addColumn('percent', 'integer', (c) => c.check(sql`percent BETWEEN 1 AND 100`))
    .addColumn('amount_paise', 'integer', (c) => c.check(sql`amount_paise > 0`))
    .addColumn('max_discount_paise', 'integer')
    .addColumn('min_subtotal_paise', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('free_shipping', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pin_codes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('expires_at', 'text')
    .addColumn('demo', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await schema
    .createTable('payments')
    .addColumn('id', 'integer', serial)
    .addColumn('session_id', 'text', (c) => c.notNull().unique())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('amount_paise', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status IN ('INITIATED', 'SUCCESSFUL', 'PENDING', 'FAILED')`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .execute();
  await schema.createIndex('payments_order').on('payments').columns(['order_id', 'id']).execute();
}
