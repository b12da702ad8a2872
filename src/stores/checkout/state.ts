import { persistentAtom } from '@nanostores/persistent';
import { atom } from 'nanostores';
import { isCheckoutActive } from '../../../domain/checkout-rules.ts';
import type { CheckoutCartFieldsFragment, PaymentMethod, SetShippingInformationMutation } from '../../gql/graphql.ts';
import type { OrderSummary } from '../offline-orders.ts';

/**
 * The checkout's state (storefront.md §3 Checkout state, §9): the customer's choices, kept on the phone
 * while the checkout is active (30 minutes after its last change), the order just placed for the
 * thank-you page, and what the server said about this checkout.
 */
export type Section = 'personalDetails' | 'shippingDetails' | 'prescription' | 'reminderDetails' | 'paymentDetails';

export interface ReminderChoice {
  enabled: boolean;
  /** Days the medicines last (purchaseDays). */
  purchaseDays: number;
  /** Hour of the day, 0-23 (reminderTime, 10 by default). */
  reminderTime: number;
}

/** The chosen address as the server confirmed it for delivery, kept so that the checkout can show it offline. */
export interface DeliveryAddress {
  name: string;
  apartment: string;
  street: string;
  city: string;
  /** Two-letter region: BR, JH, OD or WB. */
  state: string;
  pinCode: string;
}

export interface CheckoutState {
  /** setActiveSection: the section the customer is on (personalDetails by default). */
  activeSection: Section;
  /** Epoch ms of the last change (modifiedAt). */
  modifiedAt: number | null;
  addressId: string | null;
  /** The address `addressId` names, as the server answered it (null until one is chosen online). */
  address: DeliveryAddress | null;
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
  address: null,
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

function readAddress(value: unknown): DeliveryAddress | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const fields = [v.name, v.apartment, v.street, v.city, v.state, v.pinCode].map(text);
  const [name, apartment, street, city, state, pinCode] = fields;
  if (fields.some((field) => field === null)) return null;
  return { name: name ?? '', apartment: apartment ?? '', street: street ?? '', city: city ?? '', state: state ?? '', pinCode: pinCode ?? '' };
}

/** What localStorage holds, checked field by field; anything unknown takes its default. */
export function readCheckoutState(v: Record<string, unknown>): CheckoutState {
  const reminder = (typeof v.reminder === 'object' && v.reminder !== null ? v.reminder : {}) as Record<string, unknown>;
  const pending = (typeof v.pending === 'object' && v.pending !== null ? v.pending : null) as Record<string, unknown> | null;
  const clientOrderId = text(pending?.clientOrderId);
  return {
    activeSection: SECTIONS.includes(v.activeSection as Section) ? (v.activeSection as Section) : 'personalDetails',
    modifiedAt: Number.isInteger(v.modifiedAt) ? (v.modifiedAt as number) : null,
    addressId: text(v.addressId),
    // Only the address of the chosen id: one kept from another choice would show what the order does not use.
    address: text(v.addressId) ? readAddress(v.address) : null,
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
