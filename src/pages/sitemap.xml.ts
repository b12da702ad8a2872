import type { APIRoute } from 'astro';
import { PRODUCT_LIST_QUERY } from '../graphql/catalogue.ts';
import { query } from '../lib/gateway.ts';
import { PRODUCTS_PER_SITEMAP, sitemapIndex, XML_HEADERS } from '../lib/sitemap.ts';

export const prerender = false;

/** The sitemap index: the pages' sitemap and as many product sitemaps as the catalogue needs. */
export const GET: APIRoute = async ({ site, url }) => {
  const origin = site ?? url;
  const { products } = await query(PRODUCT_LIST_QUERY, { size: 1 });
  const files = Math.max(1, Math.ceil(products.total / PRODUCTS_PER_SITEMAP));
  const names = ['sitemap-pages.xml', ...Array.from({ length: files }, (_, i) => `sitemap-products-${i + 1}.xml`)];
  return new Response(sitemapIndex(names.map((n) => new URL(`/${n}`, origin).href)), { headers: XML_HEADERS });
};
