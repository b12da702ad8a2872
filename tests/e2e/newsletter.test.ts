import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import newsletter from '../../src/i18n/resources/bn-IN/newsletter.json' with { type: 'json' };
import { launchChromium } from './browser.ts';
import { startTestStorefront, type TestStorefront } from './storefront.ts';

/**
 * The newsletter's unsubscribe link in Chromium, in Bengali (issue 20): a subscription made through the
 * upstream mails its link (the development mail outbox); opening the link changes nothing until the
 * button is pressed; a tampered link says it is not valid and changes nothing; the good one says done.
 */
let storefront: TestStorefront;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  storefront = await startTestStorefront();
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 360, height: 740 } });
});
afterAll(async () => {
  await page?.close();
  await browser?.close();
  await storefront?.close();
});

describe('the newsletter’s unsubscribe link', () => {
  it('refuses a tampered link, changing nothing, and unsubscribes with the good one, in Bengali', async () => {
    const email = `reader.${Date.now()}@example.in`;
    const subscribed = await fetch(`${storefront.upstreamUrl}/api/newsletter/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ contact: email, locale: 'bn-IN' }),
    });
    expect(subscribed.status).toBe(200);
    const mail = await storefront.db.selectFrom('mail_outbox').select('body').where('recipient', '=', email).executeTakeFirstOrThrow();
    const link = /(\/bn\/newsletter\/unsubscribe\?token=\S+)/.exec(mail.body)?.[1] ?? '';
    expect(link).not.toBe('');
    const state = async () =>
      (await storefront.db.selectFrom('newsletter_subscriptions').select('unsubscribed_at').where('email', '=', email).executeTakeFirstOrThrow())
        .unsubscribed_at;

    const tampered = `${link.slice(0, -1)}${link.endsWith('A') ? 'B' : 'A'}`;
    await page.goto(`${storefront.url}${tampered}`);
    await page.getByRole('heading', { name: newsletter['newsletter.unsubscribe.title'] }).waitFor();
    expect(await state()).toBeNull();
    await page.getByRole('button', { name: newsletter['newsletter.unsubscribe.button'] }).click();
    await page.getByRole('alert').filter({ hasText: newsletter['newsletter.messages.badLink'] }).waitFor();
    expect(await state()).toBeNull();

    await page.goto(`${storefront.url}${link}`);
    expect(await state()).toBeNull();
    await page.getByRole('button', { name: newsletter['newsletter.unsubscribe.button'] }).click();
    await page.getByRole('status').filter({ hasText: newsletter['newsletter.messages.unsubscribed'] }).waitFor();
    expect(await state()).not.toBeNull();
  });
});
