/**
 * JavaScript shipped on a page: every island's component and renderer, their static imports, and
 * inline scripts, each gzip-compressed as a server would send it. Prints a table and the total.
 *
 *   npm run bench:page-weight                       (starts its own storefront)
 *   BASE_URL=http://localhost:4321 npm run bench:page-weight -- /p/MED000001/augmentin-625-duo-tablet /
 */
import { gzipSync } from 'node:zlib';
import { startTestStorefront } from '../tests/e2e/storefront.ts';

const pages = process.argv.slice(2).filter((a) => a.startsWith('/'));
const paths = pages.length > 0 ? pages : ['/p/MED000001/augmentin-625-duo-tablet', '/', '/c/antibiotics'];

const storefront = process.env.BASE_URL ? null : await startTestStorefront();
const base = process.env.BASE_URL ?? storefront?.url ?? '';

async function text(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

const gz = (source: string) => gzipSync(Buffer.from(source), { level: 9 }).length;

try {
  for (const path of paths) {
    const html = await text(`${base}${path}`);
    const entries = new Set<string>();
    for (const [, url] of html.matchAll(/(?:component-url|renderer-url|src)="(\/_astro\/[^"]+\.js)"/g)) if (url) entries.add(url);
    const files = new Map<string, number>();
    const queue = [...entries];
    while (queue.length > 0) {
      const url = queue.shift() ?? '';
      if (files.has(url)) continue;
      const source = await text(`${base}${url}`);
      files.set(url, gz(source));
      for (const [, spec] of source.matchAll(/(?:import|from)\s*["'](\.\/[^"']+\.js)["']/g)) {
        if (spec) queue.push(new URL(spec, `${base}${url}`).pathname);
      }
    }
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].reduce((sum, m) => sum + gz(m[1] ?? ''), 0);
    const total = [...files.values()].reduce((a, b) => a + b, 0) + inline;
    console.log(`\n${path}  (HTML ${(gz(html) / 1024).toFixed(1)} KB gzip)`);
    for (const [url, size] of [...files].sort((a, b) => b[1] - a[1])) console.log(`  ${(size / 1024).toFixed(1).padStart(6)} KB  ${url}`);
    console.log(`  ${(inline / 1024).toFixed(1).padStart(6)} KB  inline scripts`);
    console.log(`  ${(total / 1024).toFixed(1).padStart(6)} KB  JavaScript in all (gzip)`);
  }
} finally {
  await storefront?.close();
}
