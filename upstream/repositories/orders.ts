import { ACCOUNT_MESSAGES } from '../../domain/account-messages.ts';
import { cartTotals } from '../../domain/cart-totals.ts';
import { CHECKOUT_MESSAGES, INTERNAL_VALIDATION_WITH_CONTACT } from '../../domain/checkout-messages.ts';
import { orderEntityProblem, REPEAT_ORDER_MIN_PAISE, ReminderSchema, shippingDetailsOf } from '../../domain/checkout-rules.ts';
import { MESSAGES } from '../../domain/messages.ts';
import {
  CANCEL_REASONS,
  CANCELLABLE_STATUSES,
  type CancelReason,
  isReturnable,
  ORDER_STATUS_MESSAGES,
  ORDER_TIMELINE,
  type OrderStatus,
  RETURN_WINDOW_DAYS,
  ratingReasonsFor,
} from '../../domain/order-rules.ts';
import { finalPrice } from '../../domain/pricing.ts';
import type { AuthUser } from '../auth/require-user.ts';
import type { Db } from '../db/open.ts';
import { findAddress } from './addresses.ts';
import { applicableCoupon } from './cart-view.ts';
import { touchCart, usableCart } from './carts.ts';
import { publicId } from './ids.ts';
import { notify } from './notifications.ts';
import { findPatient } from './patients.ts';
import { checkPin } from './pincodes.ts';
import { Refusal } from './refusal.ts';
import { addWalletTransaction, walletBalance } from './wallet.ts';

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

export interface PlaceOrderInput {
  clientOrderId: string;
  cartId: string;
  addressId: string;
  paymentMethod: 'COD' | 'ONLINE' | 'WALLET';
  patientId?: string | undefined;
  prescriptionIds?: string[] | undefined;
  /** storefront.md §3 reminderDetails (validated with the order entity; reminderTime defaults to 10). */
  reminder?: unknown;
  /** The earlier order this one repeats (the reorder path): the grand total must reach ₹250. */
  repeatOfOrderId?: string | undefined;
}

const DAY_MS = 86_400_000;
export const orderMismatch = () => new Refusal(404, ACCOUNT_MESSAGES.orderIdMismatch);
export const orderUrl = (sid: string) => `/my-account/orders/${sid}`;

export function findOrder(db: Db, userId: number, sid: string): OrderRow | undefined {
  return db.prepare<[string, number], OrderRow>('SELECT * FROM orders WHERE sid = ? AND user_id = ?').get(sid, userId);
}

/** Only for the signed SMS link and dev tools, which name an order without its owner. */
export function findOrderBySid(db: Db, sid: string): OrderRow | undefined {
  return db.prepare<[string], OrderRow>('SELECT * FROM orders WHERE sid = ?').get(sid);
}

function ownOrder(db: Db, userId: number, sid: string): OrderRow {
  const order = findOrder(db, userId, sid);
  if (!order) throw orderMismatch();
  return order;
}

export function orderItems(db: Db, orderId: number): OrderItemRow[] {
  return db
    .prepare<[number], OrderItemRow>(
      'SELECT sku, name, qty, price_paise, mrp_paise, prescription_required, returnable, returned_qty FROM order_items WHERE order_id = ? ORDER BY id',
    )
    .all(orderId);
}

export function orderEvents(db: Db, orderId: number): OrderEventRow[] {
  return db.prepare<[number], OrderEventRow>('SELECT status, actor_user_id, note, at FROM order_events WHERE order_id = ? ORDER BY id').all(orderId);
}

/** The message for a status: the timeline's for the six steps, ORDER_STATUS_MESSAGES for the rest. */
export function statusMessage(status: OrderStatus): string {
  const step = ORDER_TIMELINE.find((s) => s.status === status);
  return step ? step.message : ORDER_STATUS_MESSAGES[status as keyof typeof ORDER_STATUS_MESSAGES];
}

/** The six steps of storefront.md §3 in order, each with the first time it was reached (ISO UTC) or null. */
export function timeline(events: readonly OrderEventRow[]) {
  return ORDER_TIMELINE.map((step) => {
    const at = events.find((e) => e.status === step.status)?.at ?? null;
    return { status: step.status, title: step.title, message: step.message, at, reached: at !== null };
  });
}

/**
 * Records a status change: the order's status, the event (timeline and audit: who did it) and the
 * customer's notification. Runs inside the caller's transaction.
 */
function setStatus(db: Db, order: OrderRow, status: OrderStatus, actorUserId: number | null, note: string | null, now: Date) {
  const at = now.toISOString();
  db.prepare("UPDATE orders SET status = ?, updated_at = ?, delivered_at = CASE WHEN ? = 'DELIVERED' THEN ? ELSE delivered_at END WHERE id = ?").run(
    status,
    at,
    status,
    at,
    order.id,
  );
  db.prepare('INSERT INTO order_events (order_id, status, actor_user_id, note, at) VALUES (?, ?, ?, ?, ?)').run(order.id, status, actorUserId, note, at);
  notify(
    db,
    order.user_id,
    { type: `order_${status.toLowerCase()}`, message: `${order.number}: ${statusMessage(status)}`, actionLabel: 'View order', actionUrl: orderUrl(order.sid) },
    now,
  );
}

interface ProductForOrder {
  is_virtual: number;
  sku: string;
  name: string;
  qty: number;
  status: number;
  mrp_paise: number;
  price_paise: number;
  special_price_paise: number | null;
  special_from: string | null;
  special_to: string | null;
  prescription_required: number;
}

export interface PlaceOrderEffects {
  /** Called inside the transaction for an order that waits for a prescription: sends the SMS upload link. */
  onPendingPrescription(order: OrderRow, mobile: string): void;
}

/**
 * Places the order from the server cart in one IMMEDIATE transaction: idempotent by (user,
 * clientOrderId) — a repeat, also a concurrent one, returns the first order and changes nothing —,
 * stock re-checked and decremented, totals from today's prices, the cart emptied.
 */
export function placeOrder(db: Db, user: AuthUser, input: PlaceOrderInput, now: Date, effects: PlaceOrderEffects): { order: OrderRow; created: boolean } {
  const run = db.transaction((): { order: OrderRow; created: boolean } => {
    const existing = db.prepare<[number, string], OrderRow>('SELECT * FROM orders WHERE user_id = ? AND client_order_id = ?').get(user.id, input.clientOrderId);
    if (existing) return { order: existing, created: false };

    const cart = usableCart(db, input.cartId, user.id);
    const lines = db.prepare<[string], { sku: string; qty: number }>('SELECT sku, qty FROM cart_items WHERE cart_token = ? ORDER BY item_id').all(input.cartId);
    if (lines.length === 0) throw new Refusal(400, ACCOUNT_MESSAGES.cartEmpty);

    const address = findAddress(db, user.id, input.addressId);
    if (!address) throw new Refusal(404, ACCOUNT_MESSAGES.addressNotFound);
    const pin = checkPin(db, address.pin_code);
    if (!pin.serviceable) throw new Refusal(400, pin.message ?? ACCOUNT_MESSAGES.invalidPinCode, { field: 'addressId' });
    const patient = input.patientId ? findPatient(db, user.id, input.patientId) : undefined;
    if (input.patientId && !patient) throw new Refusal(404, ACCOUNT_MESSAGES.patientNotFound);
    const prescriptionIds = [...new Set(input.prescriptionIds ?? [])];
    for (const id of prescriptionIds) {
      const own = db.prepare("SELECT 1 FROM uploads WHERE id = ? AND user_id = ? AND kind = 'prescription'").get(id, user.id);
      if (!own) throw new Refusal(404, ACCOUNT_MESSAGES.prescriptionNotFound);
    }

    const productBySku = db.prepare<[string], ProductForOrder>(
      `SELECT sku, name, qty, status, mrp_paise, price_paise, special_price_paise, special_from, special_to, prescription_required, is_virtual
       FROM products WHERE sku = ?`,
    );
    const items = lines.map((line) => {
      const p = productBySku.get(line.sku);
      const price = p
        ? finalPrice(
            {
              pricePaise: p.price_paise,
              mrpPaise: p.mrp_paise,
              specialPricePaise: p.special_price_paise,
              specialFrom: p.special_from,
              specialTo: p.special_to,
            },
            now,
          ).pricePaise
        : -1;
      return { line, p, price };
    });
    const short = items.filter(({ line, p, price }) => !p || p.status >= 2 || price < 0 || p.qty < line.qty);
    const first = short[0];
    if (first) {
      const available = first.p && first.p.status < 2 && first.price >= 0 ? first.p.qty : 0;
      throw new Refusal(409, available > 0 ? MESSAGES.onlyAvailable(available) : MESSAGES.outOfStock, {
        stock_status: available > 0 ? 'ok' : 'out_of_stock',
        sku: first.line.sku,
        qty: available,
        skus: short.map((s) => s.line.sku),
      });
    }

    const subtotal = items.reduce((sum, i) => sum + i.price * i.line.qty, 0);
    const virtual = items.every((i) => i.p?.is_virtual === 1);
    if (virtual && input.paymentMethod === 'COD') throw new Refusal(400, CHECKOUT_MESSAGES.codUnavailable, { field: 'paymentMethod' });
    // An applied coupon is validated again, for this address and today's prices (refused: removed, see the route).
    const coupon = cart.coupon_code ? applicableCoupon(db, cart.coupon_code, subtotal, address, now) : null;
    if (cart.coupon_code && !coupon) throw new Refusal(409, CHECKOUT_MESSAGES.couponRemovedTryAnother, { field: 'coupon', coupon_removed: true });
    const totals = cartTotals({
      lines: items.map((i) => ({ pricePaise: i.price, mrpPaise: i.p?.mrp_paise ?? 0, qty: i.line.qty })),
      discountPaise: coupon?.discountPaise ?? 0,
      freeShipping: coupon?.freeShipping ?? false,
      shippingApplies: !virtual,
    });
    const shipping = totals.shippingPaise ?? 0;
    const discount = totals.discountPaise;
    const grandTotal = totals.grandTotalPaise;
    if (input.repeatOfOrderId !== undefined) {
      if (!findOrder(db, user.id, input.repeatOfOrderId)) throw orderMismatch();
      if (grandTotal < REPEAT_ORDER_MIN_PAISE) throw new Refusal(400, CHECKOUT_MESSAGES.repeatMinimum, { field: 'repeatOfOrderId' });
    }
    const reminder = input.reminder === undefined || input.reminder === null ? null : ReminderSchema.safeParse(input.reminder);
    const entity = {
      clientOrderId: input.clientOrderId,
      paymentMethod: input.paymentMethod,
      items: items.map((i) => ({ sku: i.line.sku, name: i.p?.name ?? '', qty: i.line.qty, pricePaise: i.price, mrpPaise: i.p?.mrp_paise ?? 0 })),
      totals: { subtotalPaise: subtotal, discountPaise: discount, shippingPaise: shipping, grandTotalPaise: grandTotal },
      shippingDetails: shippingDetailsOf({
        name: address.name,
        mobile: address.mobile,
        alternateMobile: address.alternate_mobile,
        pinCode: address.pin_code,
        city: address.city,
        state: address.state,
        street: address.street,
        apartment: address.apartment,
      }),
      reminderDetails: reminder === null ? null : reminder.success ? reminder.data : input.reminder,
      couponCode: coupon?.rule.code ?? null,
      repeatOfOrderId: input.repeatOfOrderId ?? null,
    };
    const problem = orderEntityProblem(entity);
    if (problem) throw new Refusal(400, INTERNAL_VALIDATION_WITH_CONTACT, { field: problem, validation: true });
    const needsPrescription = items.some((i) => i.p?.prescription_required === 1);
    const status: OrderStatus = needsPrescription && prescriptionIds.length === 0 ? 'PENDING_APPROVAL' : 'PLACED';

    let paymentStatus: OrderRow['payment_status'] = input.paymentMethod === 'ONLINE' ? 'PENDING' : 'NOT_DUE';
    if (input.paymentMethod === 'WALLET') {
      if (!user.walletEnabled) throw new Refusal(400, ACCOUNT_MESSAGES.walletDisabled);
      if (walletBalance(db, user.id) < grandTotal) throw new Refusal(400, ACCOUNT_MESSAGES.walletLow);
      paymentStatus = 'SUCCESSFUL';
    }

    const at = now.toISOString();
    const nextId = (db.prepare<[], { n: number }>('SELECT COALESCE(MAX(id), 0) + 1 AS n FROM orders').get()?.n ?? 1) as number;
    const sid = publicId();
    const number = `PB${String(10_000_000 + nextId)}`;
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO orders (sid, number, user_id, client_order_id, status, payment_method, payment_status, subtotal_paise, shipping_paise,
          discount_paise, grand_total_paise, prescription_required, address_id, ship_name, ship_mobile, ship_alternate_mobile, ship_pin_code,
          ship_city, ship_state, ship_street, ship_apartment, patient_id, patient_name, patient_age, cart_token, placed_at, updated_at,
          coupon_code, reminder, repeat_of)
         VALUES (${Array(30).fill('?').join(', ')})`,
      )
      .run(
        sid,
        number,
        user.id,
        input.clientOrderId,
        status,
        input.paymentMethod,
        paymentStatus,
        subtotal,
        shipping,
        discount,
        grandTotal,
        needsPrescription ? 1 : 0,
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
    const insertItem = db.prepare(
      `INSERT INTO order_items (order_id, sku, name, qty, price_paise, mrp_paise, prescription_required, returnable) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const takeStock = db.prepare('UPDATE products SET qty = qty - ? WHERE sku = ? AND qty >= ?');
    for (const { line, p, price } of items) {
      if (!p) continue;
      if (takeStock.run(line.qty, line.sku, line.qty).changes !== 1)
        throw new Refusal(409, MESSAGES.outOfStock, { stock_status: 'out_of_stock', sku: line.sku });
      const rx = p.prescription_required === 1;
      insertItem.run(orderId, line.sku, p.name, line.qty, price, p.mrp_paise, rx ? 1 : 0, isReturnable({ prescriptionRequired: rx }) ? 1 : 0);
    }
    const link = db.prepare('INSERT OR IGNORE INTO order_prescriptions (order_id, upload_id) VALUES (?, ?)');
    for (const id of prescriptionIds) {
      link.run(orderId, id);
      db.prepare('UPDATE uploads SET order_id = ? WHERE id = ? AND order_id IS NULL').run(orderId, id);
    }
    if (input.paymentMethod === 'WALLET') addWalletTransaction(db, user.id, -grandTotal, `Paid for order ${number}`, orderId, now);
    db.prepare('DELETE FROM cart_items WHERE cart_token = ?').run(input.cartId);
    db.prepare('UPDATE carts SET coupon_code = NULL WHERE token = ?').run(input.cartId);
    touchCart(db, input.cartId, now);

    const order = db.prepare<[number], OrderRow>('SELECT * FROM orders WHERE id = ?').get(orderId) as OrderRow;
    db.prepare('INSERT INTO order_events (order_id, status, actor_user_id, note, at) VALUES (?, ?, ?, ?, ?)').run(orderId, status, user.id, null, at);
    notify(
      db,
      user.id,
      { type: `order_${status.toLowerCase()}`, message: `${number}: ${statusMessage(status)}`, actionLabel: 'View order', actionUrl: orderUrl(sid) },
      now,
    );
    if (status === 'PENDING_APPROVAL') effects.onPendingPrescription(order, user.mobile);
    return { order, created: true };
  });
  return run.immediate();
}

export function listOrders(db: Db, userId: number, page: number, pageSize: number): { rows: OrderRow[]; total: number } {
  const total = db.prepare<[number], { n: number }>('SELECT count(*) AS n FROM orders WHERE user_id = ?').get(userId)?.n ?? 0;
  const rows = db
    .prepare<[number, number, number], OrderRow>('SELECT * FROM orders WHERE user_id = ? ORDER BY placed_at DESC, id DESC LIMIT ? OFFSET ?')
    .all(userId, pageSize, (page - 1) * pageSize);
  return { rows, total };
}

export function cancelOrder(db: Db, userId: number, sid: string, reason: CancelReason, now: Date): OrderRow {
  return db.transaction(() => {
    const order = ownOrder(db, userId, sid);
    if (!CANCELLABLE_STATUSES.includes(order.status)) throw new Refusal(409, ACCOUNT_MESSAGES.notCancellable);
    const giveBack = db.prepare('UPDATE products SET qty = qty + ? WHERE sku = ?');
    for (const item of orderItems(db, order.id)) giveBack.run(item.qty, item.sku);
    if (order.payment_method === 'WALLET' && order.payment_status === 'SUCCESSFUL') {
      addWalletTransaction(db, userId, order.grand_total_paise, `Refund for cancelled order ${order.number}`, order.id, now);
    }
    db.prepare('UPDATE orders SET cancel_reason = ? WHERE id = ?').run(reason, order.id);
    setStatus(db, order, 'CANCELLED', userId, CANCEL_REASONS[reason], now);
    return ownOrder(db, userId, sid);
  })();
}

/** The last moment a return may be asked for, or null when nothing is (or can still be) returned. */
export function returnableUntil(order: OrderRow, items: readonly OrderItemRow[]): string | null {
  if (!order.delivered_at || order.status === 'CANCELLED') return null;
  if (!items.some((i) => i.returnable === 1 && i.returned_qty < i.qty)) return null;
  return new Date(Date.parse(order.delivered_at) + RETURN_WINDOW_DAYS * DAY_MS).toISOString();
}

export function returnOrder(db: Db, userId: number, sid: string, wanted: readonly { sku: string; qty: number }[], reason: string, now: Date): OrderRow {
  return db.transaction(() => {
    const order = ownOrder(db, userId, sid);
    if (wanted.length === 0 || wanted.every((w) => w.qty === 0)) throw new Refusal(400, ACCOUNT_MESSAGES.noReturnItems);
    const items = orderItems(db, order.id);
    const until = returnableUntil(order, items);
    if (!until || now.toISOString() > until) throw new Refusal(409, ACCOUNT_MESSAGES.notReturnable);
    const requestId = publicId();
    const record = db.prepare('INSERT INTO returns (order_id, user_id, request_id, sku, qty, reason, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
    const mark = db.prepare('UPDATE order_items SET returned_qty = returned_qty + ? WHERE order_id = ? AND sku = ?');
    const seen = new Set<string>();
    for (const w of wanted) {
      if (w.qty === 0) continue;
      const item = items.find((i) => i.sku === w.sku);
      if (!item || seen.has(w.sku) || item.returnable !== 1 || w.qty > item.qty - item.returned_qty) {
        throw new Refusal(409, ACCOUNT_MESSAGES.notReturnable, { sku: w.sku });
      }
      seen.add(w.sku);
      record.run(order.id, userId, requestId, w.sku, w.qty, reason, now.toISOString());
      mark.run(w.qty, order.id, w.sku);
    }
    setStatus(db, order, 'RETURN_REQUESTED', userId, reason, now);
    return ownOrder(db, userId, sid);
  })();
}

export interface RatingRow {
  stars: number;
  reasons: string;
  remark: string | null;
}

export function orderRating(db: Db, orderId: number): RatingRow | undefined {
  return db.prepare<[number], RatingRow>('SELECT stars, reasons, remark FROM ratings WHERE order_id = ?').get(orderId);
}

export function canRate(db: Db, order: OrderRow): boolean {
  return order.delivered_at !== null && order.status !== 'CANCELLED' && !orderRating(db, order.id);
}

export function rateOrder(db: Db, userId: number, sid: string, rating: { stars: number; reasons: string[]; remark?: string | undefined }, now: Date): OrderRow {
  return db.transaction(() => {
    const order = ownOrder(db, userId, sid);
    if (!order.delivered_at || order.status === 'CANCELLED') throw new Refusal(409, ACCOUNT_MESSAGES.notRatable);
    if (orderRating(db, order.id)) throw new Refusal(409, ACCOUNT_MESSAGES.alreadyRated);
    const allowed = ratingReasonsFor(rating.stars);
    const reasons = [...new Set(rating.reasons)];
    if (reasons.length === 0 || reasons.some((r) => !allowed.includes(r))) throw new Refusal(400, ACCOUNT_MESSAGES.ratingReasons, { field: 'reasons' });
    db.prepare('INSERT INTO ratings (order_id, user_id, stars, reasons, remark, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
      order.id,
      userId,
      rating.stars,
      JSON.stringify(reasons),
      rating.remark?.trim() || null,
      now.toISOString(),
    );
    return order;
  })();
}

export function orderPrescriptionIds(db: Db, orderId: number): string[] {
  return db
    .prepare<[number], { upload_id: string }>('SELECT upload_id FROM order_prescriptions WHERE order_id = ? ORDER BY rowid')
    .all(orderId)
    .map((r) => r.upload_id);
}

/**
 * Links an uploaded prescription to an order; an order waiting for one (PENDING_APPROVAL) becomes
 * PLACED. Runs inside the caller's transaction.
 */
export function attachPrescription(db: Db, order: OrderRow, uploadId: string, actorUserId: number | null, now: Date): void {
  db.prepare('INSERT OR IGNORE INTO order_prescriptions (order_id, upload_id) VALUES (?, ?)').run(order.id, uploadId);
  if (order.status === 'PENDING_APPROVAL') setStatus(db, order, 'PLACED', actorUserId, 'Prescription uploaded', now);
}

/** Dev tools: the next status along the timeline (or a return's outcome); null when there is none. */
export function nextStatus(db: Db, order: OrderRow): OrderStatus | null {
  if (order.status === 'PENDING_APPROVAL') return 'PLACED';
  if (order.status === 'RETURN_REQUESTED') {
    const all = orderItems(db, order.id).every((i) => i.returned_qty === i.qty);
    return all ? 'RETURN_APPROVED' : 'PARTIAL_RETURN';
  }
  const index = ORDER_TIMELINE.findIndex((s) => s.status === order.status);
  const next = index >= 0 ? ORDER_TIMELINE[index + 1] : undefined;
  return next?.status ?? null;
}

export function advanceOrder(db: Db, sid: string, now: Date): OrderRow | null {
  return db.transaction(() => {
    const order = findOrderBySid(db, sid);
    if (!order) throw orderMismatch();
    const next = nextStatus(db, order);
    if (!next) return null;
    setStatus(db, order, next, null, 'dev tools', now);
    return findOrderBySid(db, sid) as OrderRow;
  })();
}

/** Distinct SKUs the customer has ordered, most recently ordered first (buy again). */
export function buyAgainSkus(db: Db, userId: number, limit = 50): string[] {
  return db
    .prepare<[number, number], { sku: string }>(
      `SELECT i.sku, MAX(o.placed_at) AS last FROM order_items i JOIN orders o ON o.id = i.order_id
       WHERE o.user_id = ? GROUP BY i.sku ORDER BY last DESC, MAX(o.id) DESC LIMIT ?`,
    )
    .all(userId, limit)
    .map((r) => r.sku);
}
