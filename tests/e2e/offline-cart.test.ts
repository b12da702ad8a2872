import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isTryAgainLater } from '../../src/stores/cart/sync.ts';
import { setStock } from '../../test-utils/account-fixtures.ts';
import type { Db } from '../../upstream/db/database.ts';
import { launchChromium } from './browser.ts';
import { addAddressAtCheckout, addProduct, logInAtCheckout } from './checkout-pages.ts';
import { listedProducts, freshMobile as newMobile } from './fixtures.ts';
import { microcart, openMicrocart, pressAddToCart, waitFor } from './pages.ts';
import { startTestStorefront, type TestStorefront } from './storefront.ts';

/**
 * The cart and the checkout offline (issue 13), on a 360 px phone with the real service worker. "Offline"
 * is the storefront server stopped (pages, assets and /graphql, so the worker's own fetches fail too)
 * and the browser set offline (its online/offline events); back online is the reverse.
 */
let storefront: TestStorefront;
let browser: Browser;
let db: Db;
/** Over-the-counter products in stock: the one added offline, two added online, one added by another session. */
const products: { sku: string; path: string; name: string }[] = [];
const SHOTS = process.env.SHOTS_DIR;

beforeAll(async () => {
  storefront = await startTestStorefront();
  browser = await launchChromium();
  db = storefront.db;
  const candidates = await listedProducts(db, { prescription: false, offset: 6, limit: 40 });
  // Pre-rendered pages carry the stock of the build: only products whose page offers Add to cart.
  for (const candidate of candidates) {
    if (products.length === 4) break;
    const html = await (await fetch(`${storefront.url}${candidate.path}`)).text();
    if (html.includes('class="add-to-cart"')) products.push(candidate);
  }
  if (products.length < 4) throw new Error('not enough products');
  for (const product of products) await setStock(db, product.sku, 500);
});
afterAll(async () => {
  await browser?.close();
  await storefront?.close();
});

const NO_CONNECTION = 'No Internet Connection or Server Down';
const WAITING = 'Your cart changes are saved on this phone and will be sent when you are back online.';
const serverLines = (cartId: string) => db.selectFrom('cart_items').select(['sku', 'qty']).where('cart_token', '=', cartId).orderBy('sku').execute();
const product = (n: number) => products[n] ?? { sku: '', path: '', name: '' };
const cartButton = (page: Page) => page.locator('header').getByRole('button', { name: /^Cart/ });
const statusLine = (page: Page) => page.locator('#net-status');
const storedCart = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('pharmacy-cart') ?? '{}') as { cartId: string; pending: unknown[] });

async function phone(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ serviceWorkers: 'allow', viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto(`${storefront.url}/`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await waitFor(() => page.evaluate(() => navigator.serviceWorker.controller !== null), 'the worker to control the page');
  return { context, page };
}

async function goOffline(context: BrowserContext): Promise<void> {
  await storefront.stopServer();
  await context.setOffline(true);
}
async function goOnline(context: BrowserContext): Promise<void> {
  await storefront.startServer();
  await context.setOffline(false);
}

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

describe('the cart offline, in Chromium (issue 13)', () => {
  let context: BrowserContext;
  let page: Page;
  let cartId = '';
  let [offlineProduct, kept, removed, elsewhere] = [0, 1, 2, 3].map(product);

  beforeAll(async () => {
    [offlineProduct, kept, removed, elsewhere] = [0, 1, 2, 3].map(product);
    ({ context, page } = await phone());
    await addProduct(page, storefront.url, kept?.path ?? '', '1');
    await addProduct(page, storefront.url, removed?.path ?? '', '1');
    // Seen online in Bengali too, for the screenshots.
    await page.goto(`${storefront.url}/bn${offlineProduct?.path}`);
    await page.goto(`${storefront.url}${offlineProduct?.path}`);
    cartId = (await storedCart(page)).cartId;
    expect(await serverLines(cartId)).toHaveLength(2);
  });
  afterAll(async () => {
    await context?.close();
  });

  it('adds, changes and removes lines offline on a cached product page: the count, the microcart and the status line show it', async () => {
    await goOffline(context);
    await pressAddToCart(page, '2');
    const cart = microcart(page);
    await cart.waitFor();
    await waitFor(async () => (await cart.innerText()).includes(offlineProduct?.name ?? '?'), 'the offline line in the microcart');
    expect(await cartButton(page).textContent()).toBe('Cart (4)');
    await cart.getByRole('button', { name: `One more ${kept?.name}` }).click();
    await cart.locator(`li[data-sku="${removed?.sku}"]`).getByRole('button', { name: 'Remove' }).click();
    await waitFor(
      async () => (await cartButton(page).textContent()) === 'Cart (4)' && !(await cart.innerText()).includes(removed?.name ?? '?'),
      'the change and the removal',
    );
    expect(await cart.locator(`li[data-sku="${kept?.sku}"]`).innerText()).toContain('Qty 2');
    expect(await cart.locator(`li[data-sku="${offlineProduct?.sku}"]`).innerText()).toContain('Qty 2');
    expect(await cart.getByRole('status').filter({ hasText: WAITING }).count()).toBe(1);
    await waitFor(async () => (await statusLine(page).textContent()) === `${NO_CONNECTION} · ${WAITING}`, 'the status line to say the cart waits');
    expect(await page.locator('body').innerText()).not.toContain('Server Down!');
    expect(await page.locator('form.add-to-cart').getByRole('alert').count()).toBe(0);
    // Nothing reached the server.
    expect(await serverLines(cartId)).toEqual(
      [
        { sku: kept?.sku, qty: 1 },
        { sku: removed?.sku, qty: 1 },
      ].sort((a, b) => (a.sku ?? '').localeCompare(b.sku ?? '')),
    );
    expect((await storedCart(page)).pending).toHaveLength(3);
    await shot(page, 'offline-cart-en');
  });

  it('keeps the waiting changes over a reload offline, in Bengali too', async () => {
    await page.goto(`${storefront.url}/bn${offlineProduct?.path}`);
    const button = page.locator('header .cart-button');
    expect(await button.textContent()).toBe('কার্ট (4)');
    await button.click();
    const cart = page.locator('#microcart');
    await cart.getByText('আপনার কার্টের পরিবর্তনগুলি এই ফোনে রাখা আছে, আবার অনলাইন হলে পাঠানো হবে।').waitFor();
    await shot(page, 'offline-cart-bn');
    await page.goto(`${storefront.url}${offlineProduct?.path}`);
    await openMicrocart(page);
  });

  it('back online: sent once and merged with a line another session added meanwhile; nothing doubled, the notice goes', async () => {
    // Another session adds to the same server cart while this phone is offline (as the upstream writes a line).
    await db.transaction().execute(async (tx) => {
      const at = new Date().toISOString();
      await tx
        .insertInto('cart_items')
        .values({ cart_token: cartId, sku: elsewhere?.sku ?? '', qty: 1, created_at: at, updated_at: at })
        .execute();
      await tx
        .updateTable('carts')
        .set((eb) => ({ version: eb('version', '+', 1), updated_at: at }))
        .where('token', '=', cartId)
        .execute();
    });
    // Each send and how it ended: OK, the server's error code, or NETWORK when no answer came.
    const sends: Promise<string>[] = [];
    page.on('request', (request) => {
      const body = request.postData() ?? '';
      if (!request.url().endsWith('/graphql') || !/CartAddItem|CartUpdateQuantity|CartRemoveItem/.test(body)) return;
      const operation = (JSON.parse(body) as { operationName?: string }).operationName;
      sends.push(
        request
          .response()
          .then(async (response) => {
            if (!response) return `${operation} NETWORK`;
            const reply = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
            return `${operation} ${reply.errors?.[0]?.extensions?.code ?? 'OK'}`;
          })
          .catch(() => `${operation} NETWORK`),
      );
    });
    await goOnline(context);
    const merged = [
      { sku: offlineProduct?.sku, qty: 2 },
      { sku: kept?.sku, qty: 2 },
      { sku: elsewhere?.sku, qty: 1 },
    ].sort((a, b) => (a.sku ?? '').localeCompare(b.sku ?? ''));
    await waitFor(async () => JSON.stringify(await serverLines(cartId)) === JSON.stringify(merged), 'the waiting changes on the server');
    const cart = microcart(page);
    await waitFor(async () => (await cart.innerText()).includes(elsewhere?.name ?? '?'), 'the other session’s line in the microcart');
    await waitFor(async () => (await cartButton(page).textContent()) === 'Cart (5)', 'the merged count');
    await waitFor(async () => (await statusLine(page).textContent()) === '', 'the status line to go');
    expect(await cart.getByText(WAITING).count()).toBe(0);
    expect((await storedCart(page)).pending).toEqual([]);
    // Each of the three changes answered once; a send the network or the restarting server failed (a busy
    // machine) is tried again, and nothing else was sent.
    const outcomes = await Promise.all(sends);
    expect(outcomes.filter((o) => o.endsWith(' OK')).sort(), outcomes.join(', ')).toEqual(['CartAddItem OK', 'CartRemoveItem OK', 'CartUpdateQuantity OK']);
    expect(
      outcomes.filter((o) => !o.endsWith(' OK') && !isTryAgainLater(o.split(' ')[1] ?? '')),
      outcomes.join(', '),
    ).toEqual([]);
    // A reload and another sync send nothing again.
    const sent = sends.length;
    await page.reload();
    const again = await openMicrocart(page);
    await waitFor(async () => (await again.innerText()).includes(elsewhere?.name ?? '?'), 'the cart after a reload');
    expect(await serverLines(cartId)).toEqual(merged);
    expect(sends).toHaveLength(sent);
  });

  it('a change that no longer fits when it is sent (the stock fell meanwhile) is refused with the spec’s message', async () => {
    await goOffline(context);
    const cart = await openMicrocart(page);
    await cart.getByRole('button', { name: `One more ${kept?.name}` }).click();
    await waitFor(async () => (await cart.locator(`li[data-sku="${kept?.sku}"]`).innerText()).includes('Qty 3'), 'quantity 3 offline');
    await db
      .updateTable('products')
      .set({ qty: 2 })
      .where('sku', '=', kept?.sku ?? '')
      .execute();
    await goOnline(context);
    await page.getByRole('status', { name: 'Notifications' }).getByText('Only 2 products of this type are available!').waitFor();
    await waitFor(async () => (await cart.locator(`li[data-sku="${kept?.sku}"]`).innerText()).includes('Qty 2'), 'the server’s quantity back');
    expect((await serverLines(cartId)).find((line) => line.sku === kept?.sku)?.qty).toBe(2);
    expect((await storedCart(page)).pending).toEqual([]);
    await shot(page, 'offline-cart-refused-en');
  });
});

describe('the checkout offline, in Chromium (issue 13)', () => {
  it('shows what the order will use, says it will be sent later, never "Server Down"; the order sent later uses what was shown', async () => {
    const { context, page } = await phone();
    try {
      const mobile = newMobile('95');
      const otc = product(1);
      await addProduct(page, storefront.url, otc.path, '1');
      await page.goto(`${storefront.url}/checkout`);
      await logInAtCheckout(page, storefront.url, mobile);
      // Seen online (the worker keeps the checkout page), in Bengali too.
      await page.goto(`${storefront.url}/bn/checkout`);
      await page.goto(`${storefront.url}/checkout`);
      await page.getByText(`Signed in as ${mobile}.`).waitFor();

      // No address chosen yet: offline, the checkout says what is needed and keeps nothing.
      await goOffline(context);
      await page.reload();
      await page.getByText('A delivery address is needed. Addresses can be chosen or added only online: please connect to the internet.').waitFor();
      expect(await page.getByRole('button', { name: 'Place order' }).isDisabled()).toBe(true);
      await goOnline(context);

      await page.reload();
      await addAddressAtCheckout(page);
      await goOffline(context);
      await page.reload();
      await page.getByText('The order will go to the address you chose last:').waitFor();
      const text = await page.locator('.checkout').innerText();
      expect(text).toContain('Rina Das, Flat 3B, 12 Park Street, Kolkata, West Bengal 700001');
      expect(text).toContain('You are offline. You can still place the order: it is kept on this phone and sent when you are back online.');
      expect(text).not.toContain('Server Down');
      expect(await page.getByRole('alert').count()).toBe(0);
      expect(await page.getByRole('radio', { name: 'Cash on delivery' }).isChecked()).toBe(true);
      await shot(page, 'offline-checkout-en');
      await page.goto(`${storefront.url}/bn/checkout`);
      await page.getByText('অর্ডারটি আপনার শেষবার বেছে নেওয়া ঠিকানায় যাবে:').waitFor();
      await shot(page, 'offline-checkout-bn');
      await page.goto(`${storefront.url}/checkout`);

      await page.getByRole('button', { name: 'Place order' }).click();
      const panel = page.getByRole('region', { name: 'Orders waiting on this phone' });
      await panel.waitFor();
      expect(await panel.innerText()).toContain('It will be sent as soon as the connection returns.');
      await page.locator('.checkout-summary').getByText(NO_CONNECTION).waitFor();
      expect(await page.locator('.checkout').innerText()).not.toContain('server error');
      await shot(page, 'offline-checkout-queued-en');

      await goOnline(context);
      await page.waitForURL(`${storefront.url}/checkout-confirmation`, { timeout: 30_000 });
      const orders = await db
        .selectFrom('orders as o')
        .innerJoin('users as u', 'u.id', 'o.user_id')
        .select(['o.payment_method', 'o.ship_name', 'o.ship_pin_code', 'o.ship_street'])
        .where('u.mobile', '=', mobile)
        .execute();
      expect(orders).toEqual([{ payment_method: 'COD', ship_name: 'Rina Das', ship_pin_code: '700001', ship_street: '12 Park Street' }]);
    } finally {
      await context.close();
    }
  });
});

describe('an add on its way as the page goes (Add to cart, then at once a link), in Chromium', () => {
  it('is kept on the phone when the page hides, once, and sent by the next page', async () => {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 360, height: 740 } });
    try {
      const page = await context.newPage();
      const target = product(2);
      await page.goto(`${storefront.url}${target.path}`);
      // The add leaves the page and is held on its way.
      let held = 0;
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/graphql', async (route) => {
        if (held === 0 && (route.request().postData() ?? '').includes('CartAddItem')) {
          held++;
          await released;
          await route.abort('connectionreset').catch(() => undefined);
          return;
        }
        await route.continue();
      });
      await pressAddToCart(page, '2');
      await waitFor(async () => held === 1, 'the add to be on its way');
      const cartId = (await storedCart(page)).cartId;
      expect(cartId).toBeTruthy();
      // The page hides (as it does when it goes; a browser may cancel the request with no script run after):
      // the add is on the phone already.
      await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false })));
      expect((await storedCart(page)).pending).toMatchObject([{ kind: 'add', sku: target.sku, qty: 2 }]);
      // Its request then fails: still one change waiting, not two.
      release();
      await page.locator('form.add-to-cart').getByRole('button', { name: 'Add to cart' }).and(page.locator(':enabled')).waitFor();
      expect((await storedCart(page)).pending).toHaveLength(1);
      expect(await serverLines(cartId)).toEqual([]);
      // The next page sends it, once.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await page.goto(`${storefront.url}/`);
      await waitFor(async () => (await storedCart(page)).pending.length === 0, 'nothing left waiting on the phone');
      expect(await serverLines(cartId)).toEqual([{ sku: target.sku, qty: 2 }]);
    } finally {
      await context.close();
    }
  });
});
