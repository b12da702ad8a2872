import { loadCatalogue } from '../../catalogue/index.ts';
import { seedCmsContent } from '../cms/seed.ts';
import { connect, type DatabaseLocation, type Db, type Engine } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { seedCatalogue, seedCoupons } from './seed.ts';
import { seedPincodes } from './seed-pincodes.ts';

export type { Db, Engine } from './database.ts';

export interface OpenDatabase {
  db: Db;
  engine: Engine;
  /** Whether the catalogue was seeded now (first start). */
  seeded: boolean;
  close(): Promise<void>;
}

/** Where a location points, for messages (never the PostgreSQL password). */
export function describeLocation(location: DatabaseLocation): string {
  if (!location.url) return location.path;
  const url = new URL(location.url);
  return `postgres://${url.host}${url.pathname}`;
}

/**
 * Opens the database (a SQLite file, created when missing, or PostgreSQL when a URL is given), runs
 * the migrations, and seeds the catalogue, pin codes and demo coupons on first start, and the content
 * (upstream/cms/seed.ts) once.
 */
export async function openDatabase(location: DatabaseLocation | string, catalogueSize = 0): Promise<OpenDatabase> {
  const where = typeof location === 'string' ? { path: location } : location;
  const { db, engine, close } = connect(where);
  const name = describeLocation(where);
  try {
    await migrateToLatest(db, name);
    await seedPincodes(db);
    await seedCoupons(db);
    const seededSize = await db.selectFrom('meta').select('value').where('key', '=', 'catalogue_size').executeTakeFirst();
    if (seededSize) {
      if (Number(seededSize.value) !== catalogueSize) {
        throw new Error(
          `Database ${name} was seeded with CATALOGUE_SIZE=${seededSize.value}, not ${catalogueSize}. Remove the file or use another DATABASE_PATH.`,
        );
      }
      // Content pages, posts, banners and tiles (issue 18): once, also into a database made before them.
      await seedCmsContent(db);
      return { db, engine, seeded: false, close };
    }
    await seedCatalogue(db, loadCatalogue({ size: catalogueSize }), catalogueSize);
    await seedCmsContent(db);
    return { db, engine, seeded: true, close };
  } catch (error) {
    await close();
    throw error;
  }
}
