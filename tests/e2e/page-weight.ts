import { gzipSync } from 'node:zlib';
import { PREFETCH_WORKER_PATH } from '../../src/islands/directives/events.ts';

/**
 * The JavaScript a page can run, as a server would send it (gzip level 9): every island's component and
 * renderer with their static imports, and the inline scripts (JSON-LD is data, not JavaScript). Shared
 * by `npm run bench:page-weight` (which prints it) and the browser tests (which hold the budget).
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
}

const gz = (source: string) => gzipSync(Buffer.from(source), { level: 9 }).length;

async function text(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

export async function measurePage(base: string, path: string): Promise<PageWeight> {
  const html = await text(`${base}${path}`);
  const files = new Map<string, number>();
  const queue = [...html.matchAll(/(?:component-url|renderer-url|src)="(\/_astro\/[^"]+\.js)"/g)].map((m) => m[1] ?? '');
  while (queue.length > 0) {
    const url = queue.shift() ?? '';
    if (files.has(url)) continue;
    const source = await text(`${base}${url}`);
    files.set(url, gz(source));
    for (const [, spec] of source.matchAll(/(?:import|from)\s*["'](\.\/[^"']+\.js)["']/g)) {
      if (spec) queue.push(new URL(spec, `${base}${url}`).pathname);
    }
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
  };
}
