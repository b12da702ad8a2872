import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddressesDocument, OrderDocument, PlaceOrderDocument } from '../../src/gql/graphql.ts';
import { stringOf } from '../../src/i18n/resources.ts';
import { launchChromium } from './browser.ts';
import { codeFromOutbox, submitLogin, tinyPng } from './fixtures.ts';
import { pageQuery } from './gateway.ts';
import { pressAddToCart, waitFor } from './pages.ts';
import { startTestStorefront, type TestStorefront } from './storefront.ts';

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

/** A fresh 10-digit mobile number for each customer (the OTP limits are per number). */
const mobileFor = (n: number) => `98${String(Date.now()).slice(-7)}${n}`;

/** Logs in on the current page's login form, reading the OTP from the outbox like a developer would. */
async function logIn(page: Page, mobile: string): Promise<void> {
  await submitLogin(page, storefront.url, mobile);
  await page.getByRole('navigation', { name: 'My account' }).waitFor();
}

/** Places an order from the browser's cart through the gateway (the checkout pages are the checkout issue's). */
async function placeOrder(page: Page, addressId: string): Promise<{ id: string; number: string }> {
  const cartId = await page.evaluate(() => JSON.parse(localStorage.getItem('pharmacy-cart') ?? '{}').cartId as string);
  const reply = await pageQuery(page, PlaceOrderDocument, { input: { clientOrderId: randomUUID(), cartId, addressId, paymentMethod: 'COD' } });
  if (!reply.data) throw new Error(JSON.stringify(reply.errors));
  return reply.data.placeOrder;
}

async function firstAddressId(page: Page): Promise<string> {
  return (await pageQuery(page, AddressesDocument, {})).data?.addresses[0]?.id ?? '';
}

describe('the customer account in Chromium (issue 5 acceptance)', () => {
  let firstOrder: { id: string; number: string };
  let first: BrowserContext;
  let firstMobile: string;

  it('asks a visitor to log in, signs a new customer in by OTP and comes back to the page', async () => {
    first = await browser.newContext();
    const page = await first.newPage();
    await page.goto(`${storefront.url}/my-account/shipping-details`);
    await page.getByText('You need to be logged in to see this page').waitFor();
    await page.getByLabel('Mobile number').fill('12345');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByText('Please enter a valid mobile number').waitFor();

    const mobile = mobileFor(1);
    firstMobile = mobile;
    await page.getByLabel('Mobile number').fill(mobile);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    const otp = page.getByLabel('OTP', { exact: true });
    await otp.waitFor();
    await otp.fill('000000');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('OTP is incorrect').waitFor();

    await otp.fill(await codeFromOutbox(first, storefront.url, mobile));
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { name: 'Addresses', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Add an address' }).waitFor();
    expect(page.url()).toContain('/my-account/shipping-details');
  });

  it('refuses an unserviceable pin code, then saves an address with a serviceable one', async () => {
    const page = first.pages()[0] as Page;
    await page.getByRole('button', { name: 'Add an address' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Rina Das');
    await page.getByLabel('Mobile number').fill('9830012345');
    await page.getByLabel('PIN code').fill('734101');
    await page.getByLabel('PIN code').blur();
    await page.getByText('Delivery temporarily Suspended').waitFor();

    await page.getByLabel('PIN code').fill('700001');
    await page.getByLabel('PIN code').blur();
    await page.getByText(/We deliver to 700001/).waitFor();
    expect(await page.getByLabel('State').inputValue()).toBe('WB');
    await page.getByLabel('City or town').fill('Kolkata');
    await page.getByLabel('Street and landmark').fill('BB Ganguly Street, near the post office');
    await page.getByLabel('House, flat or building').fill('12/1, first floor');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('You have 1 of 6 addresses.').waitFor();
    expect(await page.locator('.address-list').innerText()).toContain('12/1, first floor');
  });

  it('places an order that shows in My orders with its timeline in IST, and cancels it with a reason', async () => {
    const page = first.pages()[0] as Page;
    // An over-the-counter product (no prescription needed): the first of Personal Care.
    await page.goto(`${storefront.url}/c/personal-care`);
    const firstProduct = page.locator('main a[href^="/p/"]').first();
    await Promise.all([page.waitForURL(/\/p\//), firstProduct.click()]);
    await pressAddToCart(page, '2');
    await page.getByRole('dialog', { name: 'Your cart' }).waitFor();

    firstOrder = await placeOrder(page, await firstAddressId(page));

    await page.goto(`${storefront.url}/my-account/orders`);
    const link = page.getByRole('link', { name: `Order ${firstOrder.number}` });
    await link.waitFor();
    await Promise.all([page.waitForURL(/\/my-account\/orders\/.+/), link.click()]);
    const timeline = page.locator('ol.timeline');
    await timeline.waitFor();
    expect(await timeline.locator('li').count()).toBe(6);
    const placed = await timeline.locator('li.reached').first().innerText();
    expect(placed).toContain('Placed');
    expect(placed).toContain('Your order has been successfully placed.');
    expect(placed).toMatch(/\d{2}:\d{2} \d{1,2}\/\d{1,2}\/20\d{2}/);

    await page.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByRole('button', { name: 'Yes, cancel this order' }).click();
    await page.getByText('Please select all the required fields').waitFor();
    await page.getByLabel('I placed this order twice').check();
    await page.getByRole('button', { name: 'Yes, cancel this order' }).click();
    await waitFor(async () => (await page.locator('.order-detail h2').innerText()).includes('Cancelled'), 'the cancelled status');
    expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
  });

  it('uploads a prescription, refuses a file that is not an image or PDF, and opens a ticket', async () => {
    const page = first.pages()[0] as Page;
    await page.goto(`${storefront.url}/my-account/my-prescriptions`);
    const file = page.getByLabel('Photo or PDF of the prescription');
    await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a prescription') });
    await page.getByRole('button', { name: 'Upload a prescription' }).click();
    await page.getByText('Only images (JPEG, PNG, WebP) and PDF files can be uploaded').waitFor();

    await file.setInputFiles({ name: 'rx-rina.png', mimeType: 'image/png', buffer: tinyPng() });
    await page.getByRole('button', { name: 'Upload a prescription' }).click();
    await page.getByText('Prescription uploaded.').waitFor();
    const photo = page.locator('.prescription-list').getByRole('button', { name: 'rx-rina.png' });
    // The photo opens in the page, fetched with the token (a blob: tab would break under the policy).
    await photo.click();
    const shown = page.getByRole('img', { name: 'rx-rina.png' });
    await shown.waitFor();
    expect(await shown.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1);
    await page.getByRole('button', { name: 'Close' }).click();
    await shown.waitFor({ state: 'detached' });

    await page.goto(`${storefront.url}/my-account/tickets`);
    await page.getByLabel('What is it about?').selectOption('PRESCRIPTION');
    await page.getByLabel('Subject').fill('Is my prescription readable?');
    await page.getByLabel('Tell us more').fill('I uploaded a photo of my prescription today. Please check it.');
    await Promise.all([page.waitForURL(/\?ticket=/), page.getByRole('button', { name: 'Send', exact: true }).click()]);
    await page.getByRole('heading', { name: /Is my prescription readable\?/ }).waitFor();
    expect(await page.locator('.ticket-comments').innerText()).toContain('I uploaded a photo of my prescription today.');
  });

  it('shows a second customer nothing of the first one’s order', async () => {
    const second = await browser.newContext();
    try {
      const page = await second.newPage();
      await page.goto(`${storefront.url}/my-account/orders/${encodeURIComponent(firstOrder.id)}`);
      await logIn(page, mobileFor(2));
      await page.getByText('This order was not found.').waitFor();
      expect(await page.locator('main').innerText()).not.toContain(firstOrder.number);
      const answer = await pageQuery(page, OrderDocument, { id: firstOrder.id });
      expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(JSON.stringify(answer.data ?? {})).not.toContain(firstOrder.number);
    } finally {
      await second.close();
    }
  });

  it('asks by SMS for the prescription of an order placed without one, and takes it through the link without a login', async () => {
    const page = first.pages()[0] as Page;
    await page.goto(`${storefront.url}/p/MED000001/augmentin-625-duo-tablet`);
    await pressAddToCart(page, '1');
    await page.getByRole('dialog', { name: 'Your cart' }).waitFor();
    const order = await placeOrder(page, await firstAddressId(page));
    const status = async () => (await pageQuery(page, OrderDocument, { id: order.id })).data?.order?.status;
    expect(await status()).toBe('PENDING_APPROVAL');

    // The SMS for this order (an earlier order's link may be in the outbox too).
    const outbox = await first.newPage();
    const pattern = new RegExp(`order ${order.number} needs a prescription[^\\n]*?(/uprx/[A-Za-z0-9._~%-]+)`);
    let link: string | undefined;
    await waitFor(async () => {
      await outbox.goto(`${storefront.url}/dev/sms-outbox?mobile=${firstMobile}`);
      await outbox.locator('.sms-body').first().waitFor();
      link = pattern.exec(await outbox.locator('.outbox').innerText())?.[1];
      return link !== undefined;
    }, `the upload-link SMS of order ${order.number}`);
    await outbox.close();

    const stranger = await browser.newContext();
    try {
      const tab = await stranger.newPage();
      await tab.goto(`${storefront.url}${link}`);
      await tab
        .getByText(`Order ${order.number}`)
        .waitFor({ timeout: 15_000 })
        .catch(async (error: unknown) => {
          throw new Error(`${String(error)}\npage at ${tab.url()} shows: ${await tab.locator('main').innerText()}`);
        });
      await tab.getByLabel('Photo or PDF of the prescription').setInputFiles({ name: 'rx.png', mimeType: 'image/png', buffer: tinyPng() });
      await tab.getByRole('button', { name: 'Upload a prescription' }).click();
      await tab.getByText('Thank you. Our pharmacist will check your prescription and confirm the order.').waitFor();
      await tab.goto(`${storefront.url}/uprx/not-a-real-link`);
      await tab.getByText(/This upload link is not valid or has expired/).waitFor();
    } finally {
      await stranger.close();
    }
    expect(await status()).toBe('PLACED');
  });

  it('signs in from the mobile app’s one-time token at /appLoginToken, once', async () => {
    const page = first.pages()[0] as Page;
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('pharmaUserDetails') ?? '{}').userLoginToken as string);
    const minted = await fetch(`${storefront.upstreamUrl}/api/account/app-login-token`, { method: 'POST', headers: { 'x-access-token': token } });
    const { result } = (await minted.json()) as { result: { appToken: string } };
    const app = await browser.newContext();
    try {
      const tab = await app.newPage();
      await tab.goto(`${storefront.url}/appLoginToken?token=${encodeURIComponent(result.appToken)}`);
      await tab.waitForURL(`${storefront.url}/my-account`);
      await tab.getByRole('navigation', { name: 'My account' }).waitFor();
      expect(tab.url()).not.toContain('token=');
      await tab.goto(`${storefront.url}/appLoginToken?token=${encodeURIComponent(result.appToken)}`);
      await tab.getByText('This sign-in link has expired. Please log in with your mobile number.').waitFor();
    } finally {
      await app.close();
    }
  });

  it('shows the sign-up modal with the login form when the session cannot be refreshed', async () => {
    const third = await browser.newContext();
    try {
      const tab = await third.newPage();
      await tab.goto(`${storefront.url}/my-account`);
      await logIn(tab, mobileFor(3));
      // The access token expired and the refresh token was revoked (say, by a logout on another phone).
      await tab.evaluate(() => {
        const session = JSON.parse(localStorage.getItem('pharmaUserDetails') ?? '{}');
        localStorage.setItem('pharmaUserDetails', JSON.stringify({ ...session, userLoginToken: 'expired', refreshToken: 'revoked' }));
      });
      await tab.goto(`${storefront.url}/my-account/orders`);
      const modal = tab.getByRole('dialog', { name: 'Please log in again' });
      await modal.waitFor();
      // Signed out silently: the stored session is gone (or a guest's).
      expect(await tab.evaluate(() => JSON.parse(localStorage.getItem('pharmaUserDetails') ?? '{}').isUserLoggedIn ?? false)).toBe(false);
      // The login form is in the modal (a new code for the same number needs the 30 s resend gap).
      await modal.getByRole('button', { name: 'Send OTP' }).waitFor();
    } finally {
      await third.close();
    }
  });

  it('speaks the page’s language: /bn/my-account asks to log in in Bengali', async () => {
    const visitor = await browser.newContext();
    try {
      const tab = await visitor.newPage();
      await tab.goto(`${storefront.url}/bn/my-account`);
      await tab.getByText(stringOf('bn-IN', 'account.messages.loginRequired')).waitFor();
      await tab.getByRole('button', { name: stringOf('bn-IN', 'account.login.sendOtp') }).waitFor();
    } finally {
      await visitor.close();
    }
  });

  it('logs out: the session and the cart leave the browser, and the page goes home', async () => {
    const page = first.pages()[0] as Page;
    await page.goto(`${storefront.url}/my-account`);
    await Promise.all([page.waitForURL(`${storefront.url}/`), page.getByRole('button', { name: 'Log out' }).click()]);
    const stored = await page.evaluate(() => ({ session: localStorage.getItem('pharmaUserDetails'), cart: localStorage.getItem('pharmacy-cart') }));
    expect(stored.session === null || JSON.parse(stored.session).isUserLoggedIn === false).toBe(true);
    expect(stored.cart === null || JSON.parse(stored.cart).items.length === 0).toBe(true);
    await page.goto(`${storefront.url}/my-account/orders`);
    await page.getByText('You need to be logged in to see this page').waitFor();
    await first.close();
  });
});
