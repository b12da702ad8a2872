import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPostgresCluster } from '../../test-utils/postgres-cluster.ts';
import { CHROMIUM_PATH } from './browser.ts';
import { startProcess } from './processes.ts';

/**
 * Once for the browser tests: Chromium must be there, and the pages are built (by `npm run build` on a
 * throw-away database) into the tests' own DIST_DIR (vitest.config.ts), never the dist/ that `npm start`
 * serves, unless a build of the same sources and catalogue is there already. With E2E_ENGINE=postgres
 * the storefronts' upstreams run on PostgreSQL: a throw-away cluster for the run, a database per
 * storefront (tests/e2e/storefront.ts, test-utils/test-database.ts); SQLite otherwise.
 */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium is missing at ${CHROMIUM_PATH}. Run \`npm test\` (it installs Debian's chromium) or \`apt-get install -y chromium\`.`);
  }
  const engine = process.env.E2E_ENGINE ?? 'sqlite';
  if (engine !== 'sqlite' && engine !== 'postgres') throw new Error(`E2E_ENGINE must be sqlite or postgres, not ${engine}`);
  const dir = mkdtempSync(join(tmpdir(), 'pharmacy-build-'));
  try {
    const build = await startProcess('scripts/build.ts', { DATABASE_PATH: join(dir, 'build.sqlite'), FORCE_BUILD: '0' }, /\[build\] done/);
    if (build.child.exitCode === null) await new Promise((resolve) => build.child.once('exit', resolve));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  if (engine === 'sqlite') {
    // The engine is E2E_ENGINE's alone, whatever the shell exported.
    delete process.env.TEST_POSTGRES_URL;
    return undefined;
  }
  const t0 = Date.now();
  const cluster = await startPostgresCluster();
  process.env.TEST_POSTGRES_URL = cluster.url;
  console.log(`[postgres] throw-away cluster for the browser tests at ${cluster.url} (${Date.now() - t0} ms)`);
  return async () => {
    delete process.env.TEST_POSTGRES_URL;
    await cluster.stop();
  };
}
