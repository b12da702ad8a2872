import { upsertCartItem } from '../upstream/cart/lines.ts';
import { createCart } from '../upstream/cart/repository.ts';
import type { Db } from '../upstream/db/open.ts';

/** A valid delivery address in Kolkata (WB). */
export function addressInput(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Anita Das',
    mobile: '9876543210',
    pinCode: '700001',
    city: 'Kolkata',
    state: 'WB',
    street: 'Near Dalhousie Square',
    apartment: 'Flat 2B, 14 Strand Road',
    ...overrides,
  };
}

/** A sellable product with at least `minQty` in stock; `rx` picks one that needs a prescription. */
export async function sellableSku(db: Db, rx: boolean, minQty = 5, skip: readonly string[] = []): Promise<{ sku: string; qty: number; price: number }> {
  const rows = await db
    .selectFrom('products')
    .select(['sku', 'qty', 'price_paise'])
    .where('status', '=', 1)
    .where('type_id', '=', 'simple')
    .where('prescription_required', '=', rx ? 1 : 0)
    .where('qty', '>=', minQty)
    .where('price_paise', '>', 0)
    .where('special_price_paise', 'is', null)
    .orderBy('id')
    .execute();
  const row = rows.find((r) => !skip.includes(r.sku));
  if (!row) throw new Error('no product fits the fixture');
  return { sku: row.sku, qty: row.qty, price: row.price_paise };
}

export async function stockOf(db: Db, sku: string): Promise<number> {
  return (await db.selectFrom('products').select('qty').where('sku', '=', sku).executeTakeFirst())?.qty ?? -1;
}

/** Sets a product's stock (a test's starting point). */
export async function setStock(db: Db, sku: string, qty: number): Promise<void> {
  await db.updateTable('products').set({ qty }).where('sku', '=', sku).execute();
}

/** A server cart holding these lines. */
export async function cartWith(db: Db, lines: readonly { sku: string; qty: number }[]): Promise<string> {
  const token = await createCart(db);
  for (const line of lines) await upsertCartItem(db, token, line.sku, line.qty);
  return token;
}

export const FILES = {
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]),
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]),
  webp: Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x40, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(52, 3)]),
  pdf: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  html: Buffer.from('<html><script>alert(1)</script></html>'),
};

export function formWith(bytes: Buffer, name: string, type = 'application/octet-stream', fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name, { type }));
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}
