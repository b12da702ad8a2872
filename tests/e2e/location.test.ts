import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser.ts';
import { codeFromOutbox, freshMobile } from './fixtures.ts';
import { startTestStorefront, type TestStorefront } from './storefront.ts';

/**
 * "Use my location" on the address form (issue 20): Chromium's geolocation granted and placed in
 * Kolkata fills PIN code, city and state from the project's pin-code data; refused, or in the sea, the
 * form says why and stays empty.
 */
let storefront: TestStorefront;
let browser: Browser;
let signedIn: Awaited<ReturnType<BrowserContext['storageState']>>;

beforeAll(async () => {
  storefront = await startTestStorefront();
  browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto(`${storefront.url}/my-account`);
  const mobile = freshMobile('93');
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByLabel('OTP', { exact: true }).fill(await codeFromOutbox(context, storefront.url, mobile));
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('navigation', { name: 'My account' }).waitFor();
  signedIn = await context.storageState();
  await context.close();
});
afterAll(async () => {
  await browser?.close();
  await storefront?.close();
});

/** A signed-in phone on the address form, with geolocation as `setUp` leaves it. */
async function addressForm(setUp: (context: BrowserContext) => Promise<void>): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, storageState: signedIn });
  await setUp(context);
  const page = await context.newPage();
  await page.goto(`${storefront.url}/my-account/shipping-details`);
  await page.getByRole('button', { name: 'Add an address' }).click();
  return { context, page };
}

const fields = (page: Page) =>
  Promise.all([page.getByLabel('PIN code').inputValue(), page.getByLabel('City or town').inputValue(), page.getByLabel('State').inputValue()]);

describe('use my location on the address form', () => {
  it('fills PIN code, city and state from a granted position in Kolkata, and the customer can still change them', async () => {
    const { context, page } = await addressForm(async (c) => {
      await c.grantPermissions(['geolocation'], { origin: storefront.url });
      await c.setGeolocation({ latitude: 22.5553, longitude: 88.3558 });
    });
    try {
      await page.getByLabel('State').selectOption('OD');
      await page.getByRole('button', { name: 'Use my location' }).click();
      await page.getByText(/^Filled from your location: PIN code 700001, Kolkata/).waitFor();
      expect(await fields(page)).toEqual(['700001', 'Kolkata', 'WB']);
      await page.getByText('We deliver to 700001 (Kolkata)').waitFor();
      await page.getByLabel('City or town').fill('Calcutta');
      expect(await page.getByLabel('City or town').inputValue()).toBe('Calcutta');
    } finally {
      await context.close();
    }
  });

  it('says the permission was refused and leaves the form untouched', async () => {
    const { context, page } = await addressForm(async (c) => {
      await c.clearPermissions();
      await c.setGeolocation({ latitude: 22.5553, longitude: 88.3558 });
    });
    try {
      await page.getByRole('button', { name: 'Use my location' }).click();
      await page.getByRole('alert').filter({ hasText: 'You did not allow this site to see your location. Please type your PIN code.' }).waitFor();
      expect(await fields(page)).toEqual(['', '', 'WB']);
      expect(await page.getByRole('button', { name: 'Use my location' }).isEnabled()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('in the Bay of Bengal, says no PIN code is near and leaves the form untouched', async () => {
    const { context, page } = await addressForm(async (c) => {
      await c.grantPermissions(['geolocation'], { origin: storefront.url });
      await c.setGeolocation({ latitude: 18.5, longitude: 88.5 });
    });
    try {
      await page.getByRole('button', { name: 'Use my location' }).click();
      await page.getByRole('alert').filter({ hasText: 'We could not find a PIN code near your location; please type it' }).waitFor();
      expect(await fields(page)).toEqual(['', '', 'WB']);
    } finally {
      await context.close();
    }
  });
});
