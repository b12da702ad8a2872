import { join } from 'node:path';
import { build } from 'esbuild';
import { PREFETCH_WORKER_PATH } from '../src/islands/directives/events.ts';
import { ROOT } from './astro-build.ts';

const SOURCE = join(ROOT, 'src', 'islands', 'directives', 'prefetch-worker.ts');

/**
 * Writes the build's client/island-prefetch.js: the worker that fetches the islands' code in the
 * background (src/islands/directives/prefetch-worker.ts), bundled and minified. Served like the pages'
 * other files at the root (a short cache), so a new build's worker reaches the phones soon.
 */
export async function buildPrefetchWorker(clientDir: string): Promise<void> {
  await build({
    entryPoints: [SOURCE],
    outfile: join(clientDir, PREFETCH_WORKER_PATH.slice(1)),
    bundle: true,
    format: 'iife',
    target: 'es2020',
    minify: true,
    logLevel: 'warning',
  });
}
