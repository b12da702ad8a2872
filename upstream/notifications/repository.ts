import type { Selectable } from 'kysely';
import { ACCOUNT_MESSAGES } from '../../domain/account-messages.ts';
import { inTransaction } from '../db/database.ts';
import type { Db } from '../db/open.ts';
import type { NotificationsTable } from '../db/tables.ts';
import { Refusal } from '../http/refusal.ts';
import { publicId } from '../ids.ts';
import type { Actor } from '../staff/acting.ts';
import { recordAudit } from '../staff/audit.ts';

/** A row of notifications. */
export type NotificationRow = Omit<Selectable<NotificationsTable>, 'seq'>;

export interface NewNotification {
  type: string;
  message: string;
  actionLabel?: string;
  actionUrl?: string;
}

export async function notify(db: Db, userId: number, n: NewNotification, now: Date): Promise<void> {
  await db
    .insertInto('notifications')
    .values({
      id: publicId(),
      user_id: userId,
      type: n.type,
      message: n.message,
      action_label: n.actionLabel ?? null,
      action_url: n.actionUrl ?? null,
      created_at: now.toISOString(),
    })
    .execute();
}

const COLUMNS = ['id', 'user_id', 'type', 'message', 'action_label', 'action_url', 'read_at', 'created_at'] as const;

/** The newest 100, newest first. */
export function listNotifications(db: Db, userId: number): Promise<NotificationRow[]> {
  return db.selectFrom('notifications').select(COLUMNS).where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('seq', 'desc').limit(100).execute();
}

/**
 * Marks the customer's notification read (the first time it was read stays); another's is not found.
 * `actor`, the staff user reading it for the customer (null: the customer), goes in the audit trail in
 * the same transaction.
 */
export function markNotificationRead(db: Db, userId: number, actor: Actor | null, id: string, now: Date): Promise<NotificationRow> {
  return inTransaction(db, async (tx) => {
    const row = await tx
      .updateTable('notifications')
      .set((eb) => ({ read_at: eb.fn.coalesce('read_at', eb.val(now.toISOString())) }))
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returning(COLUMNS)
      .executeTakeFirst();
    if (!row) throw new Refusal(404, ACCOUNT_MESSAGES.notificationNotFound);
    await recordAudit(tx, actor, userId, 'notification.read', { type: 'notification', id }, now);
    return row;
  });
}
