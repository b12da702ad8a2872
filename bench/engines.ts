import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addressInput } from '../test-utils/account-fixtures.ts';
import { createDatabase, type PostgresCluster, startPostgresCluster } from '../test-utils/postgres-cluster.ts';
import { createCustomer, type TestCustomer } from '../test-utils/users.ts';
import { type Started, startProcess } from '../tests/e2e/processes.ts';
import { connect, type DatabaseLocation, type Engine } from '../upstream/db/database.ts';
import { describeLocation } from '../upstream/db/open.ts';

/**
 * The database engines a bench runs on, and its stage on each: a real upstream and the gateway, each in
 * its own process on loopback, over a fresh SQLite file or a PostgreSQL database; signed-in customers
 * are written into that database (as the OTP sign-in would) and get an address through the upstream's API.
 *
 *   (nothing set)                      SQLite: a fresh file in a temporary folder
 *   DATABASE_URL=postgres://…          that PostgreSQL database (the upstream gets it in its environment)
 *   BENCH_ENGINES=sqlite,postgres      both, one after the other in one run, with a table side by side at
 *                                      the end (`both` says the same; `postgres` alone also works). PostgreSQL
 *                                      is DATABASE_URL when set, otherwise a throw-away cluster
 *                                      (test-utils/postgres-cluster.ts) with a fresh database, stopped at the end.
 */
const ENGINES: readonly Engine[] = ['sqlite', 'postgres'];

export function benchEngines(env: NodeJS.ProcessEnv = process.env): Engine[] {
  const setting = env.BENCH_ENGINES?.trim();
  if (!setting) return [env.DATABASE_URL ? 'postgres' : 'sqlite'];
  const names = setting
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean)
    .flatMap((name): string[] => (name === 'both' || name === 'all' ? [...ENGINES] : [name === 'pg' || name === 'postgresql' ? 'postgres' : name]));
  const unknown = names.filter((name) => !ENGINES.includes(name as Engine));
  if (unknown.length > 0) throw new Error(`BENCH_ENGINES: unknown engine ${unknown.join(', ')} (sqlite, postgres or both)`);
  return ENGINES.filter((engine) => names.includes(engine));
}

export type Stage = Awaited<ReturnType<typeof startStage>>;

export interface StageOptions {
  /** Products the upstream seeds (generated past the real ones, labelled); the real catalogue when absent. */
  catalogueSize?: number;
}

/** The stage over `location`: a SQLite file unless `location.url` names a PostgreSQL database. */
export async function startStage(location: DatabaseLocation, dir: string, options: StageOptions = {}) {
  const upstream = await startProcess(
    'upstream/server.ts',
    {
      UPSTREAM_PORT: '0',
      DATABASE_PATH: location.path,
      ...(location.url ? { DATABASE_URL: location.url } : {}),
      UPLOAD_DIR: join(dir, 'uploads'),
      ...(options.catalogueSize ? { CATALOGUE_SIZE: String(options.catalogueSize) } : {}),
    },
    /\[upstream\] listening on (http:\/\/\S+)/,
    options.catalogueSize ? 1_800_000 : undefined,
  );
  const upstreamUrl = upstream.match[1] ?? '';
  let gateway: Started | undefined;
  try {
    gateway = await startProcess(
      'gateway/server.ts',
      // The benches send their own queries (the storefront sends persisted ones); every limit still applies.
      { UPSTREAM_URL: upstreamUrl, GATEWAY_PORT: '0', SEARCH_REFRESH_INTERVAL_MS: '0', GRAPHQL_DEV_TOOLS: '1' },
      /(\d+) products indexed in ([\d.]+) s; listening on (http:\/\/\S+)/,
      options.catalogueSize ? 900_000 : undefined,
    );
  } catch (error) {
    await upstream.stop();
    throw error;
  }
  const graphqlUrl = gateway.match[gateway.match.length - 1] ?? '';
  /** What the gateway printed: products indexed (search and alternatives) and the seconds it took. */
  const indexed = { products: Number(gateway.match[1]), seconds: Number(gateway.match[2]) };
  const { db, engine, close: closeDb } = connect(location);

  const gql = async (query: string, variables: Record<string, unknown>, token: string | null = null) => {
    const response = await fetch(graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: any; errors?: { message: string }[] };
    if (body.errors) throw new Error(body.errors.map((e) => e.message).join('; '));
    return body.data;
  };

  const customer = async (): Promise<TestCustomer & { addressId: string }> => {
    const c = await createCustomer(db);
    const reply = await fetch(`${upstreamUrl}/api/account/addresses`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-access-token': c.token },
      body: JSON.stringify(addressInput()),
    });
    const body = (await reply.json()) as { result: { id: string } };
    return { ...c, addressId: body.result.id };
  };

  return {
    engine,
    db,
    gql,
    customer,
    graphqlUrl,
    upstreamUrl,
    indexed,
    stop: async () => {
      await closeDb();
      await gateway?.stop();
      await upstream.stop();
    },
  };
}

export interface EngineRun<T> {
  engine: Engine;
  /** Where the data was (never a password). */
  where: string;
  /** The bench's figures, or undefined when it threw (`error`). */
  result?: T;
  error?: unknown;
}

/**
 * Runs `bench` on each engine of benchEngines() in turn, each on a stage of its own over a fresh
 * database (or DATABASE_URL's), and returns what each gave. A bench that throws on one engine is
 * reported and the next engine still runs. The throw-away PostgreSQL cluster, when one was needed,
 * is stopped before this returns.
 */
export async function onEachEngine<T>(bench: (stage: Stage) => Promise<T>, options: StageOptions = {}): Promise<EngineRun<T>[]> {
  const engines = benchEngines();
  const givenUrl = process.env.DATABASE_URL;
  // The children get DATABASE_URL only on the PostgreSQL run (startProcess passes on this environment).
  delete process.env.DATABASE_URL;
  let cluster: PostgresCluster | undefined;
  const runs: EngineRun<T>[] = [];
  try {
    for (const engine of engines) {
      const dir = mkdtempSync(join(tmpdir(), `pharmacy-bench-${engine}-`));
      const run: EngineRun<T> = { engine, where: engine };
      runs.push(run);
      try {
        const location: DatabaseLocation = { path: join(dir, 'bench.sqlite') };
        if (engine === 'postgres') {
          if (givenUrl) location.url = givenUrl;
          else {
            const t0 = Date.now();
            cluster ??= await startPostgresCluster();
            location.url = await createDatabase(cluster.url, 'bench');
            console.log(`[bench] throw-away PostgreSQL cluster and a fresh database ready (${Date.now() - t0} ms)`);
          }
        }
        run.where = engine === 'sqlite' ? 'a fresh SQLite file' : describeLocation(location);
        console.log(`\n=== ${engine}: ${run.where} ===`);
        const stage = await startStage(location, dir, options);
        try {
          run.result = await bench(stage);
        } finally {
          await stage.stop();
        }
      } catch (error) {
        run.error = error;
        console.error(`[bench] ${engine}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
  } finally {
    await cluster?.stop();
    if (givenUrl !== undefined) process.env.DATABASE_URL = givenUrl;
  }
  return runs;
}

/**
 * A table with one column per engine: each row is a label and a function of that engine's figures
 * (an engine whose bench threw shows `failed`).
 */
export function sideBySide<T>(title: string, runs: readonly EngineRun<T>[], rows: readonly [string, (result: T) => string][]): string {
  const width = Math.max(...rows.map(([label]) => label.length), 10);
  const cells = runs.map((run) => rows.map(([, value]) => (run.result === undefined ? 'failed' : value(run.result))));
  const columns = runs.map((run, i) => Math.max(run.engine.length, ...(cells[i] ?? []).map((cell) => cell.length)) + 2);
  const lines = [title, `${''.padEnd(width)}${runs.map((run, i) => run.engine.padStart(columns[i] ?? 0)).join('')}`];
  rows.forEach(([label], r) => {
    lines.push(`${label.padEnd(width)}${runs.map((_, i) => (cells[i]?.[r] ?? '').padStart(columns[i] ?? 0)).join('')}`);
  });
  return lines.join('\n');
}

export const ms = (value: number) => value.toFixed(1);
