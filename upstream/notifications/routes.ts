import type { Db } from '../db/open.ts';
import { ok } from '../http/envelope.ts';
import { signedInRouter } from '../http/router.ts';
import { listNotifications, markNotificationRead, type NotificationRow } from './repository.ts';

const toWire = (n: NotificationRow) => ({
  id: n.id,
  type: n.type,
  message: n.message,
  action_label: n.action_label,
  action_url: n.action_url,
  read: n.read_at !== null,
  created_at: n.created_at,
});

/** The customer's notifications (staff-tools.md §7 getNotificationData, markNotificationRead). */
export function notificationRoutes(db: Db, now: () => Date) {
  const app = signedInRouter();
  app.get('/', (c) => ok(c, listNotifications(db, c.get('user').id).map(toWire)));
  app.post('/:id/read', (c) => ok(c, toWire(markNotificationRead(db, c.get('user').id, c.req.param('id'), now()))));
  return app;
}
