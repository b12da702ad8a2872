import type { Page } from 'playwright-core';
import { submitLogin } from './fixtures.ts';
import { microcart, pressAddToCart } from './pages.ts';

/** Page objects of the buying path: each action waits until the page shows its result. */

/** Opens a product page and adds it to the cart; waits for the microcart, then closes it. */
export async function addProduct(page: Page, baseUrl: string, path: string, qty = '1'): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await pressAddToCart(page, qty);
  await microcart(page).waitFor();
  await page.keyboard.press('Escape');
}

/** Signs in on the checkout's own login form (OTP from the development outbox). */
export async function logInAtCheckout(page: Page, baseUrl: string, mobile: string): Promise<void> {
  await submitLogin(page, baseUrl, mobile);
  await page.getByText(`Signed in as ${mobile}.`).waitFor();
}

/** Adds a delivery address from the checkout (pin 700001, Kolkata, served). */
export async function addAddressAtCheckout(page: Page, name = 'Rina Das'): Promise<void> {
  await page.getByRole('button', { name: 'Add a new address' }).click();
  const form = page.locator('form.address-form');
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Mobile number', { exact: true }).fill('9830012345');
  await form.getByLabel('PIN code').fill('700001');
  await form.getByLabel('PIN code').blur();
  await form.getByLabel('City or town').fill('Kolkata');
  await form.getByLabel('Street and landmark').fill('12 Park Street');
  await form.getByLabel('House, flat or building').fill('Flat 3B');
  await form.getByRole('button', { name: 'Save' }).click();
  await page.getByText(`Delivering to ${name}`, { exact: false }).first().waitFor();
}
