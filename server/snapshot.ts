import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { PublishedContentPathsDocument, SnapshotPathsDocument } from '../src/gql/graphql.ts';
import { createGraphqlClient } from '../src/lib/graphql-client.ts';
import { contentPaths } from '../src/lib/sitemap.ts';
import { allSites, pathInSite } from '../src/routing/site.ts';
import { collectInlineHashes, emptyHashes, type InlineHashes, NOT_FOUND_SAMPLE, SAMPLE_PATHS } from './csp.ts';

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

/**
 * The published content pages, blog posts and blog lists (below a site prefix), from the gateway's
 * cmsPaths (issue 18: content lives in the upstream's database, not in the sources).
 */
export async function publishedContentPaths(origin: string): Promise<string[]> {
  const reply = await createGraphqlClient(`${origin}/graphql`).query(PublishedContentPathsDocument, {}).toPromise();
  if (!reply.data) throw new Error(`content paths query failed: ${reply.error?.message ?? 'no data'}`);
  return contentPaths(reply.data.cmsPaths);
}

/** The bounded set of paths (below a site prefix) that is written as static files. */
export async function boundedPaths(origin: string, topProducts: number): Promise<string[]> {
  const reply = await createGraphqlClient(`${origin}/graphql`).query(SnapshotPathsDocument, { top: topProducts }).toPromise();
  if (!reply.data) throw new Error(`snapshot query failed: ${reply.error?.message ?? 'no data'}`);
  const { categories, products } = reply.data;
  const brands = [...new Set(products.items.map((p) => p.brandSlug))].slice(0, TOP_BRANDS);
  return [
    '/',
    '/offers',
    '/mobile-category',
    '/offline.html',
    ...categories.filter((c) => c.productCount > 0).map((c) => `/c/${c.slug}`),
    ...brands.map((b) => `/b/${b}`),
    ...(await publishedContentPaths(origin)),
    ...products.items.map((p) => p.urlPath),
  ];
}

/** Brotli at quality 7: within a few per cent of the maximum for HTML, and many times faster than 11. */
const brotli = (data: Buffer) => brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 7 } });

/** A page's gzip and brotli copies, as the static handler sends them to a phone that accepts them. */
export const compressedCopies = (html: Buffer) => ({ gz: gzipSync(html, { level: 9 }), br: brotli(html) });

/** The static copy of a URL, as the static handler finds it (server/static-files.ts). */
export function fileFor(outDir: string, url: string): string {
  if (url.endsWith('.html')) return join(outDir, url);
  return join(outDir, url === '/' ? '' : url, 'index.html');
}

/** One page of each kind rendered only on demand, on every site: read for their inline hashes only. */
function samplePaths(): string[] {
  const paths = [...Object.values(SAMPLE_PATHS).filter((path): path is string => path !== null), NOT_FOUND_SAMPLE];
  return allSites().flatMap((site) => paths.map((path) => pathInSite(site, path)));
}

/** A page rendered by the running server, never its static copy; redirects are answered, not followed. */
export async function render(origin: string, url: string): Promise<Response> {
  return fetch(`${origin}${url}`, { headers: { [RENDER_HEADER]: '1' }, redirect: 'manual' });
}

/**
 * Renders the bounded pages of every site through the running server and writes them (with gzip and
 * brotli copies) under the build's client folder, where the static handler serves them; reads them and
 * one page of every on-demand kind for the hashes of their inline scripts and styles (server/csp.ts).
 * Its cost grows with the number of sites and N, not with the catalogue.
 */
export async function snapshotPages({
  origin,
  outDir,
  topProducts,
  concurrency = 4,
}: SnapshotOptions): Promise<{ pages: number; seconds: number; hashes: InlineHashes }> {
  const started = Date.now();
  const paths = await boundedPaths(origin, topProducts);
  const urls = allSites().flatMap((site) => paths.map((path) => pathInSite(site, path)));
  const hashes = emptyHashes();
  let next = 0;
  let written = 0;
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++] ?? '/';
      const response = await render(origin, url);
      if (response.status !== 200) {
        await response.body?.cancel();
        continue;
      }
      const html = Buffer.from(await response.arrayBuffer());
      collectInlineHashes(html.toString('utf8'), hashes);
      const file = fileFor(outDir, url);
      mkdirSync(dirname(file), { recursive: true });
      const { gz, br } = compressedCopies(html);
      writeFileSync(file, html);
      writeFileSync(`${file}.gz`, gz);
      writeFileSync(`${file}.br`, br);
      written += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  for (const url of samplePaths()) {
    const response = await render(origin, url);
    if ((response.headers.get('content-type') ?? '').includes('text/html')) collectInlineHashes(await response.text(), hashes);
    else await response.body?.cancel();
  }
  compressAssets(join(outDir, '_astro'));
  return { pages: written, seconds: (Date.now() - started) / 1000, hashes };
}

/** gzip and brotli copies of the hashed scripts and styles, served when the phone accepts them. */
function compressAssets(dir: string): void {
  for (const file of readdirSync(dir)) {
    // .mjs: the decoding pages' PDF worker (pdfjs-dist, 1.2 MB) keeps its own extension.
    if (!/\.(m?js|css|svg)$/.test(file)) continue;
    const source = readFileSync(join(dir, file));
    writeFileSync(join(dir, `${file}.gz`), gzipSync(source, { level: 9 }));
    writeFileSync(join(dir, `${file}.br`), brotli(source));
  }
}
