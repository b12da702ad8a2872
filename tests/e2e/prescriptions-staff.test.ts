import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRESCRIPTION_APPROVED_MESSAGE } from '../../domain/order-rules.ts';
import { addressInput, cartWith, sellableSku } from '../../test-utils/account-fixtures.ts';
import { createCustomer, type TestCustomer } from '../../test-utils/users.ts';
import { DEMO_PASSWORD, DEMO_STAFF } from '../../upstream/staff/demo-staff.ts';
import { launchChromium } from './browser.ts';
import { startTestStorefront, type TestStorefront } from './storefront.ts';

/**
 * Prescriptions in Chromium at 360 px (issue 16): an admin decodes the customer's PDF from the /dpfc link
 * into an estimation (the decode start recorded, products picked by name or salt); an admin finds an order waiting for a prescription,
 * checks the customer's PDF in the viewer (pdfjs-dist under the storefront's CSP), and approves it; the
 * order is placed and the customer told. A franchise owner is refused the admins' page, and the decoding
 * page asks a franchise to select a customer first.
 */
let storefront: TestStorefront;
let browser: Browser;
let customer: TestCustomer;
let order: { id: string; number: string };

const emailOf = (role: string) => DEMO_STAFF.find((s) => s.role === role)?.email ?? '';
const upstream = async (path: string, body: unknown) => {
  const form = body instanceof FormData;
  const reply = await fetch(`${storefront.upstreamUrl}${path}`, {
    method: 'POST',
    headers: { 'x-access-token': customer.token, ...(form ? {} : { 'content-type': 'application/json' }) },
    body: form ? body : JSON.stringify(body),
  });
  const json = (await reply.json()) as { result: any };
  expect(reply.status, JSON.stringify(json)).toBe(200);
  return json.result;
};

beforeAll(async () => {
  storefront = await startTestStorefront();
  browser = await launchChromium();
  customer = await createCustomer(storefront.db);
  const addressId = (await upstream('/api/account/addresses', addressInput())).id;
  const cartId = await cartWith(storefront.db, [{ sku: (await sellableSku(storefront.db, true)).sku, qty: 1 }]);
  order = await upstream('/api/account/orders', { clientOrderId: `e2e-approval-${Date.now()}`, cartId, addressId });
  expect(order).toMatchObject({ status: 'PENDING_APPROVAL' });
  // The customer's prescription, a PDF Chromium prints.
  const maker = await browser.newPage();
  await maker.setContent('<h1>Dr. A. Sen</h1><p>Rx: Amoxyclav 625, twice daily, 5 days</p>');
  const pdf = await maker.pdf({ format: 'A5' });
  await maker.close();
  const form = new FormData();
  form.append('file', new File([new Uint8Array(pdf)], 'rx-scan.pdf', { type: 'application/pdf' }));
  await upstream('/api/account/prescriptions', form);
});
afterAll(async () => {
  await browser?.close();
  await storefront?.close();
});

async function signedIn(email: string) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto(`${storefront.url}/my-menu`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForSelector('#staff-customer-query');
  return { context, page };
}

describe('prescriptions in Chromium', () => {
  it('an admin decodes the customer’s prescription from the /dpfc link into an estimation: the start time recorded, the products picked, the estimation opened', async () => {
    const { context, page } = await signedIn(emailOf('admin'));
    try {
      const { cus_sid: cusSid } = await storefront.db.selectFrom('users').select('cus_sid').where('id', '=', customer.id).executeTakeFirstOrThrow();
      await page.goto(`${storefront.url}/dpfc/${cusSid}_admin`);
      await page.locator('.rx-list li', { hasText: 'rx-scan.pdf' }).getByRole('button', { name: 'Decode' }).click();
      await page.getByText(/^Decoding started at /).waitFor();
      const prescription = await storefront.db
        .selectFrom('uploads')
        .select('id')
        .where('user_id', '=', customer.id)
        .where('file_name', '=', 'rx-scan.pdf')
        .executeTakeFirstOrThrow();
      const started = await storefront.db
        .selectFrom('estimations')
        .select(['estimate_id', 'status', 'source', 'decode_started_at'])
        .where('prescription_id', '=', prescription.id)
        .executeTakeFirstOrThrow();
      expect(started).toMatchObject({ status: 'DECODING', source: 'PRESCRIPTION' });
      expect(started.decode_started_at).not.toBeNull();

      await page.getByLabel('Medicine name or salt').fill('amlodipine');
      await page.getByRole('button', { name: /^Add / }).first().click();
      await page
        .getByLabel(/^Quantity of /)
        .first()
        .fill('2');
      await page.getByRole('radio', { name: 'Make an estimation' }).check();
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByText('Prescription details submitted successfully').waitFor();
      await page.getByRole('link', { name: 'Open the estimation' }).click();
      await page.waitForURL(/\/order-savings\/\?estimate=/);
      expect(new URL(page.url()).searchParams.get('estimate')).toBe(started.estimate_id);
      await page.locator('.estimation-line').first().waitFor();
      const decoded = await storefront.db
        .selectFrom('estimations')
        .select(['id', 'status'])
        .where('estimate_id', '=', started.estimate_id)
        .executeTakeFirstOrThrow();
      expect(decoded.status).toBe('CREATED');
      const lines = await storefront.db.selectFrom('estimation_items').select(['qty']).where('estimation_id', '=', decoded.id).execute();
      expect(lines).toEqual([{ qty: 2 }]);
    } finally {
      await context.close();
    }
  });

  it('an admin checks the waiting order’s PDF in the viewer and approves it: placed, and the customer told', async () => {
    const { context, page } = await signedIn(emailOf('admin'));
    try {
      await page.goto(`${storefront.url}/my-menu/prescription-approvals`);
      const card = page.locator('.rx-approval', { hasText: `Order ${order.number}` });
      await card.getByRole('button', { name: 'Check the prescriptions' }).click();
      await card.locator('.rx-list li', { hasText: 'rx-scan.pdf' }).getByRole('button', { name: 'Open' }).click();
      // pdfjs-dist drew the page: the canvas is shown, and has ink on it.
      const canvas = card.locator('.rx-stage canvas');
      await canvas.waitFor({ state: 'visible', timeout: 20_000 });
      await expect.poll(() => canvas.evaluate((c: HTMLCanvasElement) => c.width)).toBeGreaterThan(200);
      await card.getByRole('button', { name: 'Rotate' }).click();
      await card.getByRole('button', { name: 'Zoom in' }).click();
      await expect.poll(() => card.locator('.rx-zoom').textContent()).toBe('125%');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
      await card.getByRole('button', { name: 'Approve the order with this prescription' }).click();
      await page.getByText(`Order ${order.number} approved and placed. The customer has been told.`).waitFor();
      await page.getByText('No order is waiting for a prescription.').waitFor();
    } finally {
      await context.close();
    }
    const row = await storefront.db.selectFrom('orders').select(['id', 'status']).where('sid', '=', order.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('PLACED');
    const told = await storefront.db
      .selectFrom('notifications')
      .select('message')
      .where('user_id', '=', customer.id)
      .orderBy('seq', 'desc')
      .executeTakeFirstOrThrow();
    expect(told.message).toBe(`${order.number}: ${PRESCRIPTION_APPROVED_MESSAGE}`);
  });

  it('a franchise owner is refused the admins’ page, and asked to select a customer before decoding', async () => {
    const { context, page } = await signedIn(emailOf('franchise'));
    try {
      await page.goto(`${storefront.url}/my-menu/prescription-approvals`);
      await page.getByRole('alert').filter({ hasText: 'not authorized' }).waitFor();
      await page.goto(`${storefront.url}/add-product-using-prescription`);
      await page.getByRole('alert').filter({ hasText: 'Please select a customer' }).waitFor();
      await page.goto(`${storefront.url}/add-product-using-prescription-for-admin`);
      await page.getByRole('alert').filter({ hasText: 'not authorized' }).waitFor();
    } finally {
      await context.close();
    }
  });
});
