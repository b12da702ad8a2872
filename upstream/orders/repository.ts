import { ACCOUNT_MESSAGES } from '../../domain/account-messages.ts';
import type { OrderStatus } from '../../domain/order-rules.ts';
import { legacy } from '../db/database.ts';
import type { Db } from '../db/open.ts';
import { Refusal } from '../http/refusal.ts';

/** A row of orders: money in paise, the address and patient copied as they were when it was placed. */
export interface OrderRow {
  id: number;
  sid: string;
  number: string;
  user_id: number;
  client_order_id: string;
  status: OrderStatus;
  payment_method: 'COD' | 'ONLINE' | 'WALLET';
  payment_status: 'NOT_DUE' | 'PENDING' | 'SUCCESSFUL' | 'FAILED';
  subtotal_paise: number;
  shipping_paise: number;
  discount_paise: number;
  grand_total_paise: number;
  prescription_required: number;
  address_id: string;
  ship_name: string;
  ship_mobile: string;
  ship_alternate_mobile: string | null;
  ship_pin_code: string;
  ship_city: string;
  ship_state: string;
  ship_street: string;
  ship_apartment: string;
  patient_id: string | null;
  patient_name: string | null;
  patient_age: number | null;
  cancel_reason: string | null;
  coupon_code: string | null;
  reminder: string | null;
  repeat_of: string | null;
  paid_at: string | null;
  placed_at: string;
  delivered_at: string | null;
}

export interface OrderItemRow {
  sku: string;
  name: string;
  qty: number;
  price_paise: number;
  mrp_paise: number;
  prescription_required: number;
  returnable: number;
  returned_qty: number;
}

export interface OrderEventRow {
  status: OrderStatus;
  actor_user_id: number | null;
  note: string | null;
  at: string;
}

export const orderMismatch = () => new Refusal(404, ACCOUNT_MESSAGES.orderIdMismatch);
export const orderUrl = (sid: string) => `/my-account/orders/${sid}`;

export function findOrder(db: Db, userId: number, sid: string): OrderRow | undefined {
  return legacy(db).prepare<[string, number], OrderRow>('SELECT * FROM orders WHERE sid = ? AND user_id = ?').get(sid, userId);
}

/** The customer's order by the id they gave it (placing is idempotent by it). */
export function findOrderByClientId(db: Db, userId: number, clientOrderId: string): OrderRow | undefined {
  return legacy(db).prepare<[number, string], OrderRow>('SELECT * FROM orders WHERE user_id = ? AND client_order_id = ?').get(userId, clientOrderId);
}

/** Only for the signed SMS link and dev tools, which name an order without its owner. */
export function findOrderBySid(db: Db, sid: string): OrderRow | undefined {
  return legacy(db).prepare<[string], OrderRow>('SELECT * FROM orders WHERE sid = ?').get(sid);
}

/** The customer's order, or OrderId Mismatch (another customer's order is never found). */
export function ownOrder(db: Db, userId: number, sid: string): OrderRow {
  const order = findOrder(db, userId, sid);
  if (!order) throw orderMismatch();
  return order;
}

export function orderItems(db: Db, orderId: number): OrderItemRow[] {
  return legacy(db)
    .prepare<[number], OrderItemRow>(
      'SELECT sku, name, qty, price_paise, mrp_paise, prescription_required, returnable, returned_qty FROM order_items WHERE order_id = ? ORDER BY id',
    )
    .all(orderId);
}

export function orderEvents(db: Db, orderId: number): OrderEventRow[] {
  return legacy(db).prepare<[number], OrderEventRow>('SELECT status, actor_user_id, note, at FROM order_events WHERE order_id = ? ORDER BY id').all(orderId);
}

export function listOrders(db: Db, userId: number, page: number, pageSize: number): { rows: OrderRow[]; total: number } {
  const total = legacy(db).prepare<[number], { n: number }>('SELECT count(*) AS n FROM orders WHERE user_id = ?').get(userId)?.n ?? 0;
  const rows = legacy(db)
    .prepare<[number, number, number], OrderRow>('SELECT * FROM orders WHERE user_id = ? ORDER BY placed_at DESC, id DESC LIMIT ? OFFSET ?')
    .all(userId, pageSize, (page - 1) * pageSize);
  return { rows, total };
}

export function orderPrescriptionIds(db: Db, orderId: number): string[] {
  return legacy(db)
    .prepare<[number], { upload_id: string }>('SELECT upload_id FROM order_prescriptions WHERE order_id = ? ORDER BY rowid')
    .all(orderId)
    .map((r) => r.upload_id);
}

/** Distinct SKUs the customer has ordered, most recently ordered first (buy again). */
export function buyAgainSkus(db: Db, userId: number, limit = 50): string[] {
  return legacy(db)
    .prepare<[number, number], { sku: string }>(
      `SELECT i.sku, MAX(o.placed_at) AS last FROM order_items i JOIN orders o ON o.id = i.order_id
       WHERE o.user_id = ? GROUP BY i.sku ORDER BY last DESC, MAX(o.id) DESC LIMIT ?`,
    )
    .all(userId, limit)
    .map((r) => r.sku);
}
