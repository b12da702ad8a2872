import { MESSAGES } from '../../domain/messages.ts';
import { isReturnable, type OrderStatus } from '../../domain/order-rules.ts';
import { touchCart } from '../cart/repository.ts';
import type { Db } from '../db/open.ts';
import { markEstimationOrdered } from '../estimations/repository.ts';
import { Refusal } from '../http/refusal.ts';
import { publicId } from '../ids.ts';
import type { AuthUser } from '../session/require-user.ts';
import type { Actor } from '../staff/acting.ts';
import { recordAudit } from '../staff/audit.ts';
import { addWalletTransaction } from '../wallet/repository.ts';
import type { PlaceOrderInput } from './place-order.ts';
import type { OrderEntity } from './place-order-entity.ts';
import type { OrderInputs } from './place-order-inputs.ts';
import type { PricedLine } from './place-order-lines.ts';
import type { OrderTotals } from './place-order-totals.ts';
import type { OrderRow } from './repository.ts';
import { recordStatusEvent } from './status.ts';

export interface NewOrder {
  user: AuthUser;
  /** The staff user placing it for the customer; null when the customer does. */
  actor: Actor | null;
  input: PlaceOrderInput;
  inputs: OrderInputs;
  items: readonly PricedLine[];
  totals: OrderTotals;
  entity: OrderEntity;
  status: OrderStatus;
  paymentStatus: OrderRow['payment_status'];
  needsPrescription: boolean;
}

/**
 * Writes a checked order inside the caller's transaction: the order row (with a copy of the address
 * and patient as they are today), its items with stock taken, the prescriptions linked, the wallet
 * debited, the cart emptied (its coupon too), and the first status event with its notification.
 * Null, with nothing written, when the customer's order of this clientOrderId already exists (a
 * concurrent placement of the same order committed first: the unique key decides, not a read).
 */
export async function recordOrder(db: Db, o: NewOrder, now: Date): Promise<OrderRow | null> {
  const { user, input, totals, entity } = o;
  const { address, patient } = o.inputs;
  const at = now.toISOString();
  const sid = publicId();
  const inserted = await db
    .insertInto('orders')
    .values({
      sid,
      // Made from the id just below: numbering from MAX(id) + 1 would hand one number to two concurrent orders.
      number: `pending-${sid}`,
      user_id: user.id,
      client_order_id: input.clientOrderId,
      status: o.status,
      payment_method: input.paymentMethod,
      payment_status: o.paymentStatus,
      subtotal_paise: totals.subtotal,
      shipping_paise: totals.shipping,
      discount_paise: totals.discount,
      grand_total_paise: totals.grandTotal,
      prescription_required: o.needsPrescription ? 1 : 0,
      address_id: address.id,
      ship_name: address.name,
      ship_mobile: address.mobile,
      ship_alternate_mobile: address.alternate_mobile,
      ship_pin_code: address.pin_code,
      ship_city: address.city,
      ship_state: address.state,
      ship_street: address.street,
      ship_apartment: address.apartment,
      patient_id: patient?.id ?? null,
      patient_name: patient?.name ?? null,
      patient_age: patient?.age ?? null,
      cart_token: input.cartId,
      placed_at: at,
      updated_at: at,
      coupon_code: entity.couponCode,
      reminder: entity.reminderDetails === null ? null : JSON.stringify(entity.reminderDetails),
      repeat_of: entity.repeatOfOrderId,
      placed_by_user_id: o.actor?.userId ?? null,
      franchise_id: o.actor?.franchiseId ?? null,
      estimate_id: o.inputs.cart.estimate_id ?? null,
    })
    .onConflict((oc) => oc.columns(['user_id', 'client_order_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return null;
  const orderId = inserted.id;
  const number = `PB${String(10_000_000 + orderId)}`;
  await db.updateTable('orders').set({ number }).where('id', '=', orderId).execute();
  await insertItems(db, orderId, o.items);
  for (const id of o.inputs.prescriptionIds) {
    await db
      .insertInto('order_prescriptions')
      .values({ order_id: orderId, upload_id: id })
      .onConflict((oc) => oc.columns(['order_id', 'upload_id']).doNothing())
      .execute();
    await db.updateTable('uploads').set({ order_id: orderId }).where('id', '=', id).where('order_id', 'is', null).execute();
  }
  if (input.paymentMethod === 'WALLET') await addWalletTransaction(db, user.id, -totals.grandTotal, `Paid for order ${number}`, orderId, now);
  await db.deleteFrom('cart_items').where('cart_token', '=', input.cartId).execute();
  // The estimation the cart was filled from (Order Now) is ordered with it; the emptied cart forgets it.
  await markEstimationOrdered(db, user.id, o.inputs.cart.estimate_id ?? null, orderId, now);
  await db.updateTable('carts').set({ coupon_code: null, estimate_id: null }).where('token', '=', input.cartId).execute();
  await touchCart(db, input.cartId, now);

  const order = await db.selectFrom('orders').selectAll().where('id', '=', orderId).$castTo<OrderRow>().executeTakeFirstOrThrow();
  await recordStatusEvent(db, order, o.status, o.actor?.userId ?? user.id, null, now);
  await recordAudit(db, o.actor, user.id, 'order.place', { type: 'order', id: order.sid }, now);
  // Last, so that the products' row locks (every order of a product waits for them on PostgreSQL) are
  // held only from here to the commit: taken first, they made 100 orders of two products queue behind
  // every other write of each order (bench:orders p50 1.0 s against SQLite's 0.5 s).
  await takeStock(db, o.items);
  return order;
}

const soldLines = (items: readonly PricedLine[]) => items.flatMap(({ line, product, price }) => (product ? [{ line, product, price }] : []));

/**
 * Takes the stock of the order's items only while enough is left (`qty >= n` in the update itself, so
 * concurrent orders never take the same units: a lost race refuses the whole order, and the caller's
 * transaction rolls it back). Products are taken in SKU order, so that two orders of the same products
 * lock them in the same order on PostgreSQL (no deadlock).
 */
async function takeStock(db: Db, items: readonly PricedLine[]): Promise<void> {
  for (const { line } of soldLines(items).sort((a, b) => (a.line.sku < b.line.sku ? -1 : a.line.sku > b.line.sku ? 1 : 0))) {
    const { numUpdatedRows } = await db
      .updateTable('products')
      .set((eb) => ({ qty: eb('qty', '-', line.qty) }))
      .where('sku', '=', line.sku)
      .where('qty', '>=', line.qty)
      .executeTakeFirst();
    if (Number(numUpdatedRows) !== 1) throw new Refusal(409, MESSAGES.outOfStock, { stock_status: 'out_of_stock', sku: line.sku });
  }
}

/** The order's items at the prices charged. */
async function insertItems(db: Db, orderId: number, items: readonly PricedLine[]): Promise<void> {
  const sold = soldLines(items);
  if (sold.length === 0) return;
  await db
    .insertInto('order_items')
    .values(
      sold.map(({ line, product: p, price }) => {
        const rx = p.prescription_required === 1;
        return {
          order_id: orderId,
          sku: line.sku,
          name: p.name,
          qty: line.qty,
          price_paise: price,
          mrp_paise: p.mrp_paise,
          prescription_required: rx ? 1 : 0,
          returnable: isReturnable({ prescriptionRequired: rx }) ? 1 : 0,
        };
      }),
    )
    .execute();
}
