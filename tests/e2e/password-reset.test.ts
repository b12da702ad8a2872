import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import bnReset from '../../src/i18n/resources/bn-IN/password-reset.json' with { type: 'json' };
import { hashPassword } from '../../upstream/session/passwords.ts';
import { newCusSid } from '../../upstream/session/repository.ts';
import { launchChromium } from './browser.ts';
import { freshMobile } from './fixtures.ts';
import { startTestStorefront, type TestStorefront } from './storefront.ts';

/**
 * Password reset in Chromium (issue 20): a customer who set a password asks for a link by e-mail at
 * /reset-password, opens it from the development outbox (/dev/mail-outbox), sets a new password and
 * signs in with it on the account page beside the OTP, where the old password is 'Invalid credential';
 * in Bengali a link opened after its 30 minutes (the upstream's clock moved) is refused; offline the
 * request page says 'Reset password feature does not work while offline!' and sends nothing.
 */
let storefront: TestStorefront;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  storefront = await startTestStorefront();
  browser = await launchChromium();
  context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 360, height: 740 } });
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await storefront?.close();
});

/** A customer with an e-mail and the password `Secret123`. */
async function customerWithPassword(tag: string): Promise<{ email: string; mobile: string }> {
  const mobile = freshMobile('73');
  const email = `${tag}-${mobile}@example.test`;
  const at = new Date().toISOString();
  await storefront.db
    .insertInto('users')
    .values({
      cus_sid: newCusSid(),
      mobile,
      email,
      name: 'Reset Customer',
      role: 'customer',
      password_hash: await hashPassword('Secret123'),
      created_at: at,
      updated_at: at,
    })
    .execute();
  return { email, mobile };
}

const mails = async (email: string) =>
  (await storefront.db.selectFrom('mail_outbox').select('body').where('recipient', '=', email.toLowerCase()).execute()).map((m) => m.body);

/** The newest reset link sent to `email`, read from the development outbox page, on this storefront. */
async function linkFromOutbox(email: string): Promise<string> {
  const outbox = await context.newPage();
  try {
    await outbox.goto(`${storefront.url}/dev/mail-outbox?mobile=${encodeURIComponent(email)}`);
    const body = outbox.locator('.sms-body').first();
    await body.waitFor();
    const link = /https?:\/\/[^/\s]+(\/\S*reset-password#token=\S+)/.exec((await body.textContent()) ?? '')?.[1];
    if (!link) throw new Error('no reset link in the outbox');
    return `${storefront.url}${link}`;
  } finally {
    await outbox.close();
  }
}

async function signInWithPassword(login: string, password: string) {
  await page.goto(`${storefront.url}/my-account`);
  await page.getByLabel('Email or phone number').fill(login);
  await page.getByLabel('Your password').fill(password);
  await page.getByRole('button', { name: 'Continue with password' }).click();
}

describe('password reset', () => {
  it('sends a link, sets a new password with it once, and the customer signs in with the new one', async () => {
    const customer = await customerWithPassword('reset');
    await page.goto(`${storefront.url}/reset-password`);
    await page.getByLabel('Email or phone number').fill(customer.email.toUpperCase());
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await page.getByRole('status').getByText('If an account exists, we have sent a link').waitFor();
    // An unknown address gets the same answer, and nothing is sent.
    await page.getByLabel('Email or phone number').fill(`nobody-${customer.mobile}@example.test`);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await page.getByRole('status').getByText('If an account exists, we have sent a link').waitFor();
    expect(await mails(`nobody-${customer.mobile}@example.test`)).toEqual([]);

    const link = await linkFromOutbox(customer.email);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Set a new password' }).waitFor();
    expect(new URL(page.url()).hash).toBe('');
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Repeat the new password').fill('short');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByRole('alert').getByText('Password at least 8 letters, alphanumeric').waitFor();
    await page.getByLabel('New password', { exact: true }).fill('NewSecret456');
    await page.getByLabel('Repeat the new password').fill('NewSecret457');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByRole('alert').getByText('Passwords must be identical').waitFor();
    await page.getByLabel('Repeat the new password').fill('NewSecret456');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByRole('status').getByText('Password has successfully been changed').waitFor();

    // The same link a second time changes nothing.
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('Another789');
    await page.getByLabel('Repeat the new password').fill('Another789');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page
      .getByRole('alert')
      .getByText(/This password reset link is not valid/)
      .waitFor();

    await signInWithPassword(customer.email, 'Secret123');
    await page.getByRole('alert').getByText('Invalid credential').waitFor();
    await signInWithPassword(`ghost-${customer.mobile}@example.test`, 'Secret123');
    await page.getByRole('alert').getByText('Invalid credential').waitFor();
    await signInWithPassword(customer.mobile, 'NewSecret456');
    await page.getByRole('button', { name: 'Log out' }).first().waitFor();
    await page.getByRole('button', { name: 'Log out' }).first().click();
    await page.waitForURL(`${storefront.url}/`);
  });

  it('says the feature does not work offline on the request and the set pages, and sends nothing', async () => {
    const customer = await customerWithPassword('offline');
    await page.goto(`${storefront.url}/reset-password`);
    await page.getByLabel('Email or phone number').fill(customer.email);
    await context.setOffline(true);
    try {
      await page.getByText('Reset password feature does not work while offline!').first().waitFor();
      await page.getByRole('button', { name: 'Send me a link' }).click();
      await expect.poll(() => page.getByText('Reset password feature does not work while offline!').count()).toBe(2);
    } finally {
      await context.setOffline(false);
    }
    expect(await mails(customer.email)).toEqual([]);

    // The set-new-password page too: offline, the new password is not sent and the old one still works.
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await page.getByRole('status').getByText('If an account exists, we have sent a link').waitFor();
    await page.goto(await linkFromOutbox(customer.email));
    await page.getByLabel('New password', { exact: true }).fill('NewSecret456');
    await page.getByLabel('Repeat the new password').fill('NewSecret456');
    await context.setOffline(true);
    try {
      await page.getByRole('button', { name: 'Save the new password' }).click();
      await expect.poll(() => page.getByText('Reset password feature does not work while offline!').count()).toBe(2);
    } finally {
      await context.setOffline(false);
    }
    await signInWithPassword(customer.email, 'Secret123');
    await page.getByRole('button', { name: 'Log out' }).first().click();
    await page.waitForURL(`${storefront.url}/`);
  });

  it('refuses a link opened after 30 minutes, in Bengali', async () => {
    const customer = await customerWithPassword('expired');
    await page.goto(`${storefront.url}/bn/reset-password`);
    await page.getByLabel(bnReset['passwordReset.request.login']).fill(customer.email);
    await page.getByRole('button', { name: bnReset['passwordReset.request.submit'] }).click();
    await page.getByRole('status').getByText(bnReset['passwordReset.messages.linkSent']).waitFor();
    const link = await linkFromOutbox(customer.email);
    expect(link).toContain('/bn/reset-password#token=');
    const moved = await fetch(`${storefront.upstreamUrl}/api/dev/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMs: 31 * 60_000 }),
    });
    expect(moved.status).toBe(200);
    await page.goto(link);
    await page.getByLabel(bnReset['passwordReset.set.password'], { exact: true }).fill('NewSecret456');
    await page.getByLabel(bnReset['passwordReset.set.confirm']).fill('NewSecret456');
    await page.getByRole('button', { name: bnReset['passwordReset.set.submit'] }).click();
    await page.getByRole('alert').getByText(bnReset['passwordReset.messages.linkInvalid']).waitFor();
    await page.getByRole('link', { name: bnReset['passwordReset.set.askAgain'] }).waitFor();
    await signInWithPassword(customer.email, 'Secret123');
    await page.getByRole('button', { name: 'Log out' }).first().waitFor();
  });
});
