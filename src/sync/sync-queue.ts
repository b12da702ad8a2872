import { createStore, del, get, set, type UseStore, values } from 'idb-keyval';
import { randomId } from '../lib/random-id.ts';
import type { Attempt, TaskResult } from '../lib/refresh-lock.ts';
import { createTask, fillPlaceholders, type NewSyncTask, needsCartId, type SyncTask } from './sync-task.ts';
import { readReply, type TaskReply } from './task-reply.ts';

/**
 * The sync-task queue of storefront.md §3/§4 over IndexedDB (store `syncTasks`, through idb-keyval):
 *
 * - `enqueueTask` stores a task, not transmitted. `processQueue` sends the untransmitted tasks in the
 *   order they were made; a task that got an answer is marked transmitted with its result and code,
 *   then kept if `is_result_cacheable` (until acknowledged), otherwise removed.
 * - A task already running is never started twice: one run at a time in a tab (a call during a run
 *   joins it and asks for another pass), and across tabs a Web Lock per task (`navigator.locks`), under
 *   which the task is read again, so one that another tab has just sent is not sent again.
 * - {{token}} and {{cartId}} in the url and headers are filled at send time from the providers. A task
 *   that needs a cart id when there is none asks `recreateCart` for a new cart; without one it waits.
 * - Every send goes through the token-refresh lock: a token refused is refreshed once for all waiting
 *   tasks; a 401 after a failed refresh aborts the task with a 401 result and ends the run (the
 *   session's loss clears the untransmitted tasks, `clearUntransmitted`).
 * - A network failure leaves the task untransmitted: it is tried `maxNetworkTaskAttempts` times per
 *   run (§9, default 1) and stays queued for the next run, never dropped. A reply that is not JSON
 *   ('Error with response - bad content-type!') leaves it queued as well.
 * - A server error is not an answer either: HTTP 5xx, or a GraphQL error whose code says the server
 *   (not the request) failed (`SERVER_ERROR_CODES`: the upstream down, an internal error). The task stays
 *   queued ('The order can not be transferred because of a server error, so the order has been queued').
 * - Listeners hear `transmitted` (with result and code), `pending` (tried, still queued) and `failed`
 *   (for good: refused after a failed refresh, or cleared when the session was lost).
 *
 * For work that must outlive a session and be kept unreadable on the phone (issue 17: a staff user's
 * leads), a queue can also:
 * - `prepare` a task at send time: the hook gets the stored task and returns what to send in place of
 *   its payload (a body decrypted from the stored ciphertext, a FormData with a file, other headers), or
 *   null to leave the task queued untouched (`pending`, reason 'not-ready': its owner is not signed in,
 *   no key, a lead without its sid yet). A hook that throws counts as null.
 * - keep a task refused after a failed refresh (`keepUnauthorized`): it stays queued (`pending`, reason
 *   'unauthorized') for the next session of its owner, instead of being dropped with a 401 result.
 * - say which answers mean "try later" (`retryCodes`, by default SERVER_ERROR_CODES).
 * - keep one task per `key`: enqueuing a task replaces every task of the same key that is not
 *   transmitted and not being sent (in this tab, or in another under the task's Web Lock); a task being
 *   sent is left to finish and the new one goes after it.
 */
export type TaskEvent =
  | { type: 'transmitted'; event: string; task: SyncTask }
  | { type: 'pending'; event: string; task: SyncTask; reason: PendingReason }
  | { type: 'failed'; event: string; task: SyncTask; reason: 'unauthorized' | 'session-lost' };

export type PendingReason = 'network' | 'bad-response' | 'cart-missing' | 'server-error' | 'not-ready' | 'unauthorized';

/** What `prepare` gives in place of a task's stored payload at send time ({{token}} is still filled in the headers). */
export interface PreparedSend {
  body?: BodyInit;
  headers?: Record<string, string>;
}

/** What the queue needs of `navigator.locks` (the Web Locks API). */
export interface TaskLocks {
  request<T>(name: string, options: { ifAvailable: true }, callback: (lock: unknown) => Promise<T>): Promise<T>;
}

export interface SyncQueueOptions {
  /** The access token to put in place of {{token}} ('' for a guest). */
  token: () => string | null;
  /** The server cart's id to put in place of {{cartId}}. */
  cartId: () => string | null;
  /** Makes a new server cart when a task needs one and there is none; its id, or null. */
  recreateCart?: () => Promise<string | null>;
  /** The token-refresh lock (session.ts `runWithRefreshLock`). */
  runLocked: <T>(task: () => Promise<Attempt<T>>) => Promise<TaskResult<T>>;
  store?: UseStore;
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  locks?: TaskLocks | null;
  /** storefront.md §9 queues.maxNetworkTaskAttempts: sends of one task per run when the network fails. */
  maxNetworkTaskAttempts?: number;
  now?: () => number;
  newId?: () => string;
  /** Called before each send of a task: what to send instead of its stored body and headers, or null to leave it queued. */
  prepare?: (task: SyncTask) => Promise<PreparedSend | null>;
  /** A task refused after a failed refresh stays queued (reason 'unauthorized') instead of being dropped. */
  keepUnauthorized?: boolean;
  /** Answers (codes) after which a task stays queued, to be sent again; SERVER_ERROR_CODES by default. */
  retryCodes?: ReadonlySet<string | number>;
}

export interface SyncQueue {
  enqueueTask(input: NewSyncTask): Promise<SyncTask>;
  processQueue(): Promise<void>;
  /** Every task in the store, oldest first (transmitted cacheable ones included). */
  tasks(): Promise<SyncTask[]>;
  /** The caller has read a kept result: the task goes. */
  acknowledgeTask(taskId: string): Promise<void>;
  /** Removes every task not yet transmitted (the session was lost). */
  clearUntransmitted(): Promise<SyncTask[]>;
  onTaskEvent(listener: (event: TaskEvent) => void): () => void;
}

/** The refresh-failure message of storefront.md §8, the result of a task aborted with 401. */
export const UNAUTHORIZED_RESULT = 'Error refreshing user token. User is not authorized to access the resource';
export const DEFAULT_MAX_NETWORK_TASK_ATTEMPTS = 1;
/** Answers that mean the server failed, not that it refused the task: the task is sent again later. */
export const SERVER_ERROR_CODES: ReadonlySet<string | number> = new Set([
  'UPSTREAM_UNAVAILABLE',
  'UPSTREAM_BAD_RESPONSE',
  'INTERNAL_SERVER_ERROR',
  500,
  502,
  503,
  504,
]);
const LOCK_PREFIX = 'pharmacy-sync-task:';

let defaultStore: UseStore | undefined;
export function syncTaskStore(): UseStore {
  defaultStore ??= createStore('pharmacy-syncTasks', 'syncTasks');
  return defaultStore;
}

/**
 * Removes the untransmitted tasks from the store without a queue: a page that signs the user out may
 * not have loaded the queue, and a task queued by one user must never go out with the next user's token.
 */
export async function clearStoredUntransmitted(store = syncTaskStore()): Promise<void> {
  const stored = (await values<SyncTask>(store)) as SyncTask[];
  await Promise.all(stored.filter((task) => !task.transmited).map((task) => del(task.task_id, store)));
}

export function createSyncQueue(options: SyncQueueOptions): SyncQueue {
  const store = options.store ?? syncTaskStore();
  const send = options.fetch ?? ((url: string, init: RequestInit) => fetch(url, init));
  const locks = options.locks === undefined ? (typeof navigator !== 'undefined' ? ((navigator as { locks?: TaskLocks }).locks ?? null) : null) : options.locks;
  const maxAttempts = Math.max(1, options.maxNetworkTaskAttempts ?? DEFAULT_MAX_NETWORK_TASK_ATTEMPTS);
  const now = options.now ?? Date.now;
  const newId = options.newId ?? randomId;
  const retryCodes = options.retryCodes ?? SERVER_ERROR_CODES;
  const listeners = new Set<(event: TaskEvent) => void>();
  const running = new Set<string>();
  let run: Promise<void> | null = null;
  let again = false;

  const emit = (event: TaskEvent) => {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        console.error('[sync-tasks] a listener failed', error);
      }
    }
  };
  const all = async () => ((await values<SyncTask>(store)) as SyncTask[]).sort((a, b) => a.created_at - b.created_at || a.task_id.localeCompare(b.task_id));

  /** One send through the refresh lock; the placeholders take the token of the moment (a refreshed one on the retry). */
  async function sendOnce(task: SyncTask, cartId: string, prepared: PreparedSend | null): Promise<TaskResult<TaskReply>> {
    return options.runLocked(async () => {
      const filled = prepared?.headers ? { ...task, payload: { ...task.payload, headers: prepared.headers } } : task;
      const { url, headers } = fillPlaceholders(filled, { token: options.token() ?? '', cartId });
      const { method, mode } = task.payload;
      const body = prepared && 'body' in prepared ? prepared.body : task.payload.body;
      const response = await send(url, { method, headers, ...(body === undefined ? {} : { body }), ...(mode ? { mode } : {}) });
      const reply = await readReply(response);
      return reply.kind === 'unauthenticated' ? { ok: false, unauthenticated: true } : { ok: true, value: reply };
    });
  }

  async function keepPending(task: SyncTask, reason: PendingReason, change: Partial<SyncTask> = {}): Promise<void> {
    const pending = { ...task, ...change, updated_at: now() };
    if (await get(task.task_id, store)) await set(task.task_id, pending, store);
    emit({ type: 'pending', event: task.callback_event, task: pending, reason });
  }

  /** Sends one task; 'stop' when the session is gone (a 401 after a failed refresh): nothing else goes in this run. */
  async function processTask(taskId: string): Promise<'stop' | undefined> {
    // Read again under the lock: another tab may have sent it, or the session's loss cleared it.
    const task = await get<SyncTask>(taskId, store);
    if (!task || task.transmited) return;
    let cartId = '';
    if (needsCartId(task)) {
      cartId = options.cartId() ?? (await options.recreateCart?.().catch(() => null)) ?? '';
      if (!cartId) {
        await keepPending(task, 'cart-missing');
        return;
      }
    }
    let prepared: PreparedSend | null = null;
    if (options.prepare) {
      prepared = await options.prepare(task).catch((error: unknown) => {
        console.error('[sync-tasks] a task could not be prepared', error);
        return null;
      });
      if (!prepared) {
        emit({ type: 'pending', event: task.callback_event, task, reason: 'not-ready' });
        return;
      }
    }
    for (let attempt = 1; ; attempt++) {
      const sent = await sendOnce(task, cartId, prepared);
      if (sent.ok && sent.value.kind === 'answer' && (retryCodes.has(sent.value.code) || sent.value.resultCode >= 500)) {
        await keepPending(task, 'server-error', { result: sent.value.result, resultCode: sent.value.resultCode, code: sent.value.code });
        return;
      }
      if (sent.ok && sent.value.kind === 'answer') {
        const { code, result, resultCode } = sent.value;
        const done: SyncTask = { ...task, transmited: true, transmited_at: now(), updated_at: now(), code, result, resultCode };
        if (task.is_result_cacheable) await set(taskId, done, store);
        else await del(taskId, store);
        emit({ type: 'transmitted', event: task.callback_event, task: done });
        return;
      }
      if (sent.ok && sent.value.kind === 'bad-response') {
        await keepPending(task, 'bad-response', { result: sent.value.message, resultCode: sent.value.resultCode });
        return;
      }
      if (!sent.ok && sent.status === 401 && options.keepUnauthorized) {
        await keepPending(task, 'unauthorized');
        return 'stop';
      }
      if (!sent.ok && sent.status === 401) {
        await del(taskId, store);
        const aborted: SyncTask = { ...task, code: 401, resultCode: 401, result: UNAUTHORIZED_RESULT, updated_at: now() };
        emit({ type: 'failed', event: task.callback_event, task: aborted, reason: 'unauthorized' });
        return 'stop';
      }
      if (attempt >= maxAttempts) {
        await keepPending(task, 'network');
        return;
      }
    }
  }

  /** Runs a task unless it is running here or, through a Web Lock, in another tab. */
  async function processGuarded(taskId: string): Promise<'stop' | undefined> {
    if (running.has(taskId)) return;
    running.add(taskId);
    try {
      if (!locks) return await processTask(taskId);
      return await locks.request(`${LOCK_PREFIX}${taskId}`, { ifAvailable: true }, async (lock) => (lock ? processTask(taskId) : undefined));
    } finally {
      running.delete(taskId);
    }
  }

  async function processOnce(): Promise<void> {
    for (const task of await all()) {
      if (!task.transmited && (await processGuarded(task.task_id)) === 'stop') return;
    }
  }

  /** Removes a queued task of the key unless it is being sent (here, or in another tab: its Web Lock is taken). */
  async function dropUnstarted(taskId: string): Promise<void> {
    if (running.has(taskId)) return;
    const drop = async () => {
      const still = await get<SyncTask>(taskId, store);
      if (still && !still.transmited) await del(taskId, store);
    };
    if (!locks) return drop();
    await locks.request(`${LOCK_PREFIX}${taskId}`, { ifAvailable: true }, async (lock) => (lock && !running.has(taskId) ? drop() : undefined));
  }

  return {
    async enqueueTask(input) {
      const task = createTask(input, now(), newId());
      if (input.key !== undefined) {
        for (const other of await all()) if (other.key === input.key && !other.transmited) await dropUnstarted(other.task_id);
      }
      await set(task.task_id, task, store);
      return task;
    },
    processQueue() {
      if (run !== null) {
        again = true;
        return run;
      }
      run = (async () => {
        do {
          again = false;
          await processOnce();
        } while (again);
      })().finally(() => {
        run = null;
      });
      return run;
    },
    tasks: all,
    async acknowledgeTask(taskId) {
      await del(taskId, store);
    },
    async clearUntransmitted() {
      const cleared = (await all()).filter((task) => !task.transmited);
      for (const task of cleared) {
        // The task being sent when the refresh failed reports its own end (aborted with 401).
        const still = await get<SyncTask>(task.task_id, store);
        if (!still || still.transmited || running.has(task.task_id)) continue;
        await del(task.task_id, store);
        emit({ type: 'failed', event: task.callback_event, task, reason: 'session-lost' });
      }
      return cleared;
    },
    onTaskEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
