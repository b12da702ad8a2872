import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finalPrice } from '../../domain/pricing.ts';
import { testDatabase } from '../../test-utils/test-database.ts';
import { type Db, openDatabase } from '../db/open.ts';
import { listProducts } from './products.ts';

let db: Db;
let close: () => Promise<void>;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'pharmacy-products-'));
  ({ db, close } = await openDatabase(await testDatabase(dir)));
});
afterAll(async () => {
  await close();
  rmSync(dir, { recursive: true, force: true });
});

/** Sets one product's visibility, status and stock, and whether a listing shows it. */
async function listed(sku: string, change: { visibility: number; status: number; qty?: number }, query: Parameters<typeof listProducts>[1]): Promise<boolean> {
  await db
    .updateTable('products')
    .set({ visibility: change.visibility, status: change.status, qty: change.qty ?? 10 })
    .where('sku', '=', sku)
    .execute();
  return (await listProducts(db, { ...query, skus: [sku] })).items.length === 1;
}

describe('listing filters (storefront.md §5)', () => {
  it.each([
    [1, 1, false, false],
    [2, 1, true, true],
    [3, 1, true, false],
    [4, 1, true, true],
    [4, 0, true, false],
    [4, 2, false, false],
    [3, 0, true, false],
    [2, 3, false, false],
  ])('visibility %i, status %i: product lists %s, category lists %s', async (visibility, status, inProducts, inCategory) => {
    expect(await listed('MED000001', { visibility, status }, { sort: 'priority', start: 0, size: 50 })).toBe(inProducts);
    expect(await listed('MED000001', { visibility, status }, { categoryId: 11, sort: 'priority', start: 0, size: 50 })).toBe(inCategory);
  });

  it('hides out-of-stock products when asked (listOutOfStockProducts off)', async () => {
    expect(await listed('MED000001', { visibility: 4, status: 1, qty: 0 }, { categoryId: 11, sort: 'priority', start: 0, size: 50 })).toBe(true);
    expect(await listed('MED000001', { visibility: 4, status: 1, qty: 0 }, { categoryId: 11, sort: 'priority', start: 0, size: 50, inStockOnly: true })).toBe(
      false,
    );
  });

  it('matches keywords literally (LIKE wildcards in the value are escaped)', async () => {
    expect((await listProducts(db, { keyword: 'azithromycin', sort: 'priority', start: 0, size: 5 })).total).toBeGreaterThan(0);
    expect((await listProducts(db, { keyword: '%', sort: 'priority', start: 0, size: 5 })).total).toBe(0);
    expect((await listProducts(db, { keyword: '_', sort: 'priority', start: 0, size: 5 })).total).toBe(0);
  });

  it('sorts and filters by the price paid today, the same rule as domain/pricing.ts', async () => {
    const rows = await db
      .selectFrom('products')
      .select(['sku', 'price_paise', 'mrp_paise', 'special_price_paise', 'special_from', 'special_to'])
      .where('special_price_paise', 'is not', null)
      .execute();
    expect(rows.length).toBeGreaterThan(3);
    const expected = rows
      .map((r) => ({
        sku: r.sku,
        paid: finalPrice({
          pricePaise: r.price_paise,
          mrpPaise: r.mrp_paise,
          specialPricePaise: r.special_price_paise,
          specialFrom: r.special_from,
          specialTo: r.special_to,
        }).pricePaise,
      }))
      .sort((a, b) => a.paid - b.paid || a.sku.localeCompare(b.sku));
    const sorted = (await listProducts(db, { skus: rows.map((r) => r.sku), sort: 'price_asc', start: 0, size: 500 })).items.map((r) => r.sku);
    expect(sorted).toEqual(expected.map((e) => e.sku));
  });
});
