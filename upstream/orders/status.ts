import { ORDER_STATUS_MESSAGES, ORDER_TIMELINE, type OrderStatus } from '../../domain/order-rules.ts';
import type { Db } from '../db/open.ts';
import { notify } from '../notifications/repository.ts';
import { type OrderEventRow, type OrderRow, orderUrl } from './repository.ts';

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
 * customer's notification. Runs inside the caller's transaction. The row changes only while the order
 * is still in one of `from` (by default the status the caller read): when a concurrent change got
 * there first (a cancel racing an advance), nothing is recorded and the answer is false.
 */
export async function setStatus(
  db: Db,
  order: OrderRow,
  status: OrderStatus,
  actorUserId: number | null,
  note: string | null,
  now: Date,
  from: readonly OrderStatus[] = [order.status],
): Promise<boolean> {
  const at = now.toISOString();
  const { numUpdatedRows } = await db
    .updateTable('orders')
    .set({ status, updated_at: at })
    .$if(status === 'DELIVERED', (q) => q.set({ delivered_at: at }))
    .where('id', '=', order.id)
    .where('status', 'in', from)
    .executeTakeFirst();
  if (Number(numUpdatedRows) !== 1) return false;
  await recordStatusEvent(db, order, status, actorUserId, note, now);
  return true;
}

/** The event of reaching `status` (timeline and audit: who did it) and the customer's notification, without changing the order row. */
export async function recordStatusEvent(db: Db, order: OrderRow, status: OrderStatus, actorUserId: number | null, note: string | null, now: Date) {
  await db.insertInto('order_events').values({ order_id: order.id, status, actor_user_id: actorUserId, note, at: now.toISOString() }).execute();
  await notify(
    db,
    order.user_id,
    { type: `order_${status.toLowerCase()}`, message: `${order.number}: ${statusMessage(status)}`, actionLabel: 'View order', actionUrl: orderUrl(order.sid) },
    now,
  );
}

/**
 * Links an uploaded prescription to an order (once); an order waiting for one (PENDING_APPROVAL)
 * becomes PLACED. Runs inside the caller's transaction.
 */
export async function attachPrescription(db: Db, order: OrderRow, uploadId: string, actorUserId: number | null, now: Date): Promise<void> {
  await db
    .insertInto('order_prescriptions')
    .values({ order_id: order.id, upload_id: uploadId })
    .onConflict((oc) => oc.columns(['order_id', 'upload_id']).doNothing())
    .execute();
  if (order.status === 'PENDING_APPROVAL') await setStatus(db, order, 'PLACED', actorUserId, 'Prescription uploaded', now);
}
