import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddressesDocument, OrderDocument, PlaceOrderDocument, UpdateProfileDocument } from '../../src/gql/graphql.ts';
import { launchChromium } from './browser.ts';
import { codeFromOutbox, freshMobile, tinyPng } from './fixtures.ts';
import { pageQuery } from './gateway.ts';
import { loseFirstAnswer, pressAddToCart } from './pages.ts';
import { startTestStorefront, type TestStorefront } from './storefront.ts';

/**
 * The account area on a 360 px phone (issue 13, "rough edges"): every control a 44 px target, one
 * heading per title, the greeting by name, the pin code filling city and state, a blank patient age
 * refused, and an order page that tells the order as it is (waiting for a prescription, cancelled,
 * not found).
 */
let storefront: TestStorefront;
let browser: Browser;
let phone: BrowserContext;
let page: Page;

beforeAll(async () => {
  storefront = await startTestStorefront();
  browser = await launchChromium();
  phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
  page = await phone.newPage();
});
afterAll(async () => {
  await phone?.close();
  await browser?.close();
  await storefront?.close();
});

/** The visible controls of the page's main part (buttons, link-buttons, nav links, file pickers) and those under 44 px high. */
async function touchTargets(): Promise<{ count: number; small: string[] }> {
  return page.evaluate(() => {
    const controls = [...document.querySelectorAll('main button, main a.button, main .account-nav a, main input[type="file"]')].filter((el) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    });
    const small = controls
      .filter((el) => el.getBoundingClientRect().height < 44)
      .map((el) => `${el.textContent?.trim() || el.tagName} (${el.getBoundingClientRect().height.toFixed(1)} px)`);
    return { count: controls.length, small };
  });
}

/** The controls named are on the page, and every control there is at least 44 px high. */
async function expectTouchTargets(...names: string[]): Promise<void> {
  for (const name of names) await page.getByRole('button', { name, exact: true }).first().waitFor();
  const { count, small } = await touchTargets();
  expect(count).toBeGreaterThanOrEqual(names.length);
  expect(small).toEqual([]);
}

/** One h1, and no heading repeats another (the page's h1 and the section's h2 were both 'Patients'). */
async function expectOneHeadingPerTitle(title: string): Promise<void> {
  expect(await page.locator('main h1').allInnerTexts()).toEqual([title]);
  const all = await page.locator('main :is(h1, h2, h3)').allInnerTexts();
  expect(new Set(all).size).toBe(all.length);
}

/** Goes to an account page and waits until the island shows it (the nav is there once signed in). */
async function open(path: string): Promise<void> {
  await page.goto(`${storefront.url}${path}`);
  await page.getByRole('navigation', { name: 'My account' }).waitFor();
}

async function placeOrder(productPath: string): Promise<{ id: string; number: string }> {
  await page.goto(`${storefront.url}${productPath}`);
  await pressAddToCart(page, '1');
  await page.getByRole('dialog', { name: 'Your cart' }).waitFor();
  const cartId = await page.evaluate(() => JSON.parse(localStorage.getItem('pharmacy-cart') ?? '{}').cartId as string);
  const addressId = (await pageQuery(page, AddressesDocument, {})).data?.addresses[0]?.id ?? '';
  const reply = await pageQuery(page, PlaceOrderDocument, { input: { clientOrderId: randomUUID(), cartId, addressId, paymentMethod: 'COD' } });
  if (!reply.data) throw new Error(JSON.stringify(reply.errors));
  return reply.data.placeOrder;
}

describe('the account area on a 360 px phone', () => {
  it('signs in with 44 px buttons, then greets the customer by the name the server knows', async () => {
    await page.goto(`${storefront.url}/my-account`);
    await expectTouchTargets('Send OTP');
    const mobile = freshMobile('94');
    await page.getByLabel('Mobile number').fill(mobile);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByLabel('OTP', { exact: true }).waitFor();
    await expectTouchTargets('Log in', 'Use another number');
    await page.getByLabel('OTP', { exact: true }).fill(await codeFromOutbox(phone, storefront.url, mobile));
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('navigation', { name: 'My account' }).waitFor();

    // A new customer has no name yet: the plain greeting, and a link to give one.
    expect(await page.locator('.greeting').innerText()).toBe('Hello · Add your name');
    expect(await page.locator('.greeting').getByRole('link', { name: 'Add your name' }).getAttribute('href')).toBe('/my-account/profile');
    await expectOneHeadingPerTitle('My account');
    await expectTouchTargets('Log out');

    // The name given since (here straight to the server, as from another phone) greets on the next visit.
    expect((await pageQuery(page, UpdateProfileDocument, { input: { name: 'Asha Roy', email: null } })).data).toBeTruthy();
    await open('/my-account');
    await page.getByText('Hello, Asha Roy').waitFor();
  });

  it('signs in when Log in is pressed again after the answer to the first press was lost on the way', async () => {
    // No service worker: the page's own requests are the ones the route sees (a worker's fetch is not the page's).
    const other = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 360, height: 740 } });
    try {
      const tab = await other.newPage();
      await tab.goto(`${storefront.url}/my-account`);
      const mobile = freshMobile('94');
      await tab.getByLabel('Mobile number').fill(mobile);
      await tab.getByRole('button', { name: 'Send OTP' }).click();
      await tab.getByLabel('OTP', { exact: true }).fill(await codeFromOutbox(other, storefront.url, mobile));
      // The check reaches the server, which uses the code and signs in; the phone never hears the answer.
      const lost = await loseFirstAnswer(tab, 'VerifyLoginOtp');
      await tab.getByRole('button', { name: 'Log in' }).click();
      await tab.getByRole('alert').getByText('No Internet Connection or Server Down').waitFor();
      expect(lost()).toBe(1);
      // Pressed again with the same code: signed in, not 'Incorrect OTP'.
      await tab.getByRole('button', { name: 'Log in' }).click();
      await tab.getByRole('navigation', { name: 'My account' }).waitFor();
      expect(await tab.getByText('Incorrect OTP').count()).toBe(0);
    } finally {
      await other.close();
    }
  });

  it('keeps the account’s links to one row that scrolls sideways, with the section shown in view and the page not scrolling sideways', async () => {
    for (const [path, current] of [
      ['/my-account', 'Account home'],
      ['/my-account/notifications', 'Notifications'],
      ['/my-account/change-password', 'Change password'],
    ] as const) {
      await open(path);
      const nav = page.getByRole('navigation', { name: 'My account' });
      const row = await nav.locator('ul').boundingBox();
      expect(row?.height).toBeLessThan(60);
      const link = await nav.getByRole('link', { name: current, exact: true }).boundingBox();
      expect(link?.x).toBeGreaterThanOrEqual(0);
      expect((link?.x ?? 0) + (link?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(360);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    }
  });

  it('shows the profile with one heading and 44 px buttons', async () => {
    await open('/my-account/profile');
    await expectTouchTargets('Save');
    await expectOneHeadingPerTitle('Profile');
  });

  it('fills city and state from pin code 751001, says so, refuses another state, and saves what the form shows', async () => {
    await open('/my-account/shipping-details');
    await expectOneHeadingPerTitle('Addresses');
    await expectTouchTargets('Add an address');
    await page.getByRole('button', { name: 'Add an address' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Asha Roy');
    await page.getByLabel('Mobile number').fill('9830012345');
    expect(await page.getByLabel('State').inputValue()).toBe('WB');
    await page.getByLabel('PIN code').fill('751001');
    await page.getByLabel('PIN code').blur();
    await page.getByText('City and state set from pin code 751001: Bhubaneswar, Odisha').waitFor();
    expect(await page.getByLabel('City or town').inputValue()).toBe('Bhubaneswar');
    expect(await page.getByLabel('State').inputValue()).toBe('OD');
    await expectTouchTargets('Save', 'Cancel');

    // Put back to West Bengal by hand: refused, nothing saved.
    await page.getByLabel('Street and landmark').fill('Janpath, near the bus stand');
    await page.getByLabel('House, flat or building').fill('Plot 14, first floor');
    await page.getByLabel('State').selectOption('WB');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The pin code is not in the selected state').waitFor();
    expect((await pageQuery(page, AddressesDocument, {})).data?.addresses).toEqual([]);

    await page.getByLabel('State').selectOption('OD');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('You have 1 of 6 addresses.').waitFor();
    expect(await page.locator('.address-list').innerText()).toContain('Bhubaneswar, Odisha 751001');
    const saved = (await pageQuery(page, AddressesDocument, {})).data?.addresses ?? [];
    expect(saved.map((a) => [a.pinCode, a.city, a.state])).toEqual([['751001', 'Bhubaneswar', 'OD']]);
    await expectTouchTargets('Edit', 'Delete', 'Add an address');
  });

  it('refuses a patient with a blank age like one with "abc", and saves nothing', async () => {
    await open('/my-account/manage-patients');
    await expectOneHeadingPerTitle('Patients');
    await expectTouchTargets('Save');
    await page.getByLabel('Patient name').fill('Mina Roy');
    for (const age of ['', '   ', 'abc']) {
      await page.getByLabel('Age (years)').fill(age);
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Invalid Patient Age').waitFor();
    }
    expect(await page.locator('.patient-list li').count()).toBe(0);
    await page.getByLabel('Age (years)').fill('62');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.locator('.patient-list li', { hasText: 'Mina Roy, 62 years' }).waitFor();
    await expectTouchTargets('Delete', 'Save');
  });

  it('shows an order waiting for a prescription as waiting, then, cancelled, its reason and nothing to come', async () => {
    // A prescription medicine ordered without a prescription waits for one.
    const order = await placeOrder('/p/MED000001/augmentin-625-duo-tablet');
    await open('/my-account/orders');
    await page.getByRole('link', { name: `Order ${order.number}` }).waitFor();
    await expectOneHeadingPerTitle('My orders');
    await expectTouchTargets('Log out');

    await open(`/my-account/orders/${encodeURIComponent(order.id)}`);
    const steps = page.locator('ol.timeline li');
    await steps.first().waitFor();
    expect(await steps.locator('strong').allInnerTexts()).toEqual([
      'Placed',
      'Waiting for prescription',
      'Processing',
      'Packed',
      'Shipped',
      'Reached nearest hub',
      'Delivered',
    ]);
    const waiting = steps.nth(1);
    expect(await waiting.getAttribute('aria-current')).toBe('step');
    expect(await waiting.innerText()).toContain('Your order is waiting for a prescription.');
    expect(await steps.first().innerText()).not.toContain('Not yet');
    expect(await page.getByText('Pay when it arrives').count()).toBe(1);
    await expectTouchTargets('Invoice', 'Order again', 'Upload a prescription', 'Cancel order');
    await expectOneHeadingPerTitle('My orders');

    await page.getByRole('button', { name: 'Cancel order' }).click();
    await expectTouchTargets('Yes, cancel this order', 'No, keep the order');
    await page.getByRole('button', { name: 'No, keep the order' }).click();
    expect(await page.getByRole('button', { name: 'Yes, cancel this order' }).count()).toBe(0);
    expect((await pageQuery(page, OrderDocument, { id: order.id })).data?.order?.status).toBe('PENDING_APPROVAL');

    await page.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByLabel('I placed this order twice').check();
    await page.getByRole('button', { name: 'Yes, cancel this order' }).click();
    const cancelled = page.locator('ol.timeline li[aria-current="step"]');
    await cancelled.filter({ hasText: 'Cancelled' }).waitFor();
    expect(await cancelled.innerText()).toMatch(/Cancelled\s+\d{2}:\d{2} \d{1,2}\/\d{1,2}\/20\d{2}/);
    expect(await cancelled.innerText()).toContain('Reason: I placed this order twice');
    expect(await steps.locator('strong').allInnerTexts()).toEqual(['Placed', 'Cancelled']);
    const detail = await page.locator('.order-detail').innerText();
    expect(detail).not.toContain('Not yet');
    expect(detail).not.toContain('Pay when it arrives');
    expect(detail).toContain('Nothing to pay: the order was cancelled');
    expect(await page.getByLabel('Upload a prescription for this order').count()).toBe(0);
    expect(await page.getByRole('button', { name: /Upload|Invoice|Cancel order/ }).count()).toBe(0);
    await expectTouchTargets('Order again');

    // The server refuses a prescription for it too, with a clear message.
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('pharmaUserDetails') ?? '{}').userLoginToken as string);
    const form = new FormData();
    form.append('file', new File([new Uint8Array(tinyPng())], 'rx.png', { type: 'image/png' }));
    form.append('orderId', order.id);
    const refused = await fetch(`${storefront.upstreamUrl}/api/account/prescriptions`, { method: 'POST', headers: { 'x-access-token': token }, body: form });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { result: string }).result).toBe('This order has been cancelled, so a prescription cannot be added to it');
    expect((await pageQuery(page, OrderDocument, { id: order.id })).data?.order?.prescriptions).toEqual([]);
  });

  it('says an unknown order was not found and leads to My orders, with no Try again', async () => {
    await open('/my-account/orders/NOPE');
    await page.getByText('This order was not found.').waitFor();
    expect(await page.getByText('OrderId Mismatch, No records found').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    const back = page.getByRole('link', { name: 'Go to My orders' });
    expect(await back.getAttribute('href')).toBe('/my-account/orders');
    const { small } = await touchTargets();
    expect(small).toEqual([]);
    await Promise.all([page.waitForURL(`${storefront.url}/my-account/orders`), back.click()]);
    await page
      .getByRole('link', { name: /^Order / })
      .first()
      .waitFor();
  });

  it('keeps the city the customer is typing when the pin code’s answer comes, and sets only the state', async () => {
    // The same customer in a context without the service worker: Playwright's routes do not see what a
    // worker fetches, and the pin code's answer must be held here until the customer is typing the city.
    const quiet = await browser.newContext({ viewport: { width: 360, height: 740 }, storageState: await phone.storageState(), serviceWorkers: 'block' });
    try {
      const slow = await quiet.newPage();
      let letGo: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        letGo = resolve;
      });
      await slow.route('**/graphql**', async (route) => {
        const request = route.request();
        if (`${request.url()} ${request.postData() ?? ''}`.includes('CheckPinCode')) await held;
        await route.continue();
      });
      await slow.goto(`${storefront.url}/my-account/shipping-details`);
      await slow.getByRole('button', { name: 'Add an address' }).click();
      await slow.getByLabel('PIN code').fill('751001');
      await slow.getByLabel('PIN code').blur();
      const city = slow.getByLabel('City or town');
      await city.click();
      await city.pressSequentially('Bhuba');
      letGo();
      await slow.getByText('State set from pin code 751001: Odisha').waitFor();
      await city.pressSequentially('neswar');
      expect(await city.inputValue()).toBe('Bhubaneswar');
      expect(await slow.getByLabel('State').inputValue()).toBe('OD');
    } finally {
      await quiet.close();
    }
  });
});
