import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CV_BYTES } from '../../domain/jobs-limits.ts';
import { JOB_MESSAGES as J } from '../../domain/jobs-messages.ts';
import { pdfBytes, pngBytes } from '../../test-utils/cv-files.ts';
import { DEMO_OPENINGS } from '../../upstream/jobs/demo-openings.ts';
import { DEMO_STAFF } from '../../upstream/staff/demo-staff.ts';
import { launchChromium } from './browser.ts';
import { staffSignIn } from './staff-sign-in.ts';
import { startTestStorefront, type TestStorefront } from './storefront.ts';

/**
 * The careers page in Chromium (issue 20): the demo openings in Bengali from the server's HTML, and the
 * application form in English refusing a picture named .pdf and a bad mobile, then taking a PDF CV,
 * which an admin then reads and saves on the staff menu's Job applications (a franchise may not).
 */
let storefront: TestStorefront;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  storefront = await startTestStorefront();
  browser = await launchChromium();
  page = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
});
afterAll(async () => {
  await browser?.close();
  await storefront?.close();
});

describe('the careers page', () => {
  it('lists the openings of the page’s language, labelled demo', async () => {
    const response = await page.goto(`${storefront.url}/bn/careers`);
    expect(response?.status()).toBe(200);
    expect((await page.getByRole('heading', { level: 1 }).textContent())?.trim()).toBe('কর্মসংস্থান');
    const titles = await page.locator('.careers-openings h2').allTextContents();
    expect(titles.map((t) => t.replace(/\s+/g, ' ').trim())).toEqual(DEMO_OPENINGS.map((o) => `${o.text['bn-IN'].title} (ডেমো)`));
    expect(await page.locator('.careers-openings').innerText()).toContain('পশ্চিমবঙ্গ');
  });

  it('refuses a picture named .pdf, a PDF over 2 MB and a bad mobile, then takes a PDF CV', async () => {
    await page.goto(`${storefront.url}/careers`);
    const count = async () => (await storefront.db.selectFrom('job_applications').select('id').execute()).length;
    await page.getByLabel('Your name').fill('Sima Roy');
    await page.getByLabel('Mobile number').fill('98300 12345');
    await page.getByLabel('CV (PDF or Word, at most 2 MB)').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pngBytes() });
    await page.getByRole('button', { name: 'Send application' }).click();
    await page.getByRole('alert').getByText(J.cvType).waitFor();
    // A PDF over 2 MB: refused in the page, before anything is sent.
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(MAX_CV_BYTES + 1 - pdfBytes().length, 0x20)]);
    await page.getByLabel('CV (PDF or Word, at most 2 MB)').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: big });
    await page.getByRole('button', { name: 'Send application' }).click();
    await page.getByRole('alert').getByText(J.cvTooLarge).waitFor();
    await page.getByLabel('Mobile number').fill('12345');
    await page.getByLabel('CV (PDF or Word, at most 2 MB)').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
    await page.getByRole('button', { name: 'Send application' }).click();
    await page.getByRole('alert').getByText('Please enter a valid mobile number').waitFor();
    expect(await count()).toBe(0);
    await page.getByLabel('Mobile number').fill('98300 12345');
    await page.getByRole('button', { name: 'Send application' }).click();
    await page.getByRole('status').getByText('Thank you. We have your application').waitFor();
    expect(await storefront.db.selectFrom('job_applications').select(['name', 'mobile', 'cv_mime_type']).execute()).toEqual([
      { name: 'Sima Roy', mobile: '9830012345', cv_mime_type: 'application/pdf' },
    ]);
  });

  it('shows the application and its CV to an admin, and not to a franchise', async () => {
    const staffEmail = (role: string) => DEMO_STAFF.find((member) => member.role === role)?.email ?? '';
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, acceptDownloads: true });
    try {
      const admin = await context.newPage();
      await staffSignIn(admin, storefront.url, staffEmail('admin'));
      await admin.getByRole('link', { name: 'Job applications' }).click();
      const table = admin.getByRole('table', { name: '1 applications, newest first' });
      await table.waitFor();
      expect(await table.getByRole('row').nth(1).innerText()).toContain('Sima Roy');
      expect(await table.getByRole('row').nth(1).innerText()).toContain(DEMO_OPENINGS[0]?.text['en-US'].title ?? 'no opening');
      const [download] = await Promise.all([admin.waitForEvent('download'), table.getByRole('button', { name: 'Save the CV of Sima Roy' }).click()]);
      expect(download.suggestedFilename()).toBe('cv.pdf');
      const saved = await download.createReadStream();
      const chunks: Buffer[] = [];
      for await (const chunk of saved) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).equals(pdfBytes())).toBe(true);
    } finally {
      await context.close();
    }
    const other = await browser.newContext({ viewport: { width: 360, height: 740 } });
    try {
      const franchise = await other.newPage();
      await staffSignIn(franchise, storefront.url, staffEmail('franchise'));
      await franchise.getByRole('button', { name: 'Log out' }).waitFor();
      expect(await franchise.getByRole('link', { name: 'Job applications' }).count()).toBe(0);
      await franchise.goto(`${storefront.url}/my-menu/job-applications`);
      await franchise.getByRole('alert').waitFor();
      expect(await franchise.getByText('Sima Roy').count()).toBe(0);
    } finally {
      await other.close();
    }
  });
});
