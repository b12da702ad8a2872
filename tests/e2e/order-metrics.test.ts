import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRupees } from '../../domain/money.ts';
import { addressInput, cartWith, sellableSku } from '../../test-utils/account-fixtures.ts';
import { api } from '../../test-utils/account-upstream.ts';
import { createShopCustomer, delegatedToken } from '../../test-utils/staff.ts';
import { createCustomer } from '../../test-utils/users.ts';
import type { Db } from '../../upstream/db/database.ts';
import { DEMO_CALL_CUSTOMERS } from '../../upstream/retention/demo-calls.ts';
import { DEMO_PASSWORD, DEMO_SHOPS, DEMO_STAFF } from '../../upstream/staff/demo-staff.ts';
import { launchChromium } from './browser.ts';
import { startTestStorefront, type TestStorefront } from './storefront.ts';

/**
 * /order-metrics in Chromium (staff-tools.md §2): the demo admin sees every order of the pharmacy, then
 * one range and one shop, each time the figures the database holds, with the chart drawn; the demo
 * franchise sees its own shop only. Orders are placed over HTTP (by shop staff acting for their
 * customers, and by customers themselves) and then moved to days of the last month.
 */
let storefront: TestStorefront;
let browser: Browser;
let db: Db;

const DAY_MS = 86_400_000;
const IST_MS = 330 * 60_000;
/** The IST day `daysAgo` days before today, and an instant at 11:00 IST on it (UTC ISO text, as stored). */
const istDay = (iso: string) => new Date(Date.parse(iso) + IST_MS).toISOString().slice(0, 10);
const today = istDay(new Date().toISOString());
const dayBefore = (daysAgo: number) => new Date(Date.parse(`${today}T00:00:00Z`) - daysAgo * DAY_MS).toISOString().slice(0, 10);
const at11 = (day: string) => new Date(Date.parse(`${day}T11:00:00+05:30`)).toISOString();
const dmy = (day: string) => day.split('-').reverse().map(Number).join('/');

const staffOf = (role: string, index = 0) => {
  const found = DEMO_STAFF.filter((s) => s.role === role)[index];
  if (!found) throw new Error(`no demo ${role}`);
  return found;
};

/** The order figures straight from the tables, by the README's rule for a shop, cancelled orders left out. */
async function fromDatabase(from: string, to: string, shopSid?: string) {
  const shopId = shopSid ? (await db.selectFrom('franchises').select('id').where('sid', '=', shopSid).executeTakeFirstOrThrow()).id : null;
  const rows = await db
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select(['o.status', 'o.grand_total_paise', 'o.placed_at', 'o.franchise_id', 'u.registered_by_franchise_id'])
    .execute();
  const counted = rows.filter(
    (r) =>
      r.status !== 'CANCELLED' &&
      istDay(r.placed_at) >= from &&
      istDay(r.placed_at) <= to &&
      (shopId === null || r.franchise_id === shopId || (r.franchise_id === null && r.registered_by_franchise_id === shopId)),
  );
  return { orders: counted.length, value: counted.reduce((sum, r) => sum + r.grand_total_paise, 0) };
}

let placedOrders = 0;
async function placeOrder(token: string, sku: string, qty: number, placedAt: string): Promise<void> {
  const address = await api(storefront.upstreamUrl, '/api/account/addresses', { token, body: addressInput() });
  const cartId = await cartWith(db, [{ sku, qty }]);
  const placed = await api(storefront.upstreamUrl, '/api/account/orders', {
    token,
    body: { clientOrderId: `e2e-metrics-${Date.now()}-${++placedOrders}`, cartId, addressId: address.body.result.id, paymentMethod: 'COD' },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  await db.updateTable('orders').set({ placed_at: placedAt }).where('sid', '=', placed.body.result.id).execute();
}

beforeAll(async () => {
  // The developer tools are on in the test storefront: the demo shops and staff are seeded.
  storefront = await startTestStorefront();
  browser = await launchChromium();
  db = storefront.db;
  const { sku } = await sellableSku(db, false, 100);
  const shopIds = new Map<string, number>();
  for (const shop of await db.selectFrom('franchises').select(['id', 'sid']).execute()) shopIds.set(shop.sid, shop.id);
  const staffId = async (mobile: string) => (await db.selectFrom('users').select('id').where('mobile', '=', mobile).executeTakeFirstOrThrow()).id;
  const saltLake = { id: await staffId(staffOf('franchise').mobile), role: 'franchise' as const };
  const bhubaneswar = { id: await staffId(staffOf('franchise', 1).mobile), role: 'franchise' as const };

  const saltLakeCustomer = await createShopCustomer(db, shopIds.get(DEMO_SHOPS[0].sid) ?? 0);
  const bbsrCustomer = await createShopCustomer(db, shopIds.get(DEMO_SHOPS[1].sid) ?? 0);
  const online = await createCustomer(db);
  await placeOrder(await delegatedToken(db, saltLakeCustomer.id, saltLake), sku, 2, at11(dayBefore(2)));
  await placeOrder(saltLakeCustomer.token, sku, 1, at11(dayBefore(5)));
  await placeOrder(await delegatedToken(db, bbsrCustomer.id, bhubaneswar), sku, 3, at11(dayBefore(5)));
  await placeOrder(online.token, sku, 1, at11(dayBefore(12)));
  // Outside the page's first 30 days.
  await placeOrder(saltLakeCustomer.token, sku, 4, at11(dayBefore(40)));
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
    await page.getByRole('link', { name: 'Order metrics' }).click();
    await page.waitForURL(`${storefront.url}/order-metrics`);
    await run(page);
  } finally {
    await context.close();
  }
}

/** The totals table's cell of the row named `name`. */
const total = (page: Page, name: string) =>
  page
    .locator('.metrics-totals tr', { has: page.getByRole('rowheader', { name, exact: true }) })
    .locator('td')
    .textContent();

async function expectTotals(page: Page, heading: string, figures: { orders: number; value: number }): Promise<void> {
  await page.getByRole('heading', { name: heading, level: 2 }).waitFor();
  expect(await total(page, 'Orders')).toBe(String(figures.orders));
  expect(await total(page, 'Value')).toBe(formatRupees(figures.value));
  expect(await total(page, 'Average order value')).toBe(formatRupees(Math.round(figures.value / figures.orders)));
}

/** Pixels the chart's canvas has drawn (not transparent). */
const drawnPixels = (page: Page) =>
  page.locator('.metrics-chart canvas').evaluate((canvas: HTMLCanvasElement) => {
    const { data } = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height) ?? { data: [] as unknown as Uint8ClampedArray };
    let drawn = 0;
    for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 0) > 0) drawn += 1;
    return drawn;
  });

describe('order metrics in Chromium', () => {
  it('shows the admin every order of the last 30 days as the database has them, a chart of them, then a range and one shop', async () => {
    await signedIn(staffOf('admin').email ?? '', async (page) => {
      const month = await fromDatabase(dayBefore(29), today);
      // This file's four, and the demo migration and retention calls' orders of these days (issue 17's seed).
      const demoCallOrders = DEMO_CALL_CUSTOMERS.flatMap((c) => c.orders).filter((o) => o.ago < 29 * DAY_MS).length;
      expect(month.orders).toBe(4 + demoCallOrders);
      await expectTotals(page, `All orders (every shop and online) · ${dmy(dayBefore(29))} to ${dmy(today)}`, month);
      await page.locator('.metrics-chart canvas').waitFor();
      await expect.poll(() => drawnPixels(page)).toBeGreaterThan(500);
      expect(await page.getByRole('img', { name: /^Chart: orders \(bars\) and their value \(line\) each day/ }).count()).toBe(1);
      expect(await page.locator('.metrics-statuses').getByRole('cell', { name: 'Placed', exact: true }).count()).toBe(1);

      // Six days ending three days ago: only the two orders of five days ago.
      await page.getByLabel('First day').fill(dayBefore(8));
      await page.getByLabel('Last day').fill(dayBefore(3));
      await page.getByRole('button', { name: 'Show' }).click();
      const week = await fromDatabase(dayBefore(8), dayBefore(3));
      expect(week.orders).toBe(2);
      await expectTotals(page, `All orders (every shop and online) · ${dmy(dayBefore(8))} to ${dmy(dayBefore(3))}`, week);

      await page.getByLabel('Shop', { exact: true }).selectOption({ label: DEMO_SHOPS[0].name });
      await page.getByRole('button', { name: 'Show' }).click();
      await expectTotals(
        page,
        `${DEMO_SHOPS[0].name} · ${dmy(dayBefore(8))} to ${dmy(dayBefore(3))}`,
        await fromDatabase(dayBefore(8), dayBefore(3), DEMO_SHOPS[0].sid),
      );

      // Days with no orders, and days the wrong way round.
      await page.getByLabel('First day').fill(dayBefore(200));
      await page.getByLabel('Last day').fill(dayBefore(190));
      await page.getByRole('button', { name: 'Show' }).click();
      await page.getByText('No orders in these days').waitFor();
      await page.getByLabel('First day').fill(today);
      await page.getByRole('button', { name: 'Show' }).click();
      await page.getByText('The first day must not be after the last day').waitFor();
    });
  });

  it('shows a franchise its own shop only, with no shop to choose', async () => {
    await signedIn(staffOf('franchise').email ?? '', async (page) => {
      const own = await fromDatabase(dayBefore(29), today, DEMO_SHOPS[0].sid);
      expect(own.orders).toBe(2);
      await expectTotals(page, `${DEMO_SHOPS[0].name} · ${dmy(dayBefore(29))} to ${dmy(today)}`, own);
      await page.locator('.metrics-chart canvas').waitFor();
      await expect.poll(() => drawnPixels(page)).toBeGreaterThan(500);
      expect(await page.getByLabel('Shop', { exact: true }).count()).toBe(0);
      expect(await page.getByText(DEMO_SHOPS[1].name).count()).toBe(0);
    });
  });

  it('is at /order-metrics only, not under /my-menu', async () => {
    expect((await fetch(`${storefront.url}/order-metrics`)).status).toBe(200);
    expect((await fetch(`${storefront.url}/my-menu/order-metrics`)).status).toBe(404);
  });
});
