import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser.ts';
import { addAddressAtCheckout, addProduct, logInAtCheckout } from './checkout-pages.ts';
import { freshMobile } from './fixtures.ts';
import { startTestStorefront, type TestStorefront } from './storefront.ts';

/** The customer's phone: 360 x 740 CSS pixels, touch (issue 13, "Rough edges"). */
const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } as const;

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

/** How far the page scrolls sideways (0 when it fits the screen). */
const sideways = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement as Element;
    return root.scrollWidth - root.clientWidth;
  });

describe('every journey fits a 360 px phone', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await browser.newContext(PHONE);
    page = await context.newPage();
  });
  afterAll(() => context?.close());

  it.each(['', '/bn'])('never scrolls sideways (%s): home, results, category and product', async (prefix) => {
    const wide: string[] = [];
    for (const path of ['', '/search?q=paracetamol', '/c/pain-fever?sort=price_asc', '/p/MED000001/augmentin-625-duo-tablet']) {
      await page.goto(`${storefront.url}${prefix}${path || (prefix ? '' : '/')}`);
      wide.push(`${prefix}${path}: ${await sideways(page)} px`);
    }
    expect(wide.filter((line) => !line.endsWith(': 0 px'))).toEqual([]);
  });

  it('never scrolls sideways on the checkout with a cart and an address, nor in the account, signed in, in English and Bengali', async () => {
    await addProduct(page, storefront.url, '/p/MED000001/augmentin-625-duo-tablet');
    await page.goto(`${storefront.url}/checkout`);
    await logInAtCheckout(page, storefront.url, freshMobile('93'));
    await addAddressAtCheckout(page);
    const wide: string[] = [];
    for (const path of ['/checkout', '/bn/checkout']) {
      await page.goto(`${storefront.url}${path}`);
      await page.locator('.checkout-summary .summary-lines li').first().waitFor();
      await page.locator('fieldset.payment-choices').waitFor();
      wide.push(`${path}: ${await sideways(page)} px`);
    }
    for (const path of ['/my-account', '/bn/my-account', '/my-account/orders']) {
      await page.goto(`${storefront.url}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      wide.push(`${path}: ${await sideways(page)} px`);
    }
    expect(wide.filter((line) => !line.endsWith(': 0 px'))).toEqual([]);
  });

  it('gives the open cart’s, the checkout’s and the results’ buttons 44 px touch targets (signed in, with a cart)', async () => {
    const small: string[] = [];
    const measure = async (scope: string) => {
      for (const button of await page.locator(`${scope} button:visible`).all()) {
        const box = await button.boundingBox();
        const name = (await button.getAttribute('aria-label')) ?? (await button.innerText());
        if (box && box.height < 44) small.push(`${page.url()} ${scope} "${name}": ${box.height.toFixed(1)} px`);
      }
    };
    await page.goto(`${storefront.url}/p/MED000001/augmentin-625-duo-tablet`);
    await page.locator('header .cart-button').click();
    await page.locator('#microcart .lines li').first().waitFor();
    await measure('#microcart');
    await page.goto(`${storefront.url}/checkout`);
    await page.locator('fieldset.payment-choices').waitFor();
    await measure('main');
    // The saved address beside its radio reads as one text: the name is not squeezed into a column of its own.
    const name = await page.locator('label.address-choice strong').first().boundingBox();
    expect(name?.height).toBeLessThan(30);
    await page.goto(`${storefront.url}/search?q=paracetamol`);
    await measure('main');
    expect(small).toEqual([]);
  });

  it.each([
    ['/', 'Search medicines', 'My account', 'Cart'],
    ['/bn', 'ওষুধ খুঁজুন', 'আমার অ্যাকাউন্ট', 'কার্ট'],
    ['/or/c/pain-fever', 'ଔଷଧ ଖୋଜନ୍ତୁ', 'ମୋ ଆକାଉଣ୍ଟ', 'କାର୍ଟ'],
  ])('keeps the header of %s in one row of at most 64 px, every control named and at least 44 px', async (path, search, account, cart) => {
    await page.goto(`${storefront.url}${path}`);
    const header = page.locator('header.site-header');
    expect((await header.boundingBox())?.height).toBeLessThanOrEqual(64);
    const controls = [
      header.getByRole('link', { name: /Purba|পূর্বা|ପୂର୍ବା/ }),
      header.getByRole('combobox', { name: search }),
      header.getByRole('button', { name: /Search|খুঁজুন|ଖୋଜନ୍ତୁ/ }),
      header.getByRole('link', { name: account }),
      header.getByRole('button', { name: cart }),
    ];
    const boxes = await Promise.all(controls.map(async (c) => (await c.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 }));
    expect(boxes.filter((b) => b.width < 44 || b.height < 44)).toEqual([]);
    // One row: every control's middle at the same height, within the screen.
    const middles = boxes.map((b) => b.y + b.height / 2);
    expect(Math.max(...middles) - Math.min(...middles)).toBeLessThanOrEqual(2);
    expect(boxes.filter((b) => b.x < 0 || b.x + b.width > 360)).toEqual([]);
    // The language row under it: each language and the store switch 44 px tall.
    const languages = await page
      .getByRole('navigation', { name: /Language|ভাষা|ଭାଷା/ })
      .getByRole('link')
      .all();
    expect(languages.length).toBe(4);
    const short: string[] = [];
    for (const link of languages) {
      const height = (await link.boundingBox())?.height ?? 0;
      if (height < 44) short.push(`${await link.innerText()}: ${height.toFixed(1)} px`);
    }
    expect(short).toEqual([]);
  });
});

describe('the results page on a phone', () => {
  it.each([true, false])('shows the products before the facets, behind a Filters control that opens them (JavaScript on: %s)', async (javaScriptEnabled) => {
    const context = await browser.newContext({ ...PHONE, javaScriptEnabled });
    try {
      const page = await context.newPage();
      await page.goto(`${storefront.url}/search?q=paracetamol&sort=PRICE_ASC`);
      const firstProduct = page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first();
      const brands = page.getByRole('navigation', { name: 'Brand' });
      expect(await brands.isVisible()).toBe(false);
      expect((await firstProduct.boundingBox())?.y).toBeLessThan(740);

      await page.getByText('Filters', { exact: true }).click();
      expect(await brands.isVisible()).toBe(true);
      const cipla = brands.getByRole('link').first();
      const name = ((await cipla.textContent()) ?? '').replace(/\s*\(\d+\)$/, '');
      await Promise.all([page.waitForURL(/brand=/), cipla.click()]);
      expect(new URL(page.url()).searchParams.get('brand')).toBe(name);
      expect(new URL(page.url()).searchParams.get('sort')).toBe('PRICE_ASC');
      // The filter is on: the control says so, and the products still come first.
      expect(await page.getByText('Filters (1)', { exact: true }).count()).toBe(1);
      expect(await brands.isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });

  it('keeps the facets open beside the results on a wide screen', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${storefront.url}/search?q=paracetamol`);
    const brands = page.getByRole('navigation', { name: 'Brand' });
    expect(await brands.isVisible()).toBe(true);
    const facets = await brands.boundingBox();
    const results = await page.getByRole('list', { name: 'Search results' }).boundingBox();
    expect((facets?.x ?? 0) + (facets?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(results?.x ?? 0);
    await page.close();
  });
});

describe('Odia pages', () => {
  it('set Odia in the phone’s own Noto Sans Oriya, found by its installed name; other languages keep the system font', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto(`${storefront.url}/or/c/pain-fever`);
    const odia = await page.evaluate(async () => {
      await document.fonts.load('16px "Purba Odia"', 'ଓଡ଼ିଆ');
      await document.fonts.load('bold 16px "Purba Odia"', 'ଓଡ଼ିଆ');
      return {
        family: getComputedStyle(document.querySelector('h1') as Element).fontFamily,
        faces: [...document.fonts].filter((f) => f.family === '"Purba Odia"' || f.family === 'Purba Odia').map((f) => `${f.weight} ${f.status}`),
      };
    });
    expect(odia.family).toMatch(/^"Purba Odia", "Noto Sans Oriya"/);
    expect(odia.faces.sort()).toEqual(['400 loaded', '700 loaded']);

    await page.goto(`${storefront.url}/bn/c/pain-fever`);
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('h1') as Element).fontFamily)).toMatch(/^system-ui/);
    await page.close();
  });
});
