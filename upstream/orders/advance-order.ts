import { ORDER_TIMELINE, type OrderStatus } from '../../domain/order-rules.ts';
import { legacy } from '../db/database.ts';
import type { Db } from '../db/open.ts';
import { findOrderBySid, type OrderRow, orderItems, orderMismatch } from './repository.ts';
import { setStatus } from './status.ts';

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
  return legacy(db).transaction(() => {
    const order = findOrderBySid(db, sid);
    if (!order) throw orderMismatch();
    const next = nextStatus(db, order);
    if (!next) return null;
    setStatus(db, order, next, null, 'dev tools', now);
    return findOrderBySid(db, sid) as OrderRow;
  })();
}
