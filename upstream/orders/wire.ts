import { paiseToDecimal } from '../../domain/money.ts';
import { CANCELLABLE_STATUSES } from '../../domain/order-rules.ts';
import type { Db } from '../db/open.ts';
import { uploadsByIds } from '../prescriptions/uploads.ts';
import { uploadToWire } from '../prescriptions/wire.ts';
import { canRate, orderRating } from './rating.ts';
import { type OrderRow, orderEvents, orderItems, orderPlacedBy, orderPrescriptionIds } from './repository.ts';
import { returnableUntil } from './return-order.ts';
import { timeline } from './status.ts';

/**
 * An order as the orders service sends it: money as rupee strings, the timeline, what may be done next,
 * and who placed it when the customer did not.
 */
export async function orderToWire(db: Db, order: OrderRow) {
  const [items, rating, events, canBeRated, prescriptionIds, placedBy] = await Promise.all([
    orderItems(db, order.id),
    orderRating(db, order.id),
    orderEvents(db, order.id),
    canRate(db, order),
    orderPrescriptionIds(db, order.id),
    orderPlacedBy(db, order),
  ]);
  const uploads = await uploadsByIds(db, order.user_id, prescriptionIds);
  const prescriptions = uploads.map((u) => uploadToWire(u));
  return {
    id: order.sid,
    number: order.number,
    status: order.status,
    placed_at: order.placed_at,
    delivered_at: order.delivered_at,
    payment_method: order.payment_method,
    payment_status: order.payment_status,
    items: items.map((i) => ({
      sku: i.sku,
      name: i.name,
      qty: i.qty,
      price: paiseToDecimal(i.price_paise),
      row_total: paiseToDecimal(i.price_paise * i.qty),
      prescription_required: i.prescription_required === 1,
      returnable: i.returnable === 1,
      returned_qty: i.returned_qty,
      free_gift: i.free_gift === 1,
    })),
    subtotal: paiseToDecimal(order.subtotal_paise),
    shipping: paiseToDecimal(order.shipping_paise),
    discount: paiseToDecimal(order.discount_paise),
    grand_total: paiseToDecimal(order.grand_total_paise),
    address: {
      id: order.address_id,
      name: order.ship_name,
      mobile: order.ship_mobile,
      alternate_mobile: order.ship_alternate_mobile,
      pin_code: order.ship_pin_code,
      city: order.ship_city,
      state: order.ship_state,
      street: order.ship_street,
      apartment: order.ship_apartment,
      is_default: false,
    },
    patient: order.patient_id ? { id: order.patient_id, name: order.patient_name ?? '', age: order.patient_age ?? 0 } : null,
    timeline: timeline(events),
    cancellable: CANCELLABLE_STATUSES.includes(order.status),
    cancel_reason: order.cancel_reason,
    cancelled_at: order.status === 'CANCELLED' ? (events.find((e) => e.status === 'CANCELLED')?.at ?? null) : null,
    returnable_until: returnableUntil(order, items),
    rating: rating ? { stars: rating.stars, reasons: JSON.parse(rating.reasons) as string[], remark: rating.remark } : null,
    can_rate: canBeRated,
    prescription_required: order.prescription_required === 1,
    coupon_code: order.coupon_code,
    reminder: order.reminder === null ? null : (JSON.parse(order.reminder) as Record<string, unknown>),
    repeat_of: order.repeat_of,
    paid_at: order.paid_at,
    prescriptions,
    /** Who placed it for the customer (their shop's name, or the pharmacy), null when they did (repository.ts orderPlacedBy). */
    placed_by: placedBy,
  };
}
