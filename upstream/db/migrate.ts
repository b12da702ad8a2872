import { sql } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import { type Db, engineOf, sqliteHandleOf } from './database.ts';
import * as baseline from './migrations/0001-baseline.ts';
import * as catalogueChanges from './migrations/0002-catalogue-changes.ts';
import * as accountRecords from './migrations/0003-account-records.ts';
import * as pincodeCities from './migrations/0004-pincode-cities.ts';
import * as staff from './migrations/0005-staff.ts';
import * as actingRefresh from './migrations/0006-acting-refresh.ts';
import * as homePin from './migrations/0007-home-pin.ts';
import * as ordersPlacedAt from './migrations/0008-orders-placed-at.ts';
import * as estimations from './migrations/0009-estimations.ts';
import * as leads from './migrations/0010-leads.ts';
import * as retentionCalls from './migrations/0011-retention-calls.ts';
import * as cms from './migrations/0012-cms.ts';
import * as supportCallbacks from './migrations/0013-support-callbacks.ts';
import * as jobs from './migrations/0014-jobs.ts';
import * as newsletter from './migrations/0015-newsletter.ts';
import * as notifyMe from './migrations/0016-notify-me.ts';
import * as freeGifts from './migrations/0017-free-gifts.ts';
import * as passwordReset from './migrations/0018-password-reset.ts';
import * as externalIdentities from './migrations/0019-external-identities.ts';
import * as otpCheckKey from './migrations/0020-otp-check-key.ts';
import * as resetLinkUsedFor from './migrations/0021-reset-link-used-for.ts';
import * as uploadDigest from './migrations/0022-upload-digest.ts';
import * as estimationRequest from './migrations/0023-estimation-request.ts';
import { SCHEMA_SQL, UPGRADABLE_FROM } from './schema.ts';
import { migrateCartSchema } from './schema-cart.ts';

/**
 * Versioned migrations as code, run at start on either engine (Kysely's Migrator, which takes a lock
 * so that two processes starting at once do not both migrate). Names sort in the order they run.
 */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001-baseline': baseline,
  '0002-catalogue-changes': catalogueChanges,
  '0003-account-records': accountRecords,
  '0004-pincode-cities': pincodeCities,
  '0005-staff': staff,
  '0006-acting-refresh': actingRefresh,
  '0007-home-pin': homePin,
  '0008-orders-placed-at': ordersPlacedAt,
  '0009-estimations': estimations,
  '0010-leads': leads,
  '0011-retention-calls': retentionCalls,
  '0012-cms': cms,
  '0013-support-callbacks': supportCallbacks,
  '0014-jobs': jobs,
  '0015-newsletter': newsletter,
  '0016-notify-me': notifyMe,
  '0017-free-gifts': freeGifts,
  '0018-password-reset': passwordReset,
  '0019-external-identities': externalIdentities,
  '0020-otp-check-key': otpCheckKey,
  '0021-reset-link-used-for': resetLinkUsedFor,
  '0022-upload-digest': uploadDigest,
  '0023-estimation-request': estimationRequest,
};

const provider: MigrationProvider = { getMigrations: async () => ({ ...MIGRATIONS }) };

/**
 * A SQLite file made before the migrations existed (schema 2, 3 or 4 in its meta table) is brought
 * to schema 4 the way that code did, then the baseline is recorded as applied: nothing is re-created,
 * nothing lost. Any other version cannot be upgraded (as before: remove the file to re-create it).
 */
async function adoptLegacySqlite(db: Db, where: string): Promise<void> {
  if (engineOf(db) !== 'sqlite') return;
  const tables = await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('meta', 'kysely_migration')`.execute(db);
  const names = new Set(tables.rows.map((r) => r.name));
  if (!names.has('meta') || names.has('kysely_migration')) return;
  const version = await db.selectFrom('meta').select('value').where('key', '=', 'schema_version').executeTakeFirst();
  if (!version) return;
  if (Number(version.value) !== 4 && !UPGRADABLE_FROM.includes(Number(version.value))) {
    throw new Error(
      `Database ${where} has schema ${version.value}, which cannot be upgraded. Remove the file (it is re-created and seeded at start) or set DATABASE_PATH.`,
    );
  }
  const handle = sqliteHandleOf(db);
  handle.exec(SCHEMA_SQL);
  migrateCartSchema(handle);
  handle.prepare("UPDATE meta SET value = '4' WHERE key = 'schema_version'").run();
  await sql`CREATE TABLE IF NOT EXISTS kysely_migration (name varchar(255) NOT NULL PRIMARY KEY, timestamp varchar(255) NOT NULL)`.execute(db);
  await sql`INSERT INTO kysely_migration (name, timestamp) VALUES ('0001-baseline', ${new Date().toISOString()})`.execute(db);
}

/** Brings the database to the latest schema; `where` names it in errors (a path or the PostgreSQL host). */
export async function migrateToLatest(db: Db, where: string): Promise<string[]> {
  await adoptLegacySqlite(db, where);
  const { error, results = [] } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) {
    const failed = results.find((r) => r.status === 'Error')?.migrationName ?? 'a migration';
    throw new Error(`Database ${where}: ${failed} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  return results.map((r) => r.migrationName);
}
