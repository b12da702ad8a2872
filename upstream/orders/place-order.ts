import type { Transaction } from 'kysely';
import { ACCOUNT_MESSAGES } from '../../domain/account-messages.ts';
import type { OrderStatus } from '../../domain/order-rules.ts';
import { engineOf, inTransaction } from '../db/database.ts';
import { lockCustomer } from '../db/lock-customer.ts';
import type { Db } from '../db/open.ts';
import type { Tables } from '../db/tables.ts';
import { Refusal } from '../http/refusal.ts';
import type { AuthUser } from '../session/require-user.ts';
import type { Actor } from '../staff/acting.ts';
import { walletBalance } from '../wallet/repository.ts';
import { orderEntity } from './place-order-entity.ts';
import { recordOrderGifts, refuseStalePrices } from './place-order-gifts.ts';
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
  /** Called inside the transaction (`db` is it) for an order that waits for a prescription: sends the SMS upload link. */
  onPendingPrescription(db: Db, order: OrderRow, mobile: string): unknown;
}

/**
 * Places the order from the server cart in one transaction: idempotent by (user, clientOrderId) — a
 * repeat, also a concurrent one, returns the first order and changes nothing —, stock re-checked and
 * taken with conditional updates, totals from today's prices, the cart emptied. The checks run in
 * this order, so the customer hears about the first problem: cart, address, patient, prescriptions,
 * stock, prices last shown (price sync), totals (payment method, coupon, repeat minimum), the order
 * entity, the wallet; the free gifts are recorded as ₹0 lines with the order.
 */
export function placeOrder(
  db: Db,
  user: AuthUser,
  actor: Actor | null,
  input: PlaceOrderInput,
  now: Date,
  effects: PlaceOrderEffects,
): Promise<{ order: OrderRow; created: boolean }> {
  return inTransaction(db, async (tx) => {
    // SQLite's transactions already run one at a time. On PostgreSQL, placements from one cart wait for
    // each other here (and for changes to the cart, which take the same lock: lockOpenCart), so that a
    // repeat of an order being placed finds it below rather than its cart emptied.
    if (engineOf(tx) === 'postgres') await tx.selectFrom('carts').select('token').where('token', '=', input.cartId).forNoKeyUpdate().execute();
    const existing = await findOrderByClientId(tx, user.id, input.clientOrderId);
    if (existing) return { order: existing, created: false };

    const inputs = await orderInputs(tx, user.id, input);
    const items = await priceLines(tx, inputs.lines, now);
    refuseStalePrices(items, new Map(inputs.lines.map((l) => [l.sku, l.seen_price_paise])));
    const totals = await orderTotals(tx, { userId: user.id, cart: inputs.cart, address: inputs.address, items, input }, now);
    const entity = orderEntity(input, items, totals, inputs.address);
    const needsPrescription = items.some((i) => i.product?.prescription_required === 1);
    const status: OrderStatus = needsPrescription && inputs.prescriptionIds.length === 0 ? 'PENDING_APPROVAL' : 'PLACED';
    const paymentStatus = await paymentStatusFor(tx, user, input.paymentMethod, totals.grandTotal);

    const order = await recordOrder(tx, { user, actor, input, inputs, items, totals, entity, status, paymentStatus, needsPrescription }, now);
    if (!order) return { order: (await findOrderByClientId(tx, user.id, input.clientOrderId)) as OrderRow, created: false };
    await recordOrderGifts(tx, order.id, input.cartId, totals.subtotal);
    if (status === 'PENDING_APPROVAL') await effects.onPendingPrescription(tx, order, user.mobile);
    return { order, created: true };
  });
}

/**
 * ONLINE waits for the provider; a wallet pays now (when enabled and the balance covers it); cash is
 * not due yet. A wallet order takes the customer's lock before it reads the balance (the debit takes
 * it again, upstream/wallet/repository.ts), so two wallet orders at once cannot both count the same money.
 */
async function paymentStatusFor(
  tx: Transaction<Tables>,
  user: AuthUser,
  method: PlaceOrderInput['paymentMethod'],
  grandTotal: number,
): Promise<OrderRow['payment_status']> {
  if (method === 'ONLINE') return 'PENDING';
  if (method !== 'WALLET') return 'NOT_DUE';
  if (!user.walletEnabled) throw new Refusal(400, ACCOUNT_MESSAGES.walletDisabled);
  await lockCustomer(tx, user.id);
  if ((await walletBalance(tx, user.id)) < grandTotal) throw new Refusal(400, ACCOUNT_MESSAGES.walletLow);
  return 'SUCCESSFUL';
}
