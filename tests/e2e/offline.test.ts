import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductListDocument } from '../../src/gql/graphql.ts';
import { launchChromium } from './browser.ts';
import { gatewayQuery } from './gateway.ts';
import { microcart, openMicrocart, pressAddToCart, typeSearch, waitFor } from './pages.ts';
import { startTestStorefront, type TestStorefront } from './storefront.ts';

/**
 * Offline in Chromium. The network is taken away by stopping the storefront server (pages, assets and
 * /graphql), so the service worker's own fetches fail too (toolchain.md: setOffline does not reach
 * them); setOffline is used only for the browser's online/offline events.
 */
let storefront: TestStorefront;
let browser: Browser;
let context: BrowserContext;
let page: Page;

/** The service worker of the build the storefront serves (the update test changes it, afterAll puts it back). */
let serviceWorker = '';
let originalWorker = Buffer.alloc(0);

const AUGMENTIN = '/p/MED000001/augmentin-625-duo-tablet';
const CATEGORY = '/c/antibiotics';
const UNAVAILABLE = 'The product, category or CMS page is not available in Offline mode. Redirecting to Home.';
const NOT_SYNCED = 'No products synchronized for this category. Please come back while online!';
const NO_CONNECTION = 'No Internet Connection or Server Down';

let unvisitedProduct = '';

beforeAll(async () => {
  storefront = await startTestStorefront();
  serviceWorker = join(storefront.buildDir, 'client', 'service-worker.js');
  originalWorker = readFileSync(serviceWorker);
  browser = await launchChromium();
  context = await browser.newContext({ serviceWorkers: 'allow' });
  page = await context.newPage();
  const { products } = await gatewayQuery(storefront.url, ProductListDocument, { categoryId: 11, size: 30 });
  unvisitedProduct = products.items.map((p) => p.urlPath).find((path) => path !== AUGMENTIN) ?? '';
});
afterAll(async () => {
  if (serviceWorker) writeFileSync(serviceWorker, originalWorker);
  await browser?.close();
  await storefront?.close();
});

const heading = (p: Page) => p.getByRole('heading', { level: 1 }).textContent();
const statusLine = (p: Page) => p.locator('#net-status');

async function cachedPages(p: Page, cacheName = 'pharmacy-pages'): Promise<string[]> {
  return p.evaluate(async (name) => {
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => {
      const url = new URL(request.url);
      return `${url.pathname}${url.search}`;
    });
  }, cacheName);
}

describe('the storefront offline, in Chromium', () => {
  it('installs the service worker, which then controls the page', async () => {
    const worker = await fetch(`${storefront.url}/service-worker.js`);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    await worker.body?.cancel();
    await page.goto(`${storefront.url}/`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await waitFor(() => page.evaluate(() => navigator.serviceWorker.controller !== null), 'the worker to control the page');
    const manifest = (await (await fetch(`${storefront.url}/manifest.webmanifest`)).json()) as { start_url: string; icons: { sizes: string }[] };
    expect(manifest.start_url).toBe('/');
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  });

  it('keeps the pages, the cart and a search seen online', async () => {
    await page.goto(`${storefront.url}${CATEGORY}`);
    await page.goto(`${storefront.url}${AUGMENTIN}`);
    await pressAddToCart(page, '1');
    // The add opens the microcart when the server has the line.
    const cart = microcart(page);
    await cart.waitFor();
    await waitFor(async () => (await cart.innerText()).includes('Augmentin 625 Duo Tablet'), 'the line in the microcart');
    await typeSearch(page, 'augmentin');
    await page.goto(`${storefront.url}/search?q=augmentin`);
    await waitFor(async () => {
      const pages = await cachedPages(page);
      const searches = await cachedPages(page, 'pharmacy-search-pages');
      return pages.includes(CATEGORY) && pages.includes(AUGMENTIN) && searches.includes('/search?q=augmentin');
    }, 'the visited pages in the cache');
    expect(await cachedPages(page)).not.toContain(unvisitedProduct);
  });

  describe('with the server gone', () => {
    beforeAll(async () => {
      await storefront.stopServer();
      // Only the service worker's caches may answer: the HTTP cache (max-age=300) would hide a page it forgot.
      await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
    });

    it('opens the home page, a visited category and a visited product from the cache', async () => {
      await page.goto(`${storefront.url}/`);
      expect(await heading(page)).toContain('Medicines and health products');
      await page.goto(`${storefront.url}${CATEGORY}`);
      expect(await heading(page)).toBe('Antibiotics & Anti-infectives');
      await page.goto(`${storefront.url}${AUGMENTIN}`);
      expect(await heading(page)).toBe('Augmentin 625 Duo Tablet');
    });

    it('shows the stored cart in the microcart, and the status line once the gateway fails', async () => {
      const cart = await openMicrocart(page);
      await waitFor(async () => (await cart.innerText()).includes('Augmentin 625 Duo Tablet'), 'the stored line');
      expect(await cart.innerText()).toContain('Qty 1');
      await waitFor(async () => (await statusLine(page).textContent()) === NO_CONNECTION, 'the status line');
      expect(await page.getByRole('status').filter({ hasText: NO_CONNECTION }).count()).toBe(1);
    });

    it('answers a search seen online from the cache, and an unseen one with no results', async () => {
      const listbox = await typeSearch(page, 'augmentin');
      expect(await listbox.getByRole('option').first().textContent()).toContain('Augmentin 625 Duo Tablet');
      await typeSearch(page, 'dolo 650');
      expect(await page.locator('.search-panel').textContent()).toContain('No products found!');
      expect(await page.locator('.search-panel').textContent()).toContain('You are offline: only searches made while online can be shown here.');
      expect(await listbox.getByRole('option').count()).toBe(0);
    });

    it('opens a results page seen online, and answers an unseen one with no results', async () => {
      await page.goto(`${storefront.url}/search?q=augmentin`);
      expect(await page.getByRole('list', { name: 'Search results' }).getByRole('link', { name: 'Augmentin 625 Duo Tablet' }).count()).toBe(1);
      await page.goto(`${storefront.url}/search?q=dolo`);
      const status = page.getByRole('status').filter({ hasText: 'No products found!' });
      expect(await status.textContent()).toContain('You are offline: only searches made while online can be shown here.');
    });

    it('says an unvisited product page is not available offline, then goes to the home page', async () => {
      await page.goto(`${storefront.url}${unvisitedProduct}`);
      expect(await page.getByRole('alert').filter({ hasText: UNAVAILABLE }).isVisible()).toBe(true);
      await page.waitForURL(`${storefront.url}/`, { timeout: 10_000 });
      expect(await heading(page)).toContain('Medicines and health products');
    });

    it('says so in the page language and goes to that language’s home page', async () => {
      await page.goto(`${storefront.url}/bn${unvisitedProduct}`);
      expect(await page.locator('.reason-unavailable').textContent()).toBe('পণ্য, বিভাগ বা তথ্যের পৃষ্ঠাটি অফলাইনে পাওয়া যাচ্ছে না। হোম পেজে নিয়ে যাওয়া হচ্ছে।');
      await page.waitForURL(`${storefront.url}/bn`, { timeout: 10_000 });
      expect(await page.locator('html').getAttribute('lang')).toBe('bn-IN');
    });

    it('warns that a listing view never seen online has no products synchronized', async () => {
      await page.goto(`${storefront.url}${CATEGORY}?sort=price_desc`);
      expect(await page.getByRole('alert').filter({ hasText: NOT_SYNCED }).isVisible()).toBe(true);
      expect(await page.getByText(UNAVAILABLE).isVisible()).toBe(false);
      expect(page.url()).toBe(`${storefront.url}${CATEGORY}?sort=price_desc`);
    });

    it('answers a private page with the offline page, never from a cache', async () => {
      await page.goto(`${storefront.url}/my-account`);
      expect(await heading(page)).toBe('You are offline');
    });
  });

  describe('back online', () => {
    beforeAll(async () => {
      // A new release on disk while the server was away: the worker changes by one byte of a revision.
      const text = originalWorker.toString('utf8');
      const changed = text.replace(/("revision":")([0-9a-f])/, (_, before: string, digit: string) => `${before}${digit === '0' ? '1' : '0'}`);
      expect(changed).not.toBe(text);
      writeFileSync(serviceWorker, changed);
      // The page the customer is on says the gateway is away …
      await page.goto(`${storefront.url}${AUGMENTIN}`);
      await openMicrocart(page);
      await waitFor(async () => (await statusLine(page).textContent()) === NO_CONNECTION, 'the status line');
      // … when the server comes back.
      await storefront.startServer();
    });

    it('hides the status line once the gateway answers again, without a reload', async () => {
      await waitFor(async () => (await statusLine(page).textContent()) === '', 'the status line to go', 20_000);
      expect(await page.evaluate(() => navigator.onLine)).toBe(true);
    });

    it('shows the status line while the browser is offline, and hides it when it is back', async () => {
      await context.setOffline(true);
      await waitFor(async () => (await statusLine(page).textContent()) === NO_CONNECTION, 'the status line offline');
      await context.setOffline(false);
      await waitFor(async () => (await statusLine(page).textContent()) === '', 'the status line online');
    });

    it('offers the new version, and Reload brings it in', async () => {
      const before = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL ?? null);
      expect(before).toBe(`${storefront.url}/service-worker.js`);
      await page.evaluate(() => {
        (window as unknown as { beforeReload: boolean }).beforeReload = true;
      });
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      const prompt = page.locator('#sw-update');
      await prompt.waitFor({ state: 'visible', timeout: 15_000 });
      expect(await prompt.textContent()).toContain('A new version is available');
      await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
      expect(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload ?? false)).toBe(false);
      const after = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return { waiting: registration?.waiting ?? null, controlled: navigator.serviceWorker.controller !== null };
      });
      expect(after).toEqual({ waiting: null, controlled: true });
      expect(await prompt.isHidden()).toBe(true);
    });
  });
});
