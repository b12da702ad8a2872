import { createStore, del, get, set, type UseStore, values } from 'idb-keyval';
import { atom } from 'nanostores';
import { cartHash } from '../../domain/cart-merge.ts';
import { MESSAGES } from '../../domain/messages.ts';
import { formatRupees } from '../../domain/money.ts';
import type { OrderFieldsFragment, PaymentMethod, PlaceOrderInput } from '../gql/graphql.ts';
import { CHECKOUT_CART_QUERY } from '../graphql/cart.ts';
import { PLACE_ORDER } from '../graphql/orders.ts';
import { graphqlEndpoint, persistedOperation } from '../lib/graphql-client.ts';
import { acknowledgeTask, enqueueTask, onTaskEvent, processQueue, syncTasks } from '../sync/sync-tasks.ts';
import { syncCart } from './cart.ts';
import { OFFLINE_ORDERS_MARKER } from './cart-count.ts';
import { addNotification } from './notifications.ts';
import { $session, onSessionLost, runAuthed } from './session.ts';

/**
 * Orders placed while the network or the server is down (storefront.md §1, §4 "Checkout and orders",
 * §8, §9 offline order delay up to 72 hours). Such an order is kept on the phone (IndexedDB store
 * `orders`, with its transmitted flag and client order id) and sent through the sync-task queue when the
 * connection returns:
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
export interface OfflineOrder {
  clientOrderId: string;
  /** The signed-in user it was placed by: it is only ever sent with that user's session. */
  userId: string;
  input: PlaceOrderInput;
  /** What the customer agreed to, to compare with the server's cart before sending. */
  lines: { sku: string; qty: number }[];
  grandTotalPaise: number;
  queuedAt: number;
  transmited: boolean;
  /** queued: waits for the connection; confirm: waits for the customer; sending: in the task queue. */
  state: 'queued' | 'confirm' | 'sending' | 'placed' | 'refused' | 'expired';
  taskId: string | null;
  /** Why it waits or was refused, in the spec's words. */
  message: string | null;
  order: OrderSummary | null;
}

/** What the thank-you page and the phone keep of a placed order. */
export interface OrderSummary {
  id: string;
  number: string;
  status: string;
  paymentMethod: PaymentMethod;
  grandTotalPaise: number;
  placedAt: string;
}

export function orderSummary(order: OrderFieldsFragment): OrderSummary {
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    paymentMethod: order.paymentMethod,
    grandTotalPaise: order.grandTotal.paise,
    placedAt: order.placedAt,
  };
}

/** storefront.md §9: an order placed offline is sent for up to 72 hours. */
export const OFFLINE_ORDER_MAX_AGE_MS = 72 * 60 * 60 * 1000;
/** While a page is open, a queued order is tried again this often (the server may come back without an `online` event). */
export const OFFLINE_ORDER_RETRY_MS = 20_000;
/** The localStorage entry that says orders wait on this phone: any page can read it without IndexedDB. */
export { OFFLINE_ORDERS_MARKER } from './cart-count.ts';

const ORDER_EVENT = 'order-placed';

export const AUTOMATIC_TRANSMISSION = import.meta.env?.PUBLIC_OFFLINE_ORDERS_AUTO !== '0';

let store: UseStore | undefined;
const orderStore = (): UseStore => {
  store ??= createStore('pharmacy-orders', 'orders');
  return store;
};

/** The orders of this phone not yet placed or given up, for the pages to show. */
export const $offlineOrders = atom<OfflineOrder[]>([]);
/** Called with the order once the server has placed it (the checkout moves to the thank-you page). */
const placedListeners = new Set<(order: OfflineOrder) => void>();
export function onOfflineOrderPlaced(listener: (order: OfflineOrder) => void): () => void {
  placedListeners.add(listener);
  return () => placedListeners.delete(listener);
}

async function all(): Promise<OfflineOrder[]> {
  return ((await values<OfflineOrder>(orderStore())) as OfflineOrder[]).sort((a, b) => a.queuedAt - b.queuedAt);
}

async function refresh(): Promise<void> {
  const orders = await all();
  $offlineOrders.set(orders.filter((o) => o.state !== 'placed' || Date.now() - o.queuedAt < OFFLINE_ORDER_MAX_AGE_MS));
  const waiting = orders.filter((o) => !o.transmited && o.state !== 'expired' && o.state !== 'refused').length;
  try {
    if (waiting > 0) localStorage.setItem(OFFLINE_ORDERS_MARKER, String(waiting));
    else localStorage.removeItem(OFFLINE_ORDERS_MARKER);
  } catch {
    // No storage: the pages that load this module still find the orders in IndexedDB.
  }
}

async function save(order: OfflineOrder): Promise<OfflineOrder> {
  await set(order.clientOrderId, order, orderStore());
  await refresh();
  return order;
}

/** Keeps an order that could not reach the server; it is sent when the connection returns. */
export async function queueOfflineOrder(
  input: PlaceOrderInput,
  snapshot: { lines: { sku: string; qty: number }[]; grandTotalPaise: number },
  now = Date.now(),
): Promise<OfflineOrder> {
  const known = await get<OfflineOrder>(input.clientOrderId, orderStore());
  if (known) return known;
  const userId = $session.get().user?.id ?? '';
  return save({
    clientOrderId: input.clientOrderId,
    userId,
    input,
    lines: snapshot.lines,
    grandTotalPaise: snapshot.grandTotalPaise,
    queuedAt: now,
    transmited: false,
    state: 'queued',
    taskId: null,
    message: MESSAGES.offlineOrderQueued,
    order: null,
  });
}

/** The server's answer to a sent order: placed (the cart is reloaded from the server) or refused. */
async function settle(order: OfflineOrder, code: number | string | null, result: unknown): Promise<void> {
  if (code === 200) {
    const placed = (result as { placeOrder?: OrderFieldsFragment } | null)?.placeOrder;
    const done = await save({
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
  await save({ ...order, transmited: true, state: 'refused', message });
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
      const order = await get<OfflineOrder>(clientOrderId, orderStore());
      if (!order || order.transmited) return;
      if (event.type === 'transmitted') {
        await settle(order, event.task.code, event.task.result);
        await acknowledgeTask(event.task.task_id);
      } else if (event.type === 'failed') {
        // The session ended (the refresh failed): the order waits for the customer to sign in again.
        await save({ ...order, state: 'queued', taskId: null });
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
  const order = await get<OfflineOrder>(clientOrderId, orderStore());
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
      await save({ ...order, state: 'confirm', message, grandTotalPaise: check.grandTotalPaise });
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
  await save({ ...order, state: 'sending', taskId: null, message: null });
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
  const latest = await get<OfflineOrder>(clientOrderId, orderStore());
  if (latest && !latest.transmited) await save({ ...latest, taskId: task.task_id });
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
  for (let order of await all()) {
    if (order.transmited || order.state === 'expired') continue;
    if (now - order.queuedAt > OFFLINE_ORDER_MAX_AGE_MS) {
      await save({ ...order, state: 'expired', message: MESSAGES.offlineOrderExpired });
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
    if (order.state === 'sending' && order.taskId && !task) order = await save({ ...order, state: 'queued', taskId: null });
    if (typeof navigator !== 'undefined' && navigator.onLine === false) continue;
    if (AUTOMATIC_TRANSMISSION || thankYouPage || order.state === 'sending') await sendOfflineOrder(order.clientOrderId);
    else if (order.state === 'queued') {
      await save({ ...order, state: 'confirm', message: MESSAGES.offlineOrderWaiting });
      addNotification({
        type: 'info',
        message: MESSAGES.offlineOrderWaiting,
        hasNoTimeout: true,
        action1: { label: 'send', callback: () => void sendOfflineOrder(order.clientOrderId) },
      });
    }
  }
  await refresh();
  startRetrying(thankYouPage);
}

function startRetrying(thankYouPage: boolean): void {
  if (typeof window === 'undefined' || retryTimer) return;
  window.addEventListener('online', () => void resumeOfflineOrders({ thankYouPage }));
  retryTimer = setInterval(() => {
    if ($offlineOrders.get().some((o) => o.state === 'queued' || o.state === 'sending')) void resumeOfflineOrders({ thankYouPage });
  }, OFFLINE_ORDER_RETRY_MS);
}

/** The order of this cart still waiting on the phone (not placed, refused or expired), if any. */
export async function waitingOrderOf(cartId: string): Promise<OfflineOrder | null> {
  return (await all()).find((o) => o.input.cartId === cartId && !o.transmited && o.state !== 'expired' && o.state !== 'refused') ?? null;
}

/**
 * The customer takes back an order waiting on the phone (to change the cart and order again). Not while
 * it may be on its way: an order in the send queue can be taken back only when the phone is offline.
 */
export async function cancelOfflineOrder(clientOrderId: string): Promise<boolean> {
  const order = await get<OfflineOrder>(clientOrderId, orderStore());
  if (!order || order.transmited) return false;
  const online = typeof navigator === 'undefined' || navigator.onLine !== false;
  if (order.state === 'sending' && online) return false;
  if (order.taskId) {
    const task = (await syncTasks()).find((t) => t.task_id === order.taskId);
    if (task?.transmited) return false;
    if (task) await acknowledgeTask(task.task_id);
  }
  await del(clientOrderId, orderStore());
  await refresh();
  return true;
}

/** An order the checkout placed directly after all: its copy on the phone goes. */
export async function forgetOfflineOrder(clientOrderId: string): Promise<void> {
  if (!(await get<OfflineOrder>(clientOrderId, orderStore()))) return;
  await del(clientOrderId, orderStore());
  await refresh();
}

/** Logout: the orders of this phone go with the rest of the user's data. */
export async function forgetOfflineOrders(): Promise<void> {
  for (const order of await all()) await del(order.clientOrderId, orderStore());
  await refresh();
}

onSessionLost(() => {
  // A lost session (the refresh failed) keeps the orders: they go once the same customer signs in again.
  // Without IndexedDB (a private mode, a test in Node) there is nothing to show.
  void refresh().catch(() => undefined);
});
