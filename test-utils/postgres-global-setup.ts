import { startPostgresCluster } from './postgres-cluster.ts';

/**
 * Global setup of the `postgres` test project (vitest.config.ts): one throw-away cluster for the run;
 * each test's upstream gets a database of its own in it (test-utils/test-database.ts).
 */
export default async function setup(): Promise<() => Promise<void>> {
  const t0 = Date.now();
  const cluster = await startPostgresCluster();
  process.env.TEST_POSTGRES_URL = cluster.url;
  console.log(`[postgres] throw-away cluster at ${cluster.url} (${Date.now() - t0} ms)`);
  return () => cluster.stop();
}
