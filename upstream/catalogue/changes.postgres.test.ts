import { describe, expect, it } from 'vitest';
import { setupTestUpstream } from '../../test-utils/upstream.ts';
import { engineOf } from '../db/database.ts';

/**
 * The change feed under PostgreSQL's many writers (issue 14; run by the `postgres` project only: SQLite
 * has one writer, so a transaction cannot commit behind another there). Read by timestamp, a change
 * whose transaction began first but committed last would be skipped by a reader that had already
 * moved past the later one; the feed must hold it back until it can be read in order.
 */
const t = setupTestUpstream();
const db = () => t.upstream.db;

async function readAll(cursor: string): Promise<{ items: { sku: string; regular_price: string }[]; cursor: string }> {
  const items: { sku: string; regular_price: string }[] = [];
  let at = cursor;
  for (;;) {
    const reply = await t.call(`/api/catalog/changes?after=${encodeURIComponent(at)}&size=50`);
    expect(reply.status).toBe(200);
    items.push(...reply.body.result.items);
    at = reply.body.result.cursor;
    if (!reply.body.result.more) return { items, cursor: at };
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the catalogue change feed with concurrent writers on PostgreSQL', () => {
  it('runs on PostgreSQL', () => {
    expect(engineOf(db())).toBe('postgres');
  });

  it('holds back a change committed after a later one, so a reader polling in between misses neither', async () => {
    const start = (await t.call('/api/catalog/changes')).body.result.cursor as string;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let written = () => {};
    const firstWritten = new Promise<void>((resolve) => {
      written = resolve;
    });
    // The slow transaction writes first and commits last.
    const slow = db()
      .transaction()
      .execute(async (tx) => {
        await tx.updateTable('products').set({ price_paise: 11100 }).where('sku', '=', 'MED000011').execute();
        written();
        await held;
      });
    await firstWritten;
    await db().updateTable('products').set({ price_paise: 22200 }).where('sku', '=', 'MED000012').execute();

    // The later change is committed, but reading it now would move the cursor past the slow one's.
    const meanwhile = await readAll(start);
    expect(meanwhile.items).toEqual([]);
    expect(meanwhile.cursor).toBe(start);

    release();
    await slow;
    const after = await readAll(meanwhile.cursor);
    expect(after.items.map((p) => [p.sku, p.regular_price])).toEqual([
      ['MED000011', '111.00'],
      ['MED000012', '222.00'],
    ]);
  });

  it('misses no write of eight writers whose transactions overlap at random, with a reader polling all along', async () => {
    const skus = Array.from({ length: 8 }, (_, i) => `MED0000${20 + i}`);
    const start = (await t.call('/api/catalog/changes')).body.result.cursor as string;
    const seen = new Map<string, string>();
    let done = false;
    const reader = (async () => {
      let cursor = start;
      while (!done) {
        const page = await readAll(cursor);
        for (const p of page.items) seen.set(p.sku, p.regular_price);
        cursor = page.cursor;
        await sleep(3);
      }
      const last = await readAll(cursor);
      for (const p of last.items) seen.set(p.sku, p.regular_price);
    })();
    const finalPrice = new Map<string, string>();
    await Promise.all(
      skus.map(async (sku, writer) => {
        for (let round = 1; round <= 10; round += 1) {
          const paise = 10_000 + writer * 1_000 + round;
          await db()
            .transaction()
            .execute(async (tx) => {
              await tx.updateTable('products').set({ price_paise: paise }).where('sku', '=', sku).execute();
              await sleep(Math.floor(Math.random() * 15));
            });
          finalPrice.set(sku, (paise / 100).toFixed(2));
        }
      }),
    );
    done = true;
    await reader;
    // Whatever the interleaving, the reader ends holding every product as it was last written.
    expect(Object.fromEntries(seen)).toEqual(Object.fromEntries(finalPrice));
  });
});
