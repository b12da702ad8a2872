import type { Kysely } from 'kysely';

/**
 * New Estimation pressed again because its answer was lost (upstream/estimations/routes.ts): the
 * client's request id for the press, kept on the estimation it made (null for estimations made before
 * this migration, or without one). One estimation per customer and request id; NULLs never conflict on
 * either engine.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('estimations').addColumn('request_id', 'text').execute();
  await db.schema.createIndex('estimations_request').unique().on('estimations').columns(['customer_id', 'request_id']).execute();
}
