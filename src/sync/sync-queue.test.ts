import 'fake-indexeddb/auto';
import { createStore, type UseStore } from 'idb-keyval';
import { beforeEach, describe, expect, it } from 'vitest';
import { createRefreshLock, type RefreshLock } from '../lib/refresh-lock.ts';
import {
  clearStoredUntransmitted,
  createSyncQueue,
  type SyncQueue,
  type SyncQueueOptions,
  type TaskEvent,
  type TaskLocks,
  UNAUTHORIZED_RESULT,
} from './sync-queue.ts';
import type { NewSyncTask } from './sync-task.ts';

/**
 * The queue against fake-indexeddb and a scripted server: each test says what the server answers; the
 * refresh lock is the real one (src/lib/refresh-lock.ts) with a refresh the test controls.
 */
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const unauthenticated = () => json({ errors: [{ message: 'Token expired', extensions: { code: 'UNAUTHENTICATED' } }] });

interface Sent {
  url: string;
  headers: Record<string, string>;
  body: string | undefined;
}

let databases = 0;
let store: UseStore;
let sent: Sent[];
let server: (request: Sent) => Promise<Response> | Response;
let token: string | null;
let refreshes: number;
let refreshWorks: boolean;
let sessionLost: number;
let lock: RefreshLock;

beforeEach(() => {
  databases += 1;
  store = createStore(`sync-test-${databases}`, 'syncTasks');
  sent = [];
  server = () => json({ data: { ok: true } });
  token = 'old';
  refreshes = 0;
  refreshWorks = true;
  sessionLost = 0;
  lock = createRefreshLock({
    refresh: async () => {
      refreshes += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (refreshWorks) token = 'new';
      return refreshWorks;
    },
    onFailure: () => {
      sessionLost += 1;
      for (const queue of queues) void queue.clearUntransmitted();
    },
    waitMs: 1,
  });
  queues = [];
});

let queues: SyncQueue[] = [];
function makeQueue(options: Partial<SyncQueueOptions> = {}): { queue: SyncQueue; events: TaskEvent[] } {
  const queue = createSyncQueue({
    store,
    token: () => token,
    cartId: () => 'CART-1',
    runLocked: (task) => lock.run(task),
    locks: null,
    fetch: async (url, init) => {
      const request = { url, headers: init.headers as Record<string, string>, body: init.body as string | undefined };
      sent.push(request);
      return server(request);
    },
    ...options,
  });
  queues.push(queue);
  const events: TaskEvent[] = [];
  queue.onTaskEvent((event) => events.push(event));
  return { queue, events };
}

const order = (n: number, extra: Partial<NewSyncTask> = {}): NewSyncTask => ({
  url: '/graphql',
  payload: {
    method: 'POST',
    headers: { authorization: 'Bearer {{token}}', 'content-type': 'application/json' },
    body: JSON.stringify({ query: `mutation { order${n} }` }),
  },
  callback_event: 'order-placed',
  ...extra,
});

describe('the sync-task queue', () => {
  it('stores a task not transmitted, sends it, marks it transmitted with result and code, and removes it', async () => {
    const { queue, events } = makeQueue();
    const task = await queue.enqueueTask(order(1));
    expect(task).toMatchObject({ transmited: false, transmited_at: null, result: null, code: null, acknowledged: false, callback_event: 'order-placed' });
    expect(await queue.tasks()).toHaveLength(1);
    expect(sent).toHaveLength(0);

    server = () => json({ data: { placeOrder: { id: 'ORD1' } } });
    await queue.processQueue();
    expect(sent).toHaveLength(1);
    expect(events).toEqual([
      {
        type: 'transmitted',
        event: 'order-placed',
        task: expect.objectContaining({ task_id: task.task_id, transmited: true, code: 200, resultCode: 200, result: { placeOrder: { id: 'ORD1' } } }),
      },
    ]);
    expect(events[0]?.task.transmited_at).toEqual(expect.any(Number));
    expect(await queue.tasks()).toEqual([]);
  });

  it.each([
    [true, 1],
    [false, 0],
  ])('keeps a transmitted task with its result when is_result_cacheable is %s (%i kept), until acknowledged', async (cacheable, kept) => {
    const { queue } = makeQueue();
    const task = await queue.enqueueTask(order(1, { is_result_cacheable: cacheable }));
    await queue.processQueue();
    const stored = await queue.tasks();
    expect(stored).toHaveLength(kept);
    if (cacheable) {
      expect(stored[0]).toMatchObject({ task_id: task.task_id, transmited: true, code: 200, result: { ok: true } });
      await queue.processQueue();
      expect(sent).toHaveLength(1); // a transmitted task is never sent again
      await queue.acknowledgeTask(task.task_id);
      expect(await queue.tasks()).toEqual([]);
    }
  });

  it('fills {{token}} and {{cartId}} at send time, with the token of that moment', async () => {
    const { queue } = makeQueue();
    await queue.enqueueTask({
      url: '/api/cart/{{cartId}}?token={{token}}',
      payload: { method: 'POST', headers: { authorization: 'Bearer {{token}}', 'x-cart': '{{cartId}}' } },
    });
    token = 'later';
    await queue.processQueue();
    expect(sent[0]).toMatchObject({ url: '/api/cart/CART-1?token=later', headers: { authorization: 'Bearer later', 'x-cart': 'CART-1' } });
  });

  it('never starts a running task twice: two processQueue calls at once send once', async () => {
    const { queue } = makeQueue();
    await queue.enqueueTask(order(1));
    let release = () => {};
    server = () =>
      new Promise((resolve) => {
        release = () => resolve(json({ data: { ok: true } }));
      });
    const first = queue.processQueue();
    const second = queue.processQueue();
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await Promise.all([first, second]);
    expect(sent).toHaveLength(1);
  });

  it('never sends a task twice from two tabs (one Web Lock per task, the task read again under it)', async () => {
    const held = new Set<string>();
    const locks: TaskLocks = {
      async request(name, _options, callback) {
        if (held.has(name)) return callback(null);
        held.add(name);
        try {
          return await callback({ name });
        } finally {
          held.delete(name);
        }
      },
    };
    const tabA = makeQueue({ locks });
    const tabB = makeQueue({ locks });
    await tabA.queue.enqueueTask(order(1));
    await tabA.queue.enqueueTask(order(2));
    server = async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      return json({ data: { ok: true } });
    };
    await Promise.all([tabA.queue.processQueue(), tabB.queue.processQueue(), tabB.queue.processQueue()]);
    expect(sent.map((s) => s.body).sort()).toEqual([JSON.stringify({ query: 'mutation { order1 }' }), JSON.stringify({ query: 'mutation { order2 }' })]);
    expect(await tabB.queue.tasks()).toEqual([]);
  });

  it('refreshes an expired token once for all the tasks waiting since offline, then sends them with the new one', async () => {
    const { queue, events } = makeQueue();
    for (let n = 1; n <= 3; n++) await queue.enqueueTask(order(n));
    server = ({ headers }) => (headers['authorization'] === 'Bearer new' ? json({ data: { ok: true } }) : unauthenticated());
    // Back online: the queue runs, and so does another call of the page through the same lock.
    await Promise.all([queue.processQueue(), lock.run(async () => (token === 'new' ? { ok: true, value: 1 } : { ok: false, unauthenticated: true }))]);
    expect(refreshes).toBe(1);
    expect(events.map((e) => [e.type, e.task.code])).toEqual([
      ['transmitted', 200],
      ['transmitted', 200],
      ['transmitted', 200],
    ]);
    expect(sent.filter((s) => s.headers['authorization'] === 'Bearer new')).toHaveLength(3);
    expect(await queue.tasks()).toEqual([]);
  });

  it('aborts with a 401 result when the refresh fails, and the session loss clears the untransmitted tasks', async () => {
    const { queue, events } = makeQueue();
    const kept = await queue.enqueueTask(order(0, { is_result_cacheable: true }));
    await queue.processQueue();
    for (let n = 1; n <= 3; n++) await queue.enqueueTask(order(n));
    refreshWorks = false;
    server = () => unauthenticated();
    await queue.processQueue();
    await new Promise((resolve) => setTimeout(resolve, 10));

    expect(refreshes).toBe(1);
    expect(sessionLost).toBe(1);
    const ends = events.filter((e) => e.type === 'failed');
    expect(ends.map((e) => e.type === 'failed' && e.reason).sort()).toEqual(['session-lost', 'session-lost', 'unauthorized']);
    expect(ends.find((e) => e.type === 'failed' && e.reason === 'unauthorized')?.task).toMatchObject({ code: 401, result: UNAUTHORIZED_RESULT });
    // Only the transmitted, cacheable result is left.
    expect((await queue.tasks()).map((t) => t.task_id)).toEqual([kept.task_id]);
    expect(sent).toHaveLength(2); // the first task, and one refused try of the next
  });

  it.each([1, 3])('keeps a task whose send fails on the network for the next run (%i attempts a run)', async (attempts) => {
    const { queue, events } = makeQueue({ maxNetworkTaskAttempts: attempts });
    const task = await queue.enqueueTask(order(1));
    server = () => Promise.reject(new TypeError('Failed to fetch'));
    await queue.processQueue();
    expect(sent).toHaveLength(attempts);
    expect(events.map((e) => e.type === 'pending' && e.reason)).toEqual(['network']);
    expect(await queue.tasks()).toEqual([expect.objectContaining({ task_id: task.task_id, transmited: false })]);

    server = () => json({ data: { ok: true } });
    await queue.processQueue();
    expect(events.at(-1)).toMatchObject({ type: 'transmitted', task: { task_id: task.task_id, code: 200 } });
    expect(await queue.tasks()).toEqual([]);
  });

  it('refuses a reply that is not JSON with the spec message, and keeps the task', async () => {
    const { queue, events } = makeQueue();
    await queue.enqueueTask(order(1));
    server = () => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } });
    await queue.processQueue();
    expect(events).toEqual([
      {
        type: 'pending',
        event: 'order-placed',
        reason: 'bad-response',
        task: expect.objectContaining({ result: 'Error with response - bad content-type!', resultCode: 502, transmited: false }),
      },
    ]);
    expect(await queue.tasks()).toEqual([expect.objectContaining({ transmited: false, result: 'Error with response - bad content-type!' })]);
  });

  it('passes the server’s error code on as the task’s code (a refusal is an answer, not a retry)', async () => {
    const { queue, events } = makeQueue();
    await queue.enqueueTask(order(1));
    server = () => json({ data: null, errors: [{ message: 'Only 2 products of this type are available!', extensions: { code: 'STOCK_LIMIT' } }] });
    await queue.processQueue();
    expect(events[0]).toMatchObject({ type: 'transmitted', task: { code: 'STOCK_LIMIT', result: 'Only 2 products of this type are available!' } });
    expect(await queue.tasks()).toEqual([]);
  });

  it.each([
    ['an HTTP 500', () => new Response('{"errors":[{"message":"Internal"}]}', { status: 500, headers: { 'content-type': 'application/json' } })],
    [
      'the upstream down',
      () => json({ data: null, errors: [{ message: 'Server Down! Please Try After Some Time!', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] }),
    ],
    ['an internal error', () => json({ data: null, errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] })],
  ])('keeps a task the server failed on (%s), and sends it again on the next run', async (_label, failure) => {
    const { queue, events } = makeQueue();
    await queue.enqueueTask(order(1));
    server = failure;
    await queue.processQueue();
    expect(events).toMatchObject([{ type: 'pending', reason: 'server-error' }]);
    expect(await queue.tasks()).toMatchObject([{ transmited: false }]);
    server = () => json({ data: { ok: true } });
    await queue.processQueue();
    expect(events[1]).toMatchObject({ type: 'transmitted', task: { code: 200 } });
    expect(sent).toHaveLength(2);
    expect(await queue.tasks()).toEqual([]);
  });

  it.each([
    ['a new cart from recreateCart', async (): Promise<string | null> => 'CART-NEW', 'transmitted', '/api/cart/CART-NEW'],
    ['no cart to be had', async (): Promise<string | null> => null, 'pending', null],
  ] as const)('re-creates a missing cart for a task that needs its id: %s', async (_, recreateCart, outcome, url) => {
    const { queue, events } = makeQueue({ cartId: () => null, recreateCart });
    await queue.enqueueTask({ url: '/api/cart/{{cartId}}', payload: { method: 'POST', headers: {} } });
    await queue.processQueue();
    expect(events[0]?.type).toBe(outcome);
    expect(sent[0]?.url ?? null).toBe(url);
    expect(await queue.tasks()).toHaveLength(outcome === 'pending' ? 1 : 0);
  });

  it('sends in the order the tasks were made, and picks up a task made during a run', async () => {
    let clock = 1000;
    const { queue } = makeQueue({ now: () => clock++ });
    await queue.enqueueTask(order(1));
    await queue.enqueueTask(order(2));
    let enqueued = false;
    server = async () => {
      if (!enqueued) {
        enqueued = true;
        await queue.enqueueTask(order(3));
        void queue.processQueue();
      }
      return json({ data: { ok: true } });
    };
    await queue.processQueue();
    expect(sent.map((s) => JSON.parse(s.body ?? '{}').query)).toEqual(['mutation { order1 }', 'mutation { order2 }', 'mutation { order3 }']);
  });

  it('clears the untransmitted tasks from the store even where no queue runs (sign-out on another page)', async () => {
    const { queue } = makeQueue();
    const kept = await queue.enqueueTask(order(0, { is_result_cacheable: true }));
    await queue.processQueue();
    await queue.enqueueTask(order(1));
    await clearStoredUntransmitted(store);
    expect((await queue.tasks()).map((t) => t.task_id)).toEqual([kept.task_id]);
  });
});

describe('the queue for work kept past a session (issue 17: a staff user’s leads)', () => {
  it('sends what prepare gives at send time (the stored body stays as stored), and leaves the task queued when prepare says not yet', async () => {
    let ready = false;
    const prepared: string[] = [];
    const { queue, events } = makeQueue({
      prepare: async (task) => {
        prepared.push(task.task_id);
        return ready ? { body: `clear:${task.payload.body}`, headers: { authorization: 'Bearer {{token}}', 'x-kind': 'lead' } } : null;
      },
    });
    const task = await queue.enqueueTask({ url: '/graphql', payload: { method: 'POST', headers: { authorization: 'Bearer {{token}}' }, body: 'CIPHERTEXT' } });
    await queue.processQueue();
    expect(sent).toEqual([]);
    expect(events).toMatchObject([{ type: 'pending', reason: 'not-ready', task: { task_id: task.task_id } }]);
    expect(await queue.tasks()).toEqual([
      expect.objectContaining({ task_id: task.task_id, transmited: false, payload: expect.objectContaining({ body: 'CIPHERTEXT' }) }),
    ]);

    ready = true;
    await queue.processQueue();
    expect(sent).toEqual([{ url: '/graphql', headers: { authorization: 'Bearer old', 'x-kind': 'lead' }, body: 'clear:CIPHERTEXT' }]);
    expect(events.at(-1)).toMatchObject({ type: 'transmitted', task: { task_id: task.task_id, code: 200 } });
    expect(prepared).toEqual([task.task_id, task.task_id]);
  });

  it('counts a prepare that throws (a key that cannot read the body) as not ready: nothing is sent, the task stays', async () => {
    const { queue, events } = makeQueue({
      prepare: async () => {
        throw new Error('The operation failed for an operation-specific reason');
      },
    });
    await queue.enqueueTask(order(1));
    await queue.processQueue();
    expect(sent).toEqual([]);
    expect(events).toMatchObject([{ type: 'pending', reason: 'not-ready' }]);
    expect(await queue.tasks()).toHaveLength(1);
  });

  it('keeps a task refused after a failed refresh when told to (keepUnauthorized), stops the run, and sends it in the next session', async () => {
    let clock = 1;
    const { queue, events } = makeQueue({ keepUnauthorized: true, now: () => clock++ });
    // Nothing clears this queue when the session is lost (the harness's lock clears the others).
    queues = queues.filter((q) => q !== queue);
    const first = await queue.enqueueTask(order(1));
    const second = await queue.enqueueTask(order(2));
    refreshWorks = false;
    server = () => unauthenticated();
    await queue.processQueue();
    expect(refreshes).toBe(1);
    expect(events).toMatchObject([{ type: 'pending', reason: 'unauthorized', task: { task_id: first.task_id } }]);
    expect(sent).toHaveLength(1);
    expect((await queue.tasks()).map((t) => [t.task_id, t.transmited])).toEqual([
      [first.task_id, false],
      [second.task_id, false],
    ]);

    // The owner signs in again: a new token, the lock usable again.
    lock.reset();
    token = 'next-session';
    server = ({ headers }) => (headers['authorization'] === 'Bearer next-session' ? json({ data: { ok: true } }) : unauthenticated());
    await queue.processQueue();
    expect(events.filter((e) => e.type === 'transmitted').map((e) => e.task.task_id)).toEqual([first.task_id, second.task_id]);
    expect(await queue.tasks()).toEqual([]);
  });

  it('retries the answers it is told to (retryCodes), and takes the others as answers', async () => {
    const { queue, events } = makeQueue({ retryCodes: new Set(['TOO_MANY_REQUESTS', ...['UPSTREAM_UNAVAILABLE']]) });
    await queue.enqueueTask(order(1));
    server = () => json({ data: null, errors: [{ message: 'Too many leads saved in a short time.', extensions: { code: 'TOO_MANY_REQUESTS' } }] });
    await queue.processQueue();
    expect(events).toMatchObject([{ type: 'pending', reason: 'server-error' }]);
    server = () => json({ data: null, errors: [{ message: 'A lead with this mobile number already exists', extensions: { code: 'BAD_USER_INPUT' } }] });
    await queue.processQueue();
    expect(events[1]).toMatchObject({ type: 'transmitted', task: { code: 'BAD_USER_INPUT', result: 'A lead with this mobile number already exists' } });
    expect(await queue.tasks()).toEqual([]);
  });

  it('keeps one task per key: a newer one replaces the queued one, and tasks of other keys or without a key stay', async () => {
    let clock = 1;
    const { queue } = makeQueue({ now: () => clock++ });
    await queue.enqueueTask(order(1, { key: 'lead-A' }));
    const other = await queue.enqueueTask(order(2, { key: 'lead-B' }));
    const plain = await queue.enqueueTask(order(3));
    const newer = await queue.enqueueTask(order(4, { key: 'lead-A' }));
    expect((await queue.tasks()).map((t) => t.task_id)).toEqual([other.task_id, plain.task_id, newer.task_id]);
    await queue.processQueue();
    expect(sent.map((s) => JSON.parse(s.body ?? '{}').query)).toEqual(['mutation { order2 }', 'mutation { order3 }', 'mutation { order4 }']);
  });

  it('does not replace a task of the key that is being sent (here or in another tab): the newer one goes after it', async () => {
    const held = new Set<string>();
    const locks: TaskLocks = {
      async request(name, _options, callback) {
        if (held.has(name)) return callback(null);
        held.add(name);
        try {
          return await callback({ name });
        } finally {
          held.delete(name);
        }
      },
    };
    const tabA = makeQueue({ locks });
    const tabB = makeQueue({ locks });
    await tabA.queue.enqueueTask(order(1, { key: 'lead-A' }));
    let release = () => {};
    server = () =>
      new Promise((resolve) => {
        release = () => resolve(json({ data: { ok: true } }));
      });
    const sending = tabA.queue.processQueue();
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Tab A sends the first change; both tabs make a newer one meanwhile.
    await tabA.queue.enqueueTask(order(2, { key: 'lead-A' }));
    await tabB.queue.enqueueTask(order(3, { key: 'lead-A' }));
    server = () => json({ data: { ok: true } });
    release();
    await sending;
    await tabA.queue.processQueue();
    // The first was sent whole; of the two newer ones only the newest is left to send.
    expect(sent.map((s) => JSON.parse(s.body ?? '{}').query)).toEqual(['mutation { order1 }', 'mutation { order3 }']);
    expect(await tabA.queue.tasks()).toEqual([]);
  });

  it('leaves tasks without the new options exactly as before: dropped with a 401 result after a failed refresh', async () => {
    const { queue, events } = makeQueue();
    await queue.enqueueTask(order(1, { key: 'k' }));
    refreshWorks = false;
    server = () => unauthenticated();
    await queue.processQueue();
    expect(events).toMatchObject([{ type: 'failed', reason: 'unauthorized', task: { code: 401, result: UNAUTHORIZED_RESULT } }]);
    expect(await queue.tasks()).toEqual([]);
  });
});
