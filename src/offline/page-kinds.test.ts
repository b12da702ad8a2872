import { describe, expect, it } from 'vitest';
import { homeOf, offlinePageOf, pageKind, precachedPrefixOf } from './page-kinds.ts';

describe('pageKind: what the service worker caches and what answers offline', () => {
  it.each([
    // catalogue and content pages: cached; uncached offline -> message, then home
    ['/', '', 'pages', 'offline', ''],
    ['/pwa.html', '', 'pages', 'offline', ''],
    ['/bn', '', 'pages', 'offline', '/bn'],
    ['/jh/or', '', 'pages', 'offline', '/jh/or'],
    ['/mobile-category', '', 'pages', 'offline', ''],
    ['/offline.html', '', 'pages', 'offline', ''],
    ['/p/MED000001/augmentin-625-duo-tablet', '', 'pages', 'unavailable', ''],
    ['/hi/p/MED000001/augmentin-625-duo-tablet/MED000002', '', 'pages', 'unavailable', '/hi'],
    ['/c/antibiotics', '', 'pages', 'unavailable', ''],
    ['/jh/bn/c/antibiotics', '', 'pages', 'unavailable', '/jh/bn'],
    ['/b/cipla', '', 'pages', 'unavailable', ''],
    ['/k/fever', '', 'pages', 'unavailable', ''],
    ['/offers', '', 'pages', 'unavailable', ''],
    // the pages an editor publishes (issue 18): network first, then the kept copy, then the message
    ['/legal', '', 'fresh', 'unavailable', ''],
    ['/or/about-us', '', 'fresh', 'unavailable', '/or'],
    ['/jh/bn/about-us', '', 'fresh', 'unavailable', '/jh/bn'],
    ['/durga-puja-hours', '', 'fresh', 'unavailable', ''],
    ['/about-us', '?utm_source=sms', 'fresh', 'unavailable', ''],
    ['/about-us', '?preview=abc.def', 'none', 'offline', ''],
    ['/jh/bn/blog/monsoon-fever', '?preview=abc.def', 'none', 'offline', '/jh/bn'],
    ['/blogs/health-tips', '', 'fresh', 'unavailable', ''],
    ['/blog/monsoon-fever', '', 'fresh', 'unavailable', ''],
    ['/hi/blog/monsoon-fever', '', 'fresh', 'unavailable', '/hi'],
    // the editor's desk is never kept
    ['/editor', '', 'none', 'offline', ''],
    ['/editor/entry/abc', '', 'none', 'offline', ''],
    // listing views never seen: the "no products synchronized" warning
    ['/c/antibiotics', '?sort=price_asc', 'pages', 'unsynced', ''],
    ['/bn/c/antibiotics', '?page=2', 'pages', 'unsynced', '/bn'],
    ['/b/cipla', '?instock=1', 'pages', 'unsynced', ''],
    ['/offers', '?price=0-50', 'pages', 'unsynced', ''],
    // search: network first, an unseen search is an empty result
    ['/search', '?q=augmentin', 'search', 'noresults', ''],
    ['/jh/hi/search', '?q=dolo', 'search', 'noresults', '/jh/hi'],
    // the checkout's shells (the same for everyone; the cart and the orders are the phone's own): kept, so
    // the checkout opens offline and an order can be kept on the phone (issue 7)
    ['/checkout', '', 'pages', 'offline', ''],
    ['/checkout-quick', '', 'pages', 'offline', ''],
    ['/bn/checkout-confirmation', '', 'pages', 'offline', '/bn'],
    ['/checkout', '?x=1', 'pages', 'offline', ''],
    // the lead capture pages (issue 17): shells with no one's data, kept so a field worker opens and
    // reloads them with no network; the leads come from the phone's own sealed store
    ['/add-lead', '', 'pages', 'offline', ''],
    ['/pre-add-lead', '', 'pages', 'offline', ''],
    ['/bn/add-lead', '', 'pages', 'offline', '/bn'],
    ['/jh/or/pre-add-lead', '', 'pages', 'offline', '/jh/or'],
    // every other staff page stays uncached
    ['/my-menu', '', 'none', 'offline', ''],
    ['/my-menu/orders', '', 'none', 'offline', ''],
    ['/my-menu/add-lead', '', 'none', 'offline', ''],
    ['/lms', '', 'none', 'offline', ''],
    ['/lead-follow-up', '', 'none', 'offline', ''],
    ['/lead-follow-up/L123', '', 'none', 'offline', ''],
    ['/pre-awareness-absentees', '', 'none', 'offline', ''],
    ['/order-metrics', '', 'none', 'offline', ''],
    ['/order-estimation', '', 'none', 'offline', ''],
    ['/add-product-using-prescription-for-admin', '', 'none', 'offline', ''],
    ['/dpfc/abc_1', '', 'none', 'offline', ''],
    // private or dynamic: never cached
    ['/graphql', '', 'none', 'offline', ''],
    ['/my-account', '', 'none', 'offline', ''],
    ['/bn/my-account/orders/abc', '', 'none', 'offline', '/bn'],
    ['/payment/ORD123', '', 'none', 'offline', ''],
    ['/paymentStatus', '', 'none', 'offline', ''],
    ['/account/files/abc', '', 'none', 'offline', ''],
    ['/dev/sms-outbox', '', 'none', 'offline', ''],
    ['/uprx/token', '', 'none', 'offline', ''],
    ['/appLoginToken', '', 'none', 'offline', ''],
    ['/error', '', 'none', 'offline', ''],
    ['/no/such/page/here', '', 'none', 'offline', ''],
    ['/de/c/antibiotics', '', 'none', 'offline', ''],
  ] as const)('%s%s -> cache %s, fallback %s, prefix "%s"', (path, search, cache, fallback, prefix) => {
    expect(pageKind(path, search)).toEqual({ cache, fallback, prefix });
  });

  it('names the home and offline page of a store view and language', () => {
    expect(homeOf('')).toBe('/');
    expect(homeOf('/jh/bn')).toBe('/jh/bn');
    expect(offlinePageOf('')).toBe('/offline.html');
    expect(offlinePageOf('/hi')).toBe('/hi/offline.html');
  });

  it.each([
    ['', ''],
    ['/bn', '/bn'],
    ['/jh', ''],
    ['/jh/or', '/or'],
  ])('finds the precached pages of %j in %j', (prefix, precached) => {
    expect(precachedPrefixOf(prefix)).toBe(precached);
  });
});
