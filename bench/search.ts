/**
 * The search port at scale, in process: builds the embedded engine over a generated catalogue, drops
 * the generated documents so only what the engine keeps is measured, then times distinct generated
 * queries per class (facets computed on every query). Prints p50/p95 per class, build time, the
 * engine's memory after GC (heap and the typed arrays' buffers, which live outside the heap) and the
 * relevance table's score at that size. The skeleton's plain MiniSearch engine is the baseline, built
 * in the same run at sizes up to 100k (it takes minutes a class beyond).
 *
 *   npm run bench:search                          (100k products, 300 queries a class, with the baseline)
 *   SIZES=100000,500000 BASELINE=0 npm run bench:search   (both sizes in one run, one table)
 */
import { performance } from 'node:perf_hooks';
import { PRICE_BUCKET_KEYS } from '../domain/price-buckets.ts';
import { EmbeddedSearchEngine } from '../search-index/embedded/engine.ts';
import type { SearchDocument, SearchParams, SearchPort } from '../search-index/port.ts';
import { catalogueDocuments } from '../test-utils/search-documents.ts';
import { BaselineMiniSearchEngine } from './baseline/minisearch-engine.ts';
import { generateQueries, QUERY_CLASSES, summarise } from './queries.ts';
import { relevanceReport } from './relevance-report.ts';

const SIZES = (process.env.SIZES ?? process.env.SIZE ?? '100000').split(',').map(Number);
const PER_CLASS = Number(process.env.PER_CLASS ?? 300);
const BASELINE_PER_CLASS = Number(process.env.BASELINE_PER_CLASS ?? 60);
const WITH_BASELINE = process.env.BASELINE !== '0';
const BASELINE_UP_TO = 100_000;
const TARGETS = { p95Ms: 10, memoryMb: 450, buildSeconds: 30 };

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('Run with node --expose-gc (`npm run bench:search` does): memory after GC is one of the figures.');
/** Heap in use and the ArrayBuffers' bytes (typed arrays and Buffers live outside the heap), after GC. */
function memoryMb(): number {
  gc?.();
  gc?.();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return (heapUsed + arrayBuffers) / 1e6;
}
const ms = (n: number) => n.toFixed(2).padStart(7);

async function time(engine: SearchPort, params: readonly SearchParams[]): Promise<number[]> {
  const times: number[] = [];
  for (const p of params) {
    const started = performance.now();
    await engine.search(p);
    times.push(performance.now() - started);
  }
  return times;
}

type Summary = ReturnType<typeof summarise>;
interface SizeRun {
  size: number;
  buildSeconds: number;
  memoryMb: number;
  rows: { cls: string; tuned: Summary; baseline?: Summary }[];
  relevance: { passed: number; total: number };
}

function paramsOf(queries: Record<string, string[]>): Record<string, SearchParams[]> {
  const params: Record<string, SearchParams[]> = {};
  for (const cls of QUERY_CLASSES) params[cls] = (queries[cls] ?? []).map((query) => ({ query }));
  params['filtered+sort'] = (queries['one-term'] ?? []).map((query, i) => ({
    query,
    filters: i % 2 === 0 ? { priceBucket: PRICE_BUCKET_KEYS[i % 4], inStock: true } : { categoryId: 11 + (i % 8) },
    sort: i % 3 === 0 ? 'price_asc' : 'relevance',
  }));
  return params;
}

async function runSize(size: number): Promise<SizeRun> {
  const before = memoryMb();
  console.log(`\nGenerating ${size} products…`);
  let documents: SearchDocument[] = catalogueDocuments(size);
  const params = paramsOf(generateQueries(documents, PER_CLASS));
  const warmup = Object.values(generateQueries(documents, 50, 99))
    .flat()
    .map((query) => ({ query }));

  const tuned = new EmbeddedSearchEngine();
  const started = performance.now();
  await tuned.replaceAll(documents);
  const buildSeconds = (performance.now() - started) / 1000;
  documents = [];
  const engineMb = memoryMb() - before;
  console.log(`Embedded engine: built ${size} products in ${buildSeconds.toFixed(1)} s; it keeps ${engineMb.toFixed(0)} MB after GC (heap + typed arrays)`);
  await time(tuned, warmup);

  const rows: SizeRun['rows'] = [];
  for (const [cls, list] of Object.entries(params)) rows.push({ cls, tuned: summarise(await time(tuned, list)) });
  const relevance = await relevanceReport(tuned);
  console.log(`Relevance table at ${size} products: ${relevance.passed}/${relevance.total} queries have their products in the top 3`);
  for (const miss of relevance.misses) console.log(`  miss: "${miss.query}" -> ${miss.top.join(' | ')}`);

  if (WITH_BASELINE && size <= BASELINE_UP_TO) {
    const baseline = new BaselineMiniSearchEngine();
    const baselineStarted = performance.now();
    await baseline.replaceAll(catalogueDocuments(size));
    console.log(`Baseline (plain MiniSearch) built in ${((performance.now() - baselineStarted) / 1000).toFixed(1)} s`);
    await time(baseline, warmup.slice(0, 10));
    for (const row of rows) row.baseline = summarise(await time(baseline, (params[row.cls] ?? []).slice(0, BASELINE_PER_CLASS)));
  }
  return { size, buildSeconds, memoryMb: engineMb, rows, relevance };
}

const runs: SizeRun[] = [];
for (const size of SIZES) runs.push(await runSize(size));

for (const run of runs) {
  const withBaseline = run.rows.some((r) => r.baseline);
  console.log(`\nSearch port latency at ${run.size} products (ms; distinct queries, facets on every query)`);
  console.log(
    `${'class'.padEnd(14)} ${'n'.padStart(4)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'max'.padStart(7)}${withBaseline ? '   | baseline n   p50     p95   | p50 x  p95 x' : ''}`,
  );
  for (const { cls, tuned: t, baseline: b } of run.rows) {
    const base = b
      ? `   | ${String(b.n).padStart(10)} ${ms(b.p50)} ${ms(b.p95)} | ${(b.p50 / t.p50).toFixed(0).padStart(4)}x ${(b.p95 / t.p95).toFixed(0).padStart(5)}x`
      : '';
    console.log(`${cls.padEnd(14)} ${String(t.n).padStart(4)} ${ms(t.p50)} ${ms(t.p95)} ${ms(t.max)}${base}`);
  }
}

console.log(`\nSummary (targets at 500k: p95 < ${TARGETS.p95Ms} ms in every class, memory < ${TARGETS.memoryMb} MB, build < ${TARGETS.buildSeconds} s)`);
console.log(`${'products'.padStart(9)} ${'build s'.padStart(8)} ${'memory MB'.padStart(10)} ${'worst p95'.padStart(10)}  relevance`);
for (const run of runs) {
  const worst = Math.max(...run.rows.map((r) => r.tuned.p95));
  console.log(
    `${String(run.size).padStart(9)} ${run.buildSeconds.toFixed(1).padStart(8)} ${run.memoryMb.toFixed(0).padStart(10)} ${ms(worst).padStart(10)}  ${run.relevance.passed}/${run.relevance.total}`,
  );
}
