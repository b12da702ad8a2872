import { cartHash } from '../../../domain/cart-merge.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { formatRupees } from '../../../domain/money.ts';
import type { OrderFieldsFragment } from '../../gql/graphql.ts';
import { CHECKOUT_CART_QUERY } from '../../graphql/cart.ts';
import { PLACE_ORDER } from '../../graphql/orders.ts';
import { graphqlEndpoint, persistedOperation } from '../../lib/graphql-client.ts';
import { acknowledgeTask, enqueueTask, onTaskEvent, processQueue, syncTasks } from '../../sync/sync-tasks.ts';
import { syncCart } from '../cart.ts';
import { browserOffline } from '../network.ts';
import { addNotification } from '../notifications.ts';
import { $session, runAuthed } from '../session.ts';
import {
  $offlineOrders,
  keepOrder,
  keptOrder,
  keptOrders,
  OFFLINE_ORDER_MAX_AGE_MS,
  type OfflineOrder,
  orderSummary,
  refreshKeptOrders,
  removeKeptOrder,
} from './store.ts';

/**
 * Sending the orders placed while the network or the server is down (storefront.md §1, §4 "Checkout
 * and orders", §8, §9 offline order delay up to 72 hours). Such an order is kept on the phone (store.ts)
 * and sent through the sync-task queue when the connection returns. The task is the HTTP request itself
 * (the spec's sync task, kept in IndexedDB across pages and builds), so it is not an urql operation; its
 * body is the persisted request urql sends too, and it refreshes through the same lock:
 *
 * - automatically when `orders.offline_orders.automatic_transmission_enabled` is on
 *   (PUBLIC_OFFLINE_ORDERS_AUTO, on unless `0`) or the customer is on the thank-you page; otherwise a
 *   notification asks whether to send it;
 * - but first the server cart is read again: when its lines, stock or total changed since the customer
 *   pressed Place order, the customer is told the new total and the order waits for their go;
 * - the client order id is the one of the first press, so however often it is sent (a dropped answer, a
 *   500, two tabs) the server creates it once; after it, the cart is reloaded from the server;
 * - older than 72 hours, it is not sent: the customer is told to check out again.
 */

/** While a page is open, a queued order is tried again this often (the server may come back without an `online` event). */
export const OFFLINE_ORDER_RETRY_MS = 20_000;

const ORDER_EVENT = 'order-placed';

export const AUTOMATIC_TRANSMISSION = import.meta.env?.PUBLIC_OFFLINE_ORDERS_AUTO !== '0';

/** Called with the order once the server has placed it (the checkout moves to the thank-you page). */
const placedListeners = new Set<(order: OfflineOrder) => void>();
export function onOfflineOrderPlaced(listener: (order: OfflineOrder) => void): () => void {
  placedListeners.add(listener);
  return () => placedListeners.delete(listener);
}

/** The server's answer to a sent order: placed (the cart is reloaded from the server) or refused. */
async function settle(order: OfflineOrder, code: number | string | null, result: unknown): Promise<void> {
  if (code === 200) {
    const placed = (result as { placeOrder?: OrderFieldsFragment } | null)?.placeOrder;
    const done = await keepOrder({
      ...order,
      transmited: true,
      state: 'placed',
      message: null,
      order: placed ? orderSummary(placed) : null,
    });
    await syncCart();
    if (done.order)
      addNotification({
        type: 'success',
        message: MESSAGES.offlineOrderPlaced.replace('{{number}}', done.order.number),
        messageKey: 'messages.offlineOrderPlaced',
        params: { number: done.order.number },
        action1: { label: 'ok' },
      });
    for (const listener of placedListeners) listener(done);
    return;
  }
  const message = typeof result === 'string' ? result : MESSAGES.serverProblem;
  await keepOrder({ ...order, transmited: true, state: 'refused', message });
  addNotification({ type: 'error', message, action1: { label: 'ok' }, hasNoTimeout: true });
}

let listening = false;
function listen(): void {
  if (listening) return;
  listening = true;
  onTaskEvent((event) => {
    if (event.event !== ORDER_EVENT) return;
    const clientOrderId = event.task.meta['clientOrderId'];
    if (typeof clientOrderId !== 'string') return;
    void (async () => {
      const order = await keptOrder(clientOrderId);
      if (!order || order.transmited) return;
      if (event.type === 'transmitted') {
        await settle(order, event.task.code, event.task.result);
        await acknowledgeTask(event.task.task_id);
      } else if (event.type === 'failed') {
        // The session ended (the refresh failed): the order waits for the customer to sign in again.
        await keepOrder({ ...order, state: 'queued', taskId: null });
      }
    })();
  });
}

/**
 * Whether the server's cart is still what the customer ordered: the same lines, nothing out of stock,
 * the same total. An empty cart counts as unchanged: the order may already be placed (its answer was
 * lost), and sending it again returns that order.
 */
async function changedSince(order: OfflineOrder): Promise<{ changed: boolean; grandTotalPaise: number } | null> {
  const read = await runAuthed(CHECKOUT_CART_QUERY, { cartId: order.input.cartId });
  if (!read.ok) return null;
  const cart = read.data.cart;
  if (!cart || cart.items.length === 0) return { changed: false, grandTotalPaise: order.grandTotalPaise };
  const changed =
    cartHash(cart.items) !== cartHash(order.lines) ||
    cart.items.some((item) => item.errors.length > 0) ||
    cart.totals.grandTotal.paise !== order.grandTotalPaise;
  return { changed, grandTotalPaise: cart.totals.grandTotal.paise };
}

/** Sends one order through the queue (after the re-check, unless the customer has just said go). */
export async function sendOfflineOrder(clientOrderId: string, { confirmed = false } = {}): Promise<void> {
  listen();
  const order = await keptOrder(clientOrderId);
  if (!order || order.transmited || order.state === 'expired') return;
  if (order.state === 'sending' && order.taskId) {
    await processQueue();
    return;
  }
  if (!confirmed) {
    const check = await changedSince(order);
    if (!check) return; // still offline, or the server still down: it stays queued
    if (check.changed) {
      const message = MESSAGES.offlineOrderChanged.replace('{{amount}}', formatRupees(check.grandTotalPaise));
      await keepOrder({ ...order, state: 'confirm', message, grandTotalPaise: check.grandTotalPaise });
      addNotification({
        type: 'warning',
        message,
        messageKey: 'messages.offlineOrderChanged',
        params: { amount: formatRupees(check.grandTotalPaise) },
        hasNoTimeout: true,
        action1: { label: 'send', callback: () => void sendOfflineOrder(clientOrderId, { confirmed: true }) },
      });
      return;
    }
  }
  // Marked as sending first: the answer may come back before enqueueTask does.
  await keepOrder({ ...order, state: 'sending', taskId: null, message: null });
  const task = await enqueueTask({
    url: graphqlEndpoint(),
    payload: {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer {{token}}' },
      body: JSON.stringify(persistedOperation(PLACE_ORDER, { input: order.input })),
    },
    callback_event: ORDER_EVENT,
    meta: { clientOrderId },
    // Kept with its answer until this module has read it, so a tab closed mid-send loses nothing.
    is_result_cacheable: true,
  });
  const latest = await keptOrder(clientOrderId);
  if (latest && !latest.transmited) await keepOrder({ ...latest, taskId: task.task_id });
}

let retryTimer: ReturnType<typeof setInterval> | undefined;

/**
 * Picks up the orders waiting on this phone (on page load, on `online`, every 20 s while any waits):
 * answers that arrived while the page was away are read, expired ones are given up, and the rest are
 * sent or offered to the customer (§4: automatically, or on the thank-you page; else ask).
 */
export function resumeOfflineOrders(options: { thankYouPage?: boolean; now?: number } = {}): Promise<void> {
  // One pass at a time in a page: a pass asked for during another runs after it.
  resuming = resuming.then(() => resumePass(options)).catch((error: unknown) => console.error('[offline-orders]', error));
  return resuming;
}
let resuming: Promise<void> = Promise.resolve();

async function resumePass({ thankYouPage = false, now = Date.now() }: { thankYouPage?: boolean; now?: number }): Promise<void> {
  listen();
  const session = $session.get();
  const tasks = await syncTasks();
  for (let order of await keptOrders()) {
    if (order.transmited || order.state === 'expired') continue;
    if (now - order.queuedAt > OFFLINE_ORDER_MAX_AGE_MS) {
      await keepOrder({ ...order, state: 'expired', message: MESSAGES.offlineOrderExpired });
      addNotification({ type: 'error', message: MESSAGES.offlineOrderExpired, action1: { label: 'ok' }, hasNoTimeout: true });
      continue;
    }
    if (!session.isUserLoggedIn || session.user?.id !== order.userId) continue;
    const task = order.taskId ? tasks.find((t) => t.task_id === order.taskId) : undefined;
    if (task?.transmited) {
      await settle(order, task.code, task.result);
      await acknowledgeTask(task.task_id);
      continue;
    }
    // Its task is gone (cleared with a lost session, or never stored): it is sent again, from the start.
    if (order.state === 'sending' && order.taskId && !task) order = await keepOrder({ ...order, state: 'queued', taskId: null });
    if (browserOffline()) continue;
    if (AUTOMATIC_TRANSMISSION || thankYouPage || order.state === 'sending') await sendOfflineOrder(order.clientOrderId);
    else if (order.state === 'queued') {
      await keepOrder({ ...order, state: 'confirm', message: MESSAGES.offlineOrderWaiting });
      addNotification({
        type: 'info',
        message: MESSAGES.offlineOrderWaiting,
        hasNoTimeout: true,
        action1: { label: 'send', callback: () => void sendOfflineOrder(order.clientOrderId) },
      });
    }
  }
  await refreshKeptOrders();
  startRetrying(thankYouPage);
}

function startRetrying(thankYouPage: boolean): void {
  if (typeof window === 'undefined' || retryTimer) return;
  window.addEventListener('online', () => void resumeOfflineOrders({ thankYouPage }));
  retryTimer = setInterval(() => {
    if ($offlineOrders.get().some((o) => o.state === 'queued' || o.state === 'sending')) void resumeOfflineOrders({ thankYouPage });
  }, OFFLINE_ORDER_RETRY_MS);
}

/**
 * The customer takes back an order waiting on the phone (to change the cart and order again). Not while
 * it may be on its way: an order in the send queue can be taken back only when the phone is offline.
 */
export async function cancelOfflineOrder(clientOrderId: string): Promise<boolean> {
  const order = await keptOrder(clientOrderId);
  if (!order || order.transmited) return false;
  const online = !browserOffline();
  if (order.state === 'sending' && online) return false;
  if (order.taskId) {
    const task = (await syncTasks()).find((t) => t.task_id === order.taskId);
    if (task?.transmited) return false;
    if (task) await acknowledgeTask(task.task_id);
  }
  await removeKeptOrder(clientOrderId);
  return true;
}
