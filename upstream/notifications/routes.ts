import type { Db } from '../db/open.ts';
import { ok } from '../http/envelope.ts';
import { signedInRouter } from '../http/router.ts';
import { listNotifications, markNotificationRead } from './repository.ts';
import { notificationToWire } from './wire.ts';

/** The customer's notifications (staff-tools.md §7 getNotificationData, markNotificationRead). */
export function notificationRoutes(db: Db, now: () => Date) {
  const app = signedInRouter();
  app.get('/', async (c) => ok(c, (await listNotifications(db, c.get('user').id)).map(notificationToWire)));
  app.post('/:id/read', async (c) =>
    ok(c, notificationToWire(await markNotificationRead(db, c.get('user').id, c.get('session').actor, c.req.param('id'), now()))),
  );
  return app;
}
