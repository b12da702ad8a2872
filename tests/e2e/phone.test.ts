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
});
