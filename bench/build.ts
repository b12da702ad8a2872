/**
 * Build time and peak memory as the catalogue grows. For each size an upstream is seeded and started as
 * its own process first (the pharmacy's backend exists before any build; its seeding time is printed
 * apart), then `npm run build` (astro build and pre-rendering of the bounded pages) runs against it with
 * UPSTREAM_URL, and the memory of the build's whole process tree is sampled every 250 ms. Prints a row
 * per size and the 100k/10k ratios.
 *
 *   npm run bench:build                 BENCH_SIZES=10000,100000,250000 npm run bench:build
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, startProcess } from '../tests/e2e/processes.ts';

const sizes = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number);
const TSX = join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');

/** RSS in MB of a process and all its descendants. */
function treeRssMb(root: number): number {
  const table = execFileSync('ps', ['-eo', 'pid=,ppid=,rss='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number));
  const inTree = new Set([root]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid = 0, ppid = 0] of table) {
      if (inTree.has(ppid) && !inTree.has(pid)) {
        inTree.add(pid);
        grew = true;
      }
    }
  }
  return table.filter(([pid = 0]) => inTree.has(pid)).reduce((sum, [, , rss = 0]) => sum + rss, 0) / 1024;
}

interface Row {
  size: number;
  seed: number;
  total: number;
  astro: number;
  prerender: number;
  pages: number;
  peakMb: number;
}

async function buildAt(size: number): Promise<Row> {
  const dir = mkdtempSync(join(tmpdir(), 'pharmacy-bench-build-'));
  const seeding = Date.now();
  const upstream = await startProcess(
    'upstream/server.ts',
    { CATALOGUE_SIZE: String(size), UPSTREAM_PORT: '0', DATABASE_PATH: join(dir, 'bench.sqlite') },
    /\[upstream\] listening on (http:\/\/\S+)/,
  );
  const seedSeconds = (Date.now() - seeding) / 1000;
  const started = Date.now();
  const child = spawn(process.execPath, [TSX, 'scripts/build.ts'], {
    cwd: ROOT,
    env: { ...process.env, UPSTREAM_URL: upstream.match[1] ?? '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  let peakMb = 0;
  const sampler = setInterval(() => {
    if (child.pid) peakMb = Math.max(peakMb, treeRssMb(child.pid));
  }, 250);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearInterval(sampler);
  await upstream.stop();
  rmSync(dir, { recursive: true, force: true });
  if (code !== 0) throw new Error(`build at ${size} failed (exit ${code}):\n${output.slice(-3000)}`);
  const astro = Number(/\[build\] pages built in ([\d.]+) s/.exec(output)?.[1] ?? Number.NaN);
  const snapshot = /\[build\] (\d+) pages pre-rendered .* in ([\d.]+) s/.exec(output);
  return {
    size,
    seed: seedSeconds,
    total: (Date.now() - started) / 1000,
    astro,
    prerender: Number(snapshot?.[2] ?? Number.NaN),
    pages: Number(snapshot?.[1] ?? 0),
    peakMb,
  };
}

const rows: Row[] = [];
console.log('products   upstream seed (apart)   total build   astro build   pre-render (pages)   peak memory (build process tree)');
for (const size of sizes) {
  const row = await buildAt(size);
  rows.push(row);
  console.log(
    `${String(size).padStart(8)}   ${row.seed.toFixed(1).padStart(19)} s   ${row.total.toFixed(1).padStart(9)} s   ${row.astro.toFixed(1).padStart(9)} s   ${row.prerender.toFixed(1).padStart(7)} s (${row.pages})   ${row.peakMb.toFixed(0).padStart(6)} MB`,
  );
}
const small = rows.find((r) => r.size === 10_000);
const large = rows.find((r) => r.size === 100_000);
if (small && large) {
  console.log(`\n100k / 10k: total ${(large.total / small.total).toFixed(2)}x, peak memory ${(large.peakMb / small.peakMb).toFixed(2)}x (target: within 1.5x)`);
}
