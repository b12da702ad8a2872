import { Hono } from 'hono';
import { fail, ok } from '../envelope.ts';
import { advanceOrder } from '../repositories/orders.ts';
import { Refusal } from '../repositories/refusal.ts';
import type { AccountDeps } from './account-deps.ts';
import { orderToWire } from './order-wire.ts';

/**
 * DEV_TOOLS only: moves an order to its next status (the timeline, or a return's outcome) for demos and
 * browser tests, recording the event (actor: none, note 'dev tools') and the customer's notification.
 */
export function devOrderRoutes({ db, now }: AccountDeps) {
  const app = new Hono();
  app.post('/:sid/advance', (c) => {
    try {
      const order = advanceOrder(db, c.req.param('sid'), now());
      return order ? ok(c, orderToWire(db, order)) : fail(c, 409, 'This order has no next status');
    } catch (error) {
      if (error instanceof Refusal) return fail(c, error.status, error.message);
      throw error;
    }
  });
  return app;
}
