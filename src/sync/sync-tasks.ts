import { $cart, recreateCart } from '../stores/cart.ts';
import { currentToken, onSessionLost, runWithRefreshLock } from '../stores/session.ts';
import { createSyncQueue, type SyncQueue, type SyncQueueOptions, type TaskEvent } from './sync-queue.ts';
import type { NewSyncTask, SyncTask } from './sync-task.ts';

/**
 * The browser's sync-task queue, wired to the session (token, refresh lock, session loss) and the cart
 * (cart id). It processes when started, whenever the browser comes back online (no Background Sync
 * event is relied on), and on demand. Import it where queued work is made (checkout, leads): pages that
 * do not need it do not pay for it.
 *
 *   const task = await enqueueTask({
 *     url: '/graphql',
 *     payload: { method: 'POST', headers: { 'content-type': 'application/json', authorization: 'Bearer {{token}}' },
 *                body: JSON.stringify({ query, variables }) },
 *     callback_event: 'order-placed',
 *     is_result_cacheable: false,
 *   });
 *   onTaskEvent((e) => { if (e.task.task_id === task.task_id) … e.type, e.task.code, e.task.result });
 */
let queue: SyncQueue | null = null;
let wired = false;
let cartRecreator: SyncQueueOptions['recreateCart'] = recreateCart;

function syncQueue(): SyncQueue {
  queue ??= createSyncQueue({
    token: currentToken,
    cartId: () => $cart.get().cartId,
    recreateCart: () => cartRecreator?.() ?? Promise.resolve(null),
    runLocked: runWithRefreshLock,
  });
  return queue;
}

/** Starts the queue once in this page: process now, on every `online` event, and clear on session loss. */
export function startSyncTasks(): void {
  if (wired || typeof window === 'undefined') return;
  wired = true;
  onSessionLost(() => void syncQueue().clearUntransmitted());
  window.addEventListener('online', () => void syncQueue().processQueue());
  if (navigator.onLine) void syncQueue().processQueue();
}

/** How a task that needs a cart id gets a new server cart when there is none (the cart store's, unless replaced). */
export function useCartRecreator(recreate: () => Promise<string | null>): void {
  cartRecreator = recreate;
}

/** Stores the task, not transmitted, and sends it right away when the browser is online. */
export async function enqueueTask(input: NewSyncTask): Promise<SyncTask> {
  startSyncTasks();
  const task = await syncQueue().enqueueTask(input);
  if (typeof navigator === 'undefined' || navigator.onLine) void syncQueue().processQueue();
  return task;
}

export const processQueue = (): Promise<void> => syncQueue().processQueue();
export const syncTasks = (): Promise<SyncTask[]> => syncQueue().tasks();
export const acknowledgeTask = (taskId: string): Promise<void> => syncQueue().acknowledgeTask(taskId);
export const onTaskEvent = (listener: (event: TaskEvent) => void): (() => void) => syncQueue().onTaskEvent(listener);
