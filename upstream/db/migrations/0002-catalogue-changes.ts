import { type Kysely, sql } from 'kysely';
import { engineOf } from '../database.ts';

/** The product columns whose change the search index and caches must see. */
const WATCHED =
  'name, slug, mrp_paise, price_paise, special_price_paise, special_from, special_to, manufacturer, saltinfo, pack_size_label, dosage_form, prescription_required, visibility, status, qty, qty_max, qty_multiple, searchkey1, meta_keyword, priority';

/**
 * The catalogue change feed as a table of its own (upstream/catalogue/changes.ts reads it): every write
 * to a product, however it was made (the upstream, a price sync, SQL by hand), adds a row in the same
 * transaction, by a trigger. Read by timestamp, PostgreSQL could skip a change: a transaction that took
 * its time can commit a timestamp older than one already read. So each row carries the writing
 * transaction's id (`tx`, PostgreSQL's pg_current_xact_id()), and the feed reads only transactions
 * older than every transaction still running, in (tx, seq) order: nothing can commit behind the cursor.
 * SQLite has one writer and commits in order: `tx` is 0 there and `seq` alone orders the feed.
 * The trigger also keeps `updated_at` moving, as the trigger it replaces did.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (engineOf(db) === 'postgres') {
    await db.schema
      .createTable('catalogue_changes')
      .addColumn('seq', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('tx', 'bigint', (c) => c.notNull().defaultTo(sql`(pg_current_xact_id()::text::bigint)`))
      .addColumn('sku', 'text', (c) => c.notNull())
      .addColumn('changed_at', 'text', (c) => c.notNull())
      .execute();
    await sql`CREATE FUNCTION catalogue_change() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE at text := to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');
      BEGIN
        IF TG_OP = 'UPDATE' AND NEW.updated_at = OLD.updated_at THEN NEW.updated_at := at; END IF;
        INSERT INTO catalogue_changes (sku, changed_at) VALUES (NEW.sku, at);
        RETURN NEW;
      END $$`.execute(db);
    await sql`CREATE TRIGGER products_change BEFORE INSERT OR UPDATE OF ${sql.raw(WATCHED)} ON products
      FOR EACH ROW EXECUTE FUNCTION catalogue_change()`.execute(db);
  } else {
    await db.schema
      .createTable('catalogue_changes')
      .addColumn('seq', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('tx', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('sku', 'text', (c) => c.notNull())
      .addColumn('changed_at', 'text', (c) => c.notNull())
      .execute();
    await sql`DROP TRIGGER IF EXISTS products_touch`.execute(db);
    await sql`CREATE TRIGGER products_change AFTER UPDATE OF ${sql.raw(WATCHED)} ON products
      BEGIN
        UPDATE products SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = NEW.id AND NEW.updated_at = OLD.updated_at;
        INSERT INTO catalogue_changes (sku, changed_at) VALUES (NEW.sku, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
      END`.execute(db);
    await sql`CREATE TRIGGER products_added AFTER INSERT ON products
      BEGIN
        INSERT INTO catalogue_changes (sku, changed_at) VALUES (NEW.sku, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
      END`.execute(db);
  }
  await db.schema.createIndex('catalogue_changes_order').on('catalogue_changes').columns(['tx', 'seq']).execute();
}
