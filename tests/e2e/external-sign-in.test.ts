import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import accountBn from '../../src/i18n/resources/bn-IN/account.json' with { type: 'json' };
import externalBn from '../../src/i18n/resources/bn-IN/external-sign-in.json' with { type: 'json' };
import account from '../../src/i18n/resources/en-US/account.json' with { type: 'json' };
import external from '../../src/i18n/resources/en-US/external-sign-in.json' with { type: 'json' };
import { launchChromium } from './browser.ts';
import { startTestStorefront, type TestStorefront } from './storefront.ts';

/**
 * Caller-id and social sign-in in Chromium (issue 20), through the development providers' pages:
 * caller-id's Allow signs a new number in; with the caller-id app "not installed" the sign-in page says
 * so in Bengali and offers the OTP form; Google's consent links a demo account by the mobile's OTP once,
 * then signs in alone; a forged return is refused and signs nobody in.
 */
let storefront: TestStorefront;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  storefront = await startTestStorefront();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await storefront?.close();
});
/** Each test is a new phone: no session, nothing kept. */
async function freshPhone(): Promise<void> {
  await context?.close();
  context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 360, height: 740 } });
  page = await context.newPage();
}
afterEach(async () => {
  await context?.close();
});

const signedInNav = () => page.getByRole('navigation', { name: account['account.nav.title'] });
const userOf = (mobile: string) => storefront.db.selectFrom('users').select(['id', 'email']).where('mobile', '=', mobile).executeTakeFirst();
async function setInstalled(installed: boolean): Promise<void> {
  const set = await fetch(`${storefront.upstreamUrl}/api/dev/external/caller-id/installed`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ installed }),
  });
  expect(set.status).toBe(200);
}

describe('caller-id sign-in', () => {
  it('sign-in page → the development caller-id app → Allow → signed in as a new customer', async () => {
    await freshPhone();
    const mobile = '9812399001';
    await page.goto(`${storefront.url}/my-account`);
    await page.getByRole('button', { name: external['externalSignIn.callerId'] }).click();
    await page.waitForURL(/\/dev\/caller-id\?state=/);
    await page.getByRole('heading', { name: external['externalSignIn.dev.callerIdTitle'] }).waitFor();
    await page.getByLabel(external['externalSignIn.dev.number']).fill(mobile);
    await page.getByRole('button', { name: external['externalSignIn.dev.allow'] }).click();
    await page.waitForURL(/\/my-account$/);
    await signedInNav().waitFor();
    expect(await userOf(mobile)).toBeDefined();
  });

  it('not installed: the spec’s message in Bengali and the OTP form, and no sign-in started', async () => {
    await freshPhone();
    await setInstalled(false);
    try {
      const started = await storefront.db
        .selectFrom('external_sign_ins')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      await page.goto(`${storefront.url}/bn/my-account`);
      await page.getByRole('button', { name: externalBn['externalSignIn.callerId'] }).click();
      await page.getByRole('alert').filter({ hasText: accountBn['account.messages.callerIdMissing'] }).waitFor();
      const mobileBox = page.getByLabel(accountBn['account.login.mobile'], { exact: true });
      await expect.poll(() => mobileBox.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.getByRole('button', { name: accountBn['account.login.sendOtp'] }).waitFor();
      expect(page.url()).toBe(`${storefront.url}/bn/my-account`);
      const after = await storefront.db
        .selectFrom('external_sign_ins')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(started.n));
    } finally {
      await setInstalled(true);
    }
  });

  it('a forged return (the right state, a code the provider never signed) is refused and signs nobody in', async () => {
    await freshPhone();
    await page.goto(`${storefront.url}/my-account`);
    await page.getByRole('button', { name: external['externalSignIn.callerId'] }).click();
    await page.waitForURL(/\/dev\/caller-id\?state=/);
    const state = new URL(page.url()).searchParams.get('state') ?? '';
    const claims = Buffer.from(JSON.stringify({ phone_number: '9812399002', phone_number_verified: true, nonce: state })).toString('base64url');
    const forged = `${Buffer.from(JSON.stringify({ alg: 'HS256' })).toString('base64url')}.${claims}.${'A'.repeat(43)}`;
    await page.goto(`${storefront.url}/external-sign-in?provider=caller-id&state=${state}&code=${forged}`);
    await page.getByRole('alert').filter({ hasText: external['externalSignIn.messages.notConfirmed'] }).waitFor();
    expect(await userOf('9812399002')).toBeUndefined();
    await page.getByRole('link', { name: external['externalSignIn.backToSignIn'] }).click();
    await page.getByRole('alert').filter({ hasText: account['account.messages.loginRequired'] }).waitFor();
    expect(await signedInNav().count()).toBe(0);
  });
});

describe('social sign-in', () => {
  it('Google’s consent → link by the mobile’s OTP once → signed in; the next time consent alone signs in', async () => {
    const mobile = '9812399003';
    await freshPhone();
    await page.goto(`${storefront.url}/my-account`);
    await page.getByRole('button', { name: external['externalSignIn.google'] }).click();
    await page.waitForURL(/\/dev\/social-sign-in\?state=/);
    await page.getByRole('heading', { name: external['externalSignIn.dev.socialTitle'] }).waitFor();
    await page.getByRole('button', { name: /Asha Demo/ }).click();
    await page.getByRole('heading', { name: external['externalSignIn.linkTitle'] }).waitFor();
    await page.getByLabel(account['account.login.mobile'], { exact: true }).fill(mobile);
    await page.getByRole('button', { name: account['account.login.sendOtp'] }).click();
    await page.getByLabel(account['account.login.otp']).waitFor();
    const sms = await storefront.db.selectFrom('sms_outbox').select('body').where('mobile', '=', mobile).orderBy('id', 'desc').executeTakeFirstOrThrow();
    await page.getByLabel(account['account.login.otp']).fill(sms.body.slice(0, 6));
    await page.getByRole('button', { name: account['account.login.verify'] }).click();
    await page.waitForURL(/\/my-account$/);
    await signedInNav().waitFor();
    expect(await userOf(mobile)).toMatchObject({ email: 'asha.demo@example.com' });

    await freshPhone();
    await page.goto(`${storefront.url}/my-account`);
    await page.getByRole('button', { name: external['externalSignIn.google'] }).click();
    await page.getByRole('button', { name: /Asha Demo/ }).click();
    await page.waitForURL(/\/my-account$/);
    await signedInNav().waitFor();
  });

  it('a return carrying another tab’s state is refused in the browser before anything is sent', async () => {
    await freshPhone();
    await page.goto(`${storefront.url}/my-account`);
    await page.getByRole('button', { name: external['externalSignIn.google'] }).click();
    await page.waitForURL(/\/dev\/social-sign-in\?state=/);
    await page.goto(`${storefront.url}/external-sign-in?provider=social&state=${'B'.repeat(43)}&code=whatever`);
    await page.getByRole('alert').filter({ hasText: external['externalSignIn.messages.notConfirmed'] }).waitFor();
    expect(await signedInNav().count()).toBe(0);
  });
});
