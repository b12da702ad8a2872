import type { AuditAction } from '../../domain/audit-actions.ts';
import type { Db } from '../db/open.ts';
import type { Actor } from './acting.ts';

export { AUDIT_ACTIONS, type AuditAction } from '../../domain/audit-actions.ts';

/** What the write changed: its kind and public id (an order's sid, an address's id, a cart's token). */
export interface AuditTarget {
  type: 'customer' | 'order' | 'cart' | 'address' | 'patient' | 'upload' | 'ticket' | 'notification' | 'payment' | 'profile' | 'estimation' | 'retention-call';
  id: string;
}

/**
 * Records a write made for `customerId` by `actor`, in the caller's transaction (the write and its
 * record commit together or not at all). Nothing when the customer wrote it themselves (`actor` null).
 * The table is append-only: the database refuses an update or a delete (migration 0005).
 */
export async function recordAudit(db: Db, actor: Actor | null, customerId: number, action: AuditAction, target: AuditTarget, now: Date): Promise<void> {
  if (!actor) return;
  await db
    .insertInto('audit_events')
    .values({
      at: now.toISOString(),
      actor_user_id: actor.userId,
      actor_role: actor.role,
      franchise_id: actor.franchiseId,
      customer_id: customerId,
      action,
      target_type: target.type,
      target_id: target.id,
      client_address: actor.clientAddress,
    })
    .execute();
}
