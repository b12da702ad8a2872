import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istDay } from '../../domain/lead.ts';
import { api } from '../../test-utils/account-upstream.ts';
import { staffOwnToken } from '../../test-utils/staff.ts';
import type { Db } from '../../upstream/db/database.ts';
import { DEMO_PASSWORD, DEMO_STAFF } from '../../upstream/staff/demo-staff.ts';
import { launchChromium } from './browser.ts';
import { codeFromOutbox } from './fixtures.ts';
import { ROOT } from './processes.ts';
import { startTestStorefront, type TestStorefront } from './storefront.ts';

/**
 * The online lead pages in Chromium (issue 17; staff-tools.md §2 /lms, /lead-follow-up,
 * /pre-awareness-absentees): the demo franchise finds a lead, records a follow-up with a next date and
 * sees the follow-up grid's counts move, creates a camp, converts a lead and serves the customer it
 * became; the shop's assistant sees the shop's leads; an adviser is refused. The leads the test works
 * with are saved in beforeAll as the demo franchise's phone would send them (the upstream's lead route
 * with the franchise's own token), beside the demo data the upstream seeds.
 */
let storefront: TestStorefront;
let browser: Browser;
let db: Db;

const DAY_MS = 86_400_000;
const today = istDay(Date.now());
const dayAfter = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const SHOTS = join(ROOT, 'var', 'tmp');
/** "2026-11-09" -> "9/11/2026". */
const dayText = (day: string) => day.split('-').reverse().map(Number).join('/');

const staffOf = (role: string) => {
  const found = DEMO_STAFF.find((s) => s.role === role);
  if (!found) throw new Error(`no demo ${role}`);
  return found;
};

/** A mobile no demo or test person has (6…, from the run's clock). */
let serial = 0;
const leadMobile = () => `6${String(Date.now()).slice(-7)}${String(++serial).padStart(2, '0')}`;

const followUpLead = { name: 'Rinaldi Follow Test', mobile: leadMobile() };
const convertLead = { name: 'Kamala Convert Test', mobile: leadMobile() };
const otherLead = { name: 'Other Mobile Test', mobile: leadMobile() };
const absentLead = { name: 'Absent Camp Test', mobile: leadMobile() };
const pastCamp = 'E2E Camp Held Yesterday';

async function saveLead(token: string, lead: { name: string; mobile: string }, fields: Record<string, unknown>): Promise<string> {
  const saved = await api(storefront.upstreamUrl, '/api/staff/leads', {
    token,
    body: { clientId: `e2e-lead-${lead.mobile}`, clientUpdatedAt: new Date().toISOString(), ...lead, ...fields },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return saved.body.result.lead.sid as string;
}

beforeAll(async () => {
  storefront = await startTestStorefront();
  browser = await launchChromium();
  db = storefront.db;
  const franchise = await db.selectFrom('users').select(['id', 'role']).where('mobile', '=', staffOf('franchise').mobile).executeTakeFirstOrThrow();
  const token = await staffOwnToken(db, { id: franchise.id, role: 'franchise' });
  await saveLead(token, followUpLead, {
    source: 'DOOR_TO_DOOR',
    followUpDate: dayAfter(3),
    gender: 'FEMALE',
    vitalRecords: { bpSystolic: 150, bpDiastolic: 95 },
  });
  await saveLead(token, convertLead, { source: 'REFERRAL' });
  await saveLead(token, otherLead, { source: 'REFERRAL' });
  // A camp held yesterday (a drive may be written down after it), and someone who said they would come and did not.
  const camp = await api(storefront.upstreamUrl, '/api/staff/camps', {
    token,
    body: { name: pastCamp, kind: 'HEALTH_CAMP', date: dayAfter(-1), slot: 'MORNING', place: 'Panchayat office' },
  });
  expect(camp.status, JSON.stringify(camp.body)).toBe(200);
  await saveLead(token, absentLead, { source: 'PA_AIHC', healthCampSid: camp.body.result.sid, healthCampVisit: false });
});
afterAll(async () => {
  await browser?.close();
  await storefront?.close();
});

async function withPage<T>(run: (page: Page, context: BrowserContext) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 360, height: 740 } });
  try {
    return await run(await context.newPage(), context);
  } finally {
    await context.close();
  }
}

async function signIn(page: Page, email: string, at = '/my-menu'): Promise<void> {
  await page.goto(`${storefront.url}${at}`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Log out' }).waitFor();
}

/** The grid's count of a category in an interval, read from the cell's button. */
async function cell(page: Page, category: string, interval: string): Promise<number> {
  const button = page.getByRole('button', { name: new RegExp(`^${category}, ${interval}: \\d+ leads$`) });
  const label = (await button.getAttribute('aria-label')) ?? '';
  return Number(/: (\d+) leads$/.exec(label)?.[1]);
}

async function searchAndOpen(page: Page, name: string): Promise<void> {
  await page.getByLabel('Name or mobile number').fill(name.slice(0, 2));
  await page.getByText('Enter at least 3 characters, or a mobile number').waitFor();
  await expect.poll(() => page.locator('.lead-list').count()).toBe(0);
  await page.getByLabel('Name or mobile number').fill(name.split(' ')[0] ?? name);
  await page.getByRole('link', { name, exact: true }).click();
  await page.getByRole('heading', { name, level: 2 }).waitFor();
}

describe('the online lead pages in Chromium', () => {
  it('finds a lead, records a follow-up with a next date, and the follow-up grid counts it in its new interval', async () => {
    await withPage(async (page) => {
      await signIn(page, staffOf('franchise').email ?? '');
      await page.getByRole('link', { name: 'Follow-ups' }).click();
      await page.waitForURL(`${storefront.url}/lead-follow-up`);
      const before = {
        ahead: await cell(page, 'Door-to-door visit', 'Due in 1-10 days'),
        due: await cell(page, 'Door-to-door visit', 'Due today to 4 days late'),
        pending: await cell(page, 'Follow-up due', 'Due today to 4 days late'),
      };
      expect(before.ahead).toBeGreaterThanOrEqual(1);

      // The demo shop's 12 demo leads (upstream/leads/demo-leads.ts) are found by name.
      await page.goto(`${storefront.url}/lms`);
      await page.getByLabel('Name or mobile number').fill('Demo Lead');
      await page.getByText('Showing 12 of 12').waitFor();
      expect(await page.locator('.lead-list .lead-name').count()).toBe(12);
      await searchAndOpen(page, followUpLead.name);
      expect(await page.getByText('Blood pressure, upper (mmHg)').isVisible()).toBe(true);
      expect(await page.locator('.lead-facts dd', { hasText: 'Female' }).count()).toBe(1);

      // A date in the past is refused before anything is sent.
      await page.getByLabel('What was done').selectOption({ label: 'Follow-up done' });
      await page.getByLabel('Notes').fill('Called: will come to the shop on Monday');
      await page.getByLabel('Next follow-up date').fill(dayAfter(-1));
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('The follow-up date cannot be in the past').waitFor();

      await page.getByLabel('Next follow-up date').fill(today);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('Saved.').waitFor();
      const newest = page.locator('.lead-activity li').first();
      expect(await newest.textContent()).toContain('Follow-up done');
      expect(await newest.textContent()).toContain('Called: will come to the shop on Monday');
      expect(await newest.locator('time').textContent()).toMatch(/^\d{2}:\d{2} \d{1,2}\/\d{1,2}\/\d{4} · (now|\d+ seconds? ago|1 minute ago)$/);

      await page.goto(`${storefront.url}/lead-follow-up`);
      await expect.poll(() => cell(page, 'Door-to-door visit', 'Due today to 4 days late')).toBe(before.due + 1);
      expect(await cell(page, 'Door-to-door visit', 'Due in 1-10 days')).toBe(before.ahead - 1);
      expect(await cell(page, 'Follow-up due', 'Due today to 4 days late')).toBe(before.pending + 1);

      // The cell lists its leads; one opens as a follow-up.
      await page.getByRole('button', { name: /^Door-to-door visit, Due today to 4 days late: \d+ leads$/ }).click();
      await page.getByRole('link', { name: followUpLead.name }).click();
      await page.waitForURL(/\/lead-follow-up\/.+/);
      await page.getByRole('heading', { name: 'Record the follow-up' }).waitFor();
      expect(await page.getByRole('link', { name: "The lead's full page" }).isVisible()).toBe(true);
    });
  });

  it('creates a health camp with one of the three slots, refusing an incomplete one first', async () => {
    await withPage(async (page) => {
      await signIn(page, staffOf('franchise').email ?? '', '/lms?tab=camps');
      await page.getByRole('button', { name: 'New camp' }).click();
      await page.getByRole('button', { name: 'Save the camp' }).click();
      await page.getByText('Please enter the camp’s name').waitFor();
      expect(await page.getByText('Please choose a camp slot').isVisible()).toBe(true);

      await page.getByLabel('Camp name').fill('E2E Sugar Check Camp');
      await page.getByLabel('Kind').selectOption({ label: 'Health camp' });
      await page.getByLabel('Day').fill(dayAfter(2));
      await page.getByLabel('Evening 15:00-19:30').check();
      await page.getByLabel('Place').fill('Block C community hall');
      await page.getByLabel('Pin code (optional)').fill('700091');
      await page.getByRole('button', { name: 'Save the camp' }).click();
      const listed = page.locator('.camp-item', { hasText: 'E2E Sugar Check Camp' }).first();
      await listed.waitFor();
      expect(await listed.textContent()).toContain('Evening 15:00-19:30');
      const stored = await db.selectFrom('health_camps').selectAll().where('name', '=', 'E2E Sugar Check Camp').execute();
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ slot: 'EVENING', date: dayAfter(2), place: 'Block C community hall' });
    });
  });

  it('refuses a mobile another lead has, then converts a lead and serves the customer it became', async () => {
    await withPage(async (page) => {
      await signIn(page, staffOf('franchise').email ?? '', '/lms');
      await searchAndOpen(page, convertLead.name);

      await page.getByLabel('New mobile number').fill('12345');
      await page.getByRole('button', { name: 'Change', exact: true }).click();
      await page.getByText('Please enter a valid mobile number').waitFor();
      await page.getByLabel('New mobile number').fill(otherLead.mobile);
      await page.getByRole('button', { name: 'Change', exact: true }).click();
      await page.getByText('A lead with this mobile number already exists').waitFor();

      await page.getByRole('button', { name: 'Make a customer' }).click();
      await page.getByText('Registered as a new customer.').waitFor();
      expect(await page.getByText(`Customer: ${convertLead.name}, ${convertLead.mobile}`).isVisible()).toBe(true);
      const lead = await db.selectFrom('leads').select(['status', 'customer_id']).where('mobile', '=', convertLead.mobile).executeTakeFirstOrThrow();
      expect(lead.status).toBe('CONVERTED');
      expect(lead.customer_id).not.toBeNull();

      await page.getByRole('button', { name: 'Serve this customer' }).click();
      await page.waitForURL(`${storefront.url}/my-menu`);
      await page.getByRole('heading', { name: `Serving ${convertLead.name} · ${convertLead.mobile}` }).waitFor();
    });
  });

  it('lists who said they would come to a camp that is over and did not, with a call link and the way to record the follow-up', async () => {
    await withPage(async (page) => {
      await signIn(page, staffOf('franchise').email ?? '', '/lms?tab=camps');
      const over = page.locator('.camp-item', { hasText: pastCamp }).first();
      await over.getByText('This camp is over; it can no longer be changed.').waitFor();
      expect(await over.getByRole('button', { name: 'Change' }).count()).toBe(0);

      await page.goto(`${storefront.url}/pre-awareness-absentees`);
      await page.getByLabel('Camp').selectOption({ label: `${pastCamp} · ${dayText(dayAfter(-1))}` });
      const line = page.locator('.lead-line', { hasText: absentLead.name });
      await line.waitFor();
      expect(await page.locator('.lead-line').count()).toBe(1);
      expect(await line.getByRole('link', { name: 'Call' }).getAttribute('href')).toBe(`tel:+91${absentLead.mobile}`);
      await line.getByRole('link', { name: 'Record the follow-up' }).click();
      await page.waitForURL(/\/lead-follow-up\/.+/);
      await page.getByRole('heading', { name: absentLead.name, level: 2 }).waitFor();
    });
  });

  it("lets the shop's assistant see the shop's leads", async () => {
    await withPage(async (page, context) => {
      const assistant = staffOf('assistant');
      await page.goto(`${storefront.url}/my-menu`);
      await page.getByRole('button', { name: 'Assistant login' }).click();
      await page.getByLabel('Your mobile number').fill(assistant.mobile);
      await page.getByRole('button', { name: 'Send code' }).click();
      await page.getByLabel('Code from the SMS').fill(await codeFromOutbox(context, storefront.url, assistant.mobile));
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('link', { name: 'Leads', exact: true }).click();
      await page.waitForURL(`${storefront.url}/lms`);
      await searchAndOpen(page, followUpLead.name);
      expect(await page.getByText(`Added by ${staffOf('franchise').name}`).isVisible()).toBe(true);
    });
  });

  it('refuses an adviser: no lead pages in the menu, and /lms says not authorized', async () => {
    await withPage(async (page) => {
      await signIn(page, staffOf('adviser').email ?? '', '/lms');
      await page.getByText('not authorized').waitFor();
      expect(await page.getByRole('link', { name: 'Leads', exact: true }).count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Follow-ups' }).count()).toBe(0);
      expect(await page.getByLabel('Name or mobile number').count()).toBe(0);
    });
  });

  it('fits a 360 px phone in English and Bengali (screenshots in var/tmp/ to look at)', async () => {
    mkdirSync(SHOTS, { recursive: true });
    await withPage(async (page) => {
      await signIn(page, staffOf('franchise').email ?? '', '/lms');
      for (const [prefix, lang] of [
        ['', 'en'],
        ['/bn', 'bn'],
      ] as const) {
        const shoot = async (name: string) => {
          const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          expect(sideways, `${lang} ${name} scrolls sideways`).toBe(0);
          await page.screenshot({ path: join(SHOTS, `lead-pages-${lang}-${name}.png`), fullPage: true });
        };
        await page.goto(`${storefront.url}${prefix}/lms`);
        await page.locator('#lead-search').fill('Test');
        await page.locator('.lead-list li').first().waitFor();
        await page.locator('.lead-chart canvas').waitFor();
        await shoot('lms-search');
        await page.locator('.lead-list .lead-name').first().click();
        await page.locator('.lead-facts').first().waitFor();
        await shoot('lms-lead');
        await page.goto(`${storefront.url}${prefix}/lead-follow-up`);
        await page.locator('.follow-up-grid').first().waitFor();
        await shoot('follow-up');
        await page.goto(`${storefront.url}${prefix}/pre-awareness-absentees`);
        await page.locator('.lead-paged p[role="status"], .lead-paged .lead-list').first().waitFor();
        await shoot('absentees');
        await page.goto(`${storefront.url}${prefix}/lms?tab=camps`);
        await page.locator('.camp-list').first().waitFor();
        await shoot('camps');
      }
    });
  });
});
