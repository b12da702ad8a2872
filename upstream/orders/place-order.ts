import { ACCOUNT_MESSAGES } from '../../domain/account-messages.ts';
import type { OrderStatus } from '../../domain/order-rules.ts';
import { legacy } from '../db/database.ts';
import type { Db } from '../db/open.ts';
import { Refusal } from '../http/refusal.ts';
import type { AuthUser } from '../session/require-user.ts';
import { walletBalance } from '../wallet/repository.ts';
import { orderEntity } from './place-order-entity.ts';
import { orderInputs } from './place-order-inputs.ts';
import { priceLines } from './place-order-lines.ts';
import { recordOrder } from './place-order-record.ts';
import { orderTotals } from './place-order-totals.ts';
import { findOrderByClientId, type OrderRow } from './repository.ts';

export interface PlaceOrderInput {
  clientOrderId: string;
  cartId: string;
  addressId: string;
  paymentMethod: OrderRow['payment_method'];
  patientId?: string | undefined;
  prescriptionIds?: string[] | undefined;
  /** storefront.md §3 reminderDetails (validated with the order entity; reminderTime defaults to 10). */
  reminder?: unknown;
  /** The earlier order this one repeats (the reorder path): the grand total must reach ₹250. */
  repeatOfOrderId?: string | undefined;
}

export interface PlaceOrderEffects {
  /** Called inside the transaction for an order that waits for a prescription: sends the SMS upload link. */
  onPendingPrescription(order: OrderRow, mobile: string): void;
}

/**
 * Places the order from the server cart in one IMMEDIATE transaction: idempotent by (user,
 * clientOrderId) — a repeat, also a concurrent one, returns the first order and changes nothing —,
 * stock re-checked and decremented, totals from today's prices, the cart emptied. The checks run in
 * this order, so the customer hears about the first problem: cart, address, patient, prescriptions,
 * stock, totals (payment method, coupon, repeat minimum), the order entity, the wallet.
 */
export function placeOrder(db: Db, user: AuthUser, input: PlaceOrderInput, now: Date, effects: PlaceOrderEffects): { order: OrderRow; created: boolean } {
  const run = legacy(db).transaction((): { order: OrderRow; created: boolean } => {
    const existing = findOrderByClientId(db, user.id, input.clientOrderId);
    if (existing) return { order: existing, created: false };

    const inputs = orderInputs(db, user.id, input);
    const items = priceLines(db, inputs.lines, now);
    const totals = orderTotals(db, { userId: user.id, cart: inputs.cart, address: inputs.address, items, input }, now);
    const entity = orderEntity(input, items, totals, inputs.address);
    const needsPrescription = items.some((i) => i.product?.prescription_required === 1);
    const status: OrderStatus = needsPrescription && inputs.prescriptionIds.length === 0 ? 'PENDING_APPROVAL' : 'PLACED';
    const paymentStatus = paymentStatusFor(db, user, input.paymentMethod, totals.grandTotal);

    const order = recordOrder(db, { user, input, inputs, items, totals, entity, status, paymentStatus, needsPrescription }, now);
    if (status === 'PENDING_APPROVAL') effects.onPendingPrescription(order, user.mobile);
    return { order, created: true };
  });
  return run.immediate();
}

/** ONLINE waits for the provider; a wallet pays now (when enabled and the balance covers it); cash is not due yet. */
function paymentStatusFor(db: Db, user: AuthUser, method: PlaceOrderInput['paymentMethod'], grandTotal: number): OrderRow['payment_status'] {
  if (method === 'ONLINE') return 'PENDING';
  if (method !== 'WALLET') return 'NOT_DUE';
  if (!user.walletEnabled) throw new Refusal(400, ACCOUNT_MESSAGES.walletDisabled);
  if (walletBalance(db, user.id) < grandTotal) throw new Refusal(400, ACCOUNT_MESSAGES.walletLow);
  return 'SUCCESSFUL';
}
