/**
 * The alternatives index at scale, in process: builds the grouped index (search-index/alternatives.ts)
 * over a generated catalogue, then asks for one line's alternatives for many different SKUs. In the same
 * run, the first version (createScanningAlternativesIndex, every product scanned per question) answers a
 * smaller sample of the same SKUs as the baseline, and both must give the same answers.
 *
 *   npm run bench:alternatives                    (100k products, 3,000 SKUs, baseline on 30 of them)
 *   SIZE=250000 QUESTIONS=5000 BASELINE_QUESTIONS=10 npm run bench:alternatives
 */
import { performance } from 'node:perf_hooks';
import { isDeepStrictEqual } from 'node:util';
import { seededRandom } from '../catalogue/random.ts';
import type { Product } from '../domain/product.ts';
import { type AlternativesIndex, createAlternativesIndex, createScanningAlternativesIndex, isSellable } from '../search-index/alternatives.ts';
import { summarise } from './queries.ts';
import { generatedShare, scaleCatalogue } from './scale-catalogue.ts';

const SIZE = Number(process.env.SIZE ?? 100_000);
const QUESTIONS = Number(process.env.QUESTIONS ?? 3_000);
const BASELINE_QUESTIONS = Number(process.env.BASELINE_QUESTIONS ?? 30);
const TARGET_P95_MS = 5;

const gc = (globalThis as { gc?: () => void }).gc;
function heapMb(): number {
  gc?.();
  gc?.();
  return process.memoryUsage().heapUsed / 1e6;
}
const ms = (n: number) => n.toFixed(3).padStart(8);

function build(index: AlternativesIndex, products: readonly Product[]) {
  const before = heapMb();
  const started = performance.now();
  index.replaceAll(products);
  const seconds = (performance.now() - started) / 1000;
  return { seconds, heapMb: heapMb() - before };
}

function ask(index: AlternativesIndex, skus: readonly string[]) {
  const times: number[] = [];
  const answers: ReturnType<AlternativesIndex['alternatives']>[] = [];
  for (const sku of skus) {
    const started = performance.now();
    answers.push(index.alternatives(sku));
    times.push(performance.now() - started);
  }
  return { times, answers };
}

/** `count` different SKUs of sellable products, in a seeded random order (real and generated alike). */
function pickSkus(products: readonly Product[], count: number, seed: number): string[] {
  const random = seededRandom(seed);
  const pool = products.filter(isSellable).map((p) => p.sku);
  for (let i = pool.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j] as string, pool[i] as string];
  }
  return pool.slice(0, count);
}

if (!gc) console.warn('(run with node --expose-gc for heap figures after GC; `npm run bench:alternatives` does)');
console.log(`Generating ${SIZE} products…`);
const products = scaleCatalogue(SIZE);
const { generated, real } = generatedShare(products);
console.log(`${SIZE} products: ${real} real, ${generated} generated (labelled generated: true)`);
const heapWithCatalogue = heapMb();

const grouped = createAlternativesIndex();
const groupedBuild = build(grouped, products);
console.log(
  `\nGrouped index: built over ${SIZE} products in ${groupedBuild.seconds.toFixed(2)} s, heap +${groupedBuild.heapMb.toFixed(0)} MB ` +
    `(${heapWithCatalogue.toFixed(0)} MB in use after GC with the catalogue alone)`,
);

const skus = pickSkus(products, QUESTIONS, 16);
ask(grouped, pickSkus(products, 300, 99)); // warm-up on other SKUs
const { times, answers } = ask(grouped, skus);
const t = summarise(times);
const listed = answers.map((a) => (a.ok ? a.items.length : 0));
const refused = answers.filter((a) => !a.ok).length;
console.log(`\nAlternatives for one line at ${SIZE} products (ms; ${t.n} different SKUs)`);
console.log(`${'index'.padEnd(10)} ${'n'.padStart(5)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'max'.padStart(8)}`);
console.log(`${'grouped'.padEnd(10)} ${String(t.n).padStart(5)} ${ms(t.p50)} ${ms(t.p95)} ${ms(t.max)}`);
console.log(
  `  answers: ${listed.filter((n) => n > 0).length} with alternatives (mean ${(listed.reduce((a, b) => a + b, 0) / listed.length).toFixed(1)} listed, at most 12), ` +
    `${listed.filter((n) => n === 0).length - refused} with none cheaper, ${refused} refused (no composition or pack)`,
);

let baselineSummary: ReturnType<typeof summarise> | undefined;
if (BASELINE_QUESTIONS > 0) {
  const scanning = createScanningAlternativesIndex();
  const scanningBuild = build(scanning, products);
  const sample = skus.slice(0, BASELINE_QUESTIONS);
  const baseline = ask(scanning, sample);
  baselineSummary = summarise(baseline.times);
  const differ = sample.filter((_sku, i) => !isDeepStrictEqual(baseline.answers[i], answers[i]));
  console.log(
    `${'scanning'.padEnd(10)} ${String(baselineSummary.n).padStart(5)} ${ms(baselineSummary.p50)} ${ms(baselineSummary.p95)} ${ms(baselineSummary.max)}` +
      `   (the first version, on the first ${sample.length} of the same SKUs: a scan of ${SIZE} products a question is too slow for all ${QUESTIONS}; built in ${scanningBuild.seconds.toFixed(2)} s)`,
  );
  console.log(
    `  same answers as the grouped index: ${sample.length - differ.length}/${sample.length}${differ.length > 0 ? ` (differ: ${differ.join(', ')})` : ''}`,
  );
  console.log(`  grouped vs scanning: p50 ${(baselineSummary.p50 / t.p50).toFixed(0)}x, p95 ${(baselineSummary.p95 / t.p95).toFixed(0)}x faster`);
  if (differ.length > 0) process.exitCode = 1;
}

console.log(`\nHeap in use after GC (catalogue and indexes): ${heapMb().toFixed(0)} MB`);
console.log(`Target: p95 < ${TARGET_P95_MS} ms for one line: ${t.p95 < TARGET_P95_MS ? 'met' : 'NOT met'}.`);
