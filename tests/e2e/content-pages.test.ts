import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaffLoginDocument } from '../../src/gql/graphql.ts';
import { translator } from '../../src/i18n/index.ts';
import { DEMO_PASSWORD } from '../../upstream/staff/demo-staff.ts';
import { launchChromium } from './browser.ts';
import { gatewayQuery } from './gateway.ts';
import { startTestStorefront, type TestStorefront } from './storefront.ts';

/**
 * The customer's content pages in Chromium (issue 18): the seeded pages and posts read from the gateway
 * in English and Bengali, English standing in with a note, a blog list and post, the home page's banners
 * and six tiles in Bengali, and an editor's preview with a token the demo editor makes through GraphQL.
 * JavaScript is off: all of it is server HTML.
 *
 * The storefront runs with GRAPHQL_DEV_TOOLS=1 for this file only: the editor's documents (saving an
 * entry, making a preview token) are the editor's desk's, and this test writes their text itself.
 */
let storefront: TestStorefront;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  storefront = await startTestStorefront({ GRAPHQL_DEV_TOOLS: '1' });
  browser = await launchChromium();
  page = await (await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } })).newPage();
});
afterAll(async () => {
  await browser?.close();
  await storefront?.close();
});

const heading = async () => (await page.getByRole('heading', { level: 1 }).textContent())?.trim();
/** The page is no wider than the phone: nothing (a table, a banner strip) pushes it sideways. */
const pageFitsThePhone = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

describe('content pages from the gateway', () => {
  it('shows a seeded page in English, indexed, with its description', async () => {
    const response = await page.goto(`${storefront.url}/about-us`);
    expect(response?.status()).toBe(200);
    expect(await heading()).toBe('About Us');
    const article = page.locator('article.prose');
    expect(await article.getAttribute('lang')).toBe('en-US');
    expect(await article.locator('.notice').count()).toBe(0);
    expect(await page.locator('meta[name=robots]').count()).toBe(0);
    expect((await page.locator('meta[name=description]').getAttribute('content'))?.length).toBeGreaterThan(20);
    await pageFitsThePhone();
    // Rendered on demand (a query skips the static copy): a browser asks again, so a publish is seen at once.
    const rendered = await page.goto(`${storefront.url}/about-us?utm_source=sms`);
    expect(rendered?.headers()['cache-control']).toBe('public, max-age=0, must-revalidate, s-maxage=60');
    expect(await heading()).toBe('About Us');
  });

  it('shows the Bengali text of a page that has one', async () => {
    const response = await page.goto(`${storefront.url}/bn/about-us`);
    expect(response?.status()).toBe(200);
    expect(await heading()).toBe('আমাদের সম্পর্কে');
    const article = page.locator('article.prose');
    expect(await article.getAttribute('lang')).toBe('bn-IN');
    expect(await article.locator('.notice').count()).toBe(0);
    await pageFitsThePhone();
  });

  it('keeps a page’s links to the shop in its store view and language', async () => {
    expect((await page.goto(`${storefront.url}/jh/bn/refund`))?.status()).toBe(200);
    expect(await heading()).toBe('টাকা ফেরতের নীতি');
    const hrefs = await page.locator('article.prose a[href^="/"]').evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''));
    expect(hrefs).toContain('/jh/bn/returns');
    expect(hrefs.filter((href) => !href.startsWith('/jh/bn/'))).toEqual([]);
  });

  it('shows the English text with a note in Bengali where a page has no Bengali text', async () => {
    const response = await page.goto(`${storefront.url}/bn/legal`);
    expect(response?.status()).toBe(200);
    expect(await page.locator('html').getAttribute('lang')).toBe('bn-IN');
    const article = page.locator('article.prose');
    expect(await article.getAttribute('lang')).toBe('en-US');
    expect((await article.locator('.notice').textContent())?.trim()).toBe('এই পৃষ্ঠাটি ইংরেজিতে পাওয়া যায়।');
    expect(await heading()).toBe('Terms and Conditions');
  });

  it('answers 404 for a URL key no page has, and for a blog type without posts', async () => {
    for (const path of ['/no-such-page', '/bn/no-such-page', '/blog/no-such-post', '/blogs/no-such-type']) {
      const response = await page.goto(`${storefront.url}${path}`);
      expect(response?.status(), path).toBe(404);
    }
  });

  it('lists a blog type’s posts and opens one with its date, in Bengali', async () => {
    expect((await page.goto(`${storefront.url}/bn/blogs/health-tips`))?.status()).toBe(200);
    expect(await heading()).toBe('স্বাস্থ্য বিষয়ক লেখা');
    const post = page.getByRole('list', { name: 'স্বাস্থ্য বিষয়ক লেখা' }).getByRole('link', { name: 'বর্ষায় জ্বর: কখন ডাক্তার দেখাবেন' });
    expect(await post.getAttribute('href')).toBe('/bn/blog/monsoon-fever');
    await post.click();
    expect(new URL(page.url()).pathname).toBe('/bn/blog/monsoon-fever');
    expect(await heading()).toBe('বর্ষায় জ্বর: কখন ডাক্তার দেখাবেন');
    expect(await page.locator('article.prose .published time').textContent()).toMatch(/^প্রকাশিত /);
    expect(await page.locator('nav.breadcrumbs').getByRole('link', { name: 'স্বাস্থ্য বিষয়ক লেখা' }).getAttribute('href')).toBe('/bn/blogs/health-tips');
    await pageFitsThePhone();
  });

  it('shows the English blog post in English', async () => {
    expect((await page.goto(`${storefront.url}/blog/monsoon-fever`))?.status()).toBe(200);
    expect(await heading()).toBe('Fever in the monsoon: when to see a doctor');
    expect(await page.locator('article.prose .published time').textContent()).toMatch(/^Published /);
  });
});

describe('the home page', () => {
  it('shows the Bengali banners in a strip and the six popular-category tiles, with the language links kept', async () => {
    expect((await page.goto(`${storefront.url}/bn/`))?.status()).toBe(200);
    const banners = page.getByRole('list', { name: 'খবর ও অফার' }).getByRole('listitem');
    expect(await banners.count()).toBeGreaterThan(0);
    const bannerLinks = await page.locator('.home-banners a').evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''));
    expect(bannerLinks.filter((href) => href.startsWith('/') && !href.startsWith('/bn/'))).toEqual([]);
    const tiles = page.getByRole('list', { name: 'জনপ্রিয় বিভাগ' }).getByRole('link');
    expect(await tiles.count()).toBe(6);
    const tileHrefs = await tiles.evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''));
    expect(tileHrefs.every((href) => /^\/bn\/c\/[a-z0-9-]+$/.test(href))).toBe(true);
    expect(await tiles.first().textContent()).toMatch(/[\u0980-\u09FF]/);
    const readIn = page.getByRole('list', { name: 'ভাষা' }).getByRole('link');
    expect(await readIn.evaluateAll((links) => links.map((l) => l.getAttribute('href')))).toEqual(['/', '/hi', '/or']);
    expect(await readIn.first().textContent()).toBe('এই সাইটটি English-তে পড়ুন');
    await pageFitsThePhone();
  });

  it('opens each tile’s category page', async () => {
    await page.goto(`${storefront.url}/bn/`);
    const first = page.getByRole('list', { name: 'জনপ্রিয় বিভাগ' }).getByRole('link').first();
    const href = (await first.getAttribute('href')) ?? '';
    expect((await page.goto(`${storefront.url}${href}`))?.status()).toBe(200);
  });
});

/** GraphQL as the editor's desk sends it, with the editor's own token (the text is allowed by GRAPHQL_DEV_TOOLS=1). */
async function asEditor<T>(token: string, query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${storefront.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const reply = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!reply.data || reply.errors) throw new Error(`editor call failed: ${JSON.stringify(reply.errors)}`);
  return reply.data;
}

describe('an editor’s preview', () => {
  const identifier = 'winter-care-preview';
  let token = '';

  beforeAll(async () => {
    const signedIn = await gatewayQuery(storefront.url, StaffLoginDocument, { email: 'editor@demo.purba.test', password: DEMO_PASSWORD });
    const editorToken = signedIn.staffLogin.accessToken;
    await asEditor(editorToken, 'mutation Save($input: CmsEntryInput!) { saveCmsEntry(input: $input) { id revision } }', {
      input: {
        id: null,
        baseRevision: null,
        kind: 'PAGE',
        locale: 'bn-IN',
        identifier,
        title: 'শীতে ত্বকের যত্ন',
        description: 'শীতে শুকনো ত্বকের যত্ন কীভাবে নেবেন।',
        blogType: null,
        bodyHtml: '<h2>কী করবেন</h2><ul><li>বেশি জল খান</li><li>ময়েশ্চারাইজার লাগান</li></ul><p><a href="/c/personal-care">ব্যক্তিগত যত্ন</a></p>',
      },
    });
    token = (
      await asEditor<{ cmsPreviewToken: string }>(
        editorToken,
        'mutation Token($kind: CmsKind!, $identifier: String!) { cmsPreviewToken(kind: $kind, identifier: $identifier) }',
        { kind: 'PAGE', identifier },
      )
    ).cmsPreviewToken;
  });

  it('is not on the shop before it is published', async () => {
    expect((await page.goto(`${storefront.url}/bn/${identifier}`))?.status()).toBe(404);
  });

  it('shows the latest saved text under any prefix, never stored, never indexed, with a bar linking every language and store view', async () => {
    const response = await page.goto(`${storefront.url}/jh/bn/${identifier}?preview=${encodeURIComponent(token)}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toBe('no-store');
    expect(await page.locator('meta[name=robots]').getAttribute('content')).toBe('noindex');
    expect(await heading()).toBe('শীতে ত্বকের যত্ন');
    const bar = page.locator('aside.preview-bar');
    expect((await bar.locator('p.state').textContent())?.trim()).toBe('প্রিভিউ: এখনও প্রকাশিত হয়নি');
    const links = await bar.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    const query = `?preview=${encodeURIComponent(token)}`;
    expect(links.sort()).toEqual(
      [`/${identifier}`, `/hi/${identifier}`, `/or/${identifier}`, `/jh/${identifier}`, `/jh/hi/${identifier}`, `/jh/or/${identifier}`, `/bn/${identifier}`]
        .map((p) => `${p}${query}`)
        .sort(),
    );
    expect(await bar.locator('[aria-current]').textContent()).toContain('বাংলা');
    expect(await page.locator('article.prose a[href="/jh/bn/c/personal-care"]').count()).toBe(1);
    await pageFitsThePhone();
  });

  it('answers 404, not stored, in a language with neither its own text nor an English one', async () => {
    const response = await page.goto(`${storefront.url}/hi/${identifier}?preview=${encodeURIComponent(token)}`);
    expect(response?.status()).toBe(404);
    expect(response?.headers()['cache-control']).toBe('no-store');
  });

  it('says the link has expired instead of showing the page for a token it does not accept', async () => {
    const response = await page.goto(`${storefront.url}/bn/${identifier}?preview=not-a-token`);
    expect(response?.status()).toBe(403);
    expect(response?.headers()['cache-control']).toBe('no-store');
    expect(await page.locator('meta[name=robots]').getAttribute('content')).toBe('noindex');
    expect(await page.locator('main').textContent()).not.toContain('শীতে ত্বকের যত্ন');
    expect(await page.getByRole('alert').textContent()).toBe(translator('bn-IN')('cms.messages.previewExpired'));
  });
});
