import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setStock } from '../../test-utils/account-fixtures.ts';
import { launchChromium } from './browser.ts';
import { freshMobile, listedProducts, type ShopProduct, submitLogin } from './fixtures.ts';
import { waitFor } from './pages.ts';
import { startTestStorefront, type TestStorefront } from './storefront.ts';

/**
 * Notify me in Chromium (issue 20): a guest on an out-of-stock product's page follows "Notify me"
 * (a plain link: the product page runs no script for it) to the account page, signs in, and the wish
 * is saved and listed. When the stock returns, the upstream's watcher (every second here) sends one SMS,
 * seen in /dev/sms-outbox, and one notification, seen in the account; the list shows it told, with the time.
 */
let storefront: TestStorefront;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let product: ShopProduct;

beforeAll(async () => {
  storefront = await startTestStorefront({ NOTIFY_ME_EVERY_SECONDS: '1' });
  browser = await launchChromium();
  context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 360, height: 740 } });
  page = await context.newPage();
  [product] = (await listedProducts(storefront.db, { prescription: false, offset: 11, stock: 0 })) as [ShopProduct];
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await storefront?.close();
});

const smsTo = (mobile: string) =>
  storefront.db.selectFrom('sms_outbox').select('body').where('mobile', '=', mobile).where('body', 'like', '%back in stock%').execute();

describe('notify me', () => {
  it('saves a guest’s wish after sign-in, lists it, and tells them once by SMS and notification when the stock returns', async () => {
    const mobile = freshMobile('94');
    // A query string always reaches the renderer: the page as the stock is now, not the build's copy.
    await page.goto(`${storefront.url}${product.path}?stock=now`);
    await page.getByText('Out of stock').first().waitFor();
    const link = page.getByRole('link', { name: 'Notify me when it is back in stock' });
    expect(await link.getAttribute('href')).toBe(`/my-account/notify-me?sku=${product.sku}`);
    await link.click();
    await page.waitForURL(/\/my-account\/notify-me\?sku=/);
    await page.getByText('You need to be logged in to see this page').waitFor();
    await submitLogin(page, storefront.url, mobile);

    await page.getByText(`Done! We will tell you by SMS and in your notifications when ${product.name} is back in stock.`).waitFor();
    expect(new URL(page.url()).search).toBe('');
    const waiting = page.getByTestId('notify-waiting');
    await waiting.getByRole('link', { name: product.name }).waitFor();
    expect(await waiting.getByText(/^Asked at \d{2}:\d{2} \d{1,2}\/\d{1,2}\/\d{4} IST$/).count()).toBe(1);
    expect(await smsTo(mobile)).toEqual([]);

    // Asking again is harmless and says so.
    await page.goto(`${storefront.url}/my-account/notify-me?sku=${product.sku}`);
    await page.getByText(`You are already on the list for ${product.name}: we will tell you once when it is back.`).waitFor();
    // The notice comes before the list is read again: wait for the list, then count it.
    await page.getByTestId('notify-waiting').getByRole('link', { name: product.name }).waitFor();
    expect(await page.getByTestId('notify-waiting').getByRole('listitem').count()).toBe(1);

    await setStock(storefront.db, product.sku, 25);
    await waitFor(async () => (await smsTo(mobile)).length > 0, 'the back-in-stock SMS');
    const outbox = await context.newPage();
    await outbox.goto(`${storefront.url}/dev/sms-outbox?mobile=${mobile}`);
    await outbox.locator('.sms-body', { hasText: `${product.name} is back in stock` }).waitFor();
    await outbox.close();

    await page.goto(`${storefront.url}/my-account/notifications`);
    await page.getByText(`${product.name} is back in stock`).waitFor();
    await page.goto(`${storefront.url}/my-account/notify-me`);
    const told = page.getByTestId('notify-told');
    await told.getByRole('link', { name: product.name }).waitFor();
    expect(await told.getByText(/^Told at \d{2}:\d{2} \d{1,2}\/\d{1,2}\/\d{4} IST$/).count()).toBe(1);
    expect(await page.getByTestId('notify-waiting').count()).toBe(0);

    // The stock goes and comes back: no second SMS.
    await setStock(storefront.db, product.sku, 0);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await setStock(storefront.db, product.sku, 7);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await smsTo(mobile)).toHaveLength(1);
  });
});
