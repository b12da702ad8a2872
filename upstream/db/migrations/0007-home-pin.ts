import { type Kysely, sql } from 'kysely';
import { engineOf } from '../database.ts';

/**
 * What the staff customer search needs to stay quick at 100,000 customers and more (issue 15; measured
 * by bench/staff.ts):
 *
 * - `users.home_pin`: the pin code a customer is served at (upstream/staff/acting.ts homePinOf: their
 *   default address's, else the address changed last; null without one), kept by triggers on `addresses`
 *   on both engines: every insert, update and delete recomputes it for the customers it touched, in the
 *   same statement, whoever writes (the upstream, a script, SQL by hand). A customer nobody registered is
 *   the shop's whose `franchise_pincodes` hold this pin; reading it from the column, rather than from the
 *   address book row by row, lets a shop's customers be found by index.
 * - `users_shop_search`: a shop's customers, by the shop that registered them and, for those nobody
 *   registered, by home pin, with the lower-cased name beside them, so that a name search over a shop's
 *   customers (and its count) reads this index alone.
 * - `users_name_order`: customers in the order the list shows them (name, id), so that a name most
 *   customers share fills its page from the first entries.
 * - A trigram index on the name, for the search over every customer (admins): PostgreSQL's pg_trgm GIN
 *   index on lower(name) (when the extension can be created: without it the search works, only slower),
 *   SQLite's FTS5 trigram table `users_name_trigrams` over users.name (external content, kept by
 *   triggers on users). Either finds the customers whose name contains a few letters without reading
 *   every name.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = engineOf(db) === 'postgres';
  await db.schema.alterTable('users').addColumn('home_pin', 'text').execute();

  if (postgres) {
    // One statement-level trigger per event (transition tables allow one event each), one function:
    // the customers the statement touched get their home pin again once it is done. Their rows are locked
    // first and read after (a new snapshot per statement), so two transactions changing one customer's
    // addresses at once leave the pin of the one that committed last (the upstream locks the customer
    // anyway: upstream/db/lock-customer.ts).
    await sql`CREATE FUNCTION addresses_home_pin() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE ids integer[];
      BEGIN
        IF TG_OP = 'INSERT' THEN
          SELECT array_agg(DISTINCT user_id) INTO ids FROM new_addresses;
        ELSIF TG_OP = 'DELETE' THEN
          SELECT array_agg(DISTINCT user_id) INTO ids FROM old_addresses;
        ELSE
          SELECT array_agg(user_id) INTO ids FROM (SELECT user_id FROM old_addresses UNION SELECT user_id FROM new_addresses) changed;
        END IF;
        IF ids IS NULL THEN RETURN NULL; END IF;
        PERFORM 1 FROM users WHERE id = ANY (ids) ORDER BY id FOR NO KEY UPDATE;
        UPDATE users SET home_pin = home.pin
        FROM (
          SELECT u.id, (
            SELECT a.pin_code FROM addresses a WHERE a.user_id = u.id
            ORDER BY a.is_default DESC, a.updated_at DESC, a.id DESC LIMIT 1
          ) AS pin
          FROM users u WHERE u.id = ANY (ids)
        ) home
        WHERE users.id = home.id AND users.home_pin IS DISTINCT FROM home.pin;
        RETURN NULL;
      END $$`.execute(db);
    await sql`CREATE TRIGGER addresses_home_pin_insert AFTER INSERT ON addresses
      REFERENCING NEW TABLE AS new_addresses FOR EACH STATEMENT EXECUTE FUNCTION addresses_home_pin()`.execute(db);
    await sql`CREATE TRIGGER addresses_home_pin_update AFTER UPDATE ON addresses
      REFERENCING OLD TABLE AS old_addresses NEW TABLE AS new_addresses FOR EACH STATEMENT EXECUTE FUNCTION addresses_home_pin()`.execute(db);
    await sql`CREATE TRIGGER addresses_home_pin_delete AFTER DELETE ON addresses
      REFERENCING OLD TABLE AS old_addresses FOR EACH STATEMENT EXECUTE FUNCTION addresses_home_pin()`.execute(db);
    await sql`UPDATE users SET home_pin = home.pin_code
      FROM (
        SELECT DISTINCT ON (user_id) user_id, pin_code FROM addresses
        ORDER BY user_id, is_default DESC, updated_at DESC, id DESC
      ) home
      WHERE users.id = home.user_id`.execute(db);
  } else {
    const homePin = sql`(SELECT a.pin_code FROM addresses a WHERE a.user_id = users.id
      ORDER BY a.is_default DESC, a.updated_at DESC, a.id DESC LIMIT 1)`;
    await sql`CREATE TRIGGER addresses_home_pin_insert AFTER INSERT ON addresses
      BEGIN UPDATE users SET home_pin = ${homePin} WHERE id = NEW.user_id; END`.execute(db);
    await sql`CREATE TRIGGER addresses_home_pin_update AFTER UPDATE OF id, user_id, pin_code, is_default, updated_at ON addresses
      BEGIN UPDATE users SET home_pin = ${homePin} WHERE id IN (OLD.user_id, NEW.user_id); END`.execute(db);
    await sql`CREATE TRIGGER addresses_home_pin_delete AFTER DELETE ON addresses
      BEGIN UPDATE users SET home_pin = ${homePin} WHERE id = OLD.user_id; END`.execute(db);
    await sql`UPDATE users SET home_pin = ${homePin} WHERE id IN (SELECT user_id FROM addresses)`.execute(db);
  }

  // A shop's customers: `registered_by_franchise_id = shop`, or `IS NULL AND home_pin IN (its pins)`, each
  // an index range; the name search's filter and its order read the index only (PostgreSQL cannot keep
  // an expression as an included column: name and id are included, lower(name) is a key).
  if (postgres) {
    await sql`CREATE INDEX users_shop_search ON users (registered_by_franchise_id, home_pin, role, lower(name)) INCLUDE (name, id)`.execute(db);
    await sql`CREATE INDEX users_name_order ON users (name, id) INCLUDE (role)`.execute(db);
  } else {
    await sql`CREATE INDEX users_shop_search ON users (registered_by_franchise_id, home_pin, role, lower(name), name)`.execute(db);
    await db.schema.createIndex('users_name_order').on('users').columns(['name', 'id']).execute();
  }

  if (postgres) {
    // How many names hold a few letters, PostgreSQL guesses from its sample of lower(name): at the default
    // size (100) it guessed 10 for a first name 2,459 of 100,000 customers have, and read those customers
    // from the table rather than a shop's from users_shop_search; at 1000 it guessed 2,503 (bench/staff.ts).
    //
    // pg_trgm ships with PostgreSQL (contrib) and is a trusted extension (13 and later): a database owner
    // may create it. Where it is missing or not allowed, the migration goes on without the index (a
    // savepoint keeps the transaction the migrations run in); an operator can add it later with the three
    // statements in the try below.
    await sql`ALTER INDEX users_name_lower ALTER COLUMN 1 SET STATISTICS 1000`.execute(db);
    const inTransaction = db.isTransaction;
    if (inTransaction) await sql`SAVEPOINT name_trigrams`.execute(db);
    try {
      await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
      await sql`CREATE INDEX users_name_trgm ON users USING gin (lower(name) gin_trgm_ops)`.execute(db);
      await sql`ALTER INDEX users_name_trgm ALTER COLUMN 1 SET STATISTICS 1000`.execute(db);
      if (inTransaction) await sql`RELEASE SAVEPOINT name_trigrams`.execute(db);
    } catch (error) {
      if (!inTransaction) throw error;
      await sql`ROLLBACK TO SAVEPOINT name_trigrams`.execute(db);
      console.warn(
        `[migrate] 0007-home-pin: no trigram index on users' names (pg_trgm: ${error instanceof Error ? error.message : String(error)}); the customer search works without it, slower`,
      );
    }
  } else {
    // External content: the names stay in users (the index holds only their trigrams); the triggers keep
    // it in step with every write of a name, as SQLite's documentation prescribes for such tables.
    await sql`CREATE VIRTUAL TABLE users_name_trigrams USING fts5(name, content='users', content_rowid='id', tokenize='trigram', detail='none')`.execute(db);
    await sql`INSERT INTO users_name_trigrams (users_name_trigrams) VALUES ('rebuild')`.execute(db);
    await sql`CREATE TRIGGER users_name_trigrams_insert AFTER INSERT ON users
      BEGIN INSERT INTO users_name_trigrams (rowid, name) VALUES (NEW.id, NEW.name); END`.execute(db);
    await sql`CREATE TRIGGER users_name_trigrams_delete AFTER DELETE ON users
      BEGIN INSERT INTO users_name_trigrams (users_name_trigrams, rowid, name) VALUES ('delete', OLD.id, OLD.name); END`.execute(db);
    await sql`CREATE TRIGGER users_name_trigrams_update AFTER UPDATE OF id, name ON users
      BEGIN
        INSERT INTO users_name_trigrams (users_name_trigrams, rowid, name) VALUES ('delete', OLD.id, OLD.name);
        INSERT INTO users_name_trigrams (rowid, name) VALUES (NEW.id, NEW.name);
      END`.execute(db);
  }
}
