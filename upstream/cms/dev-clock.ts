import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../db/open.ts';
import { fail, ok } from '../http/envelope.ts';
import { jsonObjectBody } from '../http/json-body.ts';

/**
 * The upstream's movable clock for development (DEV_TOOLS only; issue 18): the browser tests move it
 * forward to see a scheduled page or banner reach the shop without waiting. It only moves forward.
 */
export interface DevClock {
  now: () => Date;
  offsetMs: () => number;
  advance: (ms: number) => void | Promise<void>;
  /** Reads the offset other processes may have moved (the shared clock); absent on a process's own. */
  refresh?: () => Promise<void>;
}

/** A clock of this process alone (restarting it puts it back to the real time): for one upstream's tests. */
export function devClock(real: () => Date = () => new Date()): DevClock {
  let offset = 0;
  return {
    now: () => new Date(real().getTime() + offset),
    offsetMs: () => offset,
    advance: (ms) => {
      offset += ms;
    },
  };
}

const OFFSET_KEY = 'dev_clock_offset_ms';

/**
 * The clock every process of a shop shares (issue 21: nothing only in one process's memory): the offset
 * is kept in the database's `meta` row, moved there, and read again every `everyMs` (and before the
 * clock route answers), so a move through one storefront process reaches the others within a second.
 * `now()` stays synchronous: it reads the offset last seen.
 */
export function sharedDevClock(db: Db, { real = () => new Date(), everyMs = 1000 }: { real?: () => Date; everyMs?: number } = {}) {
  let offset = 0;
  const stored = async (): Promise<number> => {
    const row = await db.selectFrom('meta').select('value').where('key', '=', OFFSET_KEY).executeTakeFirst();
    return row ? Number(row.value) : 0;
  };
  const refresh = async () => {
    offset = Math.max(offset, await stored());
  };
  let reading: Promise<void> = refresh().catch(() => undefined);
  const timer = setInterval(() => {
    reading = refresh().catch((error: unknown) => console.warn('[upstream] reading the development clock failed; trying again in a second', error));
  }, everyMs);
  timer.unref();
  const clock: DevClock & { refresh: () => Promise<void>; stop: () => Promise<void> } = {
    now: () => new Date(real().getTime() + offset),
    offsetMs: () => offset,
    refresh,
    // Moves the stored offset in one statement, so two processes moving it at once both count.
    advance: async (ms) => {
      await db
        .insertInto('meta')
        .values({ key: OFFSET_KEY, value: String(ms) })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: (eb) => eb.cast(eb(eb.cast('meta.value', 'bigint'), '+', ms), 'text') }))
        .execute();
      await refresh();
    },
    stop: async () => {
      clearInterval(timer);
      await reading;
    },
  };
  return clock;
}

/** At most a year and a day forward per call. */
const AdvanceSchema = z.object({
  advanceMs: z
    .number()
    .int()
    .min(0)
    .max(367 * 86_400_000),
});

/** GET /api/dev/clock: { now, offsetMs }; POST { advanceMs }: moves it forward and says where it is. */
export function devClockRoutes(clock: DevClock) {
  const app = new Hono();
  const state = () => ({ now: clock.now().toISOString(), offsetMs: clock.offsetMs() });
  app.get('/', async (c) => {
    await clock.refresh?.();
    return ok(c, state());
  });
  app.post('/', async (c) => {
    const parsed = AdvanceSchema.safeParse(await jsonObjectBody(c));
    if (!parsed.success) return fail(c, 400, 'advanceMs must be a whole number of milliseconds from 0 to a year', { field: 'advanceMs' });
    await clock.advance(parsed.data.advanceMs);
    return ok(c, state());
  });
  return app;
}
