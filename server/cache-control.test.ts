import { describe, expect, it } from 'vitest';
import { ASSET_CACHE, CONTENT_CACHE, cacheControl, HTML_CACHE, SERVICE_WORKER_CACHE } from './cache-control.ts';

describe('Cache-Control of the static copies', () => {
  it.each([
    // the pages an editor publishes and the home page (banners, tiles): asked again every time
    ['/', CONTENT_CACHE],
    ['/bn', CONTENT_CACHE],
    ['/jh/or', CONTENT_CACHE],
    ['/about-us', CONTENT_CACHE],
    ['/hi/refund', CONTENT_CACHE],
    ['/jh/bn/durga-puja-hours', CONTENT_CACHE],
    ['/blog/monsoon-fever', CONTENT_CACHE],
    ['/or/blogs/health-tips', CONTENT_CACHE],
    // the catalogue's pages keep five minutes
    ['/offers', HTML_CACHE],
    ['/c/antibiotics', HTML_CACHE],
    ['/bn/p/MED000001/augmentin-625-duo-tablet', HTML_CACHE],
    ['/mobile-category', HTML_CACHE],
    ['/offline.html', HTML_CACHE],
    ['/manifest.webmanifest', HTML_CACHE],
    // hashed assets and the worker
    ['/_astro/island.abc123.js', ASSET_CACHE],
    ['/service-worker.js', SERVICE_WORKER_CACHE],
  ])('%s → %s', (path, expected) => expect(cacheControl(path)).toBe(expected));

  it('lets a browser keep a published page no time at all and a CDN a minute', () => {
    expect(CONTENT_CACHE).toBe('public, max-age=0, must-revalidate, s-maxage=60');
  });
});
