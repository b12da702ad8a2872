import { deflateSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import { setStock } from '../../test-utils/account-fixtures.ts';
import type { Db } from '../../upstream/db/database.ts';

/** Shared pieces of the browser tests: a real image file, and the login code from the development outbox. */

/** A real 1x1 PNG, built here (signature, IHDR, IDAT, IEND with their CRCs). */
export function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 255, 255]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The latest login code for the number, read from the development SMS outbox page. */
export async function codeFromOutbox(context: BrowserContext, baseUrl: string, mobile: string): Promise<string> {
  const outbox = await context.newPage();
  try {
    await outbox.goto(`${baseUrl}/dev/sms-outbox?mobile=${mobile}`);
    const body = outbox.locator('.sms-body').first();
    await body.waitFor();
    const code = /\b(\d{6})\b/.exec((await body.textContent()) ?? '')?.[1];
    if (!code) throw new Error('no code in the outbox');
    return code;
  } finally {
    await outbox.close();
  }
}

/** Fills the OTP login form on the page (the mobile, then the code from the outbox) and presses Log in. */
export async function submitLogin(page: Page, baseUrl: string, mobile: string): Promise<void> {
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const otp = page.getByLabel('OTP', { exact: true });
  await otp.waitFor();
  await otp.fill(await codeFromOutbox(page.context(), baseUrl, mobile));
  await page.getByRole('button', { name: 'Log in' }).click();
}

let numbers = 0;
/**
 * A mobile number no other customer of this run has (the OTP limits are per number): a file's own
 * prefix (two digits, 6-9 first), six digits of the clock and a counter.
 */
export function freshMobile(prefix: string): string {
  numbers += 1;
  return `${prefix}${String(Date.now()).slice(-6)}${(numbers % 100).toString().padStart(2, '0')}`;
}

export interface ShopProduct {
  sku: string;
  path: string;
  name: string;
}

/**
 * Simple products listed in the catalogue (visible, enabled), in the listing's order, skipping `offset`:
 * what a customer finds first. `stock` sets each one's stock (the seed's stock is random).
 */
export async function listedProducts(
  db: Db,
  { prescription, offset = 0, limit = 1, stock }: { prescription: boolean; offset?: number; limit?: number; stock?: number },
): Promise<ShopProduct[]> {
  const rows = await db
    .selectFrom('products')
    .select(['sku', 'slug', 'name'])
    .where('prescription_required', '=', prescription ? 1 : 0)
    .where('type_id', '=', 'simple')
    .whereRef('sku', '=', 'parent_sku')
    .where('visibility', '=', 4)
    .where('status', '=', 1)
    .orderBy('priority')
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
  if (rows.length === 0) throw new Error('no listed product fits');
  if (stock !== undefined) for (const row of rows) await setStock(db, row.sku, stock);
  return rows.map((row) => ({ sku: row.sku, path: `/p/${row.sku}/${row.slug}`, name: row.name }));
}
