import type { Db } from '../db/open.ts';

export const MAX_MISS_LENGTH = 100;

export interface SearchMissRow {
  query: string;
  count: number;
  first_seen: string;
  last_seen: string;
}

/** Searches are recorded normalised: lower case, single spaces, at most 100 characters. */
export function normaliseMiss(query: string): string {
  return query.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim().slice(0, MAX_MISS_LENGTH).trim();
}

/** Counts one more search for `query` that found nothing (one statement: concurrent misses all count). */
export async function recordSearchMiss(db: Db, query: string, at = new Date().toISOString()): Promise<SearchMissRow> {
  return db
    .insertInto('search_misses')
    .values({ query, count: 1, first_seen: at, last_seen: at })
    .onConflict((oc) => oc.column('query').doUpdateSet((eb) => ({ count: eb('search_misses.count', '+', 1), last_seen: eb.ref('excluded.last_seen') })))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The most frequent first, then the most recent. */
export async function listSearchMisses(db: Db, start: number, size: number): Promise<{ items: SearchMissRow[]; total: number }> {
  const [count, items] = await Promise.all([
    db
      .selectFrom('search_misses')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
    db.selectFrom('search_misses').selectAll().orderBy('count', 'desc').orderBy('last_seen', 'desc').orderBy('query').limit(size).offset(start).execute(),
  ]);
  return { items, total: count?.n ?? 0 };
}
