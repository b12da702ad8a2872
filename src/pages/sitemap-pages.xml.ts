import type { APIRoute } from 'astro';
import { allCategories } from '../lib/catalogue.ts';
import { inEverySite, pagePaths, urlset, XML_HEADERS } from '../lib/sitemap.ts';

export const prerender = false;

export const GET: APIRoute = async ({ site, url }) => {
  const origin = site ?? url;
  const categories = (await allCategories()).filter((c) => c.productCount > 0).map((c) => c.slug);
  return new Response(urlset(pagePaths(categories).flatMap((path) => inEverySite(path, origin))), { headers: XML_HEADERS });
};
