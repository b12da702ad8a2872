import { engineOf, inTransaction } from '../db/database.ts';
import type { ServiceDeps } from '../http/deps.ts';
import type { OrderRow } from '../orders/repository.ts';
import { attachPrescription } from '../orders/status.ts';
import type { Actor } from '../staff/acting.ts';
import { recordAudit } from '../staff/audit.ts';
import { type CheckedFile, sameRecentPrescription, storeUpload, type UploadRow } from './uploads.ts';

/**
 * Stores a prescription for an order and links it (a waiting order is placed), in one transaction.
 * The order is read again first, under its row lock on PostgreSQL: a cancel or a delivery that
 * committed after the caller looked is refused here by `stillTakes` (which throws the caller's
 * refusal), and one that comes later waits until the link is made. The upload belongs to the order's
 * customer; `sender` is who sent it: the customer, the SMS link (nobody signed in), or a staff user
 * acting for the customer (recorded in the order's events and the audit trail).
 */
export function storePrescriptionFor(
  { db, now, uploadDir }: ServiceDeps,
  file: CheckedFile,
  order: OrderRow,
  sender: 'customer' | 'link' | Actor,
  stillTakes: (order: OrderRow) => void,
): Promise<UploadRow> {
  return inTransaction(db, async (tx) => {
    const current = await tx
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', order.id)
      .$if(engineOf(tx) === 'postgres', (q) => q.forNoKeyUpdate())
      .$castTo<OrderRow>()
      .executeTakeFirstOrThrow();
    // The same file sent again for this order (its first answer lost): the answer it had, nothing twice.
    const same = await sameRecentPrescription(tx, current.user_id, file, current.id, now());
    if (same) return same;
    stillTakes(current);
    const stored = await storeUpload(tx, uploadDir, file, { userId: current.user_id, kind: 'prescription', orderId: current.id }, now());
    const at = now();
    const actor = typeof sender === 'object' ? sender : null;
    await attachPrescription(tx, current, stored.id, actor ? actor.userId : sender === 'customer' ? current.user_id : null, at);
    await recordAudit(tx, actor, current.user_id, 'order.prescription', { type: 'order', id: current.sid }, at);
    return stored;
  });
}
