import { describe, expect, it } from 'vitest';
import { type Attempt, createRefreshLock } from './refresh-lock.ts';

/** A server that accepts only the current token, and a refresh that issues the next one. */
function world({ refreshWorks = true, refreshDelayMs = 0 } = {}) {
  let serverToken = 'token-1';
  let clientToken = 'token-0'; // expired
  const calls = { refresh: 0, failure: 0, sleeps: [] as number[] };
  const lock = createRefreshLock({
    refresh: async () => {
      calls.refresh++;
      await new Promise((resolve) => setTimeout(resolve, refreshDelayMs));
      if (!refreshWorks) return false;
      clientToken = serverToken;
      return true;
    },
    onFailure: () => {
      calls.failure++;
    },
    sleep: async (ms) => {
      calls.sleeps.push(ms);
      await new Promise((resolve) => setTimeout(resolve, 5));
    },
  });
  const task = (name: string) => async (): Promise<Attempt<string>> =>
    clientToken === serverToken ? { ok: true, value: `${name} with ${clientToken}` } : { ok: false, unauthenticated: true };
  return {
    lock,
    calls,
    task,
    expireServerToken: () => {
      serverToken = `${serverToken}+`;
    },
  };
}

describe('the token-refresh lock (storefront.md §4)', () => {
  it('runs a task with a good token without refreshing', async () => {
    const w = world();
    await w.lock.run(w.task('warm-up'));
    w.calls.refresh = 0;
    expect(await w.lock.run(w.task('a'))).toEqual({ ok: true, value: 'a with token-1' });
    expect(w.calls.refresh).toBe(0);
    expect(w.lock.state).toBe(0);
  });

  it('refreshes once for ten concurrent tasks, which all run again with the new token', async () => {
    const w = world({ refreshDelayMs: 30 });
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => w.lock.run(w.task(`t${i}`))));
    expect(w.calls.refresh).toBe(1);
    expect(results.every((r) => r.ok)).toBe(true);
    expect(results.map((r) => (r.ok ? r.value : ''))).toEqual(Array.from({ length: 10 }, (_, i) => `t${i} with token-1`));
    expect(w.lock.state).toBe(0);
  });

  it('does not refresh again for a slow task refused with the old token after the refresh finished', async () => {
    const w = world();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The slow task's request leaves with the expired token, and its answer arrives after the refresh.
    const slow = w.lock.run(async () => {
      const answer = await w.task('slow')();
      await gate;
      return answer;
    });
    expect(await w.lock.run(w.task('fast'))).toEqual({ ok: true, value: 'fast with token-1' });
    release();
    expect(await slow).toEqual({ ok: true, value: 'slow with token-1' });
    expect(w.calls.refresh).toBe(1);
  });

  it('shares one refresh between run() and refreshSince() (the queue and urql), and skips it for a token refreshed since', async () => {
    const w = world({ refreshDelayMs: 30 });
    const before = w.lock.generation;
    const [queued, urql] = await Promise.all([w.lock.run(w.task('queue')), w.lock.refreshSince(before)]);
    expect(queued).toEqual({ ok: true, value: 'queue with token-1' });
    expect(urql).toBe(true);
    expect(w.calls.refresh).toBe(1);
    // A call refused with the token of before the refresh: the new token is there, no second refresh.
    expect(await w.lock.refreshSince(before)).toBe(true);
    expect(w.calls.refresh).toBe(1);
    // Refused with the current token: the one refresh it asks for.
    expect(await w.lock.refreshSince(w.lock.generation)).toBe(true);
    expect(w.calls.refresh).toBe(2);
  });

  it('makes tasks that start during a refresh wait 1 s at a time (lock above 0)', async () => {
    const w = world({ refreshDelayMs: 40 });
    const first = w.lock.run(w.task('first'));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(w.lock.state).toBeGreaterThan(0);
    const late = await w.lock.run(w.task('late'));
    expect(late).toEqual({ ok: true, value: 'late with token-1' });
    expect(w.calls.sleeps.length).toBeGreaterThan(0);
    expect(new Set(w.calls.sleeps)).toEqual(new Set([1000]));
    await first;
    expect(w.calls.refresh).toBe(1);
  });

  it('aborts every task with 401 when the refresh fails, calls onFailure once, and refuses later tasks', async () => {
    const w = world({ refreshWorks: false, refreshDelayMs: 20 });
    const results = await Promise.all(Array.from({ length: 5 }, (_, i) => w.lock.run(w.task(`t${i}`))));
    expect(results).toEqual(Array.from({ length: 5 }, () => ({ ok: false, status: 401 })));
    expect(w.calls.refresh).toBe(1);
    expect(w.calls.failure).toBe(1);
    expect(w.lock.state).toBeLessThan(0);
    expect(await w.lock.run(w.task('later'))).toEqual({ ok: false, status: 401 });
    expect(w.calls.refresh).toBe(1);
  });

  it('is usable again after reset (a new sign-in)', async () => {
    const w = world({ refreshWorks: false });
    await w.lock.run(w.task('a'));
    expect(w.lock.state).toBe(-1);
    w.lock.reset();
    expect(w.lock.state).toBe(0);
  });

  it('refreshes again when the token expires later, not on every call', async () => {
    const w = world();
    await w.lock.run(w.task('a'));
    await w.lock.run(w.task('b'));
    expect(w.calls.refresh).toBe(1);
    w.expireServerToken();
    // The refresh hands out the server's current token again.
    expect(await w.lock.run(w.task('c'))).toEqual({ ok: true, value: 'c with token-1+' });
    expect(w.calls.refresh).toBe(2);
  });

  it('treats a token refused right after a refresh as a lost session (no refresh loop)', async () => {
    let refreshes = 0;
    const lock = createRefreshLock({
      refresh: async () => {
        refreshes++;
        return true;
      },
      onFailure: () => {},
      sleep: async () => {},
    });
    expect(await lock.run(async () => ({ ok: false as const, unauthenticated: true as const }))).toEqual({ ok: false, status: 401 });
    expect(refreshes).toBe(1);
  });

  it('reports a task that throws as an error, without touching the lock', async () => {
    const w = world();
    const result = await w.lock.run(async () => {
      throw new Error('network');
    });
    expect(result.ok).toBe(false);
    expect(result.ok === false && result.status).toBe('error');
    expect(w.lock.state).toBe(0);
  });
});
