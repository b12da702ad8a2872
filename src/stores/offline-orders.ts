/**
 * Orders placed while the network or the server is down (storefront.md §1, §4, §8, §9): kept on the
 * phone (offline-orders/store.ts, IndexedDB) and sent through the sync-task queue when the connection
 * returns (offline-orders/send.ts).
 */
export { OFFLINE_ORDERS_MARKER } from './cart-count.ts';
export {
  AUTOMATIC_TRANSMISSION,
  cancelOfflineOrder,
  OFFLINE_ORDER_RETRY_MS,
  onOfflineOrderPlaced,
  resumeOfflineOrders,
  sendOfflineOrder,
} from './offline-orders/send.ts';
export {
  $offlineOrders,
  forgetOfflineOrder,
  forgetOfflineOrders,
  OFFLINE_ORDER_MAX_AGE_MS,
  type OfflineOrder,
  type OrderSummary,
  orderSummary,
  queueOfflineOrder,
  waitingOrderOf,
} from './offline-orders/store.ts';
