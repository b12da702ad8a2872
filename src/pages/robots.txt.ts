import type { APIRoute } from 'astro';

export const prerender = false;

export const GET: APIRoute = ({ site, url }) =>
  new Response(
    ['User-agent: *', 'Allow: /', 'Disallow: /search', 'Disallow: /graphql', `Sitemap: ${new URL('/sitemap.xml', site ?? url).href}`, ''].join('\n'),
    {
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=86400' },
    },
  );
