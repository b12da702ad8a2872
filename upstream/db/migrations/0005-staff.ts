import { type ColumnDefinitionBuilder, type Kysely, sql } from 'kysely';
import { engineOf } from '../database.ts';

/**
 * The staff side's foundation (issue 15; staff-tools.md §3, §6, §9; design.md's roles table):
 *
 * - `franchises`: the service partners' shops, with the pin codes each serves (`franchise_pincodes`, one
 *   shop a pin code), their warehouse and whether the shop is blocked (the session's shopBlocked; the
 *   users' own `shop_blocked` column, never read, is dropped).
 * - Staff users: the shop they belong to (`franchise_id`, franchise owners and assistants), a subrole,
 *   commission in basis points (500 = 5 %), the show-commission toggle, prepaid on or off; customers: the
 *   shop that registered them (`registered_by_franchise_id`). Per-SKU commission in `sku_commissions`.
 * - E-mail unique whatever its case: staff sign in by it. A database that already holds one address
 *   twice stops here with the rows named (nothing is changed behind the operator's back).
 * - The sign-in time a session counts its 3 hours from (`auth_time`) on refresh-token families and app
 *   login tokens, so neither can restart the clock.
 * - `audit_events`: every write made for a customer by someone else, append-only (triggers refuse an
 *   update or a delete on both engines). Orders record who placed them and for which shop.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = engineOf(db) === 'postgres';
  const serial = (c: ColumnDefinitionBuilder) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey());

  const twice = await sql<{ email: string; ids: string }>`
    SELECT lower(email) AS email, ${postgres ? sql`string_agg(id::text, ', ')` : sql`group_concat(id, ', ')`} AS ids
    FROM users WHERE email IS NOT NULL GROUP BY lower(email) HAVING count(*) > 1`.execute(db);
  if (twice.rows.length > 0) {
    const list = twice.rows.map((r) => `${r.email} (users ${r.ids})`).join('; ');
    throw new Error(`E-mail addresses must be unique before staff can sign in by them; used more than once: ${list}. Change or clear all but one of each.`);
  }
  await db.schema.createIndex('users_email_unique').on('users').expression(sql`lower(email)`).unique().execute();

  await db.schema
    .createTable('franchises')
    .addColumn('id', 'integer', serial)
    .addColumn('sid', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('pin_code', 'text', (c) => c.notNull())
    .addColumn('warehouse_id', 'text', (c) => c.notNull().defaultTo('WB-01'))
    .addColumn('blocked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('demo', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('franchise_pincodes')
    .addColumn('pin', 'text', (c) => c.primaryKey())
    .addColumn('franchise_id', 'integer', (c) => c.notNull().references('franchises.id'))
    .execute();
  await db.schema.createIndex('franchise_pincodes_franchise').on('franchise_pincodes').column('franchise_id').execute();

  await db.schema
    .alterTable('users')
    .addColumn('franchise_id', 'integer', (c) => c.references('franchises.id'))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('registered_by_franchise_id', 'integer', (c) => c.references('franchises.id'))
    .execute();
  await db.schema.alterTable('users').addColumn('subrole', 'text').execute();
  await db.schema
    .alterTable('users')
    .addColumn('commission_bp', 'integer', (c) => c.notNull().defaultTo(500))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('generic_commission_bp', 'integer', (c) => c.notNull().defaultTo(2000))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('show_commission', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('prepaid_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('demo', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('users').dropColumn('shop_blocked').execute();
  await db.schema.createIndex('users_franchise').on('users').column('franchise_id').execute();
  await db.schema.createIndex('users_registered_by').on('users').column('registered_by_franchise_id').execute();
  // Customer search by name (the mobile is unique, so indexed already).
  await db.schema.createIndex('users_name_lower').on('users').expression(sql`lower(name)`).execute();

  await db.schema
    .createTable('sku_commissions')
    .addColumn('franchise_id', 'integer', (c) => c.notNull().references('franchises.id'))
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('commission_bp', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('sku_commissions_pk', ['franchise_id', 'sku'])
    .execute();

  await db.schema.alterTable('refresh_tokens').addColumn('auth_time', 'text').execute();
  await db.schema.alterTable('app_login_tokens').addColumn('auth_time', 'text').execute();

  await db.schema
    .alterTable('orders')
    .addColumn('placed_by_user_id', 'integer', (c) => c.references('users.id'))
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('franchise_id', 'integer', (c) => c.references('franchises.id'))
    .execute();
  await db.schema.createIndex('orders_franchise').on('orders').columns(['franchise_id', 'placed_at']).execute();

  await db.schema
    .createTable('audit_events')
    .addColumn('id', 'integer', serial)
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor_user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('actor_role', 'text', (c) => c.notNull())
    .addColumn('franchise_id', 'integer', (c) => c.references('franchises.id'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('client_address', 'text')
    .execute();
  await db.schema.createIndex('audit_events_customer').on('audit_events').columns(['customer_id', 'id']).execute();
  await db.schema.createIndex('audit_events_franchise').on('audit_events').columns(['franchise_id', 'id']).execute();
  await db.schema.createIndex('audit_events_actor').on('audit_events').columns(['actor_user_id', 'id']).execute();
  if (postgres) {
    await sql`CREATE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'audit_events is append-only'; END $$`.execute(db);
    await sql`CREATE TRIGGER audit_events_append_only BEFORE UPDATE OR DELETE ON audit_events
      FOR EACH ROW EXECUTE FUNCTION audit_events_append_only()`.execute(db);
  } else {
    for (const event of ['UPDATE', 'DELETE']) {
      await sql`CREATE TRIGGER ${sql.id(`audit_events_no_${event.toLowerCase()}`)} BEFORE ${sql.raw(event)} ON audit_events
        BEGIN SELECT RAISE(ABORT, 'audit_events is append-only'); END`.execute(db);
    }
  }
}
