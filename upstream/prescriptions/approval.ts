import { ACCOUNT_MESSAGES } from '../../domain/account-messages.ts';
import { PRESCRIPTION_APPROVED_MESSAGE } from '../../domain/order-rules.ts';
import { STAFF_MESSAGES } from '../../domain/staff-messages.ts';
import { engineOf, inTransaction } from '../db/database.ts';
import type { Db } from '../db/open.ts';
import { Refusal } from '../http/refusal.ts';
import { notify } from '../notifications/repository.ts';
import { type OrderRow, orderMismatch, orderUrl } from '../orders/repository.ts';
import type { Actor } from '../staff/acting.ts';
import { recordAudit } from '../staff/audit.ts';
import { findUpload } from './uploads.ts';

/** An order waiting for a prescription, as the admins' approval list shows it. */
export interface PendingOrderRow {
  sid: string;
  number: string;
  placed_at: string;
  grand_total_paise: number;
  customer_cus_sid: string;
  customer_name: string | null;
  customer_mobile: string;
  /** The prescriptions the customer has uploaded (none of them linked to this order yet). */
  prescriptions: number;
}

/**
 * The orders waiting for a prescription (PENDING_APPROVAL), oldest first: the one waiting longest is the
 * first an admin should look at. With the customer, and how many prescriptions they have on file.
 */
export async function pendingApprovals(db: Db, start: number, size: number): Promise<{ items: PendingOrderRow[]; total: number }> {
  const base = db.selectFrom('orders as o').innerJoin('users as u', 'u.id', 'o.user_id').where('o.status', '=', 'PENDING_APPROVAL');
  const [items, count] = await Promise.all([
    base
      .select((eb) => [
        'o.sid',
        'o.number',
        'o.placed_at',
        'o.grand_total_paise',
        'u.cus_sid as customer_cus_sid',
        'u.name as customer_name',
        'u.mobile as customer_mobile',
        eb
          .selectFrom('uploads')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('uploads.user_id', '=', 'o.user_id')
          .where('uploads.kind', '=', 'prescription')
          .as('prescriptions'),
      ])
      .orderBy('o.placed_at')
      .orderBy('o.id')
      .offset(start)
      .limit(size)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: items.map((row) => ({ ...row, prescriptions: Number(row.prescriptions ?? 0) })), total: Number(count.n) };
}

/**
 * An admin approves an order that waited for a prescription, with the customer's prescription they
 * checked: the prescription is linked to the order, the order moves on to PLACED (its next state, as an
 * upload would move it), the event names the admin, the customer's inbox says so, and the audit trail
 * records it, all in one transaction. Refused: an unknown order (404 'OrderId Mismatch'), a prescription
 * that is not this customer's (404 'Prescription not found'), an order in any other state (409).
 */
export function approvePrescriptionOrder(db: Db, admin: Actor, orderSid: string, prescriptionId: string, now: Date): Promise<OrderRow> {
  return inTransaction(db, async (tx) => {
    const order = await tx
      .selectFrom('orders')
      .selectAll()
      .where('sid', '=', orderSid)
      .$if(engineOf(tx) === 'postgres', (q) => q.forNoKeyUpdate())
      .$castTo<OrderRow>()
      .executeTakeFirst();
    if (!order) throw orderMismatch();
    if (order.status !== 'PENDING_APPROVAL') throw new Refusal(409, STAFF_MESSAGES.notPendingApproval, { status: order.status });
    const upload = await findUpload(tx, order.user_id, prescriptionId);
    if (upload?.kind !== 'prescription') throw new Refusal(404, ACCOUNT_MESSAGES.prescriptionNotFound);
    const at = now.toISOString();
    await tx
      .insertInto('order_prescriptions')
      .values({ order_id: order.id, upload_id: upload.id })
      .onConflict((oc) => oc.columns(['order_id', 'upload_id']).doNothing())
      .execute();
    await tx.updateTable('orders').set({ status: 'PLACED', updated_at: at }).where('id', '=', order.id).execute();
    await tx
      .insertInto('order_events')
      .values({ order_id: order.id, status: 'PLACED', actor_user_id: admin.userId, note: 'Prescription approved', at })
      .execute();
    await notify(
      tx,
      order.user_id,
      { type: 'order_approved', message: `${order.number}: ${PRESCRIPTION_APPROVED_MESSAGE}`, actionLabel: 'View order', actionUrl: orderUrl(order.sid) },
      now,
    );
    await recordAudit(tx, admin, order.user_id, 'order.approve', { type: 'order', id: order.sid }, now);
    return { ...order, status: 'PLACED', updated_at: at };
  });
}
