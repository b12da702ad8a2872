import { Hono } from 'hono';
import type { Db } from '../db/open.ts';
import { ok } from '../http/envelope.ts';
import { checkPin } from './pincodes.ts';

/** Public: whether a pin code is delivered to (staff-tools.md §7 checkPIN/{pin}). Always 200; `serviceable` says. */
export function pincodeRoutes(db: Db) {
  const app = new Hono();
  app.get('/:pin', async (c) => ok(c, await checkPin(db, c.req.param('pin'))));
  return app;
}
