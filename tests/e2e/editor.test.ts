import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EditorEntryDocument, EditorSaveEntryDocument } from '../../src/gql/graphql.ts';
import { persistedOperation } from '../../src/lib/persisted.ts';
import { createStaffUser, staffOwnToken } from '../../test-utils/staff.ts';
import { DEMO_PASSWORD, DEMO_STAFF } from '../../upstream/staff/demo-staff.ts';
import { launchChromium } from './browser.ts';
import { ROOT } from './processes.ts';
import { startTestStorefront, type TestStorefront } from './storefront.ts';

/**
 * The editor's desk in Chromium (issue 18): the demo editor writes a Bengali page with a heading, a
 * list, a link and an uploaded image, previews it and publishes it; a signed-out customer opens it at
 * once (the server's HTML) and finds it in the pages sitemap; the editor edits it and the customer sees
 * the change; restores the first revision and the customer sees that text; a second editor's save in
 * between makes the first editor's stale save a conflict that names them, with the text still on
 * screen (and still there after a reload); a franchise is refused; a banner scheduled ahead reaches the
 * home page when the upstream's clock passes its start. Screenshots at 360x740 in var/tmp/.
 */
let storefront: TestStorefront;
let browser: Browser;
let desk: BrowserContext;
let editorPage: Page;

const SHOTS = join(ROOT, 'var', 'tmp');
const stamp = Date.now().toString(36);
const KEY = `monsoon-care-${stamp}`;
const TITLE = 'বর্ষায় সুস্থ থাকুন';
const HEADING = 'জল ফুটিয়ে খান';
const ITEMS = ['ছাতা সঙ্গে রাখুন', 'ভেজা জামা বদলান'];
const ALT = 'ছাতা হাতে একজন মানুষ';
const ADDED = 'নতুন পরামর্শ যোগ হল';
const MINE = 'প্রথম সম্পাদকের অসংরক্ষিত বাক্য';
let entryId = '';

const staffOf = (role: string) => {
  const found = DEMO_STAFF.find((s) => s.role === role);
  if (!found?.email) throw new Error(`no demo ${role}`);
  return found;
};

beforeAll(async () => {
  storefront = await startTestStorefront({ CONTENT_POLL_MS: '500' });
  browser = await launchChromium();
  desk = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 360, height: 740 } });
  editorPage = await desk.newPage();
  // Leaving a page with unsaved text asks first; the test says yes where it leaves on purpose.
  editorPage.on('dialog', (dialog) => void dialog.accept());
});
afterAll(async () => {
  await desk?.close();
  await browser?.close();
  await storefront?.close();
});

async function signIn(page: Page, email: string, at = '/editor'): Promise<void> {
  await page.goto(`${storefront.url}${at}`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The page a signed-out customer's browser gets, without running any script: the server's HTML. */
async function customerHtml(path: string): Promise<string> {
  const response = await fetch(`${storefront.url}${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
}

const body = (page: Page) => page.getByRole('textbox', { name: 'Text' });

/** axe-core's serious and critical findings on the page as it is (as tests/e2e/accessibility.test.ts runs it). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
async function seriousViolations(page: Page): Promise<{ id: string; nodes: string[] }[]> {
  await page.evaluate(AXE_SOURCE);
  const found =
    (await page.evaluate(`axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } }).then((r) =>
    r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) })))`)) as {
      id: string;
      nodes: string[];
    }[];
  return found;
}

describe('the editor’s desk in Chromium', () => {
  it('the demo editor writes a Bengali page with a heading, a list, a link and an uploaded image, previews it and publishes it', async () => {
    const page = editorPage;
    await signIn(page, staffOf('editor').email ?? '');
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    await page.getByRole('tab', { name: 'Pages' }).waitFor();
    await page.getByText(/\d+ of 500 pages and blog posts/).waitFor();
    await page.getByRole('link', { name: 'About us' }).first().waitFor();
    await page.screenshot({ path: join(SHOTS, 'editor-lists-en.png'), fullPage: false });
    // Per language: nothing in Odia matches this search.
    await page.getByRole('combobox', { name: 'Language' }).selectOption('or-IN');
    await page.getByLabel('Title or URL key').fill('no-such-page-anywhere');
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByText('No pages in ଓଡ଼ିଆ yet').waitFor();

    await page.goto(`${storefront.url}/editor/entry/new?kind=PAGE&locale=bn-IN`);
    await page.getByRole('heading', { name: 'New content page' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Language' }).inputValue()).toBe('bn-IN');
    // A Latin title suggests its URL key; the Bengali one does not, and the editor writes it.
    await page.getByLabel('Title').fill('Monsoon care tips');
    expect(await page.getByLabel('URL key').inputValue()).toBe('monsoon-care-tips');
    await page.getByLabel('Title').fill(TITLE);
    await page.getByLabel('URL key').fill('my-account');
    await page.getByText('This URL key is a page of the shop itself; please choose another').waitFor();
    await page.getByLabel('URL key').fill(KEY);
    await page.getByLabel('Meta description (for search engines)').fill('বর্ষাকালে সুস্থ থাকার সহজ উপায়');

    const text = body(page);
    await text.click();
    await page.getByRole('button', { name: 'Heading', exact: true }).click();
    expect(await page.getByRole('button', { name: 'Heading', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.type(HEADING);
    await page.keyboard.press('Enter');
    await page.keyboard.type('বর্ষায় কয়েকটি সাবধানতা:');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Bulleted list' }).click();
    await page.keyboard.type(ITEMS[0] ?? '');
    await page.keyboard.press('Enter');
    await page.keyboard.type(ITEMS[1] ?? '');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('দেখুন ');
    // The link dialog refuses javascript: and takes a page of the shop.
    await page.getByRole('button', { name: 'Link', exact: true }).click();
    await page.getByLabel('Address').fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Apply the link' }).click();
    await page.getByText('The link must be a page of this shop (starting with /) or an https:// address').waitFor();
    await page.getByLabel('Address').fill('/offers');
    await page.getByRole('button', { name: 'Apply the link' }).click();
    expect(await text.locator('a[href="/offers"]').count()).toBe(1);
    expect(await text.locator('a[href^="javascript"]').count()).toBe(0);

    // An uploaded image, through uploadCmsImage with its progress; a GIF is refused first.
    await page.getByRole('button', { name: 'Insert image' }).click();
    const png = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#1d6fa5' } })
      .png()
      .toBuffer();
    await page
      .getByLabel('Image (JPEG, PNG or WebP, at most 5 MB)')
      .setInputFiles({ name: 'umbrella.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await page.getByRole('button', { name: 'Upload and insert' }).click();
    await page.getByText('Images must be JPEG, PNG or WebP').waitFor();
    await page.getByLabel('Image (JPEG, PNG or WebP, at most 5 MB)').setInputFiles({ name: 'umbrella.png', mimeType: 'image/png', buffer: png });
    await page.getByLabel('Description of the image').fill(ALT);
    await page.getByRole('button', { name: 'Upload and insert' }).click();
    await text.locator('img[src^="/media/cms/"]').waitFor();
    expect(await text.locator('img').getAttribute('alt')).toBe(ALT);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved', { exact: true }).waitFor();
    await page.waitForURL(/\/editor\/entry\/[^/]+$/);
    entryId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
    await page.getByText('Draft: not on the shop').waitFor();
    await page.getByText('Revision 1 by Demo Editor').waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(SHOTS, 'editor-entry-en.png'), fullPage: false });

    // Not on the shop before it is published.
    expect((await fetch(`${storefront.url}/bn/${KEY}`)).status).toBe(404);
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    const open = page.getByRole('link', { name: 'Open the preview in বাংলা' });
    expect(await open.getAttribute('href')).toMatch(new RegExp(`^/bn/${KEY}\\?preview=`));
    await page.getByLabel('Store').selectOption('jh');
    expect(await open.getAttribute('href')).toMatch(new RegExp(`^/jh/bn/${KEY}\\?preview=`));
    const [preview] = await Promise.all([desk.waitForEvent('page'), open.click()]);
    await preview.getByRole('heading', { name: HEADING }).waitFor();
    expect(await preview.locator(`img[alt="${ALT}"]`).count()).toBe(1);
    await preview.close();

    await page.getByRole('button', { name: 'Publish now' }).click();
    await page.getByText('Published: customers see this text now').waitFor();
  });

  it('a signed-out customer opens it at its URL at once (the server’s HTML, with the image’s srcset), and it is in the pages sitemap', async () => {
    const html = await customerHtml(`/bn/${KEY}`);
    expect(html).toContain(HEADING);
    expect(html).toMatch(/<img[^>]+src="\/media\/cms\/[^"]+"[^>]*>/);
    expect(html).toMatch(/srcset="\/media\/cms\/[^"]+ 320w/);
    const customer = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
    try {
      const page = await customer.newPage();
      await page.goto(`${storefront.url}/bn/${KEY}`);
      await page.getByRole('heading', { name: HEADING }).waitFor();
      for (const item of ITEMS) await page.getByRole('listitem').filter({ hasText: item }).waitFor();
      const image = page.getByRole('img', { name: ALT });
      expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    } finally {
      await customer.close();
    }
    const sitemap = await customerHtml('/sitemap-pages.xml');
    expect(sitemap).toContain(`/bn/${KEY}</loc>`);
  });

  it('the editor edits it and the customer sees the change; restoring the first revision brings that text back', async () => {
    const page = editorPage;
    await body(page).locator('p').last().click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type(ADDED);
    await page.getByText('Changes not saved yet').waitFor();
    await page.getByRole('button', { name: 'Publish now' }).click();
    await page.getByText('Published: customers see this text now').waitFor();
    expect(await customerHtml(`/bn/${KEY}`)).toContain(ADDED);

    const revisions = page.getByRole('region', { name: 'Revisions' });
    await revisions.getByText('Revision 2').waitFor();
    const first = revisions.getByRole('listitem').filter({ hasText: 'Revision 1' });
    await first.getByRole('button', { name: 'View' }).click();
    await first.getByRole('heading', { name: TITLE }).waitFor();
    await first.getByRole('button', { name: 'Restore' }).click();
    await page.getByText('Revision 1 restored as revision 3. Publish it for customers to see it.').waitFor();
    expect(await body(page).textContent()).not.toContain(ADDED);
    await page.getByRole('button', { name: 'Publish now' }).click();
    await page.getByText('Published: customers see this text now').waitFor();
    const html = await customerHtml(`/bn/${KEY}`);
    expect(html).not.toContain(ADDED);
    expect(html).toContain(HEADING);
  });

  it('a second editor’s save makes the first editor’s stale save a conflict that names them, and the first text stays on screen', async () => {
    const second = await createStaffUser(storefront.db, { role: 'editor' });
    const token = await staffOwnToken(storefront.db, second);
    const call = async (operation: object) => {
      const response = await fetch(`${storefront.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(operation),
      });
      return (await response.json()) as { data?: any; errors?: unknown[] };
    };
    const opened = await call(persistedOperation(EditorEntryDocument, { id: entryId }));
    const entry = opened.data.cmsEntry;
    const saved = await call(
      persistedOperation(EditorSaveEntryDocument, {
        input: {
          id: entry.id,
          baseRevision: entry.revision,
          kind: entry.kind,
          locale: entry.locale,
          identifier: entry.identifier,
          title: `${entry.title} (দ্বিতীয়)`,
          description: entry.description,
          blogType: null,
          bodyHtml: entry.bodyHtml,
        },
      }),
    );
    expect(saved.errors).toBeUndefined();
    const name = (await storefront.db.selectFrom('users').select('name').where('id', '=', second.id).executeTakeFirstOrThrow()).name ?? '';

    const page = editorPage;
    await body(page).locator('p').last().click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type(MINE);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const conflict = page.getByRole('alert').filter({ hasText: 'since you opened it' });
    await conflict.waitFor();
    expect(await conflict.textContent()).toMatch(new RegExp(`This was changed by ${name} at \\d{2}:\\d{2} \\d{1,2}/\\d{1,2}/\\d{4} since you opened it`));
    expect(await body(page).textContent()).toContain(MINE);
    expect(await page.getByLabel('Title').inputValue()).toBe(TITLE);
    // A reload keeps the unsaved text (the tab's sessionStorage), and a save is still refused.
    await page.reload();
    await page.getByText('Your unsaved text from before has been brought back.').waitFor();
    await expect.poll(async () => (await body(page).textContent()) ?? '').toContain(MINE);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: `This was changed by ${name}` })
      .waitFor();
    // Nothing was overwritten: the customer still reads the restored text, the second editor's title is the latest.
    expect(await customerHtml(`/bn/${KEY}`)).not.toContain(MINE);
  });

  it('shows the desk in Bengali at 360 px, with nothing serious for axe on the lists or the editor', async () => {
    const page = await desk.newPage();
    try {
      await page.goto(`${storefront.url}/bn/editor`);
      await page.getByRole('tab', { name: 'পেজ' }).waitFor();
      await page
        .getByText(/৫০০|500/)
        .first()
        .waitFor();
      await page.screenshot({ path: join(SHOTS, 'editor-lists-bn.png'), fullPage: false });
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto(`${storefront.url}/bn/editor/entry/${encodeURIComponent(entryId)}`);
      await page.getByRole('heading', { name: 'কনটেন্ট পেজ সম্পাদনা' }).waitFor();
      await page.getByRole('toolbar', { name: 'লেখার বিন্যাস' }).waitFor();
      await page.getByRole('toolbar', { name: 'লেখার বিন্যাস' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(SHOTS, 'editor-entry-bn.png'), fullPage: false });
      expect(await seriousViolations(page)).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    } finally {
      await page.close();
    }
  });

  it('tells a franchise the desk is for content editors', async () => {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 360, height: 740 } });
    try {
      const page = await context.newPage();
      await signIn(page, staffOf('franchise').email ?? '');
      await page.getByText('This desk is for content editors. Your account cannot publish content.').waitFor();
      expect(await page.getByRole('tab', { name: 'Pages' }).count()).toBe(0);
      await page.getByRole('link', { name: 'Go to the shop’s home page' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('a save that fails for the network says so, keeps the text and saves on Try again; a publishing time must be ahead', async () => {
    const page = editorPage;
    // After the conflict: the latest version, on request (the question is answered yes).
    await page.getByRole('button', { name: 'Open the latest version' }).click();
    await expect.poll(() => page.getByLabel('Title').inputValue()).toBe(`${TITLE} (দ্বিতীয়)`);
    expect(await body(page).textContent()).not.toContain(MINE);

    const offline = 'সংযোগ ছাড়া লেখা বাক্য';
    await body(page).locator('p').last().click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type(offline);
    const drop = (route: Route) => (route.request().postData()?.includes('EditorSaveEntry') ? route.abort('internetdisconnected') : route.continue());
    await page.route('**/graphql', drop);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Not saved: the connection dropped. Your text is kept on this device; try again when you are online.').waitFor();
    expect(await body(page).textContent()).toContain(offline);
    await page.unroute('**/graphql', drop);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByText('Saved', { exact: true }).waitFor();
    await page.getByText('Changes not saved yet').waitFor({ state: 'detached' });

    const when = page.getByLabel('Date and time (India time)');
    await when.fill(new Date(Date.now() - 3_600_000 + 5.5 * 3_600_000).toISOString().slice(0, 16));
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await page.getByText('Choose a publishing time in the future, or publish now').waitFor();
    await when.fill(new Date(Date.now() + 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 16));
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await page.getByText(/^Scheduled: customers will see this text from \d{2}:\d{2} \d{1,2}\/\d{1,2}\/\d{4}$/).waitFor();
    await page.getByText(/^Scheduled for \d{2}:\d{2} /).waitFor();
    // Until then customers read what was published before.
    expect(await customerHtml(`/bn/${KEY}`)).not.toContain(offline);
  });

  it('schedules a banner that reaches the Bengali home page when the upstream’s clock passes its start; a tile needs its category', async () => {
    const page = editorPage;
    const headline = `বর্ষার অফার ${stamp}`;
    await page.goto(`${storefront.url}/editor/block/new?kind=BANNER&locale=bn-IN`);
    await page.getByRole('heading', { name: 'New banner' }).waitFor();
    await page.getByLabel('Headline').fill(headline);
    await page.getByLabel('Link', { exact: true }).fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('The link must be a page of this shop (starting with /) or an https:// address').first().waitFor();
    await page.getByLabel('Link', { exact: true }).fill('/offers');
    await page.getByLabel('Position (1 is first)').fill('1');
    await page.getByLabel('Published (shown on the home page)').check();
    // Two hours from now, in India's time.
    const start = new Date(Date.now() + 2 * 3_600_000 + 5.5 * 3_600_000).toISOString().slice(0, 16);
    await page.getByLabel('From (India time)').fill(start);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved', { exact: true }).waitFor();
    await page.getByText('Scheduled', { exact: true }).waitFor();
    expect(await customerHtml('/bn')).not.toContain(headline);

    const moved = await fetch(`${storefront.upstreamUrl}/api/dev/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMs: 3 * 3_600_000 }),
    });
    expect(moved.status).toBe(200);
    await expect.poll(async () => (await customerHtml('/bn')).includes(headline), { timeout: 15_000, interval: 500 }).toBe(true);

    // The banners' list has it, shown now; a popular-category tile needs its category.
    await page.goto(`${storefront.url}/editor?tab=banners`);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('bn-IN');
    const row = page.getByRole('listitem').filter({ hasText: headline });
    await row.getByText('Published', { exact: true }).waitFor();
    await row.getByText('Position 1').waitFor();
    await page.goto(`${storefront.url}/editor/block/new?kind=POPULAR_CATEGORY&locale=bn-IN`);
    await page.getByRole('heading', { name: 'New popular category tile' }).waitFor();
    await page.getByLabel('Name shown').fill(`জ্বর ও ব্যথা ${stamp}`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Please choose a category').first().waitFor();
    const category = page.getByRole('combobox', { name: 'Category' });
    const firstCategory = await category.locator('option').nth(1).getAttribute('value');
    await category.selectOption(firstCategory ?? '');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved', { exact: true }).waitFor();
    await page.waitForURL(/\/editor\/block\/[^/]+$/);
  });
});
