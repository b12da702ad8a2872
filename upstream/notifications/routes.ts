import type { Db } from '../db/open.ts';
import { ok } from '../http/envelope.ts';
import { signedInRouter } from '../http/router.ts';
import { listNotifications, markNotificationRead } from './repository.ts';
import { notificationToWire } from './wire.ts';

/** The customer's notifications (staff-tools.md §7 getNotificationData, markNotificationRead). */
export function notificationRoutes(db: Db, now: () => Date) {
  const app = signedInRouter();
  app.get('/', (c) => ok(c, listNotifications(db, c.get('user').id).map(notificationToWire)));
  app.post('/:id/read', (c) => ok(c, notificationToWire(markNotificationRead(db, c.get('user').id, c.req.param('id'), now()))));
  return app;
}
