import { gzipSync } from 'node:zlib';
import { PREFETCH_WORKER_PATH } from '../../src/islands/directives/events.ts';

/**
 * The JavaScript a page can run, as a server would send it (gzip level 9): every island's component and
 * renderer with their static imports, and the inline scripts (JSON-LD is data, not JavaScript). Code
 * those files import dynamically (`import("./x.js")`, loaded only when needed) is followed the same way
 * and counted apart as `lazyBytes`, so that nothing hides from the measure. Shared by
 * `npm run bench:page-weight` (which prints it) and the browser tests (which hold the budgets).
 */
export interface PageWeight {
  htmlBytes: number;
  /** Script file -> gzip bytes. */
  files: Map<string, number>;
  inlineBytes: number;
  totalBytes: number;
  /**
   * What runs before the first interaction: inline scripts, scripts the HTML loads up front, and the
   * islands' background-fetch worker (off the page's main thread, but code the phone runs all the same).
   */
  eagerBytes: number;
  directives: string[];
  /**
   * Dynamically imported code, kept out of totalBytes: each dynamic import's target -> the gzip bytes of
   * it and of what it alone brings (its static and dynamic imports that the page's static code and an
   * earlier lazy chunk do not already have).
   */
  lazyChunks: Map<string, number>;
  lazyBytes: number;
}

const STATIC_IMPORTS = /(?:import|from)\s*["'](\.\/[^"']+\.js)["']/g;
const DYNAMIC_IMPORTS = /import\(\s*["'](\.\/[^"']+\.js)["']\s*\)/g;
const specifiers = (source: string, pattern: RegExp) => [...source.matchAll(pattern)].map((m) => m[1] ?? '').filter(Boolean);

const gz = (source: string) => gzipSync(Buffer.from(source), { level: 9 }).length;

async function text(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

export async function measurePage(base: string, path: string): Promise<PageWeight> {
  const html = await text(`${base}${path}`);
  const files = new Map<string, number>();
  const sources = new Map<string, string>();
  const pathOf = (spec: string, from: string) => new URL(spec, `${base}${from}`).pathname;
  const queue = [...html.matchAll(/(?:component-url|renderer-url|src)="(\/_astro\/[^"]+\.js)"/g)].map((m) => m[1] ?? '');
  while (queue.length > 0) {
    const url = queue.shift() ?? '';
    if (files.has(url)) continue;
    const source = await text(`${base}${url}`);
    files.set(url, gz(source));
    sources.set(url, source);
    for (const spec of specifiers(source, STATIC_IMPORTS)) queue.push(pathOf(spec, url));
  }
  // The dynamic imports, each with what it alone brings (followed like the static ones).
  const lazyChunks = new Map<string, number>();
  const seen = new Set(files.keys());
  const entries = [...sources].flatMap(([url, source]) => specifiers(source, DYNAMIC_IMPORTS).map((spec) => pathOf(spec, url)));
  while (entries.length > 0) {
    const entry = entries.shift() ?? '';
    if (seen.has(entry)) continue;
    let bytes = 0;
    const chunk = [entry];
    while (chunk.length > 0) {
      const url = chunk.shift() ?? '';
      if (seen.has(url)) continue;
      seen.add(url);
      const source = await text(`${base}${url}`);
      bytes += gz(source);
      for (const spec of specifiers(source, STATIC_IMPORTS)) chunk.push(pathOf(spec, url));
      for (const spec of specifiers(source, DYNAMIC_IMPORTS)) entries.push(pathOf(spec, url));
    }
    lazyChunks.set(entry, bytes);
  }
  const inlineBytes = [...html.matchAll(/<script(?![^>]*\b(?:src=|type="application\/ld\+json"))[^>]*>([\s\S]*?)<\/script>/g)].reduce(
    (sum, m) => sum + gz(m[1] ?? ''),
    0,
  );
  const eager = [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*href)="(\/_astro\/[^"]+\.js)"/g)].map((m) => m[1] ?? '');
  if (html.includes('client="interaction"')) {
    files.set(PREFETCH_WORKER_PATH, gz(await text(`${base}${PREFETCH_WORKER_PATH}`)));
    eager.push(PREFETCH_WORKER_PATH);
  }
  return {
    htmlBytes: gz(html),
    files,
    inlineBytes,
    totalBytes: [...files.values()].reduce((a, b) => a + b, 0) + inlineBytes,
    eagerBytes: eager.reduce((sum, url) => sum + (files.get(url) ?? 0), 0) + inlineBytes,
    directives: [...new Set([...html.matchAll(/client="(\w+)"/g)].map((m) => m[1] ?? ''))],
    lazyChunks,
    lazyBytes: [...lazyChunks.values()].reduce((a, b) => a + b, 0),
  };
}
