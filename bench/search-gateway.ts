/**
 * Search through the gateway over loopback HTTP, as the results page asks it (50 items with facets):
 * a real upstream seeded with CATALOGUE_SIZE products (kept in var/bench/ between runs) and the
 * gateway each in their own process, as in production; this process only sends distinct generated
 * queries one after another. Prints p50/p95 per query class, the gateway's start-up index build, and
 * the gateway process's resident memory.
 *
 *   npm run bench:search-gateway                  (100k products, 300 queries a class)
 *   SIZE=10000 PER_CLASS=100 npm run bench:search-gateway
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { catalogueDocuments } from '../test-utils/search-documents.ts';
import { ROOT, type Started, startProcess } from '../tests/e2e/processes.ts';
import { generateQueries, QUERY_CLASSES, summarise } from './queries.ts';

const SIZE = Number(process.env.SIZE ?? 100_000);
const PER_CLASS = Number(process.env.PER_CLASS ?? 300);
const dir = join(ROOT, 'var', 'bench');
mkdirSync(dir, { recursive: true });

const QUERY = `query SearchResults($query: String!, $size: Int) {
  search(query: $query, size: $size) {
    total exhaustive
    items { sku name urlPath price { paise } mrp { paise } discountPercent manufacturer saltinfo packSize dosageForm prescriptionRequired inStock generated }
    aggregations { brand { key label count } category { key label count } price { key label count } }
  }
}`;

/** Resident memory of a process and its children (tsx runs the gateway in a child process of its own). Linux only. */
function rssMb(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  const own = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  return own + children.reduce((sum, child) => sum + rssMb(child), 0);
}

let upstream: Started | undefined;
let gateway: Started | undefined;
try {
  console.log(`Upstream with ${SIZE} products (seeded once into var/bench/, which takes a while the first time)…`);
  let t = performance.now();
  upstream = await startProcess(
    'upstream/server.ts',
    { UPSTREAM_PORT: '0', CATALOGUE_SIZE: String(SIZE), DATABASE_PATH: join(dir, `pharmacy-${SIZE}.sqlite`) },
    /\[upstream\] listening on (http:\/\/\S+)/,
    900_000,
  );
  console.log(`  ready in ${((performance.now() - t) / 1000).toFixed(1)} s at ${upstream.match[1]}`);

  t = performance.now();
  gateway = await startProcess(
    'gateway/server.ts',
    // Its own results-page query (the storefront sends a persisted one); every limit still applies.
    { UPSTREAM_URL: upstream.match[1] ?? '', GATEWAY_PORT: '0', SEARCH_REFRESH_INTERVAL_MS: '0', GRAPHQL_DEV_TOOLS: '1' },
    /\[gateway\] (\d+) products indexed in ([\d.]+) s; listening on (http:\/\/\S+)/,
    600_000,
  );
  const [, indexed, buildSeconds, url = ''] = gateway.match;
  console.log(
    `Gateway: ${indexed} products read from the upstream and indexed in ${buildSeconds} s (process up in ${((performance.now() - t) / 1000).toFixed(1)} s)`,
  );

  const queries = generateQueries(catalogueDocuments(SIZE), PER_CLASS);
  const warmup = generateQueries(catalogueDocuments(SIZE), 30, 99);
  const ask = async (query: string) => {
    const started = performance.now();
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: QUERY, variables: { query, size: 50 } }),
    });
    const body = (await response.json()) as { errors?: unknown[] };
    if (!response.ok || body.errors) throw new Error(`"${query}": HTTP ${response.status} ${JSON.stringify(body.errors)}`);
    return performance.now() - started;
  };
  for (const query of Object.values(warmup).flat()) await ask(query);

  console.log(`\nGateway over loopback HTTP at ${SIZE} products (ms; results-page query: 50 items and facets)`);
  console.log(`${'class'.padEnd(10)} ${'n'.padStart(4)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'max'.padStart(7)}`);
  for (const cls of QUERY_CLASSES) {
    const times: number[] = [];
    for (const query of queries[cls]) times.push(await ask(query));
    const s = summarise(times);
    console.log(`${cls.padEnd(10)} ${String(s.n).padStart(4)} ${s.p50.toFixed(2).padStart(7)} ${s.p95.toFixed(2).padStart(7)} ${s.max.toFixed(2).padStart(7)}`);
  }
  console.log(`\nGateway process resident memory: ${rssMb(gateway.child.pid).toFixed(0)} MB (RSS of the tsx launcher and the gateway: heap, code and buffers)`);
  console.log('Target: p95 under 40 ms through the gateway.');
} finally {
  await gateway?.stop();
  await upstream?.stop();
}
