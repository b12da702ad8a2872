import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressInput, cartWith } from '../../test-utils/account-fixtures.ts';
import { api } from '../../test-utils/account-upstream.ts';
import { delegatedToken, registerWithShop } from '../../test-utils/staff.ts';
import { DEMO_SHOPS, DEMO_STAFF } from '../../upstream/staff/demo-staff.ts';
import { launchChromium } from './browser.ts';
import { freshMobile, listedProducts, submitLogin } from './fixtures.ts';
import { startTestStorefront, type TestStorefront } from './storefront.ts';

/**
 * The customer reads what staff did for them (issue 15): a demo shop's franchise owner acts for the
 * customer with a delegated token, straight at the upstream as the staff pages would through the
 * gateway (adds an address, places an order); the customer then sees it in "Activity on my account"
 * and on the order, named by the shop, never the person. A customer nobody acted for sees the empty state.
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

const SHOP = DEMO_SHOPS[0];
const FRANCHISE = DEMO_STAFF.find((s) => s.role === 'franchise' && s.shop === SHOP.sid);

/** Opens `path` with a new customer signing in on its login form; answers the page and the customer's id. */
async function signInAt(context: BrowserContext, path: string): Promise<{ page: Page; customerId: number }> {
  const page = await context.newPage();
  await page.goto(`${storefront.url}${path}`);
  const mobile = freshMobile('67');
  await submitLogin(page, storefront.url, mobile);
  await page.getByRole('navigation', { name: 'My account' }).waitFor();
  const { id } = await storefront.db.selectFrom('users').select('id').where('mobile', '=', mobile).executeTakeFirstOrThrow();
  return { page, customerId: id };
}

/** The demo shop's franchise owner acting for the customer (the customer registered with the shop). */
async function actAsShop(customerId: number): Promise<{ token: string }> {
  if (!FRANCHISE) throw new Error('no demo franchise owner');
  const shop = await storefront.db.selectFrom('franchises').select('id').where('sid', '=', SHOP.sid).executeTakeFirstOrThrow();
  const staff = await storefront.db.selectFrom('users').select('id').where('mobile', '=', FRANCHISE.mobile).executeTakeFirstOrThrow();
  await registerWithShop(storefront.db, customerId, shop.id);
  return { token: await delegatedToken(storefront.db, customerId, { id: staff.id, role: 'franchise' }) };
}

describe('Activity on my account, in Chromium', () => {
  let context: BrowserContext;
  let page: Page;
  let order: { id: string; number: string };

  it('lists what the shop did, newest first, in IST, naming the shop and each action', async () => {
    context = await browser.newContext();
    const signed = await signInAt(context, '/my-account/activity');
    page = signed.page;
    await page.getByRole('heading', { name: 'Activity on my account', level: 1 }).waitFor();
    await page.getByText('Nobody has acted on your account for you.').waitFor();

    const { token } = await actAsShop(signed.customerId);
    const asShop = (path: string, body?: unknown) => api(storefront.upstreamUrl, path, { token, body });
    const address = await asShop('/api/account/addresses', addressInput());
    expect(address.status, JSON.stringify(address.body)).toBe(200);
    const [product] = await listedProducts(storefront.db, { prescription: false, stock: 50 });
    const cartId = await cartWith(storefront.db, [{ sku: product?.sku ?? '', qty: 1 }]);
    const placed = await asShop('/api/account/orders', { clientOrderId: randomUUID(), cartId, addressId: address.body.result.id, paymentMethod: 'COD' });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    order = { id: placed.body.result.id, number: placed.body.result.number };

    await page.reload();
    const list = page.getByRole('list', { name: 'Activity on my account' });
    await list.waitFor();
    const rows = list.getByRole('listitem');
    expect(await rows.count()).toBe(2);
    const newest = await rows.nth(0).innerText();
    expect(newest).toContain(SHOP.name);
    expect(newest).toContain(`Placed order ${order.number}`);
    expect(newest).toMatch(/\d{2}:\d{2} \d{1,2}\/\d{1,2}\/20\d{2}/);
    const older = await rows.nth(1).innerText();
    expect(older).toContain(SHOP.name);
    expect(older).toContain('Added an address');
    // The shop, never the person who acted for it.
    expect(await list.innerText()).not.toContain(FRANCHISE?.name ?? '?');
  });

  it('leads from the activity to the order, which says the shop placed it, as My orders does', async () => {
    await Promise.all([page.waitForURL(/\/my-account\/orders\/.+/), page.getByRole('link', { name: 'View details' }).click()]);
    await page.getByRole('heading', { name: new RegExp(`Order ${order.number}`) }).waitFor();
    await page.getByText(`Placed for you by ${SHOP.name}`).waitFor();
    expect(page.url()).toContain(`/my-account/orders/${order.id}`);

    await page.goto(`${storefront.url}/my-account/orders`);
    const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: `Order ${order.number}` }) });
    await row.waitFor();
    expect(await row.innerText()).toContain(`Placed for you by ${SHOP.name}`);
  });

  it('reads in the page’s language', async () => {
    await page.goto(`${storefront.url}/bn/my-account/activity`);
    await page.getByText(`অর্ডার ${order.number} দিয়েছে`).waitFor();
    await page.getByText('একটি ঠিকানা যোগ করেছে').waitFor();
    await context.close();
  });

  it('shows a customer nobody acted for that nobody did, with the section in the account’s links', async () => {
    const other = await browser.newContext();
    try {
      const { page: home } = await signInAt(other, '/my-account');
      const link = home.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Activity on my account' });
      await Promise.all([home.waitForURL(/\/my-account\/activity$/), link.click()]);
      await home.getByText('Nobody has acted on your account for you.').waitFor();
      expect(await home.getByRole('list', { name: 'Activity on my account' }).count()).toBe(0);
    } finally {
      await other.close();
    }
  });
});
