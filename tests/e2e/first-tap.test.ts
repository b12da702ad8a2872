import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser.ts';
import { isHydrated, microcart, waitFor } from './pages.ts';
import { startTestStorefront, type TestStorefront } from './storefront.ts';

/**
 * Issue 13's first tap: before the islands' code has arrived, the inline script answers a press (the
 * count moves, the cart panel's shell opens) and the directive holds the press for the island; once the
 * code is there the press counts once, with the server's cart. The islands' code is fetched in the
 * background after load (not run), and not at all with Save-Data on.
 *
 * The islands' scripts are held back with a route that answers only when the test lets them go: "before
 * React" is a state the test controls, not a race.
 */
let storefront: TestStorefront;
let browser: Browser;

beforeAll(async () => {
  storefront = await startTestStorefront();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await storefront?.close();
});

const AUGMENTIN = '/p/MED000001/augmentin-625-duo-tablet';
const cartButton = (page: Page) => page.locator('header .cart-button');

/** A fresh customer whose islands' code waits until `release()` (or fails with `fail()`). */
async function heldIslands(options: { saveData?: boolean } = {}) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  if (options.saveData) {
    await context.addInitScript(`Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } })`);
  }
  const held: Route[] = [];
  const requested: string[] = [];
  let mode: 'hold' | 'pass' | 'abort' = 'hold';
  await context.route(/\/_astro\/.+\.js$/, async (route) => {
    requested.push(new URL(route.request().url()).pathname);
    if (mode === 'pass') await route.continue();
    else if (mode === 'abort') await route.abort('internetdisconnected');
    else held.push(route);
  });
  const page = await context.newPage();
  return {
    context,
    page,
    requested,
    release: async () => {
      mode = 'pass';
      for (const route of held.splice(0)) await route.continue();
    },
    fail: async () => {
      mode = 'abort';
      for (const route of held.splice(0)) await route.abort('internetdisconnected');
    },
  };
}

describe('the first tap before the islands are live', () => {
  it('moves the count at once on Add to cart, then counts the press once with the server', async () => {
    const { context, page, release } = await heldIslands();
    try {
      await page.goto(`${storefront.url}${AUGMENTIN}`);
      expect(await cartButton(page).textContent()).toBe('Cart');
      await page.locator('form.add-to-cart').getByLabel('Quantity').fill('2');
      await page.locator('form.add-to-cart').getByRole('button', { name: 'Add to cart' }).click();

      // Before any island is live: the inline script has moved the count by the form's quantity.
      expect(await cartButton(page).textContent()).toBe('Cart (2)');
      expect(await isHydrated(page, 'AddToCart')).toBe(false);
      expect(await isHydrated(page, 'Microcart')).toBe(false);
      // A second press while the code is still on its way is not counted again.
      await page.locator('form.add-to-cart').getByRole('button', { name: 'Add to cart' }).click();
      expect(await cartButton(page).textContent()).toBe('Cart (2)');

      await release();
      const cart = microcart(page);
      await cart.waitFor();
      await waitFor(async () => (await cart.innerText()).includes('Qty 2'), 'the server cart with the line');
      expect(await cart.innerText()).not.toContain('Qty 4');
      expect(await cartButton(page).textContent()).toBe('Cart (2)');
      // The server holds 2, not 4: a reload shows the server's cart.
      await page.reload();
      await page.waitForLoadState('networkidle');
      expect(await cartButton(page).textContent()).toBe('Cart (2)');
    } finally {
      await context.close();
    }
  });

  it('leaves the count alone for a quantity the cart would refuse, and the island then says why', async () => {
    const { context, page, release } = await heldIslands();
    try {
      await page.goto(`${storefront.url}${AUGMENTIN}`);
      await page.locator('form.add-to-cart').getByLabel('Quantity').fill('abc');
      await page.locator('form.add-to-cart').getByRole('button', { name: 'Add to cart' }).click();
      expect(await cartButton(page).textContent()).toBe('Cart');
      await release();
      const alert = page.locator('form.add-to-cart').getByRole('alert');
      await waitFor(async () => (await alert.count()) > 0, 'the refusal');
      expect(await alert.textContent()).toBe('Quantity must be a positive integer');
      expect(await cartButton(page).textContent()).toBe('Cart');
    } finally {
      await context.close();
    }
  });

  it('puts the stored count back when the code cannot be loaded, and nothing is added', async () => {
    const { context, page, fail, release } = await heldIslands();
    try {
      await page.goto(`${storefront.url}${AUGMENTIN}`);
      await page.locator('form.add-to-cart').getByRole('button', { name: 'Add to cart' }).click();
      expect(await cartButton(page).textContent()).toBe('Cart (1)');
      await fail();
      await waitFor(async () => (await cartButton(page).textContent()) === 'Cart', 'the count to come back');
      expect(await isHydrated(page, 'AddToCart')).toBe(false);
      // Chromium keeps a failed module until the page is loaded again: the press was dropped, not queued.
      await release();
      await page.reload({ waitUntil: 'networkidle' });
      expect(await cartButton(page).textContent()).toBe('Cart');
      expect(await page.evaluate(() => localStorage.getItem('pharmacy-cart'))).toBeNull();
    } finally {
      await context.close();
    }
  });

  it('opens the cart panel at once on the cart button, then the real panel replaces it', async () => {
    const { context, page, release } = await heldIslands();
    try {
      await page.goto(`${storefront.url}${AUGMENTIN}`);
      const shell = page.locator('#microcart-shell');
      expect(await shell.isVisible()).toBe(false);
      await cartButton(page).click();
      expect(await shell.isVisible()).toBe(true);
      expect(await shell.innerText()).toContain('Opening your cart…');

      await release();
      const cart = microcart(page);
      await cart.waitFor();
      await waitFor(async () => (await shell.count()) === 0, 'the shell to go');
      expect(await cart.innerText()).toContain('Your cart is empty');
    } finally {
      await context.close();
    }
  });

  it('lets a tap into the search box only focus it: the press is not held for the island', async () => {
    const { context, page, requested } = await heldIslands({ saveData: true });
    try {
      await page.goto(`${storefront.url}/`, { waitUntil: 'load' });
      // A listener after the island's (bubbling to the window): a held press would be stopped there.
      await page.evaluate(() => {
        addEventListener('click', (event) => {
          (window as { boxClick?: string }).boxClick = `${(event.target as HTMLElement).id}:${event.defaultPrevented}`;
        });
      });
      const box = page.getByRole('combobox', { name: 'Search medicines' });
      await box.click();
      expect(await page.evaluate(() => (window as { boxClick?: string }).boxClick)).toBe('site-search:false');
      expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
      // The Add to cart button's press, by contrast, is held until its island is live.
      await page.goto(`${storefront.url}${AUGMENTIN}`, { waitUntil: 'load' });
      await page.evaluate(() => {
        addEventListener('click', (event) => {
          (window as { boxClick?: string }).boxClick = `button:${event.defaultPrevented}`;
        });
      });
      await page.locator('form.add-to-cart').getByRole('button', { name: 'Add to cart' }).click();
      await waitFor(async () => requested.some((path) => path.includes('AddToCart')), 'the code on the tap');
      expect(await page.evaluate(() => (window as { boxClick?: string }).boxClick)).toBeUndefined();
    } finally {
      await context.close();
    }
  });

  it('shows the letters typed before the search island is live, and searches them once it is', async () => {
    const { context, page, release } = await heldIslands();
    try {
      await page.goto(`${storefront.url}/`);
      const box = page.getByRole('combobox', { name: 'Search medicines' });
      await box.click();
      await box.pressSequentially('augm');
      expect(await box.inputValue()).toBe('augm');
      expect(await isHydrated(page, 'SearchPanel')).toBe(false);
      await release();
      await waitFor(() => isHydrated(page, 'SearchPanel'), 'the search island');
      const status = page.locator('form[role="search"] [role="status"]');
      await waitFor(async () => /products found/.test((await status.textContent()) ?? ''), 'the panel to answer');
      expect(await page.getByRole('listbox').innerText()).toContain('Augmentin');
    } finally {
      await context.close();
    }
  });
});

describe("the islands' code in the background", () => {
  it('is fetched after load without running any island', async () => {
    const { context, page, requested, release } = await heldIslands();
    try {
      await release();
      await page.goto(`${storefront.url}${AUGMENTIN}`, { waitUntil: 'load' });
      await waitFor(
        async () => requested.some((path) => path.includes('AddToCart')) && requested.some((path) => path.includes('client.')),
        'the background fetch',
      );
      // What the islands import comes too (read from their first bytes), before any tap.
      await waitFor(async () => requested.some((path) => path.includes('useMounted')), 'the islands’ imports');
      for (const island of ['AddToCart', 'Microcart', 'SearchPanel']) expect(await isHydrated(page, island)).toBe(false);
      // Fetched by the worker, not by the page: the page itself loaded no island code at all.
      const pageLoaded = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((e) => e.name.includes('/_astro/'))
          .map((e) => e.name),
      );
      expect(pageLoaded).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('is not fetched before the tap with Save-Data on', async () => {
    const { context, page, requested, release } = await heldIslands({ saveData: true });
    try {
      await release();
      await page.goto(`${storefront.url}${AUGMENTIN}`, { waitUntil: 'load' });
      await page.waitForTimeout(1500);
      expect(requested).toEqual([]);
      await page.locator('form.add-to-cart').getByRole('button', { name: 'Add to cart' }).click();
      await waitFor(async () => requested.some((path) => path.includes('AddToCart')), 'the code on the tap');
    } finally {
      await context.close();
    }
  });
});
