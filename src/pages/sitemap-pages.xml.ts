import type { APIRoute } from 'astro';
import { PublishedContentPathsDocument } from '../gql/graphql.ts';
import { allCategories } from '../lib/catalogue.ts';
import { query } from '../lib/gateway.ts';
import { PAGES_XML_HEADERS, pagesSitemapUrls, urlset } from '../lib/sitemap.ts';

export const prerender = false;

/** The catalogue's pages and every published content page, post and blog list, in every site (issue 18: current at once). */
export const GET: APIRoute = async ({ site, url }) => {
  const origin = site ?? url;
  const [categories, content] = await Promise.all([allCategories(), query(PublishedContentPathsDocument, {})]);
  const slugs = categories.filter((c) => c.productCount > 0).map((c) => c.slug);
  return new Response(urlset(pagesSitemapUrls(slugs, content.cmsPaths, origin)), { headers: PAGES_XML_HEADERS });
};
