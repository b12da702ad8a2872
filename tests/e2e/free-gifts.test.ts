import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../upstream/db/database.ts';
import { launchChromium } from './browser.ts';
import { addAddressAtCheckout, addProduct, logInAtCheckout } from './checkout-pages.ts';
import { freshMobile, listedProducts, type ShopProduct } from './fixtures.ts';
import { openMicrocart, waitFor } from './pages.ts';
import { startTestStorefront, type TestStorefront } from './storefront.ts';

let storefront: TestStorefront;
let browser: Browser;
let db: Db;
let product: ShopProduct;

beforeAll(async () => {
  storefront = await startTestStorefront();
  browser = await launchChromium();
  db = storefront.db;
  [product] = (await listedProducts(db, { prescription: false, offset: 3, stock: 500 })) as [ShopProduct];
});
afterAll(async () => {
  await browser?.close();
  await storefront?.close();
});

const setPrice = (paise: number) =>
  db.updateTable('products').set({ price_paise: paise, mrp_paise: 20_000, special_price_paise: null }).where('sku', '=', product.sku).execute();
const summary = (page: Page) => page.locator('section.checkout-summary');
const giftLine = (page: Page) => summary(page).locator('li.gift-line[data-sku="GIFT-POUCH"]');

async function openCheckout(page: Page): Promise<void> {
  await page.goto(`${storefront.url}/checkout`);
  await summary(page).getByText(product.name, { exact: false }).first().waitFor();
  // The checkout's server answer (totals with the gifts) has arrived once the coupon form shows.
  await page.getByRole('button', { name: 'Apply' }).waitFor();
}

describe('free gifts and price sync at checkout (issue 20)', () => {
  it('shows the pouch once the cart crosses ₹100, removes it, brings it back, and takes it off below ₹100', async () => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    try {
      await setPrice(6_000);
      await addProduct(page, storefront.url, product.path, '1');
      await page.goto(`${storefront.url}/checkout`);
      await logInAtCheckout(page, storefront.url, freshMobile('96'));
      await openCheckout(page);
      expect(await giftLine(page).count()).toBe(0);

      // ₹120: the pouch, ₹0, labelled "Free gift".
      await addProduct(page, storefront.url, product.path, '1');
      await openCheckout(page);
      await giftLine(page).waitFor();
      expect(await giftLine(page).textContent()).toMatch(/Free gift\s*Pouch × 1₹0\.00/);

      await giftLine(page).getByRole('button', { name: 'Remove the free gift Pouch' }).click();
      await summary(page).getByRole('button', { name: 'Add the free gift back: Pouch' }).waitFor();
      expect(await giftLine(page).count()).toBe(0);
      await summary(page).getByRole('button', { name: 'Add the free gift back: Pouch' }).click();
      await giftLine(page).waitFor();

      // Back to ₹60 from the microcart: the gift goes.
      await page.goto(`${storefront.url}${product.path}`);
      const cart = await openMicrocart(page);
      await cart.getByRole('button', { name: `One less ${product.name}` }).click();
      await cart.getByText('₹60.00').first().waitFor();
      await openCheckout(page);
      expect(await giftLine(page).count()).toBe(0);
      expect(
        await summary(page)
          .getByRole('button', { name: /Add the free gift back/ })
          .count(),
      ).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('a cart left over 10 minutes has its prices checked at checkout, the change shown before the order, never placed at the old price', async () => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    try {
      const mobile = freshMobile('95');
      await setPrice(6_000);
      await addProduct(page, storefront.url, product.path, '2');
      await page.goto(`${storefront.url}/checkout`);
      await logInAtCheckout(page, storefront.url, mobile);
      await openCheckout(page);
      await addAddressAtCheckout(page);
      expect(await summary(page).locator('.price-changes').count()).toBe(0);

      // The price moves, and the cart ages past 10 minutes without a totals sync (its clock moved back).
      await setPrice(7_500);
      await page.addInitScript(() => {
        if (sessionStorage.getItem('aged')) return;
        sessionStorage.setItem('aged', '1');
        const stored = JSON.parse(localStorage.getItem('pharmacy-cart') ?? '{}');
        localStorage.setItem('pharmacy-cart', JSON.stringify({ ...stored, syncedAt: Date.now() - 11 * 60 * 1000 }));
      });
      await openCheckout(page);
      const changes = summary(page).locator('.price-changes');
      await changes.getByText(`Price of ${product.name} changed from ₹60.00 to ₹75.00`).waitFor();

      // It moves again while the page is open: the order is refused, nothing is placed, the change is shown.
      await setPrice(8_000);
      await summary(page).getByRole('button', { name: 'Place order' }).click();
      await changes.getByText(`Price of ${product.name} changed from ₹60.00 to ₹80.00`).waitFor();
      await waitFor(
        async () =>
          (await summary(page).locator('[role="alert"]').allTextContents())
            .join(' | ')
            .includes('Prices in your cart have changed. Please check them before placing the order'),
        `the refusal, in: ${await summary(page).textContent()}`,
      );
      const userId = (await db.selectFrom('users').select('id').where('mobile', '=', mobile).executeTakeFirstOrThrow()).id;
      expect(await db.selectFrom('orders').select('id').where('user_id', '=', userId).execute()).toEqual([]);

      await summary(page).getByRole('button', { name: 'Place order' }).click();
      await page.waitForURL(`${storefront.url}/checkout-confirmation`);
      const items = await db
        .selectFrom('order_items as i')
        .innerJoin('orders as o', 'o.id', 'i.order_id')
        .select(['i.sku', 'i.qty', 'i.price_paise', 'i.free_gift'])
        .where('o.user_id', '=', userId)
        .orderBy('i.id')
        .execute();
      expect(items).toEqual([
        { sku: product.sku, qty: 2, price_paise: 8_000, free_gift: 0 },
        { sku: 'GIFT-POUCH', qty: 1, price_paise: 0, free_gift: 1 },
      ]);
      // The customer's order page names the gift as one, at ₹0.
      const order = await db.selectFrom('orders').select('sid').where('user_id', '=', userId).executeTakeFirstOrThrow();
      await page.goto(`${storefront.url}/my-account/orders/${order.sid}`);
      const giftRow = page.locator('.order-items tr').filter({ hasText: 'Free gift: Pouch' });
      await giftRow.waitFor();
      expect((await giftRow.innerText()).replace(/\s+/g, ' ')).toContain('₹0.00');
    } finally {
      await context.close();
    }
  });
});
