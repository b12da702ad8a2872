import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testDatabase } from '../../test-utils/test-database.ts';
import { connect, type DatabaseLocation, type Db } from '../../upstream/db/database.ts';
import { ROOT, type Started, startProcess } from './processes.ts';

export interface TestStorefront {
  url: string;
  /** What the upstream and the storefront have printed so far (for a failing test's message). */
  logs: () => string;
  upstreamUrl: string;
  /** Where the upstream keeps its data: a SQLite file, or a PostgreSQL database when the run has a cluster (TEST_POSTGRES_URL). */
  database: DatabaseLocation;
  /**
   * The upstream's database through the one data layer (upstream/db/database.ts), for the tests to
   * look at and arrange rows while the upstream process writes (SQLite's WAL, or PostgreSQL).
   */
  db: Db;
  /** The build folder the storefront serves (its client/ holds the static files). */
  buildDir: string;
  /** The launcher processes (tsx, with the Node process under each) of the storefront and the upstream, for the benchmarks' CPU figures. */
  pids(): { storefront: number | undefined; upstream: number | undefined };
  /** Stops the upstream service, as if the pharmacy's backend went down. */
  stopUpstream(): Promise<void>;
  startUpstream(): Promise<void>;
  /** Stops the storefront server itself (pages, assets, /graphql): for the service worker too, the network is gone. */
  stopServer(): Promise<void>;
  /** Starts the storefront server again on the same port. */
  startServer(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A whole storefront as `npm start` runs it, over a fresh database (test-utils/test-database.ts: a
 * SQLite file in a temporary folder, or a PostgreSQL database in the run's cluster when
 * E2E_ENGINE=postgres, tests/e2e/global-setup.ts): the upstream as its own process (so a test can take
 * it away) and the storefront server pointed at it with UPSTREAM_URL. `settings` add or replace
 * environment variables of both. The render cache is on, as `npm start` has it: a test that changes a
 * product in `db` and loads a catalogue page it loaded before sees the change once the gateway reads the
 * change feed (SEARCH_REFRESH_INTERVAL_MS, 30 s unless `settings` shorten it), or at once under a URL
 * not asked for before.
 */
export async function startTestStorefront(settings: Record<string, string> = {}): Promise<TestStorefront> {
  const dir = mkdtempSync(join(tmpdir(), 'pharmacy-e2e-'));
  // As `npm start` runs: persisted documents only, no introspection; the upstream and the storefront
  // share a secret for forwarded client addresses.
  const env = { GRAPHQL_DEV_TOOLS: '0', GATEWAY_SECRET: process.env.GATEWAY_SECRET ?? randomBytes(24).toString('hex'), ...settings };
  const database = await testDatabase(dir);
  const databaseEnv = { DATABASE_PATH: database.path, ...(database.url ? { DATABASE_URL: database.url } : {}) };
  const launchUpstream = (port: string) =>
    startProcess(
      'upstream/server.ts',
      { ...env, UPSTREAM_PORT: port, ...databaseEnv, UPLOAD_DIR: join(dir, 'uploads'), MEDIA_DIR: join(dir, 'media') },
      /\[upstream\] listening on (http:\/\/\S+)/,
    );
  let upstream: Started | null = await launchUpstream('0');
  const upstreamUrl = upstream.match[1] ?? '';
  // Opened once the upstream has made and seeded the database.
  const opened = connect(database);
  const launchStorefront = (port: string) =>
    startProcess('scripts/start.ts', { ...env, PORT: port, UPSTREAM_URL: upstreamUrl, FORCE_BUILD: '0' }, /Storefront ready: (http:\/\/\S+)/);
  let storefront: Started | null = await launchStorefront('0');
  const url = (storefront.match[1] ?? '').replace(/\/$/, '');
  const served = /\[build\] serving (\S+)/.exec(storefront.output())?.[1];
  if (!served) throw new Error(`the storefront did not say which build it serves:\n${storefront.output()}`);
  return {
    url,
    upstreamUrl,
    database,
    db: opened.db,
    buildDir: join(ROOT, served),
    logs: () => `${upstream?.output() ?? ''}\n${storefront?.output() ?? ''}`,
    pids: () => ({ storefront: storefront?.child.pid, upstream: upstream?.child.pid }),
    stopUpstream: async () => {
      await upstream?.stop();
      upstream = null;
    },
    startUpstream: async () => {
      upstream = await launchUpstream(new URL(upstreamUrl).port);
    },
    stopServer: async () => {
      await storefront?.stop();
      storefront = null;
    },
    startServer: async () => {
      storefront = await launchStorefront(new URL(url).port);
    },
    close: async () => {
      await storefront?.stop();
      await upstream?.stop();
      await opened.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
