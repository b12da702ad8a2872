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

/**
 * The first GraphQL request of `operation` from `page` reaches the server and is answered there, but the
 * page never hears the answer (the connection resets): what a phone sees when the network drops after
 * the request went out. Other requests pass. Returns how many answers were lost so far (0 or 1).
 */
export async function loseFirstAnswer(page: Page, operation: string): Promise<() => number> {
  let lost = 0;
  await page.route('**/graphql', async (route) => {
    if (lost === 0 && (route.request().postData() ?? '').includes(operation)) {
      lost++;
      await route.fetch();
      await route.abort('connectionreset');
      return;
    }
    await route.continue();
  });
  return () => lost;
}

export function microcart(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Your cart' });
}

/**
 * Types the quantity and presses Add to cart as a customer would, at once: the island hydrates on that
 * first interaction (client:interaction) and the press is replayed once it is live.
 */
export async function pressAddToCart(page: Page, qty?: string): Promise<void> {
  const form = page.locator('form.add-to-cart');
  if (qty !== undefined) await form.getByLabel('Quantity').fill(qty);
  await form.getByRole('button', { name: 'Add to cart' }).click();
}

/** Opens the microcart from the header button (the press hydrates the island). */
export async function openMicrocart(page: Page): Promise<Locator> {
  const button = page.locator('header').getByRole('button', { name: /^Cart/ });
  const dialog = microcart(page);
  // An add opens the panel itself (and the panel then covers the button).
  if ((await dialog.isVisible()) || (await button.getAttribute('aria-expanded')) === 'true') return dialog;
  await button.click();
  await dialog.waitFor();
  return dialog;
}

/** Whether an island has hydrated (Astro removes the `ssr` attribute then). */
export function isHydrated(page: Page, component: string): Promise<boolean> {
  return page.evaluate((name) => {
    const island = document.querySelector(`astro-island[component-url*="${name}"]`);
    return island !== null && !island.hasAttribute('ssr');
  }, component);
}

/** The header's search box, focused: focus is the interaction that hydrates its island. */
export async function searchBox(page: Page): Promise<Locator> {
  const box = page.getByRole('combobox', { name: 'Search medicines' });
  await box.focus();
  await waitFor(() => isHydrated(page, 'SearchPanel'), 'the search island to hydrate on focus');
  return box;
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
