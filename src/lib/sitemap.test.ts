import { describe, expect, it } from 'vitest';
import { allSites } from '../routing/site.ts';
import { contentPaths, type PublishedEntry, pagesSitemapUrls, urlset } from './sitemap.ts';

const entries: PublishedEntry[] = [
  { kind: 'PAGE', identifier: 'about-us', blogType: null, locales: ['en-US', 'bn-IN'] },
  { kind: 'PAGE', identifier: 'durga-puja-hours', blogType: null, locales: ['bn-IN'] },
  { kind: 'BLOG', identifier: 'monsoon-fever', blogType: 'health-tips', locales: ['en-US', 'hi-IN'] },
  { kind: 'BLOG', identifier: 'generic-medicines', blogType: 'savings', locales: ['or-IN'] },
];
const origin = new URL('https://shop.example');

describe('the pages sitemap’s content', () => {
  it('lists pages at /{identifier}, posts at /blog/{identifier} and each blog type’s list once', () => {
    expect(contentPaths(entries)).toEqual([
      '/about-us',
      '/blog/generic-medicines',
      '/blog/monsoon-fever',
      '/blogs/health-tips',
      '/blogs/savings',
      '/durga-puja-hours',
    ]);
  });

  it('lists in a language what its customers see: their own text or the English standing in', () => {
    expect(contentPaths(entries, 'en-US')).toEqual(['/about-us', '/blog/monsoon-fever', '/blogs/health-tips']);
    expect(contentPaths(entries, 'bn-IN')).toEqual(['/about-us', '/blog/monsoon-fever', '/blogs/health-tips', '/durga-puja-hours']);
    expect(contentPaths(entries, 'or-IN')).toEqual(['/about-us', '/blog/generic-medicines', '/blog/monsoon-fever', '/blogs/health-tips', '/blogs/savings']);
    expect(contentPaths([], 'en-US')).toEqual([]);
  });

  it('puts the catalogue’s pages and the content in every site, with the site’s prefix', () => {
    const urls = pagesSitemapUrls(['antibiotics'], entries, origin);
    expect(urls).toContain('https://shop.example/about-us');
    expect(urls).toContain('https://shop.example/bn/durga-puja-hours');
    expect(urls).toContain('https://shop.example/jh/bn/durga-puja-hours');
    expect(urls).toContain('https://shop.example/jh/hi/blogs/health-tips');
    expect(urls).toContain('https://shop.example/or/blog/generic-medicines');
    expect(urls).toContain('https://shop.example/jh/c/antibiotics');
    expect(urls).not.toContain('https://shop.example/durga-puja-hours');
    expect(urls).not.toContain('https://shop.example/hi/blog/generic-medicines');
    // Per site: the home, offers, mobile categories, one category, and that language's content.
    expect(urls.filter((u) => u.startsWith('https://shop.example/jh/or/') || u === 'https://shop.example/jh/or')).toHaveLength(4 + 5);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.length).toBe(allSites().length * 4 + 2 * (3 + 4 + 3 + 5));
    expect(urlset(urls)).toContain('<loc>https://shop.example/bn/durga-puja-hours</loc>');
  });
});
