import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../upstream/db/database.ts';
import { DEMO_STAFF } from '../../upstream/staff/demo-staff.ts';
import { launchChromium } from './browser.ts';
import { freshMobile } from './fixtures.ts';
import { waitFor } from './pages.ts';
import { ROOT } from './processes.ts';
import { staffSignIn as signIn } from './staff-sign-in.ts';
import { startTestStorefront, type TestStorefront } from './storefront.ts';

/**
 * Leads captured with no network (issue 17) in Chromium against the whole stack: kept on the phone
 * sealed, still there after a reload offline (the service worker keeps /add-lead), sent once when the
 * connection returns (also with two tabs open), and kept for their owner through a sign-out: another
 * staff user on the same browser neither sees nor sends them. "Offline" is the storefront server
 * stopped and the context offline, as in the offline orders' test.
 */
let storefront: TestStorefront;
let browser: Browser;
let db: Db;

beforeAll(async () => {
  storefront = await startTestStorefront();
  browser = await launchChromium();
  db = storefront.db;
});
afterAll(async () => {
  await browser?.close();
  await storefront?.close();
});

const emailOf = (shop: 'FDEMO-SALTLAKE' | 'FDEMO-BBSR') => DEMO_STAFF.find((s) => s.role === 'franchise' && s.shop === shop)?.email ?? '';
const FRANCHISE = emailOf('FDEMO-SALTLAKE');
const OTHER_FRANCHISE = emailOf('FDEMO-BBSR');

interface ServerLead {
  client_id: string;
  name: string;
  mobile: string;
  remarks: string | null;
  captured_by: number;
}
async function serverLeads(mobiles: readonly string[]): Promise<ServerLead[]> {
  const { rows } =
    await sql<ServerLead>`select client_id, name, mobile, remarks, captured_by from leads where mobile in (${sql.join(mobiles)}) order by mobile`.execute(db);
  return rows;
}
const userIdOf = async (email: string) => (await sql<{ id: number }>`select id from users where email = ${email}`.execute(db)).rows[0]?.id ?? -1;

async function newContext(serviceWorkers: 'allow' | 'block'): Promise<BrowserContext> {
  return browser.newContext({ serviceWorkers, viewport: { width: 360, height: 740 } });
}

async function workerReady(page: Page): Promise<void> {
  await page.goto(`${storefront.url}/`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await waitFor(() => page.evaluate(() => navigator.serviceWorker.controller !== null), 'the worker to control the page');
}

async function staffSignIn(page: Page, email: string): Promise<void> {
  await signIn(page, storefront.url, email);
  await page.getByRole('button', { name: 'Log out' }).waitFor();
}

/** The staff menu's Log out: the browser goes to the staff menu, signed out. */
async function staffLogOut(page: Page): Promise<void> {
  await Promise.all([page.waitForURL(`${storefront.url}/my-menu`), page.getByRole('button', { name: 'Log out' }).click()]);
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
}

/** /add-lead, open and ready to keep leads (the user's key on the phone). */
async function openAddLead(page: Page): Promise<void> {
  await page.goto(`${storefront.url}/add-lead`);
  await page.getByRole('heading', { name: 'New lead' }).waitFor();
}

const row = (page: Page, name: string) => page.getByRole('listitem', { name: new RegExp(`^${name} · `) });

/** Fills the form as a field worker would and saves; waits until the lead is listed on the phone. */
async function addLead(page: Page, name: string, mobile: string): Promise<void> {
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByLabel('Where the lead came from').selectOption({ label: 'Door-to-door visit' });
  await page.getByLabel('Has a long-term (chronic) illness').check();
  await page.getByRole('button', { name: 'Save lead' }).click();
  await row(page, name).waitFor();
}

async function changeRemarks(page: Page, name: string, remarks: string): Promise<void> {
  await row(page, name).getByRole('button', { name: 'Change' }).click();
  await page.getByRole('heading', { name: `Change lead: ${name}` }).waitFor();
  await page.getByLabel('Remarks').fill(remarks);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByRole('heading', { name: 'New lead' }).waitFor();
}

/** Everything this origin keeps in IndexedDB and localStorage, as text (binary values as Latin-1). */
function storedText(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const texts: string[] = [JSON.stringify({ ...localStorage })];
    const plain = (value: unknown): unknown => {
      if (value instanceof ArrayBuffer) return String.fromCharCode(...new Uint8Array(value));
      if (ArrayBuffer.isView(value)) return String.fromCharCode(...new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
      if (Array.isArray(value)) return value.map(plain);
      if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
      return value;
    };
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of Array.from(database.objectStoreNames)) {
        const all = await new Promise<unknown[]>((resolve, reject) => {
          const request = database.transaction(store).objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        texts.push(`${name}/${store}: ${JSON.stringify(plain(all))}`);
      }
      database.close();
    }
    return texts.join('\n');
  });
}

/** How many records one of this origin's IndexedDB stores holds. */
function storedCount(page: Page, database: string, store: string): Promise<number> {
  return page.evaluate(
    ([name, storeName]) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => {
          const request = open.result.transaction(storeName).objectStore(storeName).count();
          request.onsuccess = () => {
            open.result.close();
            resolve(request.result);
          };
          request.onerror = () => reject(request.error);
        };
        open.onerror = () => reject(open.error);
      }),
    [database, store] as const,
  );
}

/** A request body that saves a lead (the phone's queued create or update). */
const isLeadSave = (body: string | null) => /"operationName":"LeadCapture(Add|Update)"/.test(body ?? '');

/** The network drops every lead save while the rest goes through; the returned function lets them through again. */
async function dropLeadSaves(context: BrowserContext): Promise<() => Promise<void>> {
  const drop = (route: Route) => (isLeadSave(route.request().postData()) ? route.abort('internetdisconnected') : route.continue());
  await context.route('**/graphql', drop);
  return () => context.unroute('**/graphql', drop);
}

async function goOffline(context: BrowserContext): Promise<void> {
  await storefront.stopServer();
  await context.setOffline(true);
}
async function goOnline(context: BrowserContext): Promise<void> {
  await storefront.startServer();
  await context.setOffline(false);
}

describe('leads captured offline, in Chromium (issue 17)', () => {
  it('three leads and a change made offline survive a reload, sealed, and are on the server once each when the connection returns', async () => {
    const context = await newContext('allow');
    try {
      const page = await context.newPage();
      await workerReady(page);
      await staffSignIn(page, FRANCHISE);
      await openAddLead(page);
      // Seen once online, the page and its code are kept by the worker.
      await page.reload();
      await page.getByRole('heading', { name: 'New lead' }).waitFor();

      const leads = [
        { name: 'Sunita Offline', mobile: freshMobile('98') },
        { name: 'Rahul Offline', mobile: freshMobile('97') },
        { name: 'Mita Offline', mobile: freshMobile('96') },
      ];
      await goOffline(context);
      await page.getByText('No network. Leads are kept on this phone').waitFor();
      for (const lead of leads) await addLead(page, lead.name, lead.mobile);
      await changeRemarks(page, 'Rahul Offline', 'Call after the harvest');
      await page.getByText('3 leads waiting to be sent').waitFor();
      // Newest change first: the changed lead went to the front.
      expect(await page.locator('.lead-row strong').allTextContents()).toEqual(['Rahul Offline', 'Mita Offline', 'Sunita Offline']);

      // Reloaded with no network: the page comes from the worker, the leads from the phone, still queued.
      await page.reload();
      await page.getByText('3 leads waiting to be sent').waitFor();
      for (const lead of leads) await row(page, lead.name).getByText('Waiting to be sent').waitFor();
      expect(await serverLeads(leads.map((l) => l.mobile))).toEqual([]);
      const stored = await storedText(page);
      expect(stored).toContain('pharmacy-leads/leads');
      for (const clear of [...leads.flatMap((l) => [l.name, l.mobile]), 'Offline', 'harvest']) expect(stored).not.toContain(clear);

      await goOnline(context);
      await waitFor(async () => (await serverLeads(leads.map((l) => l.mobile))).length === 3, 'the three leads on the server', 30_000);
      await page.getByText('Every lead on this phone has been sent.').waitFor();
      const onServer = await serverLeads(leads.map((l) => l.mobile));
      expect(onServer.map((l) => [l.name, l.remarks])).toEqual(
        [...leads].sort((a, b) => a.mobile.localeCompare(b.mobile)).map((l) => [l.name, l.name === 'Rahul Offline' ? 'Call after the harvest' : null]),
      );
      expect(new Set(onServer.map((l) => l.client_id)).size).toBe(3);
      expect(onServer.every((l) => l.captured_by === onServer[0]?.captured_by)).toBe(true);

      // Opening the page again sends nothing more.
      await page.reload();
      await row(page, 'Mita Offline').getByText('Sent', { exact: true }).waitFor();
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(await serverLeads(leads.map((l) => l.mobile))).toHaveLength(3);
    } finally {
      await context.close();
    }
  });

  it('two tabs open at once: leads made offline in both, and one changed in the other tab, go once each', async () => {
    const context = await newContext('allow');
    try {
      const tabA = await context.newPage();
      await workerReady(tabA);
      await staffSignIn(tabA, FRANCHISE);
      await openAddLead(tabA);
      const tabB = await context.newPage();
      await openAddLead(tabB);

      const a1 = { name: 'Asha Twotabs', mobile: freshMobile('98') };
      const a2 = { name: 'Bina Twotabs', mobile: freshMobile('97') };
      const b1 = { name: 'Chitra Twotabs', mobile: freshMobile('96') };
      await goOffline(context);
      await addLead(tabA, a1.name, a1.mobile);
      await addLead(tabA, a2.name, a2.mobile);
      await addLead(tabB, b1.name, b1.mobile);
      // Tab B hears of tab A's leads and changes one of them.
      await row(tabB, a1.name).waitFor();
      await changeRemarks(tabB, a1.name, 'Changed in the other tab');
      await tabA.getByText('3 leads waiting to be sent').waitFor();
      await tabB.getByText('3 leads waiting to be sent').waitFor();

      await goOnline(context);
      const mobiles = [a1.mobile, a2.mobile, b1.mobile];
      await waitFor(async () => (await serverLeads(mobiles)).length === 3, 'the three leads on the server', 30_000);
      await tabA.getByText('Every lead on this phone has been sent.').waitFor();
      await tabB.getByText('Every lead on this phone has been sent.').waitFor();
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const onServer = await serverLeads(mobiles);
      expect(onServer).toHaveLength(3);
      expect(onServer.find((l) => l.mobile === a1.mobile)?.remarks).toBe('Changed in the other tab');
    } finally {
      await context.close();
    }
  });

  it('leads queued at a sign-out stay sealed for their owner: the next staff user neither sees nor sends them; the owner signs in and they go', async () => {
    const context = await newContext('block');
    try {
      const page = await context.newPage();
      await staffSignIn(page, FRANCHISE);
      await openAddLead(page);
      // The leads cannot get through (the network drops them) while the phone is otherwise online.
      const letLeadsThrough = await dropLeadSaves(context);
      const leads = [
        { name: 'Gita Signout', mobile: freshMobile('98') },
        { name: 'Tapan Signout', mobile: freshMobile('97') },
      ];
      for (const lead of leads) await addLead(page, lead.name, lead.mobile);
      await page.getByText('2 leads waiting to be sent').waitFor();

      await staffLogOut(page);
      // The key went with the session; the leads and their tasks stay, unreadable.
      expect(await storedCount(page, 'pharmacy-lead-vault', 'keys')).toBe(0);
      expect(await storedCount(page, 'pharmacy-leads', 'leads')).toBe(2);
      expect(await storedCount(page, 'pharmacy-lead-syncTasks', 'syncTasks')).toBe(2);
      const stored = await storedText(page);
      for (const clear of leads.flatMap((l) => [l.name, l.mobile])) expect(stored).not.toContain(clear);

      // Another franchise signs in on this browser, with the network letting everything through.
      await letLeadsThrough();
      const sentLeads: string[] = [];
      page.on('request', (request) => {
        if (isLeadSave(request.postData())) sentLeads.push(request.headers()['authorization'] ?? '');
      });
      await staffSignIn(page, OTHER_FRANCHISE);
      await openAddLead(page);
      await page.getByText('No leads on this phone yet.').waitFor();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(sentLeads).toEqual([]);
      expect(await serverLeads(leads.map((l) => l.mobile))).toEqual([]);
      expect(await storedCount(page, 'pharmacy-leads', 'leads')).toBe(2);
      await staffLogOut(page);

      // Their owner signs in again: sent after the sign-in, as them.
      await staffSignIn(page, FRANCHISE);
      await waitFor(async () => (await serverLeads(leads.map((l) => l.mobile))).length === 2, 'the two leads on the server after the owner’s sign-in');
      const owner = await userIdOf(FRANCHISE);
      expect((await serverLeads(leads.map((l) => l.mobile))).map((l) => [l.name, l.captured_by])).toEqual(
        [...leads].sort((a, b) => a.mobile.localeCompare(b.mobile)).map((l) => [l.name, owner]),
      );
      expect(sentLeads).toHaveLength(2);
      await openAddLead(page);
      await row(page, 'Gita Signout').getByText('Sent', { exact: true }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('a lead queued when the franchise’s 3 hours run out stays sealed through the forced logout and goes after the next sign-in', async () => {
    const context = await newContext('block');
    try {
      const page = await context.newPage();
      await staffSignIn(page, FRANCHISE);
      await openAddLead(page);
      const letLeadsThrough = await dropLeadSaves(context);
      const lead = { name: 'Mala Timeout', mobile: freshMobile('96') };
      await addLead(page, lead.name, lead.mobile);
      await page.getByText('1 lead waiting to be sent').waitFor();

      // The phone lay in a bag past the 3 hours: the next page the staff user opens ends the session
      // (src/stores/staff/sign-in.ts watchStaffSession, the same end as while a page stays open).
      await page.evaluate(() => {
        const session = JSON.parse(localStorage.getItem('pharmaStaffDetails') ?? '{}');
        localStorage.setItem('pharmaStaffDetails', JSON.stringify({ ...session, sessionEndsAt: Date.now() - 1000 }));
      });
      await page.goto(`${storefront.url}/add-lead`);
      await page.getByText('Session Time Out Please Login!').waitFor();
      expect(await storedCount(page, 'pharmacy-lead-vault', 'keys')).toBe(0);
      expect(await storedCount(page, 'pharmacy-leads', 'leads')).toBe(1);
      expect(await storedCount(page, 'pharmacy-lead-syncTasks', 'syncTasks')).toBe(1);
      expect(await storedText(page)).not.toContain(lead.name);
      expect(await serverLeads([lead.mobile])).toEqual([]);

      await letLeadsThrough();
      await staffSignIn(page, FRANCHISE);
      await waitFor(async () => (await serverLeads([lead.mobile])).length === 1, 'the lead on the server after the sign-in that followed the forced logout');
      expect((await serverLeads([lead.mobile]))[0]).toMatchObject({ name: lead.name, captured_by: await userIdOf(FRANCHISE) });
    } finally {
      await context.close();
    }
  });

  it('keeps what is typed into a lead the moment it is opened for a change (no old values written over it)', async () => {
    const context = await newContext('block');
    try {
      const page = await context.newPage();
      await page.goto(`${storefront.url}/`);
      await staffSignIn(page, FRANCHISE);
      await openAddLead(page);
      const lead = { name: 'Quick Thumb', mobile: freshMobile('95') };
      await addLead(page, lead.name, lead.mobile);
      await waitFor(async () => (await serverLeads([lead.mobile])).length === 1, 'the lead on the server');
      // The remarks typed the moment the opened lead's title shows (a MutationObserver, before any later
      // task): what a quick thumb on a slow phone can do. The form must hold the lead's values by then,
      // or they are written over what was typed.
      await page.evaluate(
        (name) =>
          new Promise<void>((resolve, reject) => {
            const row = [...document.querySelectorAll('li.lead-row')].find((li) => li.getAttribute('aria-label')?.startsWith(`${name} · `));
            const change = [...(row?.querySelectorAll('button') ?? [])].find((button) => button.textContent === 'Change');
            const title = document.querySelector('#lead-form-title');
            const remarks = document.querySelector<HTMLTextAreaElement>('#lead-remarks');
            if (!change || !title || !remarks) return reject(new Error('no Change button, form title or remarks box'));
            const observer = new MutationObserver(() => {
              if (!title.textContent?.startsWith('Change lead:')) return;
              observer.disconnect();
              Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(remarks, 'Typed at once');
              remarks.dispatchEvent(new Event('input', { bubbles: true }));
              resolve();
            });
            observer.observe(title, { childList: true, characterData: true, subtree: true });
            change.click();
          }),
        lead.name,
      );
      await page.getByRole('heading', { name: `Change lead: ${lead.name}` }).waitFor();
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.getByRole('heading', { name: 'New lead' }).waitFor();
      await waitFor(async () => (await serverLeads([lead.mobile]))[0]?.remarks === 'Typed at once', 'the typed remarks on the server');
    } finally {
      await context.close();
    }
  });

  it('draws /add-lead on a 360 px phone in English and Bengali: nothing wider than the screen, every target 44 px or more', async () => {
    const context = await newContext('block');
    const dir = join(ROOT, 'var/tmp');
    mkdirSync(dir, { recursive: true });
    try {
      const page = await context.newPage();
      await staffSignIn(page, FRANCHISE);
      for (const prefix of ['', '/bn']) {
        const tag = prefix ? 'bn' : 'en';
        await page.goto(`${storefront.url}${prefix}/add-lead`);
        await page.locator('.lead-form').waitFor();
        await page.screenshot({ path: join(dir, `add-lead-${tag}-empty.png`), fullPage: true });
        await page.locator('.lead-submit button[type=submit]').click();
        await page.locator('#lead-name-error').waitFor();
        // The first wrong box is focused and in view, below the sticky header.
        await page.screenshot({ path: join(dir, `add-lead-${tag}-errors.png`) });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
        const small = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('.lead-capture button, .lead-capture input, .lead-capture select, .lead-capture textarea')]
            .filter((el) => el.getBoundingClientRect().height < 26 || (el.tagName !== 'INPUT' && el.getBoundingClientRect().height < 44))
            .map((el) => el.id || el.textContent),
        );
        expect(small).toEqual([]);
        await context.setOffline(true);
        await page.locator('#lead-name').fill(prefix ? 'সুনীতা দাস' : 'Sunita Das');
        await page.locator('#lead-mobile').fill(freshMobile('98'));
        await page.locator('#lead-source').selectOption('HC_WI');
        await page.locator('.lead-submit button[type=submit]').click();
        await page.locator('.lead-waiting-count').waitFor();
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: join(dir, `add-lead-${tag}-offline.png`) });
        await page.locator('.lead-list').scrollIntoViewIfNeeded();
        await page.screenshot({ path: join(dir, `add-lead-${tag}-offline-list.png`) });
        await context.setOffline(false);
      }
    } finally {
      await context.close();
    }
  });
});
