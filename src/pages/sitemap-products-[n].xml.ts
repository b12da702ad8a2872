import type { APIRoute } from 'astro';
import { PRODUCT_LIST_QUERY } from '../graphql/catalogue.ts';
import { query } from '../lib/gateway.ts';
import { inEverySite, PRODUCTS_PER_SITEMAP, urlset, XML_HEADERS } from '../lib/sitemap.ts';

export const prerender = false;
const PAGE = 500;

/** Product pages n: PRODUCTS_PER_SITEMAP products in every site, at most 50,000 URLs. */
export const GET: APIRoute = async ({ params, site, url }) => {
  const origin = site ?? url;
  const n = /^\d{1,6}$/.test(params.n ?? '') ? Number(params.n) : 0;
  if (n < 1) return new Response('Not found', { status: 404 });
  const first = (n - 1) * PRODUCTS_PER_SITEMAP;
  const paths: string[] = [];
  for (let start = first; start < first + PRODUCTS_PER_SITEMAP; start += PAGE) {
    const size = Math.min(PAGE, first + PRODUCTS_PER_SITEMAP - start);
    const { products } = await query(PRODUCT_LIST_QUERY, { sort: 'PRIORITY', start, size });
    paths.push(...products.items.map((p) => p.urlPath));
    if (products.items.length < size) break;
  }
  if (paths.length === 0) return new Response('Not found', { status: 404 });
  return new Response(urlset(paths.flatMap((path) => inEverySite(path, origin))), { headers: XML_HEADERS });
};
