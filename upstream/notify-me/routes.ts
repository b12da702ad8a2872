import type { Db } from '../db/open.ts';
import { ok } from '../http/envelope.ts';
import { jsonObjectBody } from '../http/json-body.ts';
import { signedInRouter } from '../http/router.ts';
import { listWishes, removeWish, saveWish, type WishRow } from './repository.ts';

/** A wish as the upstream sends it: the product (its name and page), when asked, and when answered (null: waiting). */
export const wishToWire = (w: WishRow) => ({
  id: w.sid,
  sku: w.sku,
  name: w.name,
  url_path: `p/${w.parent_sku}/${w.slug}`,
  created_at: w.created_at,
  notified_at: w.notified_at,
});

/**
 * Notify me (issue 20), the signed-in customer's own wishes under /api/account/notify-me:
 * GET / the list; POST / { sku } saveNotifyMe ({ wish, already_waiting }); DELETE /:id stops waiting.
 */
export function notifyMeRoutes(db: Db, now: () => Date) {
  const app = signedInRouter();
  app.get('/', async (c) => ok(c, (await listWishes(db, c.get('user').id)).map(wishToWire)));
  app.post('/', async (c) => {
    const body = await jsonObjectBody(c);
    const { wish, alreadyWaiting } = await saveWish(db, c.get('user').id, body['sku'], now());
    return ok(c, { wish: wishToWire(wish), already_waiting: alreadyWaiting });
  });
  app.delete('/:id', async (c) => {
    await removeWish(db, c.get('user').id, c.req.param('id'));
    return ok(c, true);
  });
  return app;
}
