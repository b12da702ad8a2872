import { ACCOUNT_MESSAGES } from '../../domain/account-messages.ts';
import { legacy } from '../db/database.ts';
import type { Db } from '../db/open.ts';
import { Refusal } from '../http/refusal.ts';
import { publicId } from '../ids.ts';

export interface NotificationRow {
  id: string;
  user_id: number;
  type: string;
  message: string;
  action_label: string | null;
  action_url: string | null;
  read_at: string | null;
  created_at: string;
}

export interface NewNotification {
  type: string;
  message: string;
  actionLabel?: string;
  actionUrl?: string;
}

export function notify(db: Db, userId: number, n: NewNotification, now: Date): void {
  legacy(db)
    .prepare('INSERT INTO notifications (id, user_id, type, message, action_label, action_url, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .run(publicId(), userId, n.type, n.message, n.actionLabel ?? null, n.actionUrl ?? null, now.toISOString());
}

/** The newest 100, newest first. */
export function listNotifications(db: Db, userId: number): NotificationRow[] {
  return legacy(db)
    .prepare<[number], NotificationRow>('SELECT * FROM notifications WHERE user_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 100')
    .all(userId);
}

export function markNotificationRead(db: Db, userId: number, id: string, now: Date): NotificationRow {
  legacy(db).prepare('UPDATE notifications SET read_at = COALESCE(read_at, ?) WHERE id = ? AND user_id = ?').run(now.toISOString(), id, userId);
  const row = legacy(db).prepare<[string, number], NotificationRow>('SELECT * FROM notifications WHERE id = ? AND user_id = ?').get(id, userId);
  if (!row) throw new Refusal(404, ACCOUNT_MESSAGES.notificationNotFound);
  return row;
}
