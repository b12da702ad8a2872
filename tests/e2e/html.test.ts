import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductListDocument } from '../../src/gql/graphql.ts';
import { gatewayQuery } from './gateway.ts';
import { measurePage } from './page-weight.ts';
import { startTestStorefront, type TestStorefront } from './storefront.ts';

let storefront: TestStorefront;
beforeAll(async () => {
  storefront = await startTestStorefront();
});
afterAll(() => storefront?.close());

async function html(path: string): Promise<{ status: number; body: string }> {
  const response = await fetch(`${storefront.url}${path}`);
  return { status: response.status, body: await response.text() };
}

describe('pages without JavaScript', () => {
  it('serves a product page as complete HTML with name, ₹ price and no script but its islands', async () => {
    const { status, body } = await html('/p/MED000001/augmentin-625-duo-tablet');
    expect(status).toBe(200);
    expect(body).toContain('<h1>Augmentin 625 Duo Tablet</h1>');
    expect(body).toContain('₹187.67');
    expect(body).toContain('Prescription required');
    const scripts = [...body.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts).toEqual([]);
    const islands = [...body.matchAll(/<astro-island[^>]*component-url="([^"]+)"/g)].map((m) => m[1]);
    expect(islands.map((url) => url?.replace(/.*\/(\w+)\.[\w-]+\.js$/, '$1')).sort()).toEqual(['AddToCart', 'Microcart', 'SearchPanel']);
  });

  // The budget: at most 100 KB of JavaScript in all, islands and React included (issue 4 set 90 KB;
  // issue 12 gave urql 10 more), and nothing but a few KB before the first interaction. A chunk that
  // grows (an account document in the shared chunk, a library in a store) fails here, not only in the
  // bench's printout. The inline scripts (Astro's island loader, the directive, the page's script) were
  // 2.9 KB before issue 13, which asked them to stay about 3 KB: 3.2 KB since.
  it.each(['/', '/c/antibiotics', '/p/MED000001/augmentin-625-duo-tablet', '/bn/p/MEDC000008/azee-500-tablet'])(
    'keeps %s within 100 KB of JavaScript, 5 KB before the first interaction, 3.25 KB of it inline',
    async (path) => {
      const weight = await measurePage(storefront.url, path);
      expect(weight.files.size).toBeGreaterThan(2); // the islands were found: the measure measures something
      expect(weight.totalBytes).toBeLessThanOrEqual(100 * 1024);
      expect(weight.eagerBytes).toBeLessThanOrEqual(5 * 1024);
      expect(weight.inlineBytes).toBeLessThanOrEqual(3.25 * 1024);
      expect(weight.directives).toEqual(['interaction']);
    },
  );

  // Code the islands import only when needed (page-weight.ts `lazyChunks`, kept out of the 100 KB) is
  // measured too, so nothing hides from the measure: on the catalogue pages the cart's sync-task queue
  // and the offline orders (5.7 KB gzip, issue 20's measure), loaded only when orders wait offline, held
  // to 6 KB; and the newsletter popup (issue 20), loaded from the second page view until a choice is
  // made, held to a budget of its own (1.5 KB; plain DOM, no React root: about 1.35 KB).
  it.each(['/', '/c/antibiotics', '/p/MED000001/augmentin-625-duo-tablet'])(
    'keeps the code %s imports lazily within 6 KB, and the newsletter popup within 1.5 KB',
    async (path) => {
      const weight = await measurePage(storefront.url, path);
      const name = (url: string) => url.replace(/.*\/([\w-]+)\.[\w-]+\.js$/, '$1');
      const lazy = [...weight.lazyChunks.keys()].map(name).sort();
      // Three: the popup, the offline orders and the sync-task queue's chunk, which takes the name of one of
      // the small modules experimentalMinChunkSize merges into it (astro.config.mjs): 'sync-queue' or
      // another (it became 'typed-quantity' when the sign-in code began to share random-id.ts).
      expect(lazy).toHaveLength(3);
      expect(lazy).toEqual(expect.arrayContaining(['NewsletterPopup', 'offline-orders']));
      expect([...weight.lazyChunks.keys()].some((url) => weight.files.has(url))).toBe(false);
      const popup = [...weight.lazyChunks].find(([url]) => name(url) === 'NewsletterPopup')?.[1] ?? 0;
      expect(popup).toBeGreaterThan(512);
      expect(popup).toBeLessThanOrEqual(1.5 * 1024);
      expect(weight.lazyBytes - popup).toBeGreaterThan(1024);
      expect(weight.lazyBytes - popup).toBeLessThanOrEqual(6 * 1024);
    },
  );

  // The staff pages' styles are a file of their own, linked only where they are used: in the account
  // view's <style> they were inlined into every catalogue page (0.7 KB gzip on each, issue 16).
  it('carries the staff pages’ styles only on the staff pages and the customer’s savings page', async () => {
    const stylesheet = /<link rel="stylesheet" href="(\/_astro\/staff-pages\.[\w-]+\.css)"/;
    for (const path of ['/', '/c/antibiotics', '/p/MED000001/augmentin-625-duo-tablet', '/my-account']) {
      const { body } = await html(path);
      expect(body, path).not.toMatch(stylesheet);
      expect(body, path).not.toContain('.estimation-line');
      expect(body, path).not.toContain('.rx-stage');
    }
    for (const path of ['/order-estimation/', '/my-menu/add-product-using-prescription', '/customer-order-savings']) {
      const href = stylesheet.exec((await html(path)).body)?.[1];
      expect(href, path).toBeDefined();
      const css = await fetch(`${storefront.url}${href}`);
      expect(css.headers.get('content-type')).toContain('text/css');
      const rules = await css.text();
      expect(rules).toContain('.estimation-line');
      expect(rules).toContain('.rx-stage');
    }
  });

  // The account's and the checkout's styles likewise: inlined, they were about 3 KB gzip on every page.
  it('carries the account’s and the checkout’s styles only on the pages that use them', async () => {
    const account = /<link rel="stylesheet" href="(\/_astro\/account-pages\.[\w-]+\.css)"/;
    const checkout = /<link rel="stylesheet" href="(\/_astro\/checkout-pages\.[\w-]+\.css)"/;
    for (const path of ['/', '/c/antibiotics', '/p/MED000001/augmentin-625-duo-tablet', '/bn/', '/search?q=augmentin']) {
      const { body } = await html(path);
      expect(body, path).not.toMatch(account);
      expect(body, path).not.toMatch(checkout);
      expect(body, path).not.toContain('.account-nav');
      expect(body, path).not.toContain('.checkout-summary');
    }
    const rulesOf = async (path: string, link: RegExp) => {
      const href = link.exec((await html(path)).body)?.[1];
      expect(href, path).toBeDefined();
      const css = await fetch(`${storefront.url}${href}`);
      expect(css.headers.get('content-type')).toContain('text/css');
      return css.text();
    };
    for (const path of ['/my-account', '/my-menu', '/checkout']) expect(await rulesOf(path, account), path).toContain('.account-nav');
    expect(await rulesOf('/checkout', checkout)).toContain('.checkout-summary');
    expect((await html('/my-account')).body).not.toMatch(checkout);
  });

  it('reaches every listed product page by following links from the home page', async () => {
    const listed = new Set<string>();
    for (let start = 0; ; start += 500) {
      const { products } = await gatewayQuery(storefront.url, ProductListDocument, { start, size: 500 });
      for (const item of products.items) listed.add(item.urlPath);
      if (products.items.length === 0 || listed.size >= products.total) break;
    }
    expect(listed.size).toBeGreaterThan(500);

    const seen = new Set<string>(['/']);
    const queue = ['/'];
    const reachedProducts = new Set<string>();
    while (queue.length > 0) {
      const path = queue.shift() ?? '/';
      const { status, body } = await html(path);
      expect(status, path).toBe(200);
      for (const [, raw] of body.matchAll(/href="(\/[^"#]*)"/g)) {
        const href = raw?.replaceAll('&amp;', '&');
        if (!href || seen.has(href)) continue;
        seen.add(href);
        const [path = '', query = ''] = href.split('?');
        if (href.startsWith('/p/')) reachedProducts.add(path);
        // Listing pages and their further pages (?page=N); other filters lead to the same products.
        else if ((path === '/' || path.startsWith('/c/')) && (query === '' || /^page=\d+$/.test(query))) queue.push(href);
      }
    }
    const unreachable = [...listed].filter((path) => !reachedProducts.has(path));
    expect(unreachable).toEqual([]);
  });

  it('answers unknown paths and unknown products with 404 (a known product under a wrong slug moves: routes.test.ts)', async () => {
    expect((await html('/no/such/page')).status).toBe(404);
    expect((await html('/p/MED999992/azithral-500-tablet')).status).toBe(404);
    expect((await html('/c/not-a-category')).status).toBe(404);
  });

  it('renders the search page on demand, and asks for 3 characters', async () => {
    const found = await html('/search?q=azithromicin');
    expect(found.status).toBe(200);
    expect(found.body).toContain('Azithral 500 Tablet');
    expect((await html('/search?q=az')).body).toContain('Search term at least 3 characters');
    const injected = (await html('/search?q=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E')).body;
    expect(injected).not.toContain('"><script>alert(1)');
    expect(injected).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect((await html('/search?q=zzzzqqqq')).body).toContain('No products found!');
  });
});

describe('sitemaps and robots.txt', () => {
  it('indexes every product in every language and store view, at most 50,000 URLs a file', async () => {
    const robots = await html('/robots.txt');
    expect(robots.body).toMatch(/^Sitemap: .*\/sitemap\.xml$/m);
    const index = await html('/sitemap.xml');
    const files = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
    expect(files).toEqual(['/sitemap-pages.xml', '/sitemap-products-1.xml']);
    const products = await html('/sitemap-products-1.xml');
    const urls = [...products.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
    expect(urls.length).toBeLessThanOrEqual(50_000);
    expect(urls.filter((u) => u.endsWith('/p/MED000001/augmentin-625-duo-tablet')).sort()).toEqual(
      ['', '/bn', '/hi', '/or', '/jh', '/jh/bn', '/jh/hi', '/jh/or'].map((p) => `${p}/p/MED000001/augmentin-625-duo-tablet`).sort(),
    );
    expect((await html('/sitemap-products-2.xml')).status).toBe(404);
    expect((await html('/sitemap-pages.xml')).body).toContain('/bn/c/antibiotics</loc>');
  });
});
