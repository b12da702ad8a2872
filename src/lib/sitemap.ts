import { CONTENT_PAGES } from '../routing/routes.ts';
import { allSites, pathInSite } from '../routing/site.ts';

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

export function pagePaths(categorySlugs: readonly string[]): string[] {
  return ['/', '/offers', '/mobile-category', ...categorySlugs.map((s) => `/c/${s}`), ...CONTENT_PAGES.map((id) => `/${id}`), '/blogs/health-tips'];
}

export const XML_HEADERS = { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600, s-maxage=86400' } as const;
