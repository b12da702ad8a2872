import type { Selectable } from 'kysely';
import { ACCOUNT_MESSAGES } from '../../domain/account-messages.ts';
import type { OrderStatus } from '../../domain/order-rules.ts';
import type { Db } from '../db/open.ts';
import type { OrdersTable } from '../db/tables.ts';
import { Refusal } from '../http/refusal.ts';

/** A row of orders: money in paise, the address and patient copied as they were when it was placed. */
export type OrderRow = Omit<Selectable<OrdersTable>, 'status'> & { status: OrderStatus };

export interface OrderItemRow {
  sku: string;
  name: string;
  qty: number;
  price_paise: number;
  mrp_paise: number;
  prescription_required: number;
  returnable: number;
  returned_qty: number;
  /** A ₹0 free gift line (domain/free-gifts.ts). */
  free_gift: number;
}

export interface OrderEventRow {
  status: OrderStatus;
  actor_user_id: number | null;
  note: string | null;
  at: string;
}

export const orderMismatch = () => new Refusal(404, ACCOUNT_MESSAGES.orderIdMismatch);
export const orderUrl = (sid: string) => `/my-account/orders/${sid}`;

export function findOrder(db: Db, userId: number, sid: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('sid', '=', sid).where('user_id', '=', userId).$castTo<OrderRow>().executeTakeFirst();
}

/** The customer's order by the id they gave it (placing is idempotent by it). */
export function findOrderByClientId(db: Db, userId: number, clientOrderId: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('user_id', '=', userId).where('client_order_id', '=', clientOrderId).$castTo<OrderRow>().executeTakeFirst();
}

/** Only for the signed SMS link and dev tools, which name an order without its owner. */
export function findOrderBySid(db: Db, sid: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('sid', '=', sid).$castTo<OrderRow>().executeTakeFirst();
}

/** The customer's order, or OrderId Mismatch (another customer's order is never found). */
export async function ownOrder(db: Db, userId: number, sid: string): Promise<OrderRow> {
  const order = await findOrder(db, userId, sid);
  if (!order) throw orderMismatch();
  return order;
}

export function orderItems(db: Db, orderId: number): Promise<OrderItemRow[]> {
  return db
    .selectFrom('order_items')
    .select(['sku', 'name', 'qty', 'price_paise', 'mrp_paise', 'prescription_required', 'returnable', 'returned_qty', 'free_gift'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

export function orderEvents(db: Db, orderId: number): Promise<OrderEventRow[]> {
  return db
    .selectFrom('order_events')
    .select(['status', 'actor_user_id', 'note', 'at'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .$castTo<OrderEventRow>()
    .execute();
}

export async function listOrders(db: Db, userId: number, page: number, pageSize: number): Promise<{ rows: OrderRow[]; total: number }> {
  const counted = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const rows = await db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('placed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .$castTo<OrderRow>()
    .execute();
  return { rows, total: counted?.n ?? 0 };
}

/**
 * The prescriptions linked to an order, in the order they were uploaded (the link table keeps no
 * order of its own: SQLite's rowid was it, and PostgreSQL has none).
 */
export async function orderPrescriptionIds(db: Db, orderId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('order_prescriptions as op')
    .innerJoin('uploads as u', 'u.id', 'op.upload_id')
    .select('op.upload_id')
    .where('op.order_id', '=', orderId)
    .orderBy('u.created_at')
    .orderBy('u.seq')
    .execute();
  return rows.map((r) => r.upload_id);
}

/** Distinct SKUs the customer has ordered, most recently ordered first (buy again); never a free gift. */
export async function buyAgainSkus(db: Db, userId: number, limit = 50): Promise<string[]> {
  const rows = await db
    .selectFrom('order_items as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .select('i.sku')
    .where('o.user_id', '=', userId)
    .where('i.free_gift', '=', 0)
    .groupBy('i.sku')
    .orderBy((eb) => eb.fn.max('o.placed_at'), 'desc')
    .orderBy((eb) => eb.fn.max('o.id'), 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => r.sku);
}

/**
 * Who placed an order for the customer, as the customer may read it: the shop's name when a shop's
 * franchise owner or assistant placed it, the pharmacy itself (no name) when its admins or call-centre
 * advisers did; never the staff person. Null when the customer placed it themselves.
 */
export type PlacedBy = { kind: 'shop'; shop_name: string } | { kind: 'pharmacy'; shop_name: null };

export async function orderPlacedBy(db: Db, order: Pick<OrderRow, 'placed_by_user_id' | 'franchise_id'>): Promise<PlacedBy | null> {
  if (order.placed_by_user_id === null) return null;
  if (order.franchise_id === null) return { kind: 'pharmacy', shop_name: null };
  const shop = await db.selectFrom('franchises').select('name').where('id', '=', order.franchise_id).executeTakeFirst();
  return shop ? { kind: 'shop', shop_name: shop.name } : { kind: 'pharmacy', shop_name: null };
}

/** The numbers of the customer's own orders among these public ids (another customer's are left out). */
export async function orderNumbers(db: Db, userId: number, sids: readonly string[]): Promise<{ id: string; number: string }[]> {
  if (sids.length === 0) return [];
  const rows = await db.selectFrom('orders').select(['sid', 'number']).where('user_id', '=', userId).where('sid', 'in', sids).orderBy('id').execute();
  return rows.map((r) => ({ id: r.sid, number: r.number }));
}
