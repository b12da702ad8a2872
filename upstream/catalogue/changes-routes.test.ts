import { describe, expect, it } from 'vitest';
import { setupTestUpstream } from '../../test-utils/upstream.ts';

const t = setupTestUpstream();
const { call } = t;

const changes = (cursor: string, size = 500) => call(`/api/catalog/changes?after=${encodeURIComponent(cursor)}&size=${size}`);
const db = () => t.upstream.db;

describe('catalogue change feed', () => {
  it('gives the current cursor, then every product written after it with its new price and stock', async () => {
    const { result: now } = (await call('/api/catalog/changes')).body;
    expect(now.items).toEqual([]);
    expect((await changes(now.cursor)).body.result.items).toEqual([]);

    await db().updateTable('products').set({ price_paise: 15000, qty: 0 }).where('sku', '=', 'MED000001').execute();
    await db().updateTable('products').set({ status: 2 }).where('sku', '=', 'MED000002').execute();
    const { result } = (await changes(now.cursor)).body;
    expect(result.items.map((p: any) => [p.sku, p.price, p.stock.is_in_stock, p.status])).toEqual([
      ['MED000001', '150.00', false, 1],
      ['MED000002', expect.any(String), expect.any(Boolean), 2],
    ]);
    expect((await changes(result.cursor)).body.result.items).toEqual([]);
  });

  it('pages through the changes of one statement without skipping or repeating one', async () => {
    const { cursor } = (await call('/api/catalog/changes')).body.result;
    await db()
      .updateTable('products')
      .set((eb) => ({ qty: eb('qty', '+', 1) }))
      .where('sku', 'in', ['MED000003', 'MED000004', 'MED000005'])
      .execute();
    const seen: string[] = [];
    let at = cursor;
    for (let page = 0; page < 5; page++) {
      const { result } = (await changes(at, 1)).body;
      seen.push(...result.items.map((p: any) => p.sku));
      at = result.cursor;
      if (!result.more) break;
    }
    expect(seen).toEqual(['MED000003', 'MED000004', 'MED000005']);
  });

  it('sends a product changed twice since the cursor once, as it is now', async () => {
    const { cursor } = (await call('/api/catalog/changes')).body.result;
    await db().updateTable('products').set({ price_paise: 12300 }).where('sku', '=', 'MED000006').execute();
    await db().updateTable('products').set({ price_paise: 12400 }).where('sku', '=', 'MED000006').execute();
    const { result } = (await changes(cursor)).body;
    expect(result.items.map((p: any) => [p.sku, p.regular_price])).toEqual([['MED000006', '124.00']]);
  });

  it('sees a product written by SQL by hand, and ignores writes to columns search does not read', async () => {
    const { cursor } = (await call('/api/catalog/changes')).body.result;
    await db().updateTable('products').set({ created_at: '2020-01-01T00:00:00.000Z' }).where('sku', '=', 'MED000007').execute();
    expect((await changes(cursor)).body.result.items).toEqual([]);
    await db().updateTable('products').set({ name: 'Renamed by hand' }).where('sku', '=', 'MED000007').execute();
    expect((await changes(cursor)).body.result.items.map((p: any) => p.name)).toEqual(['Renamed by hand']);
  });

  it.each([["1' OR '1'='1"], ['2026-11-25T10:00:00Z'], ['1.'], ['-1.5'], ['99999999999999999999.1']])('refuses the cursor %j with a 400', async (cursor) => {
    const reply = await changes(cursor);
    expect(reply.status).toBe(400);
    expect(reply.body.result).toBe('after must be a cursor of the change feed (two whole numbers: tx.seq)');
  });
});
