/**
 * The token-refresh lock of storefront.md §4: 0 idle, above 0 refreshing, below 0 failed.
 *
 * - A task runs with the current token. When the server says the token is no good (UNAUTHENTICATED),
 *   the first such task takes the lock (1) and refreshes; tasks that arrive meanwhile wait
 *   1 second at a time and then run with the new token, so one refresh serves them all.
 * - A call that cannot be rerun by `run` (urql's auth exchange, session.ts) asks `refreshSince` with the
 *   generation it read its token in: it joins the refresh running, or is told at once that a refresh
 *   since has brought a new token, so the two share one refresh.
 * - On success the lock returns to 0. On failure it is -1: every waiting and later task is aborted
 *   with a 401 result, and `onFailure` runs once (silent logout, the sign-up modal, untransmitted
 *   tasks cleared). `reset()` (a new sign-in) makes the lock usable again.
 */
export type TaskResult<T> = { ok: true; value: T } | { ok: false; status: 401 } | { ok: false; status: 'error'; error: unknown };

export interface RefreshLockOptions {
  /** Exchanges the refresh token for a new session; true when it worked. */
  refresh: () => Promise<boolean>;
  /** Called once when a refresh fails (the lock goes to -1). */
  onFailure: () => void;
  /** storefront.md §9: token-refresh retry wait 1000 ms. */
  waitMs?: number;
  /** How long a task waits for a running refresh before giving up (aborted with 401). */
  maxWaits?: number;
  sleep?: (ms: number) => Promise<void>;
}

/** What a task reports: its value, or that the server refused the token. */
export type Attempt<T> = { ok: true; value: T } | { ok: false; unauthenticated: true };

export interface RefreshLock {
  /** The lock's value: 0 idle, above 0 refreshing, below 0 failed. */
  readonly state: number;
  /** How many refreshes have worked: a call notes it with the token it reads, and hands it to `refreshSince`. */
  readonly generation: number;
  /** Runs a task that reads the current token itself; refreshes once on UNAUTHENTICATED and retries. */
  run<T>(task: () => Promise<Attempt<T>>): Promise<TaskResult<T>>;
  /**
   * A call made with the token of generation `startedWith` was refused: true when a fresh token is there
   * (refreshed now, by the refresh it joined, or already since that call read its token).
   */
  refreshSince(startedWith: number): Promise<boolean>;
  reset(): void;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createRefreshLock({ refresh, onFailure, waitMs = 1000, maxWaits = 30, sleep = defaultSleep }: RefreshLockOptions): RefreshLock {
  let state = 0;
  /** Counts successful refreshes: a task refused with a token older than the last refresh just runs again. */
  let generation = 0;

  /** Waits while a refresh runs; true when the lock is idle again, false when it failed. */
  async function waitWhileRefreshing(): Promise<boolean> {
    for (let waited = 0; state > 0; waited++) {
      if (waited >= maxWaits) return false;
      await sleep(waitMs);
    }
    return state === 0;
  }

  /** Refreshes, or joins the refresh already running. True when a fresh token is there. */
  async function refreshed(): Promise<boolean> {
    if (state > 0) return waitWhileRefreshing();
    if (state < 0) return false;
    state = 1;
    let worked = false;
    try {
      worked = await refresh();
    } catch {
      worked = false;
    }
    if (worked) generation++;
    state = worked ? 0 : -1;
    if (!worked) onFailure();
    return worked;
  }

  /** Refused with a token that a refresh has replaced meanwhile: no refresh, the new token is there. */
  function refreshSince(startedWith: number): Promise<boolean> {
    if (generation !== startedWith && state === 0) return Promise.resolve(true);
    return refreshed();
  }

  async function run<T>(task: () => Promise<Attempt<T>>): Promise<TaskResult<T>> {
    if (state > 0 && !(await waitWhileRefreshing())) return { ok: false, status: 401 };
    if (state < 0) return { ok: false, status: 401 };
    try {
      const startedWith = generation;
      const first = await task();
      if (first.ok) return first;
      if (!(await refreshSince(startedWith))) return { ok: false, status: 401 };
      const second = await task();
      // A token refused right after a refresh is not refreshed again: the session is gone.
      return second.ok ? second : { ok: false, status: 401 };
    } catch (error) {
      return { ok: false, status: 'error', error };
    }
  }

  return {
    get state() {
      return state;
    },
    get generation() {
      return generation;
    },
    run,
    refreshSince,
    reset() {
      state = 0;
    },
  };
}
