import { Hono } from 'hono';
import type { ServiceDeps } from '../http/deps.ts';
import { fail, ok } from '../http/envelope.ts';
import { Refusal } from '../http/refusal.ts';
import { advanceOrder } from './advance-order.ts';
import { orderToWire } from './wire.ts';

/**
 * DEV_TOOLS only: moves an order to its next status (the timeline, or a return's outcome) for demos and
 * browser tests, recording the event (actor: none, note 'dev tools') and the customer's notification.
 */
export function devOrderRoutes({ db, now }: ServiceDeps) {
  const app = new Hono();
  app.post('/:sid/advance', async (c) => {
    try {
      const order = await advanceOrder(db, c.req.param('sid'), now());
      return order ? ok(c, await orderToWire(db, order)) : fail(c, 409, 'This order has no next status');
    } catch (error) {
      if (error instanceof Refusal) return fail(c, error.status, error.message);
      throw error;
    }
  });
  return app;
}
