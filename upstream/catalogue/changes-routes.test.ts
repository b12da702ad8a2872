import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { setupTestUpstream } from '../../test-utils/upstream.ts';
import { engineOf } from '../db/database.ts';
import { CURSOR_EXPIRED, pruneChangesBefore } from './changes.ts';

const t = setupTestUpstream();
const { call } = t;

const changes = (cursor: string, size = 500) => call(`/api/catalog/changes?after=${encodeURIComponent(cursor)}&size=${size}`);
const db = () => t.upstream.db;

/**
 * On PostgreSQL the feed serves a change once every older transaction has ended (changes.ts, settled),
 * and transaction ids are the cluster's: another test file's open transaction in its own database
 * holds the feed back for a moment. Wait for every transaction older than now to end.
 */
async function settled() {
  if (engineOf(db()) !== 'postgres') return;
  const one = async (query: ReturnType<typeof sql<{ value: string }>>) => BigInt((await query.execute(db())).rows[0]?.value ?? Number.NaN);
  const mark = await one(sql`select txid_current()::text as value`);
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 20))) {
    if ((await one(sql`select pg_snapshot_xmin(pg_current_snapshot())::text as value`)) > mark) return;
  }
  throw new Error('a transaction older than the test has held the change feed back for 10 s');
}

describe('catalogue change feed', () => {
  it('gives the current cursor, then every product written after it with its new price and stock', async () => {
    const { result: now } = (await call('/api/catalog/changes')).body;
    expect(now.items).toEqual([]);
    expect((await changes(now.cursor)).body.result.items).toEqual([]);

    await db().updateTable('products').set({ price_paise: 15000, qty: 0 }).where('sku', '=', 'MED000001').execute();
    await settled();
    await db().updateTable('products').set({ status: 2 }).where('sku', '=', 'MED000002').execute();
    await settled();
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
    await settled();
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
    await settled();
    await db().updateTable('products').set({ price_paise: 12400 }).where('sku', '=', 'MED000006').execute();
    await settled();
    const { result } = (await changes(cursor)).body;
    expect(result.items.map((p: any) => [p.sku, p.regular_price])).toEqual([['MED000006', '124.00']]);
  });

  it('sees a product written by SQL by hand, and ignores writes to columns search does not read', async () => {
    const { cursor } = (await call('/api/catalog/changes')).body.result;
    await db().updateTable('products').set({ created_at: '2020-01-01T00:00:00.000Z' }).where('sku', '=', 'MED000007').execute();
    await settled();
    expect((await changes(cursor)).body.result.items).toEqual([]);
    await db().updateTable('products').set({ name: 'Renamed by hand' }).where('sku', '=', 'MED000007').execute();
    await settled();
    expect((await changes(cursor)).body.result.items.map((p: any) => p.name)).toEqual(['Renamed by hand']);
  });

  it('cuts the feed at the settled changes before a time: a reader behind the cut is told to export again (410), one after it reads on', async () => {
    const { cursor: old } = (await call('/api/catalog/changes')).body.result;
    await db().updateTable('products').set({ price_paise: 13100 }).where('sku', '=', 'MED000013').execute();
    await settled();
    const { cursor: middle } = (await call('/api/catalog/changes')).body.result;
    const cut = new Date(Date.now() + 1000).toISOString();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await db().updateTable('products').set({ price_paise: 13200 }).where('sku', '=', 'MED000014').execute();
    await settled();
    expect(await pruneChangesBefore(db(), cut)).toBeGreaterThan(0);
    const expired = await changes(old);
    expect(expired.status).toBe(410);
    expect(expired.body.result).toBe(CURSOR_EXPIRED);
    expect((await changes(middle)).body.result.items.map((p: any) => p.sku)).toEqual(['MED000014']);
    // Cutting again at the same time deletes nothing more; the current cursor never goes back before the cut.
    expect(await pruneChangesBefore(db(), cut)).toBe(0);
    expect((await call('/api/catalog/changes')).body.result.cursor).not.toBe(old);
  });

  it.each([["1' OR '1'='1"], ['2026-11-25T10:00:00Z'], ['1.'], ['-1.5'], ['99999999999999999999.1']])('refuses the cursor %j with a 400', async (cursor) => {
    const reply = await changes(cursor);
    expect(reply.status).toBe(400);
    expect(reply.body.result).toBe('after must be a cursor of the change feed (two whole numbers: tx.seq)');
  });
});
