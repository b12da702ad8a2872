import type { Locator, Page } from 'playwright-core';

/** Page objects for the journey: each action waits until the page shows its result. */

export async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

export function microcart(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Your cart' });
}

/** Presses Add to cart once the island is hydrated (the button is disabled until then). */
export async function pressAddToCart(page: Page, qty?: string): Promise<void> {
  const form = page.locator('form.add-to-cart');
  if (qty !== undefined) await form.getByLabel('Quantity').fill(qty);
  const button = form.getByRole('button', { name: 'Add to cart' });
  await waitFor(() => button.isEnabled(), 'the Add to cart button to hydrate');
  await button.click();
}

/** Opens the microcart from the header button once the island has mounted. */
export async function openMicrocart(page: Page): Promise<Locator> {
  const button = page.locator('header').getByRole('button', { name: /^Cart/ });
  await button.waitFor();
  await waitFor(async () => (await page.locator('[aria-expanded]').count()) > 0, 'the cart button');
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  const dialog = microcart(page);
  await dialog.waitFor();
  return dialog;
}

/** The header's search box once its island has hydrated (before that it is the plain GET form). */
export async function searchBox(page: Page): Promise<Locator> {
  await page.waitForFunction(() => {
    const island = document.querySelector('astro-island[component-url*="SearchPanel"]');
    return island !== null && !island.hasAttribute('ssr');
  });
  return page.getByRole('combobox', { name: 'Search medicines' });
}

/** Types into the search box and waits until the panel has answered for that text. */
export async function typeSearch(page: Page, text: string): Promise<Locator> {
  const box = await searchBox(page);
  await box.fill('');
  await box.pressSequentially(text, { delay: 20 });
  const status = page.locator('form[role="search"] [role="status"]');
  await waitFor(async () => /products found|No products found!/.test((await status.textContent()) ?? ''), `the panel to answer "${text}"`);
  return page.getByRole('listbox');
}
