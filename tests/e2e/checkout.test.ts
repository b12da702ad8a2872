import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../upstream/db/database.ts';
import { launchChromium } from './browser.ts';
import { addAddressAtCheckout, addProduct, logInAtCheckout } from './checkout-pages.ts';
import { listedProducts, freshMobile as newMobile, type ShopProduct, tinyPng } from './fixtures.ts';
import { loseFirstAnswer, microcart, pressAddToCart, waitFor } from './pages.ts';
import { startTestStorefront, type TestStorefront } from './storefront.ts';

let storefront: TestStorefront;
let browser: Browser;
let db: Db;
/** An over-the-counter product in stock (no prescription), and a prescription medicine in stock. */
let otc: ShopProduct;
let rx: ShopProduct;

beforeAll(async () => {
  storefront = await startTestStorefront();
  browser = await launchChromium();
  db = storefront.db;
  // Stock is generated at random: the products these tests buy are stocked.
  [otc] = (await listedProducts(db, { prescription: false, stock: 500 })) as [ShopProduct];
  [rx] = (await listedProducts(db, { prescription: true, stock: 500 })) as [ShopProduct];
});
afterAll(async () => {
  await browser?.close();
  await storefront?.close();
});

const freshMobile = () => newMobile('97');

const userIdOf = async (mobile: string) => (await db.selectFrom('users').select('id').where('mobile', '=', mobile).executeTakeFirst())?.id ?? -1;
const ordersOf = async (mobile: string) =>
  db
    .selectFrom('orders')
    .select(['number', 'client_order_id', 'status', 'payment_method', 'discount_paise'])
    .where('user_id', '=', await userIdOf(mobile))
    .orderBy('id')
    .execute();
const customerCartLines = async (mobile: string) =>
  db
    .selectFrom('cart_items as i')
    .innerJoin('carts as c', 'c.token', 'i.cart_token')
    .select(['i.sku', 'i.qty'])
    .where('c.customer_id', '=', await userIdOf(mobile))
    .where('c.closed_at', 'is', null)
    .orderBy('i.sku')
    .execute();

/**
 * A fresh browser profile. Service workers are blocked: these tests hold or drop the page's own
 * requests with page.route, which does not see requests a service worker makes (the offline tests
 * cover the worker).
 */
async function withContext<T>(run: (context: BrowserContext, page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    return await run(context, await context.newPage());
  } finally {
    await context.close();
  }
}

describe('the buying path in Chromium (issue 6 acceptance)', () => {
  it('guest adds items, logs in by OTP at checkout, the carts merge, a coupon applies, COD with a prescription upload, confirmation, one order upstream', async () => {
    await withContext(async (_context, page) => {
      const mobile = freshMobile();
      await addProduct(page, storefront.url, otc.path, '2');
      await addProduct(page, storefront.url, rx.path, '1');
      const guestCartId = await page.evaluate(() => JSON.parse(localStorage.getItem('pharmacy-cart') ?? '{}').cartId as string);

      await page.goto(`${storefront.url}/checkout`);
      await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
      await logInAtCheckout(page, storefront.url, mobile);

      // The guest cart is now the customer's, quantities as they were (not doubled), the guest cart closed.
      const merged = () =>
        [
          { sku: otc.sku, qty: 2 },
          { sku: rx.sku, qty: 1 },
        ].sort((a, b) => a.sku.localeCompare(b.sku));
      await waitFor(async () => (await customerCartLines(mobile)).length === 2, 'the guest cart merged into the customer’s');
      expect(await customerCartLines(mobile)).toEqual(merged());
      expect((await db.selectFrom('carts').select('closed_at').where('token', '=', guestCartId).executeTakeFirst())?.closed_at).not.toBeNull();
      await page.reload();
      await page.getByText(`Signed in as ${mobile}.`).waitFor();
      expect(await customerCartLines(mobile)).toEqual(merged());

      await addAddressAtCheckout(page);
      const summary = page.locator('.checkout-summary');
      await summary.getByLabel('Coupon code').fill('save10');
      await summary.getByRole('button', { name: 'Apply' }).click();
      await summary.getByText(/^Coupon SAVE10 applied: you save ₹/).waitFor();
      await summary.locator('.segment-discount').waitFor();

      await page.getByText(`These medicines need a doctor’s prescription: ${rx.name}.`).waitFor();
      await page.getByLabel('Photo or PDF of the prescription').setInputFiles({ name: 'rx.png', mimeType: 'image/png', buffer: tinyPng() });
      await page.locator('form.upload-form').getByRole('button', { name: 'Upload a prescription' }).click();
      await page.getByText('Prescription uploaded.').waitFor();
      expect(await page.getByRole('radio', { name: 'Cash on delivery' }).isChecked()).toBe(true);

      await summary.getByRole('button', { name: 'Place order' }).click();
      await page.waitForURL(`${storefront.url}/checkout-confirmation`);
      const placed = await page.getByText(/^Your order \S+ has been placed\.$/).textContent();
      const orders = await ordersOf(mobile);
      expect(orders).toHaveLength(1);
      expect(placed).toContain(orders[0]?.number);
      expect(orders[0]).toMatchObject({ status: 'PLACED', payment_method: 'COD' });
      expect(orders[0]?.discount_paise).toBeGreaterThan(0);
      // The cart is empty, here and on the server.
      expect(await customerCartLines(mobile)).toEqual([]);
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('pharmacy-cart') ?? '{}').items.length)).toBe(0);
    });
  });

  it('refuses to place an order without an address or a prescription choice, in the spec’s words', async () => {
    await withContext(async (_context, page) => {
      await addProduct(page, storefront.url, rx.path);
      await page.goto(`${storefront.url}/checkout`);
      await logInAtCheckout(page, storefront.url, freshMobile());
      await page.getByRole('button', { name: 'Place order' }).click();
      await page.getByText('Please select a delivery address').waitFor();
      await addAddressAtCheckout(page);
      await page.getByRole('button', { name: 'Place order' }).click();
      await page.getByText('This order has medicines that need a prescription: upload it, or choose to send it later').waitFor();
      await page.getByLabel('I will send the prescription later (we will send you a link by SMS)').check();
      await page.getByRole('button', { name: 'Place order' }).click();
      await page.waitForURL(`${storefront.url}/checkout-confirmation`);
      await page.getByText('We need the prescription before we can send the order.').waitFor();
    });
  });

  it('a server down at Place order, then an answer lost on the way back: the order waits on the phone and is created once', async () => {
    await withContext(async (context, page) => {
      const mobile = freshMobile();
      await addProduct(page, storefront.url, otc.path, '3');
      await page.goto(`${storefront.url}/checkout`);
      await logInAtCheckout(page, storefront.url, mobile);
      await addAddressAtCheckout(page);

      // 1. The pharmacy's server is down when the customer presses Place order: the order is kept.
      await storefront.stopUpstream();
      await page.getByRole('button', { name: 'Place order' }).click();
      await page.getByText('The order can not be transferred because of a server error, so the order has been queued').first().waitFor();
      const panel = page.getByRole('region', { name: 'Orders waiting on this phone' });
      await panel.waitFor();
      expect(await page.getByRole('button', { name: 'Place order' }).isDisabled()).toBe(true);
      await storefront.startUpstream();

      // 2. The phone sends it when the connection comes back; the order reaches the server, its answer is lost.
      const lost = await loseFirstAnswer(page, 'PlaceOrder');
      const reconnect = async () => {
        await context.setOffline(true);
        await context.setOffline(false);
      };
      await reconnect();
      await waitFor(async () => lost() === 1 && (await ordersOf(mobile)).length === 1, 'the order to reach the server while its answer is lost');
      expect(page.url()).toBe(`${storefront.url}/checkout`);

      // 3. Sent again, the server answers with the order it already made.
      await reconnect();
      await page.waitForURL(`${storefront.url}/checkout-confirmation`);
      const orders = await ordersOf(mobile);
      expect(orders).toHaveLength(1);
      await page.getByText(`Your order ${orders[0]?.number} has been placed.`).first().waitFor();
      const lines = await db
        .selectFrom('order_items as i')
        .innerJoin('orders as o', 'o.id', 'i.order_id')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('o.number', '=', orders[0]?.number ?? '')
        .where('i.sku', '=', otc.sku)
        .executeTakeFirst();
      expect(lines?.n).toBe(1);
    });
  });

  it('two tabs adding at once: both adds count, one line, and both tabs show it', async () => {
    await withContext(async (context, first) => {
      await addProduct(first, storefront.url, otc.path);
      const second = await context.newPage();
      await second.goto(`${storefront.url}${otc.path}`);
      await first.goto(`${storefront.url}${otc.path}`);
      await Promise.all([pressAddToCart(first, '1'), pressAddToCart(second, '1')]);
      const cartId = await first.evaluate(() => JSON.parse(localStorage.getItem('pharmacy-cart') ?? '{}').cartId as string);
      const lines = () => db.selectFrom('cart_items').select(['sku', 'qty']).where('cart_token', '=', cartId).execute();
      await waitFor(async () => (await lines())[0]?.qty === 3, 'both adds on the server');
      expect(await lines()).toEqual([{ sku: otc.sku, qty: 3 }]);
      for (const tab of [first, second]) {
        await waitFor(
          async () => (await tab.evaluate(() => JSON.parse(localStorage.getItem('pharmacy-cart') ?? '{}').items?.[0]?.qty)) === 3,
          'each tab to hold the newest answer',
        );
      }
    });
  });

  it('a reload in the middle of a quantity change: the server ends with what the customer saw, never doubled', async () => {
    await withContext(async (_context, page) => {
      await addProduct(page, storefront.url, otc.path, '2');
      const cartId = await page.evaluate(() => JSON.parse(localStorage.getItem('pharmacy-cart') ?? '{}').cartId as string);
      // Hold the change on its way to the server, then reload while it is held.
      await page.route('**/graphql', async (route) => {
        if ((route.request().postData() ?? '').includes('CartUpdateQuantity')) return; // never answered
        await route.continue();
      });
      const dialog = microcart(page);
      await page.locator('header').getByRole('button', { name: /^Cart/ }).click();
      await dialog.getByRole('button', { name: `One more ${otc.name}` }).click();
      await dialog.getByText('Qty 3').waitFor();
      await page.unroute('**/graphql');
      await page.reload();
      await page.locator('header').getByRole('button', { name: /^Cart/ }).click();
      await dialog.getByText('Qty 3').waitFor();
      const lines = () => db.selectFrom('cart_items').select('qty').where('cart_token', '=', cartId).execute();
      await waitFor(async () => (await lines())[0]?.qty === 3, 'the shown quantity on the server');
      await page.reload();
      await page.locator('header').getByRole('button', { name: /^Cart/ }).click();
      await dialog.getByText('Qty 3').waitFor();
      expect(await lines()).toEqual([{ qty: 3 }]);
    });
  });

  it('pays online with the development provider, and sends an unknown payment link to /invalid-url', async () => {
    await withContext(async (_context, page) => {
      const mobile = freshMobile();
      await addProduct(page, storefront.url, otc.path);
      await page.goto(`${storefront.url}/checkout`);
      await logInAtCheckout(page, storefront.url, mobile);
      await addAddressAtCheckout(page);
      await page.getByRole('radio', { name: 'Pay online after packing' }).check();
      await page.getByRole('button', { name: 'Place order' }).click();
      await page.waitForURL(`${storefront.url}/checkout-confirmation`);
      await page.getByRole('link', { name: 'Pay online now' }).click();
      await page.getByText('Test payment: no money moves. Choose what the bank answers.').waitFor();
      await page.getByRole('button', { name: 'Bank still confirming' }).click();
      await page.waitForURL(/\/paymentStatus\?orderId=/);
      await page.getByText('Payment on hold, wait 15 minutes').waitFor();
      await page.getByRole('link', { name: 'Try to pay again' }).click();
      await page.getByRole('button', { name: 'Pay (payment succeeds)' }).click();
      await page.getByText('Payment successful').waitFor();
      expect(
        (
          await db
            .selectFrom('orders')
            .select('payment_status')
            .where('user_id', '=', await userIdOf(mobile))
            .executeTakeFirst()
        )?.payment_status,
      ).toBe('SUCCESSFUL');

      await page.goto(`${storefront.url}/payment/not-an-order-id`);
      await page.waitForURL(`${storefront.url}/invalid-url`);
      await page.getByRole('heading', { name: 'Invalid payment link' }).waitFor();
    });
  });

  it('speaks Bengali at /bn/checkout', async () => {
    await withContext(async (_context, page) => {
      await addProduct(page, storefront.url, otc.path);
      await page.goto(`${storefront.url}/bn/checkout`);
      await page.getByRole('heading', { name: 'চেকআউট', level: 1 }).waitFor();
      await page.getByText('অর্ডার দিতে আপনার মোবাইল নম্বর দিয়ে লগ ইন করুন।').waitFor();
    });
  });
});
