import { ACCOUNT_MESSAGES } from '../../domain/account-messages.ts';
import { RETURN_WINDOW_DAYS } from '../../domain/order-rules.ts';
import { legacy } from '../db/database.ts';
import type { Db } from '../db/open.ts';
import { Refusal } from '../http/refusal.ts';
import { publicId } from '../ids.ts';
import { type OrderItemRow, type OrderRow, orderItems, ownOrder } from './repository.ts';
import { setStatus } from './status.ts';

const DAY_MS = 86_400_000;

/** The last moment a return may be asked for, or null when nothing is (or can still be) returned. */
export function returnableUntil(order: OrderRow, items: readonly OrderItemRow[]): string | null {
  if (!order.delivered_at || order.status === 'CANCELLED') return null;
  if (!items.some((i) => i.returnable === 1 && i.returned_qty < i.qty)) return null;
  return new Date(Date.parse(order.delivered_at) + RETURN_WINDOW_DAYS * DAY_MS).toISOString();
}

/** Asks to return returnable items of a delivered order within the window, each at most its quantity not yet returned. */
export function returnOrder(db: Db, userId: number, sid: string, wanted: readonly { sku: string; qty: number }[], reason: string, now: Date): OrderRow {
  return legacy(db).transaction(() => {
    const order = ownOrder(db, userId, sid);
    if (wanted.length === 0 || wanted.every((w) => w.qty === 0)) throw new Refusal(400, ACCOUNT_MESSAGES.noReturnItems);
    const items = orderItems(db, order.id);
    const until = returnableUntil(order, items);
    if (!until || now.toISOString() > until) throw new Refusal(409, ACCOUNT_MESSAGES.notReturnable);
    const requestId = publicId();
    const record = legacy(db).prepare('INSERT INTO returns (order_id, user_id, request_id, sku, qty, reason, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
    const mark = legacy(db).prepare('UPDATE order_items SET returned_qty = returned_qty + ? WHERE order_id = ? AND sku = ?');
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
