import { ORDER_TIMELINE, type OrderStatus } from '../../domain/order-rules.ts';
import { inTransaction } from '../db/database.ts';
import type { Db } from '../db/open.ts';
import { findOrderBySid, type OrderRow, orderItems, orderMismatch } from './repository.ts';
import { setStatus } from './status.ts';

/** Dev tools: the next status along the timeline (or a return's outcome); null when there is none. */
export async function nextStatus(db: Db, order: OrderRow): Promise<OrderStatus | null> {
  if (order.status === 'PENDING_APPROVAL') return 'PLACED';
  if (order.status === 'RETURN_REQUESTED') {
    const all = (await orderItems(db, order.id)).every((i) => i.returned_qty === i.qty);
    return all ? 'RETURN_APPROVED' : 'PARTIAL_RETURN';
  }
  const index = ORDER_TIMELINE.findIndex((s) => s.status === order.status);
  const next = index >= 0 ? ORDER_TIMELINE[index + 1] : undefined;
  return next?.status ?? null;
}

/** Moves the order one step on; null when it has none, or when another change (a cancel) moved it first. */
export function advanceOrder(db: Db, sid: string, now: Date): Promise<OrderRow | null> {
  return inTransaction(db, async (tx) => {
    const order = await findOrderBySid(tx, sid);
    if (!order) throw orderMismatch();
    const next = await nextStatus(tx, order);
    if (!next || !(await setStatus(tx, order, next, null, 'dev tools', now))) return null;
    return (await findOrderBySid(tx, sid)) as OrderRow;
  });
}
