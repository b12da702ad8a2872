import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './astro-build.ts';

/**
 * The render cache (server/render-cache.ts, issue 21) keys a page by its URL alone and serves it to
 * every visitor, cookies or not. That is right only while a rendered page reads nothing of the request
 * but its path and query: no cookie, header (Accept-Language included), client address, session or host. A page that needs one
 * must be left out of the cache (server/page-renderer.ts KEPT_ROUTES) or the key must include it.
 */
const REQUEST_INPUTS =
  /\bAstro\.(cookies|request|clientAddress|session|originPathname|preferredLocale|preferredLocaleList)\b|\bAstro\.url\.(host|hostname|origin|href|port|protocol|username|password)\b/g;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' ? [] : sources(path);
    return /\.(astro|ts|tsx)$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

describe('what a rendered page reads of its request (the render cache keys by URL alone)', () => {
  it('no page, layout, view or component reads cookies, headers, the client address, a session or the host', () => {
    const readers = sources(join(ROOT, 'src')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(REQUEST_INPUTS)].map((match) => `${relative(ROOT, file)}: ${match[0]}`),
    );
    expect(readers).toEqual([]);
  });

  it('no Astro middleware sits before the pages (it could read the request and hand the pages locals)', () => {
    expect(['src/middleware.ts', 'src/middleware.js', 'src/middleware'].filter((path) => existsSync(join(ROOT, path)))).toEqual([]);
  });

  it('the pattern finds what it is for', () => {
    const sample = 'const a = Astro.cookies.get("x"); const b = Astro.request.headers; const c = Astro.url.origin; const d = Astro.url.search;';
    expect([...sample.matchAll(REQUEST_INPUTS)].map((m) => m[0])).toEqual(['Astro.cookies', 'Astro.request', 'Astro.url.origin']);
  });
});
