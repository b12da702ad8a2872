import { ORDER_STATUS_MESSAGES, ORDER_TIMELINE, type OrderStatus } from '../../domain/order-rules.ts';
import { legacy } from '../db/database.ts';
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
 * customer's notification. Runs inside the caller's transaction.
 */
export function setStatus(db: Db, order: OrderRow, status: OrderStatus, actorUserId: number | null, note: string | null, now: Date) {
  const at = now.toISOString();
  legacy(db)
    .prepare("UPDATE orders SET status = ?, updated_at = ?, delivered_at = CASE WHEN ? = 'DELIVERED' THEN ? ELSE delivered_at END WHERE id = ?")
    .run(status, at, status, at, order.id);
  recordStatusEvent(db, order, status, actorUserId, note, now);
}

/** The event of reaching `status` (timeline and audit: who did it) and the customer's notification, without changing the order row. */
export function recordStatusEvent(db: Db, order: OrderRow, status: OrderStatus, actorUserId: number | null, note: string | null, now: Date) {
  legacy(db)
    .prepare('INSERT INTO order_events (order_id, status, actor_user_id, note, at) VALUES (?, ?, ?, ?, ?)')
    .run(order.id, status, actorUserId, note, now.toISOString());
  notify(
    db,
    order.user_id,
    { type: `order_${status.toLowerCase()}`, message: `${order.number}: ${statusMessage(status)}`, actionLabel: 'View order', actionUrl: orderUrl(order.sid) },
    now,
  );
}

/**
 * Links an uploaded prescription to an order; an order waiting for one (PENDING_APPROVAL) becomes
 * PLACED. Runs inside the caller's transaction.
 */
export function attachPrescription(db: Db, order: OrderRow, uploadId: string, actorUserId: number | null, now: Date): void {
  legacy(db).prepare('INSERT OR IGNORE INTO order_prescriptions (order_id, upload_id) VALUES (?, ?)').run(order.id, uploadId);
  if (order.status === 'PENDING_APPROVAL') setStatus(db, order, 'PLACED', actorUserId, 'Prescription uploaded', now);
}
