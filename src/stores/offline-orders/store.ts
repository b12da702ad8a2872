import { createStore, del, get, set, type UseStore, values } from 'idb-keyval';
import { atom } from 'nanostores';
import { MESSAGES } from '../../../domain/messages.ts';
import type { OrderFieldsFragment, PaymentMethod, PlaceOrderInput } from '../../gql/graphql.ts';
import { OFFLINE_ORDERS_MARKER } from '../cart-count.ts';
import { $session, onSessionLost } from '../session.ts';

/**
 * The orders kept on this phone (storefront.md §1, §4 "Checkout and orders", §9): the IndexedDB store
 * `orders`, each order with its transmitted flag and client order id, the marker in localStorage that
 * tells any page that some wait, and $offlineOrders for the pages to show. Sending them is send.ts.
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

let store: UseStore | undefined;
const orderStore = (): UseStore => {
  store ??= createStore('pharmacy-orders', 'orders');
  return store;
};

/** The orders of this phone not yet placed or given up, for the pages to show. */
export const $offlineOrders = atom<OfflineOrder[]>([]);

/** Every order kept on this phone, oldest first. */
export async function keptOrders(): Promise<OfflineOrder[]> {
  return ((await values<OfflineOrder>(orderStore())) as OfflineOrder[]).sort((a, b) => a.queuedAt - b.queuedAt);
}

/** Shows the kept orders ($offlineOrders) and sets the marker other pages read. */
export async function refreshKeptOrders(): Promise<void> {
  const orders = await keptOrders();
  $offlineOrders.set(orders.filter((o) => o.state !== 'placed' || Date.now() - o.queuedAt < OFFLINE_ORDER_MAX_AGE_MS));
  const waiting = orders.filter((o) => !o.transmited && o.state !== 'expired' && o.state !== 'refused').length;
  try {
    if (waiting > 0) localStorage.setItem(OFFLINE_ORDERS_MARKER, String(waiting));
    else localStorage.removeItem(OFFLINE_ORDERS_MARKER);
  } catch {
    // No storage: the pages that load this module still find the orders in IndexedDB.
  }
}

/** Stores an order (new or changed) and shows it. */
export async function keepOrder(order: OfflineOrder): Promise<OfflineOrder> {
  await set(order.clientOrderId, order, orderStore());
  await refreshKeptOrders();
  return order;
}

/** Keeps an order that could not reach the server; it is sent when the connection returns. */
export async function queueOfflineOrder(
  input: PlaceOrderInput,
  snapshot: { lines: { sku: string; qty: number }[]; grandTotalPaise: number },
  now = Date.now(),
  /** Why it waits, in the spec's words: the server's error, or no connection. */
  message: string = MESSAGES.offlineOrderQueued,
): Promise<OfflineOrder> {
  const known = await keptOrder(input.clientOrderId);
  if (known) return known;
  const userId = $session.get().user?.id ?? '';
  return keepOrder({
    clientOrderId: input.clientOrderId,
    userId,
    input,
    lines: snapshot.lines,
    grandTotalPaise: snapshot.grandTotalPaise,
    queuedAt: now,
    transmited: false,
    state: 'queued',
    taskId: null,
    message,
    order: null,
  });
}

/** The order of this cart still waiting on the phone (not placed, refused or expired), if any. */
export async function waitingOrderOf(cartId: string): Promise<OfflineOrder | null> {
  return (await keptOrders()).find((o) => o.input.cartId === cartId && !o.transmited && o.state !== 'expired' && o.state !== 'refused') ?? null;
}

/** An order the checkout placed directly after all: its copy on the phone goes. */
export async function forgetOfflineOrder(clientOrderId: string): Promise<void> {
  if (await keptOrder(clientOrderId)) await removeKeptOrder(clientOrderId);
}

/** The order kept under this client order id, if any. */
export const keptOrder = (clientOrderId: string): Promise<OfflineOrder | undefined> => get<OfflineOrder>(clientOrderId, orderStore());

/** Removes a kept order (taken back, or placed directly after all). */
export async function removeKeptOrder(clientOrderId: string): Promise<void> {
  await del(clientOrderId, orderStore());
  await refreshKeptOrders();
}

/** Logout: the orders of this phone go with the rest of the user's data. */
export async function forgetOfflineOrders(): Promise<void> {
  for (const order of await keptOrders()) await del(order.clientOrderId, orderStore());
  await refreshKeptOrders();
}

onSessionLost(() => {
  // A lost session (the refresh failed) keeps the orders: they go once the same customer signs in again.
  // Without IndexedDB (a private mode, a test in Node) there is nothing to show.
  void refreshKeptOrders().catch(() => undefined);
});
