import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { type GetManifestOptions, getManifest, injectManifest, type ManifestEntry } from 'workbox-build';
import { allSites, STORE_VIEWS } from '../src/routing/site.ts';
import { ROOT } from './astro-build.ts';

export const SERVICE_WORKER_FILE = 'service-worker.js';
const SOURCE = join(ROOT, 'src', 'offline', 'service-worker.ts');

/**
 * The pages precached for every language: the home page and the offline page (of the default store
 * view; the Jharkhand store view's are cached when visited, and its offline answers fall back on these).
 */
export function shellFiles(): string[] {
  return allSites()
    .filter((site) => site.storeView.code === STORE_VIEWS[0].code)
    .flatMap(({ prefix }) => {
      const dir = prefix.replace(/^\//, '');
      return [dir ? `${dir}/index.html` : 'index.html', dir ? `${dir}/offline.html` : 'offline.html'];
    });
}

/** A file of dist/client as the URL the pages use: "bn/index.html" is "/bn", "index.html" is "/". */
export function urlOfFile(file: string): string {
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'/index.html'.length)}`;
  return `/${file}`;
}

/** The first pre-rendered page below `dir` (a product page, a category page), if the build wrote one. */
function firstPage(clientDir: string, dir: string, depth: number): string[] {
  let path = dir;
  for (let level = 0; level < depth; level++) {
    const next = existsSync(join(clientDir, path)) ? readdirSync(join(clientDir, path)).sort()[0] : undefined;
    if (!next) return [];
    path = `${path}/${next}`;
  }
  return existsSync(join(clientDir, path, 'index.html')) ? [`${path}/index.html`] : [];
}

/**
 * The scripts the catalogue pages can load: their islands and renderers and everything those import,
 * found from the pre-rendered home, offline, product and category pages. The account and upload
 * islands are left out: their pages are private and never answer offline, so precaching them would
 * only cost a phone bandwidth (the '/_astro/' runtime cache keeps them once used).
 */
export function catalogueScripts(clientDir: string): string[] {
  const pages = [...shellFiles(), ...firstPage(clientDir, 'p', 2), ...firstPage(clientDir, 'c', 1)];
  const queue = pages.flatMap((file) =>
    existsSync(join(clientDir, file))
      ? [...readFileSync(join(clientDir, file), 'utf8').matchAll(/(?:component-url|renderer-url|src)="\/(_astro\/[^"]+\.js)"/g)].map((m) => m[1] ?? '')
      : [],
  );
  const found = new Set<string>();
  while (queue.length > 0) {
    const file = queue.shift() ?? '';
    if (found.has(file) || !existsSync(join(clientDir, file))) continue;
    found.add(file);
    for (const [, spec] of readFileSync(join(clientDir, file), 'utf8').matchAll(/(?:import|from)\s*\(?\s*["']\.\/([^"']+\.js)["']/g)) {
      if (spec) queue.push(`_astro/${spec}`);
    }
  }
  return [...found].sort();
}

/** Stylesheet files, if the build wrote any (astro.config.mjs inlines them into the pages today). */
function styles(clientDir: string): string[] {
  const dir = join(clientDir, '_astro');
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((file) => file.endsWith('.css'))
        .map((file) => `_astro/${file}`)
    : [];
}

export interface ServiceWorkerBuild {
  /** Precache entries and their bytes (uncompressed, as the Cache Storage holds them). */
  count: number;
  size: number;
  warnings: string[];
}

/** What is precached, and under which URLs: the same for the build and the benchmark. */
export function precacheOptions(clientDir: string): GetManifestOptions {
  return {
    globDirectory: clientDir,
    globPatterns: ['manifest.webmanifest', 'icons/*', ...styles(clientDir), ...catalogueScripts(clientDir), ...shellFiles()],
    // Hashed file names are their own revision.
    dontCacheBustURLsMatching: /(^|\/)_astro\//,
    manifestTransforms: [
      async (entries: (ManifestEntry & { size: number })[]) => ({
        manifest: entries.map((entry) => ({ ...entry, url: urlOfFile(entry.url) })),
        warnings: [],
      }),
    ],
    maximumFileSizeToCacheInBytes: 512 * 1024,
  };
}

/** The precache list of a built client folder (the benchmark reads it). */
export async function precacheManifest(clientDir: string): Promise<{ url: string }[]> {
  const { manifestEntries } = await getManifest(precacheOptions(clientDir));
  return (manifestEntries ?? []).map((entry) => ({ url: entry.url }));
}

/**
 * Writes the build's client/service-worker.js: src/offline/service-worker.ts bundled (Workbox included) and
 * given the precache manifest of what the build produced. Runs after the pages are pre-rendered, so
 * the precached home and offline pages are the ones the server sends; each build gives new revisions,
 * so the browser sees a new worker and the update prompt appears.
 */
export async function buildServiceWorker(clientDir: string): Promise<ServiceWorkerBuild> {
  const work = mkdtempSync(join(tmpdir(), 'pharmacy-sw-'));
  try {
    const bundled = join(work, SERVICE_WORKER_FILE);
    await build({
      entryPoints: [SOURCE],
      outfile: bundled,
      bundle: true,
      format: 'iife',
      target: 'es2020',
      minify: true,
      legalComments: 'eof',
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'warning',
    });
    const result = await injectManifest({ ...precacheOptions(clientDir), swSrc: bundled, swDest: join(clientDir, SERVICE_WORKER_FILE) });
    return { count: result.count, size: result.size, warnings: result.warnings };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
