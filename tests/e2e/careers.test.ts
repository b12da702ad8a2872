import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_MESSAGES as J } from '../../domain/jobs-messages.ts';
import { pdfBytes, pngBytes } from '../../test-utils/cv-files.ts';
import { DEMO_OPENINGS } from '../../upstream/jobs/demo-openings.ts';
import { launchChromium } from './browser.ts';
import { startTestStorefront, type TestStorefront } from './storefront.ts';

/**
 * The careers page in Chromium (issue 20): the demo openings in Bengali from the server's HTML, and the
 * application form in English refusing a picture named .pdf and a bad mobile, then taking a PDF CV.
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

  it('refuses a picture named .pdf and a bad mobile, then takes a PDF CV', async () => {
    await page.goto(`${storefront.url}/careers`);
    const count = async () => (await storefront.db.selectFrom('job_applications').select('id').execute()).length;
    await page.getByLabel('Your name').fill('Sima Roy');
    await page.getByLabel('Mobile number').fill('98300 12345');
    await page.getByLabel('CV (PDF or Word, at most 2 MB)').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pngBytes() });
    await page.getByRole('button', { name: 'Send application' }).click();
    await page.getByRole('alert').getByText(J.cvType).waitFor();
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
});
