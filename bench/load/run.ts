import { setMaxListeners } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createDatabase, type PostgresCluster } from '../../test-utils/postgres-cluster.ts';
import { connect, type DatabaseLocation, type Db } from '../../upstream/db/database.ts';
import { openDatabase } from '../../upstream/db/open.ts';
import { loadCatalogue, readProducts } from './catalogue.ts';
import type { SentOrder } from './checkout.ts';
import { type CheckResult, checkDatabase } from './checks.ts';
import { type CpuFigures, cpuAfter, cpuBefore, loadAverage } from './cpu.ts';
import { type Driven, drive } from './drive.ts';
import type { LoadContext } from './people.ts';
import { prepare, recordBefore } from './prepare.ts';
import type { LoadSettings } from './settings.ts';
import { Recorder } from './stats.ts';
import { type RunningStorefront, startStorefront } from './storefront.ts';

/**
 * One run of the load test (issue 21) on one engine: a fresh database (a SQLite file in a temporary
 * folder, or a new database in the throw-away PostgreSQL cluster), prepared (prepare.ts); the
 * production start on it (`npm run serve`: WORKERS processes on PostgreSQL, one on SQLite); the load
 * (drive.ts) for its time; the storefront stopped; the database checked (checks.ts); the folder
 * removed. `cleanup` collects what an emergency stop must end (index.ts).
 */
export type Engine = 'postgres' | 'sqlite';

export interface RunResult {
  engine: Engine;
  workers: number;
  recorder: Recorder;
  /** Seconds from the first person's start to the last answer. */
  seconds: number;
  stoppedBy: string;
  /** People still busy at the hard stop (their requests were cut). */
  hardStopped: number;
  generatorLag: Driven['generatorLag'];
  cpu: CpuFigures;
  loadAverage: { start: string; end: string };
  /** What the storefront printed during the load (warnings, errors; nothing when all is well). */
  printed: string[];
  products: number;
  preRendered: number;
  check: CheckResult;
}

export interface Cleanup {
  storefronts: Set<RunningStorefront>;
  folders: Set<string>;
}

export async function loadRun(
  engine: Engine,
  settings: LoadSettings,
  cluster: PostgresCluster | null,
  cleanup: Cleanup,
  log: (line: string) => void,
): Promise<RunResult> {
  const dir = mkdtempSync(join(tmpdir(), `pharmacy-load-${engine}-`));
  cleanup.folders.add(dir);
  let storefront: RunningStorefront | undefined;
  let db: Db | undefined;
  let closeDb: (() => Promise<void>) | undefined;
  try {
    const location: DatabaseLocation = { path: join(dir, 'load.sqlite') };
    if (engine === 'postgres') {
      if (!cluster) throw new Error('no PostgreSQL cluster');
      location.url = await createDatabase(cluster.url, 'load');
    }
    const t0 = performance.now();
    const opened = await openDatabase(location, settings.CATALOGUE_SIZE);
    const prepared = await prepare(opened.db, { staff: settings.LOAD_STAFF, customersPerShop: settings.LOAD_CUSTOMERS_PER_SHOP, seed: settings.LOAD_SEED });
    const rows = await readProducts(opened.db);
    await opened.close();
    log(
      `[load] ${engine}: database seeded (${rows.length} products) and prepared (${settings.LOAD_STAFF} generated shops with ${settings.LOAD_CUSTOMERS_PER_SHOP} customers each, stock set) in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );

    const workers = engine === 'postgres' ? settings.LOAD_WORKERS : 1;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      WORKERS: String(workers),
      PORT: '0',
      HOST: '127.0.0.1',
      TRUSTED_PROXIES: 'loopback',
      GRAPHQL_DEV_TOOLS: '0',
      DIST_DIR: process.env.DIST_DIR ?? 'var/bench/dist',
      DATABASE_PATH: location.path,
      DATABASE_URL: location.url,
      UPLOAD_DIR: join(dir, 'uploads'),
      MEDIA_DIR: join(dir, 'media'),
      CATALOGUE_SIZE: String(settings.CATALOGUE_SIZE),
    };
    if (!location.url) delete env.DATABASE_URL;
    // Passed on only as given: it is one of the build's settings (server/builds.ts), so '40' and unset are two builds.
    if (process.env.SNAPSHOT_TOP_PRODUCTS === undefined) delete env.SNAPSHOT_TOP_PRODUCTS;
    const t1 = performance.now();
    storefront = await startStorefront(env, settings.LOAD_STARTUP_SECONDS * 1000, log);
    cleanup.storefronts.add(storefront);
    log(
      `[load] ${engine}: storefront ready at ${storefront.origin} in ${((performance.now() - t1) / 1000).toFixed(1)} s (${workers} process${workers === 1 ? '' : 'es'}: ${storefront.workerPids.join(', ')})`,
    );

    const opening = connect({ ...location, poolSize: 4 });
    db = opening.db;
    closeDb = opening.close;
    const before = await recordBefore(db);
    const catalogue = await loadCatalogue(storefront.origin, rows, settings.SNAPSHOT_TOP_PRODUCTS);
    const recorder = new Recorder();
    const ledger: SentOrder[] = [];
    const stop = new AbortController();
    const hardStop = new AbortController();
    // Every person's pause listens to the stop, and every request under way to the hard stop.
    setMaxListeners(0, stop.signal, hardStop.signal);
    const ctx: LoadContext = {
      origin: storefront.origin,
      recorder,
      catalogue,
      think: settings.LOAD_THINK_MS,
      timeoutMs: settings.LOAD_TIMEOUT_MS,
      stop: stop.signal,
      hardStop: hardStop.signal,
      ledger,
      readOtp: otpReader(db),
      checkoutShare: settings.LOAD_CHECKOUT_SHARE,
      seed: settings.LOAD_SEED,
      shopperPins: prepared.shopperPins,
    };

    const port = location.url ? Number(new URL(location.url).port) : null;
    const cpuStart = cpuBefore(storefront, port);
    const loadStart = loadAverage();
    const outputBefore = storefront.output().length;
    log(`[load] ${engine}: load average ${loadStart} at the start`);
    const driven = await drive(ctx, settings, prepared.staff, { stop, hardStop }, log);
    const cpu = cpuAfter(cpuStart);
    const loadEnd = loadAverage();
    const printed = storefront
      .output()
      .slice(outputBefore)
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    log(`[load] ${engine}: load average ${loadEnd} at the end`);

    await storefront.stop();
    cleanup.storefronts.delete(storefront);
    const check = await checkDatabase(db, { ...prepared, ...before }, ledger);
    return {
      engine,
      workers,
      recorder,
      ...driven,
      cpu,
      loadAverage: { start: loadStart, end: loadEnd },
      printed,
      products: rows.length,
      preRendered: catalogue.preRenderedCount,
      check,
    };
  } finally {
    if (storefront) {
      await storefront.stop();
      cleanup.storefronts.delete(storefront);
    }
    await closeDb?.();
    rmSync(dir, { recursive: true, force: true });
    cleanup.folders.delete(dir);
  }
}

/** The newest login code the development SMS outbox holds for a mobile (the code is in the message, as the customer reads it). */
function otpReader(db: Db) {
  return async (mobile: string): Promise<string | null> => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const row = await db.selectFrom('sms_outbox').select('body').where('mobile', '=', mobile).orderBy('id', 'desc').limit(1).executeTakeFirst();
      const code = row && /\b(\d{6})\b/.exec(row.body)?.[1];
      if (code) return code;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return null;
  };
}
