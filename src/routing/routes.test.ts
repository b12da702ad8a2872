import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { IDENTIFIER, RESERVED_IDENTIFIERS } from '../../domain/cms.ts';
import { resolvePath } from './routes.ts';
import { allSites, LOCALES, pathInSite, STORE_VIEWS, splitSite } from './site.ts';

describe('resolvePath', () => {
  it.each([
    ['/', '', 'en-US', { kind: 'home' }],
    ['/pwa.html', '', 'en-US', { kind: 'home' }],
    ['/bn', '/bn', 'bn-IN', { kind: 'home' }],
    ['/bn/', '/bn', 'bn-IN', { kind: 'home' }],
    ['/jh', '/jh', 'en-US', { kind: 'home' }],
    ['/jh/or/offers', '/jh/or', 'or-IN', { kind: 'offers' }],
    ['/c/antibiotics', '', 'en-US', { kind: 'category', key: 'antibiotics' }],
    ['/hi/c/11', '/hi', 'hi-IN', { kind: 'category', key: '11' }],
    ['/b/cipla-ltd', '', 'en-US', { kind: 'brand', brand: 'cipla-ltd' }],
    ['/k/azithromycin', '', 'en-US', { kind: 'keyword', keyword: 'azithromycin' }],
    ['/p/MED000001/augmentin-625-duo-tablet', '', 'en-US', { kind: 'product', parentSku: 'MED000001', slug: 'augmentin-625-duo-tablet', childSku: null }],
    ['/bn/p/MED000001', '/bn', 'bn-IN', { kind: 'product', parentSku: 'MED000001', slug: null, childSku: null }],
    [
      '/jh/bn/p/MEDC000008/azee-500-tablet/MED000275',
      '/jh/bn',
      'bn-IN',
      { kind: 'product', parentSku: 'MEDC000008', slug: 'azee-500-tablet', childSku: 'MED000275' },
    ],
    ['/legal', '', 'en-US', { kind: 'content', identifier: 'legal' }],
    ['/careers', '', 'en-US', { kind: 'careers' }],
    ['/hi/careers', '/hi', 'hi-IN', { kind: 'careers' }],
    ['/bn/about-us', '/bn', 'bn-IN', { kind: 'content', identifier: 'about-us' }],
    ['/blogs/health-tips', '', 'en-US', { kind: 'blogs', blogType: 'health-tips' }],
    ['/blog/monsoon-fever', '', 'en-US', { kind: 'blog', identifier: 'monsoon-fever' }],
    ['/mobile-category', '', 'en-US', { kind: 'mobile-category' }],
    ['/my-account', '', 'en-US', { kind: 'account', section: '', id: null }],
    ['/bn/my-account/orders', '/bn', 'bn-IN', { kind: 'account', section: 'orders', id: null }],
    ['/jh/my-account/orders/AbCd_123-xyz', '/jh', 'en-US', { kind: 'account', section: 'orders', id: 'AbCd_123-xyz' }],
    ['/my-account/shipping-details', '', 'en-US', { kind: 'account', section: 'shipping-details', id: null }],
    ['/my-account/change-password', '', 'en-US', { kind: 'account', section: 'change-password', id: null }],
    ['/my-account/notify-me', '', 'en-US', { kind: 'account', section: 'notify-me', id: null }],
    ['/or/my-account/activity', '/or', 'or-IN', { kind: 'account', section: 'activity', id: null }],
    ['/t/ORD123', '', 'en-US', { kind: 'upload', mode: 't', ref: 'ORD123' }],
    ['/uprx/abc.def', '', 'en-US', { kind: 'upload', mode: 'uprx', ref: 'abc.def' }],
    ['/or/uta/T9', '/or', 'or-IN', { kind: 'upload', mode: 'uta', ref: 'T9' }],
    ['/appLoginToken', '', 'en-US', { kind: 'app-login' }],
    ['/dev/sms-outbox', '', 'en-US', { kind: 'sms-outbox' }],
    ['/external-sign-in', '', 'en-US', { kind: 'external-sign-in' }],
    ['/dev/caller-id', '', 'en-US', { kind: 'dev-sign-in-provider', provider: 'caller-id' }],
    ['/bn/dev/social-sign-in', '/bn', 'bn-IN', { kind: 'dev-sign-in-provider', provider: 'social' }],
    ['/help', '', 'en-US', { kind: 'help' }],
    ['/dev/support-inbox', '', 'en-US', { kind: 'support-inbox' }],
    ['/reset-password', '', 'en-US', { kind: 'reset-password' }],
    ['/or/reset-password', '/or', 'or-IN', { kind: 'reset-password' }],
    ['/dev/mail-outbox', '', 'en-US', { kind: 'mail-outbox' }],
    ['/bn/newsletter/unsubscribe', '/bn', 'bn-IN', { kind: 'newsletter-unsubscribe' }],
    ['/checkout', '', 'en-US', { kind: 'checkout', quick: false }],
    ['/bn/checkout-quick', '/bn', 'bn-IN', { kind: 'checkout', quick: true }],
    ['/jh/checkout-confirmation', '/jh', 'en-US', { kind: 'checkout-confirmation' }],
    ['/payment/AbC-12_x', '', 'en-US', { kind: 'payment', orderId: 'AbC-12_x' }],
    // Public ids are base64url: they may begin with _ or -.
    ['/uprx/_usr24P3k.1796030546.45Nk_g', '', 'en-US', { kind: 'upload', mode: 'uprx', ref: '_usr24P3k.1796030546.45Nk_g' }],
    ['/my-account/orders/-AbC', '', 'en-US', { kind: 'account', section: 'orders', id: '-AbC' }],
    ['/payment/_x1', '', 'en-US', { kind: 'payment', orderId: '_x1' }],
    ['/hi/paymentStatus', '/hi', 'hi-IN', { kind: 'payment-status' }],
    ['/invalid-url', '', 'en-US', { kind: 'invalid-url' }],
    ['/my-menu', '', 'en-US', { kind: 'staff', section: '' }],
    ['/hi/my-menu/repeat-order', '/hi', 'hi-IN', { kind: 'staff', section: 'repeat-order' }],
    ['/or/my-menu/audit', '/or', 'or-IN', { kind: 'staff', section: 'audit' }],
    ['/order-metrics', '', 'en-US', { kind: 'staff', section: 'order-metrics' }],
    ['/order-estimation/', '', 'en-US', { kind: 'staff', section: 'order-estimation' }],
    ['/bn/order-savings/', '/bn', 'bn-IN', { kind: 'staff', section: 'order-savings' }],
    ['/order-suggestion', '', 'en-US', { kind: 'staff', section: 'order-suggestion' }],
    ['/customer-order-savings', '', 'en-US', { kind: 'customer-savings' }],
    ['/my-menu/add-product-using-prescription', '', 'en-US', { kind: 'staff', section: 'add-product-using-prescription' }],
    ['/bn/add-product-using-prescription', '/bn', 'bn-IN', { kind: 'staff', section: 'add-product-using-prescription' }],
    ['/add-product-using-prescription-for-admin', '', 'en-US', { kind: 'staff', section: 'add-product-using-prescription-for-admin' }],
    ['/dpfc/3f9a1c_12', '', 'en-US', { kind: 'staff', section: 'dpfc', ref: '3f9a1c_12' }],
    ['/customer-migration', '', 'en-US', { kind: 'staff', section: 'customer-migration' }],
    ['/bn/customer-migration/a1b2c3d4e5', '/bn', 'bn-IN', { kind: 'staff', section: 'customer-migration', ref: 'a1b2c3d4e5' }],
    ['/dev/engagement-outbox', '', 'en-US', { kind: 'engagement-outbox' }],
    ['/my-menu/prescription-approvals', '', 'en-US', { kind: 'staff', section: 'prescription-approvals' }],
    ['/add-lead', '', 'en-US', { kind: 'staff', section: 'add-lead' }],
    ['/bn/pre-add-lead', '/bn', 'bn-IN', { kind: 'staff', section: 'pre-add-lead' }],
    ['/lms', '', 'en-US', { kind: 'staff', section: 'lms' }],
    ['/or/lead-follow-up', '/or', 'or-IN', { kind: 'staff', section: 'lead-follow-up' }],
    ['/lead-follow-up/L8f2k', '', 'en-US', { kind: 'staff', section: 'lead-follow-up', ref: 'L8f2k' }],
    ['/hi/pre-awareness-absentees', '/hi', 'hi-IN', { kind: 'staff', section: 'pre-awareness-absentees' }],
  ])('%s -> %s %s', (path, prefix, locale, route) => {
    expect(resolvePath(path)).toMatchObject({ site: { prefix, locale }, route });
  });

  it.each([
    '/de',
    '/de/c/antibiotics',
    '/it/p/MED000001/augmentin-625-duo-tablet',
    '/fr/c/antibiotics',
    '/en-US/c/antibiotics',
    '/bn/bn/c/antibiotics',
    '/bn/jh/c/antibiotics',
    '/my-account/settings',
    '/my-account/orders/1/2',
    '/my-account/profile/x',
    '/uprx',
    '/dev/other',
    '/payment',
    '/payment/a/b',
    '/checkout/x',
    '/p/a/b/c/d',
    '/c/',
    '/c/%E0%A4%A',
    "/c/x'%20OR%201=1--",
    '/c/<script>',
    '/my-menu/nonsense',
    '/my-menu/orders/1',
    '/my-menu/order-metrics',
    '/order-metrics/x',
    '/my-menu/order-savings',
    '/order-savings/x',
    '/customer-order-savings/x',
    '/my-menu/audit<script>',
    '/dpfc/a/b',
    '/customer-migration/a/b',
    '/my-menu/customer-migration',
    '/my-menu/dpfc',
    '/my-menu/add-product-using-prescription-for-admin',
    '/dpfc',
    '/editor/entry',
    '/editor/nonsense/1',
    '/Nothing',
    '/no--such',
  ])('%s is not a route (404)', (path) => {
    expect(resolvePath(path)).toBeNull();
  });

  // Issue 18: any URL key an editor may publish is a content page; the gateway says whether it exists.
  it.each(['/nothing', '/paymentstatus', '/prescription-approvals', '/about-us', '/diwali-2026'])('%s is a content page by URL key', (path) => {
    expect(resolvePath(path)?.route).toEqual({ kind: 'content', identifier: path.slice(1) });
  });

  it.each([
    ['/editor', { kind: 'editor', section: 'home' }],
    ['/editor/entry/new', { kind: 'editor', section: 'entry', ref: 'new' }],
    ['/bn/editor/block/abc_123', { kind: 'editor', section: 'block', ref: 'abc_123' }],
  ])('%s is the editor desk', (path, route) => {
    expect(resolvePath(path)?.route).toEqual(route);
  });
});

describe('sites', () => {
  it('has eight enabled sites: two store views in four languages', () => {
    expect(allSites().map((s) => s.prefix)).toEqual(['', '/bn', '/hi', '/or', '/jh', '/jh/bn', '/jh/hi', '/jh/or']);
  });

  it('moves a path between sites keeping the path', () => {
    const [, bn] = allSites();
    const jh = splitSite(['jh'])?.site;
    expect(bn && pathInSite(bn, '/c/antibiotics')).toBe('/bn/c/antibiotics');
    expect(jh && pathInSite(jh, '/')).toBe('/jh');
    expect(pathInSite(allSites()[0] ?? (bn as never), '/')).toBe('/');
  });
});

describe('the URL keys a content page may not take', () => {
  // Every string literal of the route table's source is a candidate first segment; probing the matcher
  // tells which of them start a route (with one to four segments), so a route added to routes.ts with a
  // new first segment is found here without anyone listing it. Segments a URL key cannot be anyway
  // (one letter: /c, /p; capitals or dots: /appLoginToken, /pwa.html) need no reserving.
  const source = readFileSync(fileURLToPath(new URL('./routes.ts', import.meta.url)), 'utf8');
  const literals = [...new Set([...source.matchAll(/'([A-Za-z0-9][A-Za-z0-9._-]*)'/g)].map((m) => m[1] ?? ''))];
  const followers = [...literals, 'x1'];
  const startsRoute = (first: string) =>
    [[first], ...followers.map((b) => [first, b]), ...followers.map((b) => [first, b, 'x1']), [first, 'x1', 'x1', 'x1']].some((segments) => {
      const kind = resolvePath(`/${segments.join('/')}`)?.route.kind;
      return kind !== undefined && kind !== 'content';
    });
  const routeSegments = literals.filter((s) => IDENTIFIER.test(s) && startsRoute(s));

  it('finds the route table’s first segments by probing it', () => {
    expect(routeSegments).toEqual(
      expect.arrayContaining(['offers', 'uprx', 'blog', 'blogs', 'my-account', 'editor', 'lms', 'customer-migration', 'checkout-quick']),
    );
  });

  it('holds every first segment the route table knows, so no page can hide a route', () => {
    expect(routeSegments.filter((s) => !RESERVED_IDENTIFIERS.has(s))).toEqual([]);
  });

  it('holds the store-view and language prefixes', () => {
    const prefixes = [...STORE_VIEWS.map((v) => v.path), ...LOCALES.map((l) => l.path), 'en'].filter(Boolean);
    expect(prefixes.filter((p) => !RESERVED_IDENTIFIERS.has(p))).toEqual([]);
  });

  it('leaves any other URL key to the content pages', () => {
    expect(resolvePath('/bn/monsoon-care')?.route).toEqual({ kind: 'content', identifier: 'monsoon-care' });
    expect(resolvePath('/jh/hi/about-us')?.route).toEqual({ kind: 'content', identifier: 'about-us' });
    expect(resolvePath('/offers')?.route.kind).toBe('offers');
    expect(resolvePath('/Bad_Key')).toBeNull();
  });
});
