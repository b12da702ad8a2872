import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { loadCatalogue } from '../../catalogue/index.ts';
import { SCHEMA_SQL, SCHEMA_VERSION, UPGRADABLE_FROM } from './schema.ts';
import { migrateCartSchema, seedCartData } from './schema-cart.ts';
import { seedCatalogue } from './seed.ts';
import { seedPincodes } from './seed-pincodes.ts';

export type Db = Database.Database;

/**
 * Opens (creating when missing) the SQLite file, applies the schema, and seeds the catalogue on first
 * run. Returns the handle and whether it was seeded now.
 */
export function openDatabase(path: string, catalogueSize = 0): { db: Db; seeded: boolean } {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  const hasMeta = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'meta'").get() !== undefined;
  const version = hasMeta ? db.prepare<[], { value: string }>("SELECT value FROM meta WHERE key = 'schema_version'").get() : undefined;
  const upgrade = version !== undefined && UPGRADABLE_FROM.includes(Number(version.value));
  if (version && Number(version.value) !== SCHEMA_VERSION && !upgrade) {
    db.close();
    throw new Error(
      `Database ${path} has schema ${version.value}, this code needs ${SCHEMA_VERSION}. Remove the file (it is re-created and seeded at start) or set DATABASE_PATH.`,
    );
  }
  db.exec(SCHEMA_SQL);
  migrateCartSchema(db);
  if (upgrade) db.prepare("UPDATE meta SET value = ? WHERE key = 'schema_version'").run(String(SCHEMA_VERSION));
  seedPincodes(db);
  const seededSize = db.prepare<[], { value: string }>("SELECT value FROM meta WHERE key = 'catalogue_size'").get();
  if (seededSize) {
    if (Number(seededSize.value) !== catalogueSize) {
      db.close();
      throw new Error(
        `Database ${path} was seeded with CATALOGUE_SIZE=${seededSize.value}, not ${catalogueSize}. Remove the file or use another DATABASE_PATH.`,
      );
    }
    if (upgrade) seedCartData(db);
    return { db, seeded: false };
  }
  seedCatalogue(db, loadCatalogue({ size: catalogueSize }));
  seedCartData(db);
  db.prepare("INSERT INTO meta (key, value) VALUES ('catalogue_size', ?)").run(String(catalogueSize));
  return { db, seeded: true };
}
