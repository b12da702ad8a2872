import { type Kysely, sql } from 'kysely';
import { engineOf } from '../database.ts';

/** The customer's records that are listed in the order they were written, ties of the same millisecond included. */
const IN_WRITING_ORDER = ['tickets', 'ticket_comments', 'uploads', 'notifications', 'wallet_transactions'] as const;

/**
 * Two guarantees of the customer's records that SQLite gave for free and PostgreSQL does not:
 *
 * - At most one default address per customer, as a partial unique index (upstream/addresses/repository.ts
 *   also serialises a customer's address writes, so the index is the backstop, never the path). A
 *   database that somehow holds more keeps the default set last.
 * - The order rows were written in, as `seq`: lists sorted by time broke ties by SQLite's rowid, which
 *   PostgreSQL does not have. PostgreSQL numbers `seq` with an identity column; SQLite copies the rowid
 *   into it with a trigger (ALTER TABLE cannot add a column that numbers itself there).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .updateTable('addresses')
    .set({ is_default: 0 })
    .where('is_default', '=', 1)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('addresses as later')
          .select(sql.lit(1).as('one'))
          .whereRef('later.user_id', '=', 'addresses.user_id')
          .where('later.is_default', '=', 1)
          .where((eb) =>
            eb.or([
              eb('later.updated_at', '>', eb.ref('addresses.updated_at')),
              eb.and([eb('later.updated_at', '=', eb.ref('addresses.updated_at')), eb('later.id', '>', eb.ref('addresses.id'))]),
            ]),
          ),
      ),
    )
    .execute();
  await db.schema.createIndex('addresses_one_default').on('addresses').column('user_id').unique().where(sql.ref('is_default'), '=', sql.lit(1)).execute();

  for (const table of IN_WRITING_ORDER) {
    if (engineOf(db) === 'postgres') {
      await db.schema
        .alterTable(table)
        .addColumn('seq', 'bigint', (c) => c.notNull().generatedByDefaultAsIdentity())
        .execute();
    } else {
      await db.schema.alterTable(table).addColumn('seq', 'integer').execute();
      await sql`UPDATE ${sql.table(table)} SET seq = rowid`.execute(db);
      await sql`CREATE TRIGGER ${sql.id(`${table}_seq`)} AFTER INSERT ON ${sql.table(table)}
        BEGIN UPDATE ${sql.table(table)} SET seq = NEW.rowid WHERE rowid = NEW.rowid; END`.execute(db);
    }
  }
}
