import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser.ts';
import { searchBox, typeSearch, waitFor } from './pages.ts';
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

describe('the search panel in Chromium', () => {
  let page: Page;
  beforeAll(async () => {
    page = await (await browser.newContext()).newPage();
  });

  it('suggests Augmentin with its salt for "augmentn", highlighted; arrow down and Enter open it', async () => {
    await page.goto(`${storefront.url}/`);
    const listbox = await typeSearch(page, 'augmentn');
    const first = listbox.getByRole('option').first();
    expect(await first.textContent()).toContain('Augmentin 625 Duo Tablet');
    expect(await first.textContent()).toContain('Amoxycillin (500mg) + Clavulanic Acid (125mg)');
    expect(await first.locator('mark').first().textContent()).toBe('Augmentin');
    const box = await searchBox(page);
    expect(await box.getAttribute('aria-expanded')).toBe('true');

    await box.press('ArrowDown');
    expect(await box.getAttribute('aria-activedescendant')).toBe('search-option-0');
    expect(await first.getAttribute('aria-selected')).toBe('true');
    await Promise.all([page.waitForURL('**/p/MED000001/augmentin-625-duo-tablet'), box.press('Enter')]);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Augmentin 625 Duo Tablet');
  });

  it('finds Augmentin for "ऑगमेंटिन" typed in Devanagari, and highlights the Latin name', async () => {
    await page.goto(`${storefront.url}/`);
    const first = (await typeSearch(page, 'ऑगमेंटिन')).getByRole('option').first();
    expect(await first.textContent()).toContain('Augmentin 625 Duo Tablet');
    expect(await first.locator('mark').first().textContent()).toBe('Augmentin');
  });

  it('says "No products found!" for "zzzz…" and announces it', async () => {
    await page.goto(`${storefront.url}/`);
    await typeSearch(page, 'zzzzqqqq');
    expect(await page.locator('.search-panel').textContent()).toContain('No products found!');
    expect(await page.locator('form[role="search"] [role="status"]').textContent()).toBe('No products found!');
  });

  it('offers the Latin name for a Devanagari query that finds nothing, readable on a phone, and the offer finds it', async () => {
    const phone = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
    await phone.goto(`${storefront.url}/`);
    await typeSearch(phone, 'ऑगमेंटिन ९९९९');
    const offer = phone.locator('.panel-empty').getByRole('button', { name: 'augmentin' });
    // The whole word inside its button (it once ran out of a 44 px magnifier's width under the "?").
    expect(await offer.evaluate((b) => b.scrollWidth <= b.clientWidth && b.getBoundingClientRect().width > 44)).toBe(true);
    await offer.click();
    await waitFor(async () => ((await phone.getByRole('listbox').getByRole('option').first().textContent()) ?? '').includes('Augmentin'), 'Augmentin');
    await phone.context().close();
  });

  it("asks for 3 characters, closes on Escape, and offers this visit's recent searches", async () => {
    await page.goto(`${storefront.url}/`);
    const box = await searchBox(page);
    await box.pressSequentially('az');
    await waitFor(
      async () => ((await page.locator('.search-panel').textContent()) ?? '').includes('Search term at least 3 characters'),
      'the 3-character note',
    );
    await box.press('Escape');
    expect(await page.locator('.search-panel').isHidden()).toBe(true);
    expect(await box.inputValue()).toBe('az');

    await box.fill('');
    await box.pressSequentially('azithral');
    await Promise.all([page.waitForURL(/\/search\?q=azithral/), box.press('Enter')]);
    const again = await searchBox(page);
    await again.fill('');
    await again.focus();
    const recent = page.getByRole('listbox', { name: 'Recent searches' });
    await waitFor(async () => (await recent.getByRole('option').count()) > 0, 'the recent searches');
    expect(await recent.getByRole('option').first().textContent()).toBe('azithral');
  });
});

describe('the results page without JavaScript', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await browser.newContext({ javaScriptEnabled: false });
    page = await context.newPage();
  });

  it('searches with the plain form, filters by a facet link and sorts, all in the URL', async () => {
    await page.goto(`${storefront.url}/`);
    await page.getByRole('combobox', { name: 'Search medicines' }).fill('tablet');
    await Promise.all([page.waitForURL(/\/search\?q=tablet/), page.getByRole('button', { name: 'Search' }).click()]);
    const brands = page.getByRole('navigation', { name: 'Brand' });
    const cipla = brands.getByRole('link', { name: /^Cipla Ltd/ });
    await Promise.all([page.waitForURL(/brand=Cipla\+Ltd/), cipla.click()]);
    expect(await brands.getByRole('link', { name: /Cipla Ltd/ }).getAttribute('aria-current')).toBe('page');
    const cards = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
    expect(await cards.count()).toBeGreaterThan(0);

    await page.getByLabel('Sort by').selectOption('PRICE_ASC');
    await Promise.all([page.waitForURL(/sort=PRICE_ASC/), page.getByRole('button', { name: 'Sort' }).click()]);
    expect(page.url()).toContain('brand=Cipla+Ltd');
    const prices = (await page.locator('.card .price').allTextContents()).map((p) => Number(p.replace(/[^\d.]/g, '')));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const price = page.getByRole('navigation', { name: 'Price' });
    expect(await price.getByRole('link').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringMatching(/^(< ₹50|₹50 - 100|₹100 - 150|> ₹150) \(\d+\)$/)]),
    );
  });

  it.each([
    '/search?q=tablet&category=abc&price=1%20OR%201%3D1&sort=DROP%20TABLE&page=-4&stock=yes',
    '/search?q=tablet&brand=%22%20OR%20status%20%3D%202&page=99999999999',
    `/search?q=${'x'.repeat(500)}`,
    '/search?q=%F0%9F%92%8A%F0%9F%92%8A%F0%9F%92%8A',
  ])('answers %s with a page, never a 500', async (path) => {
    const response = await page.goto(`${storefront.url}${path}`);
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
  });

  it('offers a correction and categories when nothing is found', async () => {
    await page.goto(`${storefront.url}/search?q=augmnetinn`);
    expect(await page.locator('main [role="status"]').textContent()).toBe('No products found!');
    await Promise.all([page.waitForURL(/q=augmentin/), page.getByRole('link', { name: 'augmentin' }).click()]);
    expect(await page.getByRole('list', { name: 'Search results' }).getByRole('link', { name: 'Augmentin 625 Duo Tablet' }).count()).toBe(1);
  });
});
