import { CHECKOUT_MESSAGES } from '../../../domain/checkout-messages.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import type { OrderFieldsFragment } from '../../gql/graphql.ts';
import { PLACE_ORDER } from '../../graphql/orders.ts';
import { randomId } from '../../lib/random-id.ts';
import { SERVER_ERROR_CODES } from '../../sync/sync-queue.ts';
import { $cart, addToCart, clearCart } from '../cart.ts';
import { $online, browserOffline } from '../network.ts';
import {
  forgetOfflineOrder,
  type OrderSummary,
  onOfflineOrderPlaced,
  orderSummary,
  queueOfflineOrder,
  resumeOfflineOrders,
  waitingOrderOf,
} from '../offline-orders.ts';
import type { Outcome } from '../outcome.ts';
import { $session, runAuthed } from '../session.ts';
import { $checkout, $checkoutServer, $lastOrder, type CheckoutState, INITIAL_CHECKOUT, type Section, updateCheckout } from './state.ts';

/**
 * Placing the order (storefront.md §4 Checkout and orders): one client order id, kept until the order is
 * confirmed, so a retried or re-sent order is created once; an order the network or the server could not
 * take waits on the phone (offline-orders.ts); the reorder path.
 */
/**
 * What is still missing before the order can be placed, in the spec's words; null when ready. Offline,
 * the address must be one the phone can show (chosen online before): an order never goes to an address
 * the customer was not shown.
 */
export function missingForOrder(
  state: CheckoutState,
  cart: { items: { prescriptionRequired: boolean }[] } | null,
  offline = false,
): { section: Section; message: string } | null {
  if (!$session.get().isUserLoggedIn) return { section: 'personalDetails', message: CHECKOUT_MESSAGES.loginRequired };
  if (!cart || cart.items.length === 0) return { section: 'shippingDetails', message: CHECKOUT_MESSAGES.noneAvailable };
  if (!state.addressId || (offline && !state.address)) return { section: 'shippingDetails', message: CHECKOUT_MESSAGES.selectDeliveryAddress };
  if (cart.items.some((item) => item.prescriptionRequired) && state.prescriptionIds.length === 0 && !state.uploadLater)
    return { section: 'prescription', message: CHECKOUT_MESSAGES.prescriptionNeeded };
  return null;
}

/**
 * Places the order (§4): success on a confirmation from the server; then the time is stamped, the cart
 * is cleared without sync (the server emptied it), the checkout starts again and the thank-you page has
 * the order. The client order id is made once for the cart as it is and kept until the server confirms,
 * so pressing again, a retry after a dropped connection or a server restart cannot make a second order.
 */
export async function placeOrder(now = Date.now()): Promise<Outcome<OrderFieldsFragment>> {
  const state = $checkout.get();
  const cart = $cart.get();
  const offline = !$online.get() || browserOffline();
  const missing = missingForOrder(state, cart, offline);
  if (missing) {
    updateCheckout({ activeSection: missing.section }, now);
    return { ok: false, error: { code: 'BAD_USER_INPUT', message: missing.message } };
  }
  const cartId = cart.cartId as string;
  const pending = state.pending && state.pending.cartVersion === cart.version ? state.pending : { clientOrderId: randomId(), cartVersion: cart.version };
  // One order of a cart at a time: another one kept on the phone is sent (or taken back) first.
  const waiting = await waitingOrderOf(cartId).catch(() => null);
  if (waiting && waiting.clientOrderId !== pending.clientOrderId)
    return { ok: false, error: { code: 'ORDER_WAITING', message: CHECKOUT_MESSAGES.orderWaiting } };
  updateCheckout({ pending }, now);
  const hasRx = cart.items.some((item) => item.prescriptionRequired);
  const input = {
    clientOrderId: pending.clientOrderId,
    cartId,
    addressId: state.addressId as string,
    paymentMethod: state.paymentMethod,
    patientId: state.patientId,
    prescriptionIds: hasRx && !state.uploadLater ? state.prescriptionIds : [],
    reminder: state.reminder.enabled ? { purchaseDays: state.reminder.purchaseDays, reminderTime: state.reminder.reminderTime } : null,
    repeatOfOrderId: state.repeatOfOrderId,
  };
  const placed = await runAuthed(PLACE_ORDER, { input }, 'mutation');
  if (!placed.ok) {
    // An order is kept only for an address the customer was shown (chosen online before): never for an id alone.
    if (placed.error.code === 'NETWORK' && !state.address) return placed;
    if (isServerFailure(placed.error.code)) {
      // §4, §8: the network or the server failed; the order waits on the phone and goes when it can.
      // The network's failure is told in the spec's offline words; the server's error only when it is one.
      // Without IndexedDB (some private modes) nothing can be kept: the customer is told to try again.
      const why = queuedBecause(placed.error.code);
      const kept = await queueOfflineOrder(
        input,
        { lines: cart.items.map(({ sku, qty }) => ({ sku, qty })), grandTotalPaise: cart.totals?.grandTotalPaise ?? 0 },
        Date.now(),
        why.message,
      ).catch(() => null);
      if (kept) {
        void resumeOfflineOrders().catch(() => undefined);
        return { ok: false, error: { code: 'QUEUED', ...why } };
      }
    }
    // A refusal about the cart itself (stock, coupon, a merged cart) changes what would be ordered: the
    // next attempt is a new order. After a failure of the network or the server (and no IndexedDB to keep
    // the order in) the id stays: the order may have been made, and Try again must not make a second.
    if (placed.error.code !== 'UNAUTHENTICATED' && !isServerFailure(placed.error.code)) updateCheckout({ pending: null });
    return placed;
  }
  const order = placed.data.placeOrder;
  // A copy kept on the phone by an earlier failed attempt is placed now (the same client order id).
  await forgetOfflineOrder(input.clientOrderId).catch(() => undefined);
  await orderConfirmed(orderSummary(order), state);
  return { ok: true, data: order };
}

/** Why an order waits on the phone: the network (§8 'No Internet Connection or Server Down'), or the server's error (§8). */
export function queuedBecause(code: string): { message: string; messageKey: string } {
  return code === 'NETWORK'
    ? { message: MESSAGES.noConnection, messageKey: 'messages.noConnection' }
    : { message: MESSAGES.offlineOrderQueued, messageKey: 'messages.offlineOrderQueued' };
}

/**
 * The failures after which the order is kept on the phone and sent later, rather than refused: the
 * network, or the server's own failure (the same codes after which the sync-task queue sends again).
 */
export const isServerFailure = (code: string): boolean => code === 'NETWORK' || SERVER_ERROR_CODES.has(code);

/**
 * After the server has placed an order (§4): the time is stamped, the cart is cleared without sync (the
 * server emptied it), the checkout starts again with the address and payment kept, and the thank-you
 * page has the order.
 */
async function orderConfirmed(order: OrderSummary, state: CheckoutState): Promise<void> {
  $lastOrder.set({ ...order, confirmedAt: Date.now() });
  await clearCart({ sync: false });
  $checkout.set({ ...INITIAL_CHECKOUT, addressId: state.addressId, address: state.address, paymentMethod: state.paymentMethod });
  $checkoutServer.set({ cart: null, paymentMethods: [], shipping: null });
}

// An order sent from the phone's queue later is confirmed the same way.
onOfflineOrderPlaced((offline) => {
  if (offline.order) void orderConfirmed(offline.order, $checkout.get());
});

/**
 * The reorder path (storefront.md §5: a repeat order needs a minimum amount of ₹250): the earlier
 * order's lines go into the cart at their quantities, and the order placed next is marked as its repeat.
 * Lines that cannot be added now (sold out, disabled) are reported by the cart; the rest still go in.
 */
export async function reorder(order: { id: string; items: { sku: string; qty: number }[] }): Promise<number> {
  let added = 0;
  for (const item of order.items) if (await addToCart(item.sku, item.qty)) added++;
  if (added > 0) updateCheckout({ repeatOfOrderId: order.id });
  return added;
}
