import { ACCOUNT_MESSAGES } from '../../domain/account-messages.ts';
import { type OrderStatus, RETURN_WINDOW_DAYS } from '../../domain/order-rules.ts';
import { inTransaction } from '../db/database.ts';
import type { Db } from '../db/open.ts';
import { Refusal } from '../http/refusal.ts';
import { publicId } from '../ids.ts';
import type { Actor } from '../staff/acting.ts';
import { recordAudit } from '../staff/audit.ts';
import { type OrderItemRow, type OrderRow, orderItems, ownOrder } from './repository.ts';
import { setStatus } from './status.ts';

const DAY_MS = 86_400_000;

/** The last moment a return may be asked for, or null when nothing is (or can still be) returned. */
export function returnableUntil(order: OrderRow, items: readonly OrderItemRow[]): string | null {
  if (!order.delivered_at || order.status === 'CANCELLED') return null;
  if (!items.some((i) => i.returnable === 1 && i.returned_qty < i.qty)) return null;
  return new Date(Date.parse(order.delivered_at) + RETURN_WINDOW_DAYS * DAY_MS).toISOString();
}

/** The statuses a return may be asked from: delivered, or a return already asked for or partly done. */
const RETURNS_FROM: readonly OrderStatus[] = ['DELIVERED', 'RETURN_REQUESTED', 'PARTIAL_RETURN', 'RETURN_APPROVED'];

/**
 * Asks to return returnable items of a delivered order within the window, each at most its quantity
 * not yet returned. Each item's returned quantity grows only while it stays within the item's
 * quantity (a conditional update), so concurrent requests never return more than was delivered.
 */
export function returnOrder(
  db: Db,
  userId: number,
  actor: Actor | null,
  sid: string,
  wanted: readonly { sku: string; qty: number }[],
  reason: string,
  now: Date,
): Promise<OrderRow> {
  return inTransaction(db, async (tx) => {
    const order = await ownOrder(tx, userId, sid);
    if (wanted.length === 0 || wanted.every((w) => w.qty === 0)) throw new Refusal(400, ACCOUNT_MESSAGES.noReturnItems);
    const items = await orderItems(tx, order.id);
    const until = returnableUntil(order, items);
    if (!until || now.toISOString() > until) throw new Refusal(409, ACCOUNT_MESSAGES.notReturnable);
    const requestId = publicId();
    const seen = new Set<string>();
    for (const w of wanted) {
      if (w.qty === 0) continue;
      const item = items.find((i) => i.sku === w.sku);
      if (!item || seen.has(w.sku) || item.returnable !== 1 || w.qty > item.qty - item.returned_qty) {
        throw new Refusal(409, ACCOUNT_MESSAGES.notReturnable, { sku: w.sku });
      }
      seen.add(w.sku);
      const { numUpdatedRows } = await tx
        .updateTable('order_items')
        .set((eb) => ({ returned_qty: eb('returned_qty', '+', w.qty) }))
        .where('order_id', '=', order.id)
        .where('sku', '=', w.sku)
        .where((eb) => eb(eb('returned_qty', '+', w.qty), '<=', eb.ref('qty')))
        .executeTakeFirst();
      // A concurrent request returned some of it since it was read.
      if (Number(numUpdatedRows) !== 1) throw new Refusal(409, ACCOUNT_MESSAGES.notReturnable, { sku: w.sku });
      await tx
        .insertInto('returns')
        .values({ order_id: order.id, user_id: userId, request_id: requestId, sku: w.sku, qty: w.qty, reason, created_at: now.toISOString() })
        .execute();
    }
    if (!(await setStatus(tx, order, 'RETURN_REQUESTED', actor?.userId ?? userId, reason, now, RETURNS_FROM))) {
      throw new Refusal(409, ACCOUNT_MESSAGES.notReturnable);
    }
    await recordAudit(tx, actor, userId, 'order.return', { type: 'order', id: order.sid }, now);
    return ownOrder(tx, userId, sid);
  });
}
