import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test-utils/account-upstream.ts';
import { startTestUpstream } from '../../test-utils/upstream.ts';
import { sharedDevClock } from './dev-clock.ts';

/**
 * The development clock every process of a shop shares (issue 21): moved through one upstream's route,
 * another process's clock (a second clock over the same database) reads the same time.
 */
let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
beforeAll(async () => {
  upstream = await startTestUpstream(0, { env: { DEV_TOOLS: '1' } });
});
afterAll(async () => {
  await upstream?.close();
});

describe('the shared development clock', () => {
  it('moves for another process too, and two moves at once both count', async () => {
    const other = sharedDevClock(upstream.db, { everyMs: 60_000 });
    try {
      await other.refresh();
      expect(other.offsetMs()).toBe(0);
      const moved = await api(upstream.url, '/api/dev/clock', { body: { advanceMs: 3_600_000 } });
      expect(moved.body.result.offsetMs).toBe(3_600_000);

      await other.refresh();
      expect(other.offsetMs()).toBe(3_600_000);
      expect(other.now().getTime() - Date.now()).toBeGreaterThan(3_590_000);

      await Promise.all([other.advance(60_000), api(upstream.url, '/api/dev/clock', { body: { advanceMs: 1_000 } })]);
      await other.refresh();
      expect(other.offsetMs()).toBe(3_661_000);
      expect((await api(upstream.url, '/api/dev/clock')).body.result.offsetMs).toBe(3_661_000);
    } finally {
      await other.stop();
    }
  });

  it('starts a new process at the offset the shop has, not at the real time', async () => {
    const fresh = sharedDevClock(upstream.db, { everyMs: 60_000 });
    try {
      await fresh.refresh();
      expect(fresh.offsetMs()).toBeGreaterThanOrEqual(3_661_000);
    } finally {
      await fresh.stop();
    }
  });
});
