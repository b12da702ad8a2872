import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductListDocument } from '../../src/gql/graphql.ts';
import { launchChromium } from './browser.ts';
import { gatewayQuery } from './gateway.ts';
import { isHydrated, microcart, openMicrocart, pressAddToCart, waitFor } from './pages.ts';
import { startTestStorefront, type TestStorefront } from './storefront.ts';

let storefront: TestStorefront;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  storefront = await startTestStorefront();
  browser = await launchChromium();
  page = await (await browser.newContext()).newPage();
});
afterAll(async () => {
  await browser?.close();
  await storefront?.close();
});

const AUGMENTIN = '/p/MED000001/augmentin-625-duo-tablet';

async function inStockProductOtherThan(sku: string): Promise<string> {
  const { products } = await gatewayQuery(storefront.url, ProductListDocument, { categoryId: 11, size: 20 });
  const product = products.items.find((p) => p.inStock && p.sku !== sku);
  if (!product) throw new Error('no other product in stock');
  return product.urlPath;
}

describe('the walking-skeleton journey in Chromium', () => {
  it('searches "augmentin" from the home page and opens Augmentin 625 Duo Tablet', async () => {
    await page.goto(`${storefront.url}/`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Medicines and health products');
    expect(await page.getByRole('list', { name: 'New arrivals' }).getByRole('listitem').count()).toBe(8);

    await page.getByRole('combobox', { name: 'Search medicines' }).fill('augmentin');
    await Promise.all([page.waitForURL(/\/search\?q=augmentin/), page.getByRole('button', { name: 'Search' }).click()]);
    const result = page.getByRole('list', { name: 'Search results' }).getByRole('link', { name: 'Augmentin 625 Duo Tablet' });
    await Promise.all([page.waitForURL(`**${AUGMENTIN}`), result.click()]);

    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Augmentin 625 Duo Tablet');
    const text = await page.locator('article.product').innerText();
    expect(text).toContain('₹187.67');
    expect(text).toContain('Glaxo SmithKline Pharmaceuticals Ltd');
    expect(text).toContain('Amoxycillin (500mg) + Clavulanic Acid (125mg)');
    expect(text).toContain('strip of 10 tablets');
    expect(text).toContain('Prescription required');
  });

  it('refuses a bad quantity with the spec message and adds nothing', async () => {
    for (const [qty, message] of [
      ['0', 'Quantity must be above 0'],
      ['abc', 'Quantity must be a positive integer'],
      ['10001', 'Quantity must be below 10001'],
    ] as const) {
      await pressAddToCart(page, qty);
      const alert = page.locator('form.add-to-cart').getByRole('alert');
      await waitFor(async () => (await alert.count()) > 0 && (await alert.textContent()) === message, `"${message}"`);
    }
    expect(await microcart(page).count()).toBe(0);
    expect(await page.locator('header').getByRole('button', { name: /^Cart/ }).textContent()).toBe('Cart');
  });

  it('adds to the cart and the microcart opens with the line, quantity and total', async () => {
    await pressAddToCart(page, '1');
    const cart = microcart(page);
    await cart.waitFor();
    await waitFor(async () => (await cart.innerText()).includes('Augmentin 625 Duo Tablet'), 'the line in the microcart');
    const text = await cart.innerText();
    expect(text).toContain('Qty 1');
    expect(text).toContain('Grand Total');
    expect(text).toContain('₹187.67');
    expect(await page.locator('header').getByRole('button', { name: /^Cart/ }).textContent()).toBe('Cart (1)');
  });

  it('keeps the cart over a reload, synced with the server cart', async () => {
    await page.getByRole('button', { name: 'One more Augmentin 625 Duo Tablet' }).click();
    await waitFor(async () => (await microcart(page).innerText()).includes('Qty 2'), 'quantity 2');
    await page.reload();
    const cart = await openMicrocart(page);
    await waitFor(async () => (await cart.innerText()).includes('Qty 2'), 'the reloaded cart');
    expect(await cart.innerText()).toContain('₹375.34');
  });

  it('loads no island JavaScript before the page has loaded and runs none before the first interaction, yet shows the stored cart count', async () => {
    // After load the islands' code is fetched in the background (issue 13), as data: nothing runs.
    const beforeLoad: string[] = [];
    let loaded = false;
    const onLoad = () => {
      loaded = true;
    };
    const onRequest = (request: { url(): string }) => {
      if (!loaded && /\/_astro\/.+\.js$/.test(request.url())) beforeLoad.push(new URL(request.url()).pathname);
    };
    const errors: string[] = [];
    const onConsole = (message: { type(): string; text(): string }) => {
      if (message.type() === 'error') errors.push(message.text());
    };
    page.on('request', onRequest);
    page.on('load', onLoad);
    page.on('console', onConsole);
    try {
      await page.reload({ waitUntil: 'networkidle' });
      const button = page.locator('header').getByRole('button', { name: /^Cart/ });
      expect(await button.textContent()).toBe('Cart (2)');
      expect(beforeLoad).toEqual([]);
      expect(await isHydrated(page, 'Microcart')).toBe(false);
      expect(await isHydrated(page, 'AddToCart')).toBe(false);
      const scriptsRun = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          // The background fetch runs in a worker (its requests are not the page's): the page loads none.
          .filter((e) => /\/_astro\/.+\.js$/.test(e.name))
          .map((e) => e.name),
      );
      expect(scriptsRun).toEqual([]);

      await button.hover();
      await waitFor(() => isHydrated(page, 'Microcart'), 'the microcart to hydrate on hover');
      expect(await button.textContent()).toBe('Cart (2)');
      expect(errors).toEqual([]); // no hydration mismatch from the count written before React
    } finally {
      page.off('request', onRequest);
      page.off('load', onLoad);
      page.off('console', onConsole);
    }
  });

  it('says "Server Down!" when the upstream is away, and keeps the cart in the browser', async () => {
    const other = await inStockProductOtherThan('MED000001');
    await storefront.stopUpstream();
    try {
      await page.goto(`${storefront.url}${other}`);
      await pressAddToCart(page, '1');
      const alert = page.locator('form.add-to-cart').getByRole('alert');
      await waitFor(async () => (await alert.count()) > 0, 'the error');
      expect(await alert.textContent()).toBe('Server Down! Please Try After Some Time!');
      await page.reload();
      const cart = await openMicrocart(page);
      await waitFor(async () => (await cart.innerText()).includes('Server Down!'), 'the sync error');
      expect(await cart.innerText()).toContain('Augmentin 625 Duo Tablet');
      expect(await cart.innerText()).toContain('Qty 2');
    } finally {
      await storefront.startUpstream();
    }
    await page.reload();
    const cart = await openMicrocart(page);
    await waitFor(async () => !(await cart.innerText()).includes('Server Down!'), 'the cart to sync again');
    expect(await cart.innerText()).toContain('Qty 2');
  });

  it('answers an unknown product URL with the 404 page and status 404', async () => {
    const response = await page.goto(`${storefront.url}/p/MED999991/not-a-real-product`);
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('404 Page Not Found');
  });
});
