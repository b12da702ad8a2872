import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translator } from '../../src/i18n/index.ts';
import { launchChromium } from './browser.ts';
import { startTestStorefront, type TestStorefront } from './storefront.ts';

let storefront: TestStorefront;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  storefront = await startTestStorefront();
  browser = await launchChromium();
  page = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
});
afterAll(async () => {
  await browser?.close();
  await storefront?.close();
});

/** Every catalogue and content route of storefront.md §2, with a heading it must show per language. */
const ROUTES: { path: string; h1: { en: string | RegExp; bn: string | RegExp } }[] = [
  { path: '/', h1: { en: 'Medicines and health products, delivered to your door', bn: 'ওষুধ ও স্বাস্থ্যপণ্য, আপনার দরজায়' } },
  { path: '/pwa.html', h1: { en: 'Medicines and health products, delivered to your door', bn: 'ওষুধ ও স্বাস্থ্যপণ্য, আপনার দরজায়' } },
  { path: '/offers', h1: { en: 'Offers', bn: 'অফার' } },
  { path: '/c/antibiotics', h1: { en: 'Antibiotics & Anti-infectives', bn: 'অ্যান্টিবায়োটিক ও সংক্রমণরোধী' } },
  { path: '/c/11', h1: { en: 'Antibiotics & Anti-infectives', bn: 'অ্যান্টিবায়োটিক ও সংক্রমণরোধী' } },
  { path: '/c/personal-care', h1: { en: 'Personal Care', bn: 'ব্যক্তিগত যত্ন' } },
  { path: '/b/cipla-ltd', h1: { en: 'Products by Cipla Ltd', bn: 'Cipla Ltd-এর পণ্য' } },
  { path: '/k/azithromycin', h1: { en: 'Products for “azithromycin”', bn: '“azithromycin”-এর জন্য পণ্য' } },
  { path: '/p/MED000001/augmentin-625-duo-tablet', h1: { en: 'Augmentin 625 Duo Tablet', bn: 'Augmentin 625 Duo Tablet' } },
  { path: '/p/MEDC000008/azee-500-tablet', h1: { en: 'Azee 500 Tablet', bn: 'Azee 500 Tablet' } },
  { path: '/p/MEDC000008/azee-500-tablet/MED000275', h1: { en: 'Azee 500 Tablet', bn: 'Azee 500 Tablet' } },
  { path: '/legal', h1: { en: 'Terms and Conditions', bn: 'Terms and Conditions' } },
  { path: '/privacy', h1: { en: 'Privacy Policy', bn: 'Privacy Policy' } },
  { path: '/refund', h1: { en: 'Refund Policy', bn: 'টাকা ফেরতের নীতি' } },
  { path: '/delivery', h1: { en: 'Delivery Information', bn: 'ডেলিভারির তথ্য' } },
  { path: '/returns', h1: { en: 'Returns Policy', bn: 'ফেরতের নীতি' } },
  { path: '/sale', h1: { en: 'Terms of Sale', bn: 'Terms of Sale' } },
  { path: '/order-tracking', h1: { en: 'Order Tracking', bn: 'Order Tracking' } },
  { path: '/size-guide', h1: { en: 'Size Guide', bn: 'Size Guide' } },
  { path: '/order-from-catalog', h1: { en: 'Order from the Catalogue', bn: 'Order from the Catalogue' } },
  { path: '/about-us', h1: { en: 'About Us', bn: 'আমাদের সম্পর্কে' } },
  { path: '/blogs/health-tips', h1: { en: 'Health articles', bn: 'স্বাস্থ্য বিষয়ক লেখা' } },
  { path: '/blog/monsoon-fever', h1: { en: 'Fever in the monsoon: when to see a doctor', bn: 'বর্ষায় জ্বর: কখন ডাক্তার দেখাবেন' } },
  { path: '/mobile-category', h1: { en: 'All categories', bn: 'সব বিভাগ' } },
  { path: '/offline.html', h1: { en: 'You are offline', bn: 'আপনি অফলাইনে আছেন' } },
  { path: '/error', h1: { en: 'Something went wrong', bn: 'কিছু একটা ভুল হয়েছে' } },
];

describe.each([
  ['en-US', ''],
  ['bn-IN', '/bn'],
] as const)('every route in %s (JavaScript off)', (locale, prefix) => {
  it.each(ROUTES)('$path', async ({ path, h1 }) => {
    const url = `${storefront.url}${prefix}${path === '/' && prefix ? '' : path}`;
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(200);
    expect(await page.locator('html').getAttribute('lang')).toBe(locale);
    const heading = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
    const expected = locale === 'en-US' ? h1.en : h1.bn;
    if (typeof expected === 'string') expect(heading).toBe(expected);
    else expect(heading).toMatch(expected);
  });
});

describe('languages and store views', () => {
  it.each([
    ['/hi/refund', 'hi-IN', 'धनवापसी नीति', '/hi/returns'],
    ['/or/refund', 'or-IN', 'ଟଙ୍କା ଫେରସ୍ତ ନୀତି', '/or/returns'],
    ['/jh/bn/refund', 'bn-IN', 'টাকা ফেরতের নীতি', '/jh/bn/returns'],
    ['/jh/refund', 'en-US', 'Refund Policy', '/jh/returns'],
  ])('shows %s in its own language, its links kept in the store view and language', async (path, lang, title, returnsHref) => {
    expect((await page.goto(`${storefront.url}${path}`))?.status()).toBe(200);
    const article = page.locator('article.prose');
    expect(await article.getAttribute('lang')).toBe(lang);
    expect(await article.locator('.notice').count()).toBe(0); // not the English fallback
    expect((await page.getByRole('heading', { level: 1 }).textContent())?.trim()).toBe(title);
    expect(await article.locator(`a[href="${returnsHref}"]`).count()).toBe(1);
  });

  it('links every language of the same page (hreflang) and the switcher keeps the page', async () => {
    await page.goto(`${storefront.url}/bn/c/antibiotics?sort=price_asc`);
    const alternates = await page
      .locator('link[rel=alternate]')
      .evaluateAll((links) => links.map((l) => [l.getAttribute('hreflang'), new URL(l.getAttribute('href') ?? '').pathname]));
    expect(alternates).toEqual([
      ['en-US', '/c/antibiotics'],
      ['bn-IN', '/bn/c/antibiotics'],
      ['hi-IN', '/hi/c/antibiotics'],
      ['or-IN', '/or/c/antibiotics'],
      ['x-default', '/c/antibiotics'],
    ]);
    await page.getByRole('navigation', { name: 'ভাষা' }).getByRole('link', { name: 'हिन्दी' }).click();
    expect(new URL(page.url()).pathname).toBe('/hi/c/antibiotics');
    expect(new URL(page.url()).search).toBe('?sort=price_asc');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('एंटीबायोटिक और संक्रमण-रोधी');
    expect(await page.locator('form.filters select[name="sort"]').inputValue()).toBe('price_asc');
  });

  it('keeps the search, its filters and its sort when the language changes, and the store view’s link keeps them too', async () => {
    await page.goto(`${storefront.url}/search?q=paracetamol&sort=PRICE_ASC&stock=1`);
    const english = await page.getByRole('list', { name: 'Search results' }).getByRole('link').allTextContents();
    expect(english.length).toBeGreaterThan(0);
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'বাংলা' }).click();
    expect(`${new URL(page.url()).pathname}${new URL(page.url()).search}`).toBe('/bn/search?q=paracetamol&sort=PRICE_ASC&stock=1');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('“paracetamol”-এর ফলাফল');
    expect(await page.getByRole('list', { name: 'খোঁজের ফলাফল' }).getByRole('link').allTextContents()).toEqual(english);
    await page.getByRole('navigation', { name: 'ভাষা' }).getByRole('link', { name: 'ঝাড়খণ্ড স্টোর' }).click();
    expect(`${new URL(page.url()).pathname}${new URL(page.url()).search}`).toBe('/jh/bn/search?q=paracetamol&sort=PRICE_ASC&stock=1');
  });

  it('links the other languages of a page without a query by its path alone', async () => {
    await page.goto(`${storefront.url}/bn/c/antibiotics`);
    expect(await page.getByRole('navigation', { name: 'ভাষা' }).getByRole('link', { name: 'ଓଡ଼ିଆ' }).getAttribute('href')).toBe('/or/c/antibiotics');
  });

  it.each(['bn-IN', 'hi-IN', 'or-IN'] as const)('names the category facets of the results page in %s, as its category pages do', async (locale) => {
    const prefix = `/${locale.slice(0, 2)}`;
    const names = translator(locale);
    await page.goto(`${storefront.url}${prefix}/search?q=azithromycin`);
    const facet = page.getByRole('navigation', { name: names('searchPage.category') });
    const links = facet.getByRole('link');
    expect(await links.count()).toBeGreaterThan(0);
    const shown = await links.evaluateAll((nodes) =>
      nodes.map((n) => [new URL((n as HTMLAnchorElement).href).searchParams.get('category'), n.firstChild?.textContent?.trim()]),
    );
    expect(shown).toEqual(shown.map(([id]) => [id, names(`categories.${id}`)]));
    expect(shown.map(([, name]) => name)).toContain(names('categories.11'));
    expect(names('categories.11')).not.toBe('Antibiotics & Anti-infectives');
  });

  it('shows search results in the page’s language, with links that stay in it', async () => {
    const response = await page.goto(`${storefront.url}/bn/search?q=azithral`);
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('“azithral”-এর ফলাফল');
    const results = page.getByRole('list', { name: 'খোঁজের ফলাফল' });
    expect(await results.getByRole('link', { name: 'Azithral 500 Tablet' }).getAttribute('href')).toBe('/bn/p/MED000002/azithral-500-tablet');
  });

  it('serves the Jharkhand store view under /jh, in every language', async () => {
    for (const path of ['/jh', '/jh/bn/c/antibiotics', '/jh/or/p/MED000001/augmentin-625-duo-tablet', '/jh/hi/legal']) {
      expect((await page.goto(`${storefront.url}${path}`))?.status(), path).toBe(200);
    }
    expect(await page.locator('header .logo').textContent()).toContain('झारखंड स्टोर');
  });

  it.each(['/de', '/it/c/antibiotics', '/de/bn/p/MED000001/augmentin-625-duo-tablet', '/fr', '/xx/c/antibiotics', '/bn/bn'])('%s answers 404', async (path) => {
    const response = await page.goto(`${storefront.url}${path}`);
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/404|৪০৪/);
  });
});

describe('catalogue rules on the pages', () => {
  it('picks the first available pack of a configurable product and links the others', async () => {
    await page.goto(`${storefront.url}/p/MEDC000008/azee-500-tablet`);
    const variants = page.getByRole('region', { name: 'Pack sizes' });
    expect(await variants.locator('[aria-current]').textContent()).toBe('strip of 5 tablets');
    await variants.getByRole('link', { name: 'strip of 3 tablets' }).click();
    expect(new URL(page.url()).pathname).toBe('/p/MEDC000008/azee-500-tablet/MED000275');
    expect(await page.locator('article.product .price').textContent()).toBe('₹66.72');
  });

  it('answers a child reached directly with 301 to its parent, and a child of another parent with 404', async () => {
    const direct = await fetch(`${storefront.url}/p/MED000275/azee-500-tablet-strip-of-3-tablets`, { redirect: 'manual' });
    expect(direct.status).toBe(301);
    expect(new URL(direct.headers.get('location') ?? '', storefront.url).pathname).toBe('/p/MEDC000008/azee-500-tablet/MED000275');
    expect((await page.goto(`${storefront.url}/p/MEDC000008/azee-500-tablet/MED000001`))?.status()).toBe(404);
    expect((await page.goto(`${storefront.url}/p/MED000001/augmentin-625-duo-tablet/MED000275`))?.status()).toBe(404);
  });

  it.each([
    ['a wrong slug', '/p/MED000001/augmentin-625', '/p/MED000001/augmentin-625-duo-tablet'],
    ['a slug cut off', '/p/MED000001', '/p/MED000001/augmentin-625-duo-tablet'],
    ['a slug cut off, in Bengali, with a query', '/bn/p/MED000001?utm_source=whatsapp', '/bn/p/MED000001/augmentin-625-duo-tablet?utm_source=whatsapp'],
    ['a wrong slug before a pack', '/jh/p/MEDC000008/azee/MED000275', '/jh/p/MEDC000008/azee-500-tablet/MED000275'],
    ['a child by its own SKU, slug cut off', '/p/MED000275', '/p/MEDC000008/azee-500-tablet/MED000275'],
  ])('answers %s with 301 to the product’s own URL', async (_label, path, canonical) => {
    const moved = await fetch(`${storefront.url}${path}`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    const location = new URL(moved.headers.get('location') ?? '', storefront.url);
    expect(`${location.pathname}${location.search}`).toBe(canonical);
    expect((await fetch(location)).status).toBe(200);
  });

  it.each(['/p/MED999999', '/p/MED999999/augmentin-625-duo-tablet', '/p/MEDC000008/azee/MED000001', '/p/MED000001/augmentin/MED000275'])(
    'answers %s (no such product, or a pack of another) with 404',
    async (path) => {
      expect((await fetch(`${storefront.url}${path}`, { redirect: 'manual' })).status).toBe(404);
    },
  );

  it('sorts and filters a listing from the query, and ignores malformed values', async () => {
    const prices = async (query: string) => {
      const response = await page.goto(`${storefront.url}/c/antibiotics${query}`);
      expect(response?.status()).toBe(200);
      return page.locator('ul.grid .price').evaluateAll((nodes) => nodes.map((n) => Number((n.textContent ?? '').replace(/[₹,]/g, ''))));
    };
    const ascending = await prices('?sort=price_asc');
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const cheap = await prices('?price=0-50');
    expect(cheap.length).toBeGreaterThan(0);
    expect(cheap.every((p) => p < 50)).toBe(true);
    const defaults = await prices('');
    expect(await prices('?sort=%27;DROP%20TABLE&price=abc&page=-4&instock=maybe')).toEqual(defaults);
  });

  it('describes a product with Product and Offer JSON-LD in INR', async () => {
    await page.goto(`${storefront.url}/p/MED000001/augmentin-625-duo-tablet`);
    const data = await page.locator('script[type="application/ld+json"]').evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? '{}')));
    expect(data[0]).toMatchObject({ '@type': 'Product', sku: 'MED000001', offers: { '@type': 'Offer', price: '187.67', priceCurrency: 'INR' } });
    expect(data[1]).toMatchObject({ '@type': 'BreadcrumbList' });
  });
});
