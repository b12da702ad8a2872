/**
 * The search port at scale, in process: builds the tuned embedded engine and, in the same run, the
 * skeleton's plain MiniSearch engine (the baseline) over a generated catalogue, then times distinct
 * generated queries per class (facets computed on every query). Prints p50/p95 per class, build time,
 * heap after GC, and tuned-vs-baseline ratios.
 *
 *   npm run bench:search                         (100k products, 300 queries a class)
 *   SIZE=250000 PER_CLASS=500 BASELINE=0 npm run bench:search
 */
import { performance } from 'node:perf_hooks';
import { PRICE_BUCKET_KEYS } from '../domain/price-buckets.ts';
import { EmbeddedSearchEngine } from '../search-index/embedded/engine.ts';
import type { SearchDocument, SearchParams, SearchPort } from '../search-index/port.ts';
import { catalogueDocuments } from '../test-utils/search-documents.ts';
import { BaselineMiniSearchEngine } from './baseline/minisearch-engine.ts';
import { generateQueries, QUERY_CLASSES, summarise } from './queries.ts';
import { relevanceReport } from './relevance-report.ts';

const SIZE = Number(process.env.SIZE ?? 100_000);
const PER_CLASS = Number(process.env.PER_CLASS ?? 300);
const BASELINE_PER_CLASS = Number(process.env.BASELINE_PER_CLASS ?? 60);
const WITH_BASELINE = process.env.BASELINE !== '0';

const gc = (globalThis as { gc?: () => void }).gc;
function heapMb(): number {
  gc?.();
  gc?.();
  return process.memoryUsage().heapUsed / 1e6;
}
const ms = (n: number) => n.toFixed(2).padStart(7);

async function build(engine: SearchPort, documents: readonly SearchDocument[]) {
  const before = heapMb();
  const started = performance.now();
  await engine.replaceAll(documents);
  const seconds = (performance.now() - started) / 1000;
  return { seconds, heapMb: heapMb() - before };
}

async function time(engine: SearchPort, params: readonly SearchParams[]): Promise<number[]> {
  const times: number[] = [];
  for (const p of params) {
    const started = performance.now();
    await engine.search(p);
    times.push(performance.now() - started);
  }
  return times;
}

if (!gc) console.warn('(run with node --expose-gc for heap figures after GC; `npm run bench:search` does)');
console.log(`Generating ${SIZE} products…`);
const documents = catalogueDocuments(SIZE);
const queries = generateQueries(documents, PER_CLASS);
const warmup = generateQueries(documents, 50, 99);
const filtered: SearchParams[] = queries['one-term'].map((query, i) => ({
  query,
  filters: i % 2 === 0 ? { priceBucket: PRICE_BUCKET_KEYS[i % 4], inStock: true } : { categoryId: 11 + (i % 8) },
  sort: i % 3 === 0 ? 'price_asc' : 'relevance',
}));

const tuned = new EmbeddedSearchEngine();
const tunedBuild = await build(tuned, documents);
const tunedHeap = heapMb();
console.log(
  `\nTuned embedded engine: built ${SIZE} products in ${tunedBuild.seconds.toFixed(1)} s, heap +${tunedBuild.heapMb.toFixed(0)} MB ` +
    `(${tunedHeap.toFixed(0)} MB in use after GC with the catalogue documents)`,
);
await time(
  tuned,
  Object.values(warmup)
    .flat()
    .map((query) => ({ query })),
);

const rows: { cls: string; tuned: ReturnType<typeof summarise>; baseline?: ReturnType<typeof summarise> }[] = [];
for (const cls of QUERY_CLASSES)
  rows.push({
    cls,
    tuned: summarise(
      await time(
        tuned,
        queries[cls].map((query) => ({ query })),
      ),
    ),
  });
rows.push({ cls: 'filtered+sort', tuned: summarise(await time(tuned, filtered)) });

let baselineBuild: { seconds: number; heapMb: number } | undefined;
if (WITH_BASELINE) {
  const baseline = new BaselineMiniSearchEngine();
  baselineBuild = await build(baseline, documents);
  await time(
    baseline,
    warmup['one-term'].slice(0, 10).map((query) => ({ query })),
  );
  for (const row of rows) {
    const params = row.cls === 'filtered+sort' ? filtered : (queries[row.cls as keyof typeof queries] ?? []).map((query) => ({ query }));
    row.baseline = summarise(await time(baseline, params.slice(0, BASELINE_PER_CLASS)));
  }
}

console.log(`\nSearch port latency at ${SIZE} products (ms; distinct queries, facets on every query)`);
console.log(
  `${'class'.padEnd(14)} ${'n'.padStart(4)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'max'.padStart(7)}${WITH_BASELINE ? '   | baseline n   p50     p95   | p50 x  p95 x' : ''}`,
);
for (const { cls, tuned: t, baseline: b } of rows) {
  const base = b
    ? `   | ${String(b.n).padStart(10)} ${ms(b.p50)} ${ms(b.p95)} | ${(b.p50 / t.p50).toFixed(0).padStart(4)}x ${(b.p95 / t.p95).toFixed(0).padStart(5)}x`
    : '';
  console.log(`${cls.padEnd(14)} ${String(t.n).padStart(4)} ${ms(t.p50)} ${ms(t.p95)} ${ms(t.max)}${base}`);
}
if (baselineBuild) console.log(`\nBaseline build ${baselineBuild.seconds.toFixed(1)} s, heap +${baselineBuild.heapMb.toFixed(0)} MB`);
console.log(`Heap in use after GC (catalogue documents and both engines): ${heapMb().toFixed(0)} MB`);
console.log(`Targets: p50 < 5 ms and p95 < 20 ms per class; build < 30 s; heap < 600 MB.`);

const relevance = await relevanceReport(tuned);
console.log(`\nRelevance table at ${SIZE} products (tuned engine): ${relevance.passed}/${relevance.total} queries have their products in the top 3`);
for (const miss of relevance.misses) console.log(`  miss: "${miss.query}" -> ${miss.top.join(' | ')}`);
