import { Hono } from 'hono';
import { z } from 'zod';
import { fail, ok } from '../http/envelope.ts';
import { jsonObjectBody } from '../http/json-body.ts';

/**
 * The upstream's movable clock for development (DEV_TOOLS only; issue 18): the browser tests move it
 * forward to see a scheduled page or banner reach the shop without waiting. It only moves forward,
 * and only in this process (restarting the upstream puts it back to the real time).
 */
export interface DevClock {
  now: () => Date;
  offsetMs: () => number;
  advance: (ms: number) => void;
}

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
  app.get('/', (c) => ok(c, state()));
  app.post('/', async (c) => {
    const parsed = AdvanceSchema.safeParse(await jsonObjectBody(c));
    if (!parsed.success) return fail(c, 400, 'advanceMs must be a whole number of milliseconds from 0 to a year', { field: 'advanceMs' });
    clock.advance(parsed.data.advanceMs);
    return ok(c, state());
  });
  return app;
}
