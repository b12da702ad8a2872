import { legacy } from '../db/database.ts';
import type { Db } from '../db/open.ts';

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

/**
 * Sliding-window limits over the rate_events table. `check` says how long to wait (0: allowed) without
 * recording; `record` counts one event. Callers check every limit first and record only what they
 * let through, so a refused request never extends a lock-out.
 */
export function rateLimiter(db: Db, now: () => Date) {
  const longest = legacy(db).prepare<[string, string, string], { at: string }>(
    'SELECT at FROM rate_events WHERE bucket = ? AND key = ? AND at > ? ORDER BY at DESC',
  );
  const insert = legacy(db).prepare<[string, string, string]>('INSERT INTO rate_events (bucket, key, at) VALUES (?, ?, ?)');
  const prune = legacy(db).prepare<[string]>('DELETE FROM rate_events WHERE at < ?');
  let lastPrune = 0;

  /** Seconds until one more event is allowed under every rule of `check` (0 when allowed now). */
  function retryAfter({ bucket, key, rules }: RateCheck): number {
    const time = now().getTime();
    const window = Math.max(...rules.map((r) => r.windowSeconds));
    // Newest first: the event that must age out for rule r is the limit-th newest.
    const events = longest.all(bucket, key, new Date(time - window * 1000).toISOString()).map((e) => Date.parse(e.at));
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

  return {
    /** The longest wait over several checks (0: all allowed). */
    check: (...checks: RateCheck[]) => Math.max(0, ...checks.map(retryAfter)),
    record(...checks: Pick<RateCheck, 'bucket' | 'key'>[]) {
      const at = now();
      for (const { bucket, key } of checks) insert.run(bucket, key, at.toISOString());
      // Events older than a day matter to no rule; drop them now and then.
      if (at.getTime() - lastPrune > 3_600_000) {
        lastPrune = at.getTime();
        prune.run(new Date(at.getTime() - 86_400_000).toISOString());
      }
    },
  };
}
export type RateLimiter = ReturnType<typeof rateLimiter>;
