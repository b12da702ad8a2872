import { legacy } from '../db/database.ts';
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

/** Counts one more search for `query` that found nothing. */
export function recordSearchMiss(db: Db, query: string, at = new Date().toISOString()): SearchMissRow {
  return legacy(db)
    .prepare<[string, string, string], SearchMissRow>(
      `INSERT INTO search_misses (query, count, first_seen, last_seen) VALUES (?, 1, ?, ?)
       ON CONFLICT (query) DO UPDATE SET count = count + 1, last_seen = excluded.last_seen
       RETURNING *`,
    )
    .get(query, at, at) as SearchMissRow;
}

/** The most frequent first, then the most recent. */
export function listSearchMisses(db: Db, start: number, size: number): { items: SearchMissRow[]; total: number } {
  const total = legacy(db).prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM search_misses').get()?.n ?? 0;
  const items = legacy(db)
    .prepare<[number, number], SearchMissRow>('SELECT * FROM search_misses ORDER BY count DESC, last_seen DESC, query LIMIT ? OFFSET ?')
    .all(size, start);
  return { items, total };
}
