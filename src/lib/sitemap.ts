import { CMS_DEFAULT_LOCALE, entryPath } from '../../domain/cms.ts';
import { CACHE } from '../routing/cache.ts';
import { allSites, pathInSite, type Site } from '../routing/site.ts';

/** At most 50,000 URLs in one sitemap file (sitemaps.org). */
export const URLS_PER_SITEMAP = 50_000;
/** Every product has one URL per site, so a product sitemap holds this many products. */
export const PRODUCTS_PER_SITEMAP = Math.floor(URLS_PER_SITEMAP / allSites().length);

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function urlset(urls: readonly string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.map((u) => `<url><loc>${escapeXml(u)}</loc></url>`).join('\n')}\n</urlset>\n`;
}

export function sitemapIndex(files: readonly string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files.map((f) => `<sitemap><loc>${escapeXml(f)}</loc></sitemap>`).join('\n')}\n</sitemapindex>\n`;
}

/** A path in every site, as absolute URLs. */
export function inEverySite(path: string, origin: URL): string[] {
  return allSites().map((site) => new URL(pathInSite(site, path), origin).href);
}

/** The catalogue's pages of the sitemap (below a site prefix): the same in every site. */
export function pagePaths(categorySlugs: readonly string[]): string[] {
  return ['/', '/offers', '/mobile-category', ...categorySlugs.map((s) => `/c/${s}`)];
}

/** A published entry as the gateway's cmsPaths gives it (the languages with their own text). */
export interface PublishedEntry {
  kind: 'PAGE' | 'BLOG';
  identifier: string;
  blogType?: string | null;
  locales: readonly string[];
}

/**
 * The paths (below a site prefix) of the published entries: pages at /{identifier}, posts at
 * /blog/{identifier}, and /blogs/{type} for every blog type with a post. With `locale`, only the entries
 * a customer of that language sees: their own text, or the English one standing in (a page in Bengali
 * only is not on the English site).
 */
export function contentPaths(entries: readonly PublishedEntry[], locale?: string): string[] {
  const shown = entries.filter((e) => locale === undefined || e.locales.includes(locale) || e.locales.includes(CMS_DEFAULT_LOCALE));
  const types = new Set(shown.flatMap((e) => (e.kind === 'BLOG' && e.blogType ? [e.blogType] : [])));
  const paths = [...shown.map((e) => entryPath(e.kind, e.identifier)), ...[...types].map((t) => `/blogs/${t}`)];
  return [...new Set(paths)].sort();
}

/**
 * Every URL of the pages sitemap: the catalogue's pages and the published content in every site, as
 * absolute URLs. Rendered on demand from the gateway, so a page published a moment ago is in it.
 */
export function pagesSitemapUrls(
  categorySlugs: readonly string[],
  entries: readonly PublishedEntry[],
  origin: URL,
  sites: readonly Site[] = allSites(),
): string[] {
  return sites.flatMap((site) =>
    [...pagePaths(categorySlugs), ...contentPaths(entries, site.locale)].map((path) => new URL(pathInSite(site, path), origin).href),
  );
}

export const XML_HEADERS = { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600, s-maxage=86400' } as const;
/** The pages sitemap changes whenever an editor publishes: a search engine or CDN asks again after a minute. */
export const PAGES_XML_HEADERS = { 'content-type': 'application/xml; charset=utf-8', 'cache-control': CACHE.content } as const;
