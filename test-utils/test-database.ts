import { join } from 'node:path';
import type { DatabaseLocation } from '../upstream/db/database.ts';
import { createDatabase } from './postgres-cluster.ts';

/**
 * The engine of this test run. The `postgres` test project's global setup starts a throw-away cluster
 * and sets TEST_POSTGRES_URL (test-utils/postgres-global-setup.ts); every other run uses SQLite.
 */
export function testEngine(): 'sqlite' | 'postgres' {
  return process.env.TEST_POSTGRES_URL ? 'postgres' : 'sqlite';
}

/**
 * Where a test's upstream keeps its data: a fresh PostgreSQL database in the run's cluster, or a SQLite
 * file in the test's own folder.
 */
export async function testDatabase(dir: string): Promise<DatabaseLocation> {
  const admin = process.env.TEST_POSTGRES_URL;
  const path = join(dir, 'test.sqlite');
  return admin ? { path, url: await createDatabase(admin) } : { path };
}
