import { MESSAGES } from '../../domain/messages.ts';
import { isReturnable, type OrderStatus } from '../../domain/order-rules.ts';
import { touchCart } from '../cart/repository.ts';
import { legacy } from '../db/database.ts';
import type { Db } from '../db/open.ts';
import { Refusal } from '../http/refusal.ts';
import { publicId } from '../ids.ts';
import type { AuthUser } from '../session/require-user.ts';
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
 */
export function recordOrder(db: Db, o: NewOrder, now: Date): OrderRow {
  const { user, input, totals, entity } = o;
  const { address, patient } = o.inputs;
  const at = now.toISOString();
  const nextId = (legacy(db).prepare<[], { n: number }>('SELECT COALESCE(MAX(id), 0) + 1 AS n FROM orders').get()?.n ?? 1) as number;
  const number = `PB${String(10_000_000 + nextId)}`;
  const { lastInsertRowid } = legacy(db)
    .prepare(
      `INSERT INTO orders (sid, number, user_id, client_order_id, status, payment_method, payment_status, subtotal_paise, shipping_paise,
        discount_paise, grand_total_paise, prescription_required, address_id, ship_name, ship_mobile, ship_alternate_mobile, ship_pin_code,
        ship_city, ship_state, ship_street, ship_apartment, patient_id, patient_name, patient_age, cart_token, placed_at, updated_at,
        coupon_code, reminder, repeat_of)
       VALUES (${Array(30).fill('?').join(', ')})`,
    )
    .run(
      publicId(),
      number,
      user.id,
      input.clientOrderId,
      o.status,
      input.paymentMethod,
      o.paymentStatus,
      totals.subtotal,
      totals.shipping,
      totals.discount,
      totals.grandTotal,
      o.needsPrescription ? 1 : 0,
      address.id,
      address.name,
      address.mobile,
      address.alternate_mobile,
      address.pin_code,
      address.city,
      address.state,
      address.street,
      address.apartment,
      patient?.id ?? null,
      patient?.name ?? null,
      patient?.age ?? null,
      input.cartId,
      at,
      at,
      entity.couponCode,
      entity.reminderDetails === null ? null : JSON.stringify(entity.reminderDetails),
      entity.repeatOfOrderId,
    );
  const orderId = Number(lastInsertRowid);
  takeItems(db, orderId, o.items);
  const link = legacy(db).prepare('INSERT OR IGNORE INTO order_prescriptions (order_id, upload_id) VALUES (?, ?)');
  for (const id of o.inputs.prescriptionIds) {
    link.run(orderId, id);
    legacy(db).prepare('UPDATE uploads SET order_id = ? WHERE id = ? AND order_id IS NULL').run(orderId, id);
  }
  if (input.paymentMethod === 'WALLET') addWalletTransaction(db, user.id, -totals.grandTotal, `Paid for order ${number}`, orderId, now);
  legacy(db).prepare('DELETE FROM cart_items WHERE cart_token = ?').run(input.cartId);
  legacy(db).prepare('UPDATE carts SET coupon_code = NULL WHERE token = ?').run(input.cartId);
  touchCart(db, input.cartId, now);

  const order = legacy(db).prepare<[number], OrderRow>('SELECT * FROM orders WHERE id = ?').get(orderId) as OrderRow;
  recordStatusEvent(db, order, o.status, user.id, null, now);
  return order;
}

/** The order's items at the prices charged; stock is taken only while enough is left (a lost race refuses the whole order). */
function takeItems(db: Db, orderId: number, items: readonly PricedLine[]): void {
  const insertItem = legacy(db).prepare(
    `INSERT INTO order_items (order_id, sku, name, qty, price_paise, mrp_paise, prescription_required, returnable) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const takeStock = legacy(db).prepare('UPDATE products SET qty = qty - ? WHERE sku = ? AND qty >= ?');
  for (const { line, product: p, price } of items) {
    if (!p) continue;
    if (takeStock.run(line.qty, line.sku, line.qty).changes !== 1) throw new Refusal(409, MESSAGES.outOfStock, { stock_status: 'out_of_stock', sku: line.sku });
    const rx = p.prescription_required === 1;
    insertItem.run(orderId, line.sku, p.name, line.qty, price, p.mrp_paise, rx ? 1 : 0, isReturnable({ prescriptionRequired: rx }) ? 1 : 0);
  }
}
