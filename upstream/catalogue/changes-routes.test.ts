import { describe, expect, it } from 'vitest';
import { setupTestUpstream } from '../../test-utils/upstream.ts';
import { legacy } from '../db/database.ts';

const t = setupTestUpstream();
const { call } = t;

const changes = (cursor: { since: string; after_id: number }, size = 500) =>
  call(`/api/catalog/changes?since=${encodeURIComponent(cursor.since)}&after_id=${cursor.after_id}&size=${size}`);

describe('catalogue change feed', () => {
  it('gives the current cursor, then every product written after it with its new price and stock', async () => {
    const { result: now } = (await call('/api/catalog/changes')).body;
    expect(now.items).toEqual([]);
    expect((await changes(now.cursor)).body.result.items).toEqual([]);

    legacy(t.upstream.db).prepare("UPDATE products SET price_paise = 15000, qty = 0 WHERE sku = 'MED000001'").run();
    legacy(t.upstream.db).prepare("UPDATE products SET status = 2 WHERE sku = 'MED000002'").run();
    const { result } = (await changes(now.cursor)).body;
    expect(result.items.map((p: any) => [p.sku, p.price, p.stock.is_in_stock, p.status])).toEqual([
      ['MED000001', '150.00', false, 1],
      ['MED000002', expect.any(String), expect.any(Boolean), 2],
    ]);
    expect((await changes(result.cursor)).body.result.items).toEqual([]);
  });

  it('pages through changes with the same timestamp without skipping or repeating one', async () => {
    const { cursor } = (await call('/api/catalog/changes')).body.result;
    legacy(t.upstream.db).prepare("UPDATE products SET qty = qty + 1 WHERE sku IN ('MED000003', 'MED000004', 'MED000005')").run();
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

  it('refuses a cursor that is not a time', async () => {
    expect((await changes({ since: "1' OR '1'='1", after_id: 0 })).status).toBe(400);
  });
});
