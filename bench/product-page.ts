/**
 * On-demand product pages under load: a storefront over a CATALOGUE_SIZE catalogue (default 100,000),
 * product pages that are not pre-rendered requested by autocannon over loopback for 20 s with 10
 * connections, each request a different product. Prints p50/p95/p99 server time and throughput, the CPU
 * time the storefront and the upstream processes spent per request (Linux; steadier than throughput on
 * a machine shared with other work), and the same for a pre-rendered (static) page as the baseline.
 * The render cache is off (PAGE_CACHE_MS=0): the bench cycles through 500 products, which the cache
 * would soon answer, and a shop's long tail of distinct pages is what it measures.
 *
 *   npm run bench:product-page            one process (as npm start: the upstream on SQLite)
 *   WORKERS=2 npm run bench:product-page  npm run serve's WORKERS processes on a throw-away PostgreSQL (issue 21)
 *   CATALOGUE_SIZE=10000 npm run bench:product-page
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { processTreeCpuSeconds } from '../common/process-cpu.ts';
import { readReadyLine, SERVE_READY } from '../server/cluster.ts';
import { createDatabase, startPostgresCluster } from '../test-utils/postgres-cluster.ts';
import { startProcess } from '../tests/e2e/processes.ts';
import { startTestStorefront } from '../tests/e2e/storefront.ts';
import { summarise } from './queries.ts';

const size = Number(process.env.CATALOGUE_SIZE ?? 100_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const workers = Number(process.env.WORKERS ?? 0);
// GRAPHQL_DEV_TOOLS: the bench lists products with its own query; the pages are served as npm start serves them.
const settings = { CATALOGUE_SIZE: String(size), GRAPHQL_DEV_TOOLS: '1', PAGE_CACHE_MS: '0' };

interface BenchShop {
  url: string;
  /** CPU seconds used so far by each part of the shop (null where /proc cannot tell). */
  cpu(): Record<string, number | null>;
  close(): Promise<void>;
}

/** `npm start`'s arrangement as the browser tests run it: the storefront, and the upstream on SQLite in its own process. */
async function oneProcess(): Promise<BenchShop> {
  const shop = await startTestStorefront(settings);
  return {
    url: shop.url,
    cpu: () => {
      const { storefront, upstream } = shop.pids();
      return { storefront: storefront ? processTreeCpuSeconds(storefront) : null, upstream: upstream ? processTreeCpuSeconds(upstream) : null };
    },
    close: () => shop.close(),
  };
}

/** `npm run serve` with WORKERS processes (each with its embedded upstream) on a throw-away PostgreSQL cluster. */
async function severalProcesses(count: number): Promise<BenchShop> {
  const cluster = await startPostgresCluster();
  const dir = mkdtempSync(join(tmpdir(), 'pharmacy-bench-serve-'));
  try {
    const shop = await startProcess(
      'scripts/serve.ts',
      {
        ...settings,
        WORKERS: String(count),
        DATABASE_URL: await createDatabase(cluster.url),
        PORT: '0',
        UPLOAD_DIR: join(dir, 'uploads'),
        MEDIA_DIR: join(dir, 'media'),
      },
      SERVE_READY,
      1_800_000,
    );
    const { url, pids } = readReadyLine(shop.match);
    return {
      url,
      // Each process's tree: its storefront, gateway and embedded upstream.
      cpu: () => Object.fromEntries(pids.map((pid, i) => [`process ${i + 1}`, processTreeCpuSeconds(pid)])),
      close: async () => {
        await shop.stop();
        await cluster.stop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}

console.log(workers > 0 ? `npm run serve: ${workers} storefront processes on PostgreSQL` : 'one storefront process (npm start), the upstream on SQLite');
const storefront = workers > 0 ? await severalProcesses(workers) : await oneProcess();

async function gql<T>(query: string): Promise<T> {
  const response = await fetch(`${storefront.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return ((await response.json()) as { data: T }).data;
}

const cpu = () => storefront.cpu();

/** "storefront 1.31 + upstream 0.15 ms CPU a request", from CPU seconds before and after `requests`. */
function cpuPerRequest(before: Record<string, number | null>, after: Record<string, number | null>, requests: number): string {
  const per = (a: number | null | undefined, b: number | null | undefined) =>
    a == null || b == null || requests === 0 ? '?' : (((b - a) * 1000) / requests).toFixed(2);
  return `${Object.keys(after)
    .map((part) => `${part} ${per(before[part], after[part])}`)
    .join(' + ')} ms CPU a request`;
}

/** Runs autocannon over the paths (a different one each request) and returns exact percentiles. */
function run(title: string, paths: string[], duration = seconds, connections = 10) {
  const times: number[] = [];
  const cpuBefore = cpu();
  return new Promise<autocannon.Result>((resolve, reject) => {
    let i = 0;
    autocannon(
      {
        url: storefront.url,
        connections,
        duration,
        requests: [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] ?? '/' }) }],
        setupClient: (client) => client.on('response', (_status: number, _bytes: number, ms: number) => times.push(ms)),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  }).then((r) => {
    const stats = summarise(times);
    console.log(
      `${title.padEnd(36)} p50 ${stats.p50.toFixed(1)} ms  p95 ${stats.p95.toFixed(1)} ms  p99 ${stats.p99.toFixed(1)} ms  ${Math.round(r.requests.average)} req/s  ${r.requests.total} requests, non-2xx ${r.non2xx}; ${cpuPerRequest(cpuBefore, cpu(), r.requests.total)}`,
    );
    return stats;
  });
}

try {
  const { products } = await gql<{ products: { total: number; items: { urlPath: string }[] } }>(
    `{ products(sort: PRICE_DESC, start: 5000, size: 500) { total items { urlPath } } }`,
  );
  console.log(`catalogue: ${products.total} listed products; ${products.items.length} distinct product pages, none pre-rendered\n`);
  await run(
    'warm-up',
    products.items.slice(0, 200).map((p) => p.urlPath),
    5,
  );
  const paths = products.items.map((p) => p.urlPath);
  const single = await run('on-demand, 1 connection (server time)', paths.slice(0, 250), seconds, 1);
  const onDemand = await run('on-demand, 10 connections', paths.slice(250));
  const staticPage = await run('pre-rendered home page (baseline)', ['/']);
  console.log(
    `\non-demand p95: ${single.p95.toFixed(1)} ms alone, ${onDemand.p95.toFixed(1)} ms under 10 connections (${(onDemand.p95 / staticPage.p95).toFixed(1)}x the static page's ${staticPage.p95.toFixed(1)} ms); target under 50 ms`,
  );
} finally {
  await storefront.close();
}
