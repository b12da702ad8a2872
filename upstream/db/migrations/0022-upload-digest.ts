import type { Kysely } from 'kysely';

/**
 * The same prescription sent twice (upstream/prescriptions/uploads.ts sameRecentPrescription): the
 * answer to an upload was lost on a dropping network and the customer (or the shop, or the upload link's
 * page) sends the file again. `uploads.sha256` is the hex SHA-256 of the stored bytes (null for files
 * stored before this migration); the index finds a customer's copy of the same bytes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('uploads').addColumn('sha256', 'text').execute();
  await db.schema.createIndex('uploads_user_digest').on('uploads').columns(['user_id', 'sha256']).execute();
}
