import { engineOf, inTransaction } from '../db/database.ts';
import type { ServiceDeps } from '../http/deps.ts';
import type { OrderRow } from '../orders/repository.ts';
import { attachPrescription } from '../orders/status.ts';
import { type CheckedFile, storeUpload, type UploadRow } from './uploads.ts';

/**
 * Stores a prescription for an order and links it (a waiting order is placed), in one transaction.
 * The order is read again first, under its row lock on PostgreSQL: a cancel or a delivery that
 * committed after the caller looked is refused here by `stillTakes` (which throws the caller's
 * refusal), and one that comes later waits until the link is made. The upload belongs to the order's
 * customer; `actorUserId` is who sent it (null for the SMS link).
 */
export function storePrescriptionFor(
  { db, now, uploadDir }: ServiceDeps,
  file: CheckedFile,
  order: OrderRow,
  actorUserId: number | null,
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
    stillTakes(current);
    const stored = await storeUpload(tx, uploadDir, file, { userId: current.user_id, kind: 'prescription', orderId: current.id }, now());
    await attachPrescription(tx, current, stored.id, actorUserId, now());
    return stored;
  });
}
