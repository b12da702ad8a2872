import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istDay } from '../../domain/retention.ts';
import { api } from '../../test-utils/account-upstream.ts';
import { callsOf, placeOrderAt } from '../../test-utils/retention.ts';
import { createStaffUser, staffOwnToken } from '../../test-utils/staff.ts';
import { createCustomer, type TestCustomer } from '../../test-utils/users.ts';
import type { Db } from '../../upstream/db/database.ts';
import { DEMO_PASSWORD, DEMO_STAFF } from '../../upstream/staff/demo-staff.ts';
import { launchChromium } from './browser.ts';
import { ROOT } from './processes.ts';
import { startTestStorefront, type TestStorefront } from './storefront.ts';

/**
 * /customer-migration in Chromium (staff-tools.md §2): the demo admin gives a call to the demo adviser;
 * the demo adviser sees only their own calls (the demo ones and that one, never another adviser's),
 * opens the customer, saves feedback with a next call's day, sends a message that the development
 * engagement outbox shows, and cannot open another adviser's customer by its address. Screenshots of
 * both pages at 360x740 in English and Bengali go to var/tmp/.
 */
let storefront: TestStorefront;
let browser: Browser;
let db: Db;
let mine: TestCustomer;
let theirs: TestCustomer;
const SHOTS = join(ROOT, 'var/tmp');
const DAY = 86_400_000;

const staffOf = (role: string) => {
  const found = DEMO_STAFF.find((s) => s.role === role);
  if (!found?.email) throw new Error(`no demo ${role}`);
  return found as typeof found & { email: string };
};
const idOf = async (mobile: string) => await db.selectFrom('users').select(['id', 'cus_sid']).where('mobile', '=', mobile).executeTakeFirstOrThrow();

beforeAll(async () => {
  storefront = await startTestStorefront();
  browser = await launchChromium();
  db = storefront.db;
  mkdirSync(SHOTS, { recursive: true });
  // Two quiet customers (last order 45 days ago); a new adviser holds nothing, so both new calls go to them.
  const other = await createStaffUser(db, { role: 'adviser' });
  mine = await createCustomer(db);
  theirs = await createCustomer(db);
  await db.updateTable('users').set({ name: 'Kavita Roy' }).where('id', '=', mine.id).execute();
  await db.updateTable('users').set({ name: 'Arjun Sen' }).where('id', '=', theirs.id).execute();
  for (const customer of [mine, theirs]) await placeOrderAt(storefront.upstreamUrl, db, customer.token, new Date(Date.now() - 45 * DAY));
  const admin = await idOf(staffOf('admin').mobile);
  const found = await api(storefront.upstreamUrl, '/api/staff/retention/find', { token: await staffOwnToken(db, { id: admin.id, role: 'admin' }), body: {} });
  expect(found.body.result.retention, storefront.logs()).toBeGreaterThanOrEqual(2);
  for (const customer of [mine, theirs]) expect(await callsOf(db, customer.id)).toMatchObject([{ kind: 'RETENTION', adviser_user_id: other.id }]);
});
afterAll(async () => {
  await browser?.close();
  await storefront?.close();
});

async function signedIn(email: string, run: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 360, height: 740 } });
  try {
    const page = await context.newPage();
    await page.goto(`${storefront.url}/my-menu`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('link', { name: 'Migration and retention calls' }).click();
    await page.waitForURL(`${storefront.url}/customer-migration`);
    await run(page);
  } finally {
    await context.close();
  }
}

const callRow = (page: Page, name: string) => page.locator('.retention-call', { has: page.getByRole('link', { name, exact: true }) });

describe('migration and retention calls in the browser', () => {
  it('lets the admin give another adviser’s call to the demo adviser', async () => {
    await signedIn(staffOf('admin').email, async (page) => {
      await page.getByRole('heading', { name: 'Summary' }).waitFor();
      const row = callRow(page, 'Kavita Roy');
      await row.getByLabel('Assign to').selectOption({ label: 'Demo Adviser' });
      await row.getByRole('button', { name: 'Assign' }).click();
      await expect.poll(async () => (await callsOf(db, mine.id))[0]?.adviser_user_id).toBe((await idOf(staffOf('adviser').mobile)).id);
    });
  });

  it('shows the demo adviser only their calls, and saves feedback and sends a message for one', async () => {
    const adviser = await idOf(staffOf('adviser').mobile);
    await signedIn(staffOf('adviser').email, async (page) => {
      const theirsInDb = await db
        .selectFrom('retention_calls')
        .select('id')
        .where('adviser_user_id', '=', adviser.id)
        .where('status', '=', 'PENDING')
        .execute();
      await page
        .getByRole('status')
        .filter({ hasText: `${theirsInDb.length} calls` })
        .waitFor();
      await expect.poll(() => page.locator('.retention-call').count()).toBe(theirsInDb.length);
      await callRow(page, 'Kavita Roy').waitFor();
      expect(await callRow(page, 'Arjun Sen').count()).toBe(0);
      expect(await page.getByText('Demo: Rupa Ghosh').count()).toBe(1);
      await page.getByRole('heading', { name: 'Summary' }).waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: join(SHOTS, 'retention-list-en.png'), fullPage: true });

      await page.getByRole('link', { name: 'Kavita Roy', exact: true }).click();
      await page.waitForURL(`${storefront.url}/customer-migration/${(await idOf(mine.mobile)).cus_sid}`);
      const order = await db.selectFrom('orders').select('number').where('user_id', '=', mine.id).executeTakeFirstOrThrow();
      await page.getByText(order.number, { exact: true }).waitFor();
      // The form's own rule first: calling back needs a day.
      await page.getByLabel('What the customer said').selectOption({ label: 'Asked to be called back later' });
      await page.getByRole('button', { name: 'Save feedback' }).click();
      await page.getByText('Choose the day to call back').waitFor();
      expect((await callsOf(db, mine.id))[0]?.feedback).toBeNull();
      const tomorrow = istDay(new Date(Date.now() + DAY));
      await page.getByLabel('Notes').fill('Travelling this week');
      await page.getByLabel('Next call on').fill(tomorrow);
      await page.getByRole('button', { name: 'Save feedback' }).click();
      await page.getByText('Feedback saved').waitFor();
      expect(await callsOf(db, mine.id)).toMatchObject([{ status: 'PENDING', feedback: 'CALL_BACK', notes: 'Travelling this week', next_call_on: tomorrow }]);

      await page.getByLabel('Message', { exact: true }).fill('Namaskar Kavita, your medicines are ready to reorder.');
      await page.getByRole('button', { name: 'Send message' }).click();
      await page.getByText('Message sent to the customer').waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: join(SHOTS, 'retention-customer-en.png'), fullPage: true });

      await page.goto(`${storefront.url}/dev/engagement-outbox?mobile=${mine.mobile}`);
      await page.getByText('Namaskar Kavita, your medicines are ready to reorder.').waitFor();
      await page.getByText('Sent by Demo Adviser').waitFor();

      // Another adviser's customer, by address: not found, and nothing of theirs shown.
      await page.goto(`${storefront.url}/customer-migration/${(await idOf(theirs.mobile)).cus_sid}`);
      await page.getByRole('alert').filter({ hasText: 'Call not found' }).waitFor();
      expect(await page.getByText('Arjun Sen').count()).toBe(0);

      // The same pages in Bengali, for the screenshots.
      await page.goto(`${storefront.url}/bn/customer-migration`);
      await page.getByRole('heading', { name: 'সারসংক্ষেপ' }).waitFor();
      await callRow(page, 'Kavita Roy').waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: join(SHOTS, 'retention-list-bn.png'), fullPage: true });
      await page.goto(`${storefront.url}/bn/customer-migration/${(await idOf(mine.mobile)).cus_sid}`);
      await page.getByRole('heading', { name: 'Kavita Roy' }).waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: join(SHOTS, 'retention-customer-bn.png'), fullPage: true });
    });
    const audit = await db
      .selectFrom('audit_events')
      .select(['action', 'actor_user_id'])
      .where('customer_id', '=', mine.id)
      .where('action', 'like', 'retention.%')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'retention.feedback', actor_user_id: adviser.id },
      { action: 'retention.message', actor_user_id: adviser.id },
    ]);
  });
});
