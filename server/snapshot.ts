import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { CONTENT_PAGES } from '../src/routing/routes.ts';
import { allSites } from '../src/routing/site.ts';
import { ROOT } from './astro-build.ts';

/** Brand listings pre-rendered per site: the brands of the top products, at most this many. */
const TOP_BRANDS = 20;

/** A request carrying this header is always rendered, never answered from the static copy. */
export const RENDER_HEADER = 'x-storefront-render';

export interface SnapshotOptions {
  /** Origin of a running storefront server (its own /graphql answers the pages' queries). */
  origin: string;
  outDir: string;
  /** Products pre-rendered per site, by catalogue priority (design.md decision 5: the top N). */
  topProducts: number;
  concurrency?: number;
}

async function gql<T>(origin: string, query: string): Promise<T> {
  const response = await fetch(`${origin}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(`snapshot query failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

function blogPaths(): string[] {
  const base = join(ROOT, 'src', 'content', 'blog');
  const ids = new Set(readdirSync(base).flatMap((locale) => readdirSync(join(base, locale)).map((file) => file.replace(/\.md$/, ''))));
  return ['/blogs/health-tips', ...[...ids].map((id) => `/blog/${id}`)];
}

/** The bounded set of paths (below a site prefix) that is written as static files. */
export async function boundedPaths(origin: string, topProducts: number): Promise<string[]> {
  const { categories, products } = await gql<{
    categories: { slug: string; productCount: number }[];
    products: { items: { urlPath: string; brandSlug: string }[] };
  }>(origin, `{ categories { slug productCount } products(sort: PRIORITY, size: ${topProducts}) { items { urlPath brandSlug } } }`);
  const brands = [...new Set(products.items.map((p) => p.brandSlug))].slice(0, TOP_BRANDS);
  return [
    '/',
    '/offers',
    '/mobile-category',
    '/offline.html',
    ...categories.filter((c) => c.productCount > 0).map((c) => `/c/${c.slug}`),
    ...brands.map((b) => `/b/${b}`),
    ...CONTENT_PAGES.map((id) => `/${id}`),
    ...blogPaths(),
    ...products.items.map((p) => p.urlPath),
  ];
}

/** Brotli at quality 7: within a few per cent of the maximum for HTML, and many times faster than 11. */
const brotli = (data: Buffer) => brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 7 } });

function fileFor(outDir: string, url: string): string {
  if (url.endsWith('.html')) return join(outDir, url);
  return join(outDir, url === '/' ? '' : url, 'index.html');
}

/**
 * Renders the bounded pages of every site through the running server and writes them (with gzip and
 * brotli copies) under dist/client, where the static handler serves them. Its cost grows with the
 * number of sites and N, not with the catalogue.
 */
export async function snapshotPages({ origin, outDir, topProducts, concurrency = 4 }: SnapshotOptions): Promise<{ pages: number; seconds: number }> {
  const started = Date.now();
  const paths = await boundedPaths(origin, topProducts);
  const urls = allSites().flatMap((site) => paths.map((path) => (path === '/' ? site.prefix || '/' : `${site.prefix}${path}`)));
  let next = 0;
  let written = 0;
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++] ?? '/';
      const response = await fetch(`${origin}${url}`, { headers: { [RENDER_HEADER]: '1' }, redirect: 'manual' });
      if (response.status !== 200) {
        await response.body?.cancel();
        continue;
      }
      const html = Buffer.from(await response.arrayBuffer());
      const file = fileFor(outDir, url);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, html);
      writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
      writeFileSync(`${file}.br`, brotli(html));
      written += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  compressAssets(join(outDir, '_astro'));
  return { pages: written, seconds: (Date.now() - started) / 1000 };
}

/** gzip and brotli copies of the hashed scripts and styles, served when the phone accepts them. */
function compressAssets(dir: string): void {
  for (const file of readdirSync(dir)) {
    if (!/\.(js|css|svg)$/.test(file)) continue;
    const source = readFileSync(join(dir, file));
    writeFileSync(join(dir, `${file}.gz`), gzipSync(source, { level: 9 }));
    writeFileSync(join(dir, `${file}.br`), brotli(source));
  }
}
