import { sql } from 'kysely';
import { type Db, engineOf, inTransaction } from '../db/database.ts';

/** At most `limit` events in any `windowSeconds`. */
export interface RateRule {
  limit: number;
  windowSeconds: number;
}

export interface RateCheck {
  bucket: string;
  key: string;
  rules: readonly RateRule[];
}

/** An event taken (`giveBack` undoes it, for an attempt that turned out not to count), or the wait in seconds. */
export type Taken = { ok: true; giveBack(within?: Db): Promise<void> } | { ok: false; retryAfter: number };

/**
 * Sliding-window limits over the rate_events table. `take` counts one event under every check when
 * all of them allow it and says how long to wait otherwise, recording nothing: a refused request
 * never extends a lock-out. A limit on failures takes its event before the attempt and gives it back
 * when the attempt succeeds, so that many attempts at once cannot all pass a count made before any
 * of them failed.
 *
 * Counting and recording are one transaction that holds each key: on SQLite the transaction itself
 * (one writer at a time), on PostgreSQL a transaction-scoped advisory lock per bucket and key, so
 * that two requests never both count the same events and both record.
 */
export function rateLimiter(db: Db, now: () => Date) {
  let lastPrune = 0;

  /** Seconds until one more event is allowed under every rule of `check` (0 when allowed now). */
  async function retryAfter(tx: Db, { bucket, key, rules }: RateCheck, time: number): Promise<number> {
    const window = Math.max(...rules.map((r) => r.windowSeconds));
    // Newest first: the event that must age out for rule r is the limit-th newest.
    const rows = await tx
      .selectFrom('rate_events')
      .select('at')
      .where('bucket', '=', bucket)
      .where('key', '=', key)
      .where('at', '>', new Date(time - window * 1000).toISOString())
      .orderBy('at', 'desc')
      .execute();
    const events = rows.map((e) => Date.parse(e.at));
    let wait = 0;
    for (const { limit, windowSeconds } of rules) {
      const start = time - windowSeconds * 1000;
      const inWindow = events.filter((at) => at > start);
      const blocking = inWindow[limit - 1];
      if (inWindow.length >= limit && blocking !== undefined) {
        wait = Math.max(wait, Math.ceil((blocking + windowSeconds * 1000 - time) / 1000));
      }
    }
    return wait;
  }

  /** Holds `checks`' keys until the transaction ends (PostgreSQL; SQLite's transaction already holds everything). */
  async function hold(tx: Db, checks: readonly RateCheck[]) {
    if (engineOf(tx) !== 'postgres') return;
    // One order for every transaction, so that two holding overlapping keys cannot deadlock.
    const names = [...new Set(checks.map((c) => `${c.bucket}:${c.key}`))].sort();
    for (const name of names) await sql`SELECT pg_advisory_xact_lock(hashtext('rate_events'), hashtext(${name}))`.execute(tx);
  }

  /** Removes one event of `check` recorded at `at` (events of one key and instant are alike: any one of them). */
  async function removeOne(tx: Db, { bucket, key }: Pick<RateCheck, 'bucket' | 'key'>, at: string) {
    // The table has no key of its own: a row is named by the engine's row id (SQLite's rowid, PostgreSQL's ctid).
    const rowId = sql.ref(engineOf(tx) === 'postgres' ? 'ctid' : 'rowid');
    const one = tx.selectFrom('rate_events').select(rowId.as('row_id')).where('bucket', '=', bucket).where('key', '=', key).where('at', '=', at).limit(1);
    await tx.deleteFrom('rate_events').where(rowId, '=', one).execute();
  }

  return {
    /**
     * One event under every check, when all allow it (in `within`, a caller's transaction, when given).
     * Otherwise the longest wait, and nothing recorded.
     */
    take(checks: readonly RateCheck[], within: Db = db): Promise<Taken> {
      const current = now();
      const time = current.getTime();
      const at = current.toISOString();
      return inTransaction(within, async (tx): Promise<Taken> => {
        await hold(tx, checks);
        let wait = 0;
        for (const check of checks) wait = Math.max(wait, await retryAfter(tx, check, time));
        if (wait > 0) return { ok: false, retryAfter: wait };
        await tx
          .insertInto('rate_events')
          .values(checks.map(({ bucket, key }) => ({ bucket, key, at })))
          .execute();
        // Events older than a day matter to no rule; drop them now and then.
        if (time - lastPrune > 3_600_000) {
          lastPrune = time;
          await tx
            .deleteFrom('rate_events')
            .where('at', '<', new Date(time - 86_400_000).toISOString())
            .execute();
        }
        return {
          ok: true,
          giveBack: async (later: Db = db) => {
            for (const check of checks) await removeOne(later, check, at);
          },
        };
      });
    },
  };
}
export type RateLimiter = ReturnType<typeof rateLimiter>;
