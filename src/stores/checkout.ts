import { persistentAtom } from '@nanostores/persistent';
import { atom } from 'nanostores';
import { needsCheckPrice } from '../../domain/cart-merge.ts';
import { CHECKOUT_MESSAGES } from '../../domain/checkout-messages.ts';
import { isCheckoutActive } from '../../domain/checkout-rules.ts';
import { MESSAGES } from '../../domain/messages.ts';
import type { CheckoutCartFieldsFragment, OrderFieldsFragment, PaymentMethod, SetShippingInformationMutation } from '../gql/graphql.ts';
import { APPLY_COUPON, CHECKOUT_CART_QUERY, REMOVE_COUPON, SET_SHIPPING_INFORMATION } from '../graphql/cart.ts';
import { PLACE_ORDER } from '../graphql/orders.ts';
import { randomId } from '../lib/random-id.ts';
import { SERVER_ERROR_CODES } from '../sync/sync-queue.ts';
import { $cart, addToCart, answer, clearCart } from './cart.ts';
import {
  forgetOfflineOrder,
  type OrderSummary,
  onOfflineOrderPlaced,
  orderSummary,
  queueOfflineOrder,
  resumeOfflineOrders,
  waitingOrderOf,
} from './offline-orders.ts';
import { $session, type Outcome, runAuthed } from './session.ts';

/**
 * The checkout (storefront.md §3 Checkout state, §4 Checkout and orders, §9): the customer's choices,
 * kept on the phone while the checkout is active (30 minutes after its last change), and the actions
 * that send them. The server holds the cart, its address, coupon and totals; placing the order sends
 * one client order id, kept until the order is confirmed, so a retried or re-sent order is created once.
 */
export type Section = 'personalDetails' | 'shippingDetails' | 'prescription' | 'reminderDetails' | 'paymentDetails';

export interface ReminderChoice {
  enabled: boolean;
  /** Days the medicines last (purchaseDays). */
  purchaseDays: number;
  /** Hour of the day, 0-23 (reminderTime, 10 by default). */
  reminderTime: number;
}

export interface CheckoutState {
  /** setActiveSection: the section the customer is on (personalDetails by default). */
  activeSection: Section;
  /** Epoch ms of the last change (modifiedAt). */
  modifiedAt: number | null;
  addressId: string | null;
  /** paymentOption: COD by default. */
  paymentMethod: PaymentMethod;
  patientId: string | null;
  /** Prescriptions chosen or uploaded for this order. */
  prescriptionIds: string[];
  /** The customer will upload the prescription later (the server sends a link by SMS). */
  uploadLater: boolean;
  reminder: ReminderChoice;
  /** The idempotency key of the order being placed, with the cart version it was made for. */
  pending: { clientOrderId: string; cartVersion: number } | null;
  /** The reorder path: the earlier order this one repeats (minimum ₹250). */
  repeatOfOrderId: string | null;
}

export const DEFAULT_REMINDER: ReminderChoice = { enabled: false, purchaseDays: 30, reminderTime: 10 };
export const INITIAL_CHECKOUT: CheckoutState = {
  activeSection: 'personalDetails',
  modifiedAt: null,
  addressId: null,
  paymentMethod: 'COD',
  patientId: null,
  prescriptionIds: [],
  uploadLater: false,
  reminder: DEFAULT_REMINDER,
  pending: null,
  repeatOfOrderId: null,
};

/** The order just placed, for the thank-you page (/checkout-confirmation). */
export interface PlacedOrder extends OrderSummary {
  /** Stamped by the browser when the confirmation arrived. */
  confirmedAt: number;
}

const SECTIONS: readonly Section[] = ['personalDetails', 'shippingDetails', 'prescription', 'reminderDetails', 'paymentDetails'];
const PAYMENT_METHODS: readonly PaymentMethod[] = ['COD', 'ONLINE', 'WALLET'];

function decode<T>(text: string, read: (value: Record<string, unknown>) => T | null, fallback: T): T {
  try {
    const value: unknown = JSON.parse(text);
    return (typeof value === 'object' && value !== null && read(value as Record<string, unknown>)) || fallback;
  } catch {
    return fallback;
  }
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const int = (value: unknown, fallback: number): number => (Number.isInteger(value) ? (value as number) : fallback);

/** What localStorage holds, checked field by field; anything unknown takes its default. */
export function readCheckoutState(v: Record<string, unknown>): CheckoutState {
  const reminder = (typeof v.reminder === 'object' && v.reminder !== null ? v.reminder : {}) as Record<string, unknown>;
  const pending = (typeof v.pending === 'object' && v.pending !== null ? v.pending : null) as Record<string, unknown> | null;
  const clientOrderId = text(pending?.clientOrderId);
  return {
    activeSection: SECTIONS.includes(v.activeSection as Section) ? (v.activeSection as Section) : 'personalDetails',
    modifiedAt: Number.isInteger(v.modifiedAt) ? (v.modifiedAt as number) : null,
    addressId: text(v.addressId),
    paymentMethod: PAYMENT_METHODS.includes(v.paymentMethod as PaymentMethod) ? (v.paymentMethod as PaymentMethod) : 'COD',
    patientId: text(v.patientId),
    prescriptionIds: Array.isArray(v.prescriptionIds) ? v.prescriptionIds.filter((id): id is string => typeof id === 'string') : [],
    uploadLater: v.uploadLater === true,
    reminder: {
      enabled: reminder.enabled === true,
      purchaseDays: Math.min(365, Math.max(1, int(reminder.purchaseDays, DEFAULT_REMINDER.purchaseDays))),
      reminderTime: Math.min(23, Math.max(0, int(reminder.reminderTime, DEFAULT_REMINDER.reminderTime))),
    },
    pending: clientOrderId ? { clientOrderId, cartVersion: int(pending?.cartVersion, 0) } : null,
    repeatOfOrderId: text(v.repeatOfOrderId),
  };
}

function readPlacedOrder(v: Record<string, unknown>): PlacedOrder | null {
  const id = text(v.id);
  const number = text(v.number);
  if (!id || !number || !PAYMENT_METHODS.includes(v.paymentMethod as PaymentMethod)) return null;
  return {
    id,
    number,
    status: text(v.status) ?? 'PLACED',
    paymentMethod: v.paymentMethod as PaymentMethod,
    grandTotalPaise: int(v.grandTotalPaise, 0),
    placedAt: text(v.placedAt) ?? '',
    confirmedAt: int(v.confirmedAt, 0),
  };
}

export const $checkout = persistentAtom<CheckoutState>('pharmacy-checkout', INITIAL_CHECKOUT, {
  encode: JSON.stringify,
  decode: (raw) => decode(raw, readCheckoutState, INITIAL_CHECKOUT),
});

export const $lastOrder = persistentAtom<PlacedOrder | null>('pharmacy-last-order', null, {
  encode: JSON.stringify,
  decode: (raw) => decode<PlacedOrder | null>(raw, readPlacedOrder, null),
});

export type ShippingInformation = SetShippingInformationMutation['setShippingInformation'];
export type CheckoutCart = CheckoutCartFieldsFragment;

/** What the server said for this checkout: the cart with its coupon and totals, methods, the derived shipping details. */
export const $checkoutServer = atom<{
  cart: CheckoutCart | null;
  paymentMethods: ShippingInformation['paymentMethods'];
  shipping: ShippingInformation | null;
}>({ cart: null, paymentMethods: [], shipping: null });

/** Changes the checkout and stamps modifiedAt (§9: active for 30 minutes after the last change). */
export function updateCheckout(change: Partial<CheckoutState>, now = Date.now()): void {
  $checkout.set({ ...$checkout.get(), ...change, modifiedAt: now });
}

/** A checkout untouched for more than 30 minutes starts again (the cart stays; an order being sent keeps its id). */
export function resumeCheckout(now = Date.now()): CheckoutState {
  const state = $checkout.get();
  if (state.modifiedAt !== null && !isCheckoutActive(state.modifiedAt, now)) {
    $checkout.set({ ...INITIAL_CHECKOUT, pending: state.pending });
  }
  return $checkout.get();
}

function takeCart(cart: CheckoutCart | null): void {
  if (cart) answer(cart);
  $checkoutServer.set({ ...$checkoutServer.get(), cart });
}

/** The customer's payment method if the server still offers it, else the server's default (COD is not offered for a virtual cart). */
function paymentMethodAmong(methods: readonly { code: PaymentMethod; isDefault: boolean }[]): PaymentMethod {
  const current = $checkout.get().paymentMethod;
  if (methods.some((m) => m.code === current)) return current;
  return methods.find((m) => m.isDefault)?.code ?? methods[0]?.code ?? current;
}

const noCart = (): Outcome<never> => ({ ok: false, error: { code: 'CART_NOT_FOUND', message: CHECKOUT_MESSAGES.noneAvailable } });

/** Loads the server's view of the checkout: the cart with coupon and totals, and the payment methods. */
export async function loadCheckout(): Promise<Outcome<CheckoutCart | null>> {
  const cartId = $cart.get().cartId;
  if (!cartId) return { ok: true, data: null };
  const loaded = await runAuthed(CHECKOUT_CART_QUERY, { cartId });
  if (!loaded.ok) return loaded;
  takeCart(loaded.data.cart);
  $checkoutServer.set({ ...$checkoutServer.get(), paymentMethods: loaded.data.paymentMethods });
  const paymentMethod = paymentMethodAmong(loaded.data.paymentMethods);
  if (paymentMethod !== $checkout.get().paymentMethod) updateCheckout({ paymentMethod });
  return { ok: true, data: loaded.data.cart };
}

/**
 * Chooses the delivery address (§7 shipping-information): the server checks the pin code, puts shipping
 * in the totals and answers the shipping and payment methods. checkPrice per §4: a guest always, a
 * signed-in customer when the totals have not been synced for 10 minutes.
 */
export async function chooseAddress(addressId: string, now = Date.now()): Promise<Outcome<ShippingInformation>> {
  const cartId = $cart.get().cartId;
  if (!cartId) return noCart();
  const checkPrice = needsCheckPrice({ loggedIn: $session.get().isUserLoggedIn, lastTotalsSyncAt: $cart.get().syncedAt, now });
  const chosen = await runAuthed(SET_SHIPPING_INFORMATION, { cartId, addressId, checkPrice }, 'mutation');
  if (!chosen.ok) return chosen;
  const info = chosen.data.setShippingInformation;
  takeCart(info.cart);
  $checkoutServer.set({ ...$checkoutServer.get(), shipping: info, paymentMethods: info.paymentMethods });
  updateCheckout({ addressId, paymentMethod: paymentMethodAmong(info.paymentMethods) });
  return { ok: true, data: info };
}

/** §5: coupon codes are upper-cased; applying needs a signed-in customer and a delivery address. */
export async function applyCoupon(code: string): Promise<Outcome<CheckoutCart>> {
  const cartId = $cart.get().cartId;
  if (!cartId) return noCart();
  if (!$session.get().isUserLoggedIn) return { ok: false, error: { code: 'UNAUTHENTICATED', message: CHECKOUT_MESSAGES.loginRequired } };
  const { addressId } = $checkout.get();
  if (!addressId) return { ok: false, error: { code: 'BAD_USER_INPUT', message: CHECKOUT_MESSAGES.selectDeliveryAddress } };
  const applied = await runAuthed(APPLY_COUPON, { cartId, code: code.trim().toUpperCase(), addressId }, 'mutation');
  if (!applied.ok) return applied;
  takeCart(applied.data.applyCoupon);
  updateCheckout({});
  return { ok: true, data: applied.data.applyCoupon };
}

export async function removeCoupon(): Promise<Outcome<CheckoutCart>> {
  const cartId = $cart.get().cartId;
  if (!cartId) return noCart();
  const removed = await runAuthed(REMOVE_COUPON, { cartId }, 'mutation');
  if (!removed.ok) return removed;
  takeCart(removed.data.removeCoupon);
  updateCheckout({});
  return { ok: true, data: removed.data.removeCoupon };
}

/** What is still missing before the order can be placed, in the spec's words; null when ready. */
export function missingForOrder(
  state: CheckoutState,
  cart: { items: { prescriptionRequired: boolean }[] } | null,
): { section: Section; message: string } | null {
  if (!$session.get().isUserLoggedIn) return { section: 'personalDetails', message: CHECKOUT_MESSAGES.loginRequired };
  if (!cart || cart.items.length === 0) return { section: 'shippingDetails', message: CHECKOUT_MESSAGES.noneAvailable };
  if (!state.addressId) return { section: 'shippingDetails', message: CHECKOUT_MESSAGES.selectDeliveryAddress };
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
  const missing = missingForOrder(state, cart);
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
    if (isServerFailure(placed.error.code)) {
      // §4, §8: the network or the server failed; the order waits on the phone and goes when it can.
      // Without IndexedDB (some private modes) nothing can be kept: the customer is told to try again.
      const kept = await queueOfflineOrder(input, {
        lines: cart.items.map(({ sku, qty }) => ({ sku, qty })),
        grandTotalPaise: cart.totals?.grandTotalPaise ?? 0,
      }).catch(() => null);
      if (kept) {
        void resumeOfflineOrders().catch(() => undefined);
        return { ok: false, error: { code: 'QUEUED', message: MESSAGES.offlineOrderQueued } };
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
  $checkout.set({ ...INITIAL_CHECKOUT, addressId: state.addressId, paymentMethod: state.paymentMethod });
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
