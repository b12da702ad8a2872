import { type Expression, type SqlBool, sql } from 'kysely';
import { type Db, engineOf, inTransaction } from '../db/database.ts';
import { type ProductRow, productsBySku } from './products.ts';

/**
 * A position in the catalogue change feed (migration 0002): the last change read, as its transaction
 * and its sequence number. On the wire it is one string, `tx.seq`.
 */
export interface ChangeCursor {
  tx: number;
  seq: number;
}

export const START_OF_FEED: ChangeCursor = { tx: 0, seq: 0 };

/** The answer (410) to a cursor older than the feed keeps: the reader must export the catalogue again. */
export const CURSOR_EXPIRED = 'The change feed no longer holds changes this old: export the catalogue again';

export function cursorToWire(cursor: ChangeCursor): string {
  return `${cursor.tx}.${cursor.seq}`;
}

/** `tx.seq` as two whole numbers, or undefined for anything else. */
export function cursorFromWire(text: string): ChangeCursor | undefined {
  const match = /^(\d{1,18})\.(\d{1,18})$/.exec(text);
  if (!match) return undefined;
  const cursor = { tx: Number(match[1]), seq: Number(match[2]) };
  return Number.isSafeInteger(cursor.tx) && Number.isSafeInteger(cursor.seq) ? cursor : undefined;
}

/**
 * Only the changes no running transaction can still add to or reorder: on PostgreSQL, those of
 * transactions older than the oldest one still running (every transaction below that horizon has
 * ended, so no row can ever appear behind a cursor taken from them). SQLite commits one writer at a
 * time, in order: everything written is final.
 */
function settled(db: Db): Expression<SqlBool> {
  return engineOf(db) === 'postgres' ? sql<SqlBool>`tx < pg_snapshot_xmin(pg_current_snapshot())::text::bigint` : sql<SqlBool>`1 = 1`;
}

const PRUNED_KEY = 'catalogue_changes_pruned';

/** Newer than `cursor` in the feed's order. */
const after = (a: ChangeCursor, cursor: ChangeCursor) => a.tx > cursor.tx || (a.tx === cursor.tx && a.seq > cursor.seq);

/**
 * Where the feed was cut: every change up to this cursor is deleted (pruneChangesBefore), so a reader
 * still behind it would miss some and must export the whole catalogue again. START_OF_FEED when nothing was cut.
 */
export async function prunedThrough(db: Db): Promise<ChangeCursor> {
  const row = await db.selectFrom('meta').select('value').where('key', '=', PRUNED_KEY).executeTakeFirst();
  return (row && cursorFromWire(row.value)) ?? START_OF_FEED;
}

/** Whether a reader at `cursor` has missed changes that were pruned. */
export async function cursorExpired(db: Db, cursor: ChangeCursor): Promise<boolean> {
  return after(await prunedThrough(db), cursor);
}

/**
 * Deletes the settled changes written before `before` (an ISO time): one row is written for every write
 * to a product, so a nightly price sync of the whole catalogue adds a row per product. Cut in feed order
 * (everything up to the newest such change), and the cut remembered, so that a reader behind it is told
 * to start over rather than silently missing what was deleted. Returns how many were deleted.
 */
export async function pruneChangesBefore(db: Db, before: string): Promise<number> {
  return inTransaction(db, async (tx) => {
    const newest = await tx
      .selectFrom('catalogue_changes')
      .select(['tx', 'seq'])
      .where((eb) => eb.and([eb('changed_at', '<', before), settled(tx)]))
      .orderBy('tx', 'desc')
      .orderBy('seq', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!newest) return 0;
    const { numDeletedRows } = await tx
      .deleteFrom('catalogue_changes')
      .where((eb) => eb.or([eb('tx', '<', newest.tx), eb.and([eb('tx', '=', newest.tx), eb('seq', '<=', newest.seq)])]))
      .executeTakeFirst();
    const value = cursorToWire(newest);
    await tx
      .insertInto('meta')
      .values({ key: PRUNED_KEY, value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
      .execute();
    return Number(numDeletedRows);
  });
}

/** Where the feed ends now: a reader that starts here sees only what changes next. */
export async function currentCursor(db: Db): Promise<ChangeCursor> {
  const row = await db
    .selectFrom('catalogue_changes')
    .select(['tx', 'seq'])
    .where(() => settled(db))
    .orderBy('tx', 'desc')
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ?? (await prunedThrough(db));
}

/**
 * The products changed after `cursor`, as they are now (disabled ones included: search must drop
 * them), read `size` changes at a time in (tx, seq) order; a product changed twice in one page is sent once.
 */
export async function productChangesSince(db: Db, cursor: ChangeCursor, size: number): Promise<{ items: ProductRow[]; cursor: ChangeCursor; more: boolean }> {
  const rows = await db
    .selectFrom('catalogue_changes')
    .select(['tx', 'seq', 'sku'])
    .where((eb) => eb.and([eb.or([eb('tx', '>', cursor.tx), eb.and([eb('tx', '=', cursor.tx), eb('seq', '>', cursor.seq)])]), settled(db)]))
    .orderBy('tx')
    .orderBy('seq')
    .limit(size + 1)
    .execute();
  const page = rows.slice(0, size);
  const last = page.at(-1);
  const skus = [...new Set(page.map((r) => r.sku))];
  const bySku = new Map((await productsBySku(db, skus)).map((p) => [p.sku, p]));
  const items = skus.flatMap((sku) => bySku.get(sku) ?? []);
  return { items, cursor: last ? { tx: last.tx, seq: last.seq } : cursor, more: rows.length > size };
}
