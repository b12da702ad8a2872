import { z } from 'zod';
import type { ServiceDeps } from '../http/deps.ts';
import { ok } from '../http/envelope.ts';
import { jsonBody } from '../http/json-body.ts';
import { signedInRouter } from '../http/router.ts';
import { devPaymentProvider } from './dev-provider.ts';
import { PAYMENT_OUTCOMES, type PaymentOutcome, type PaymentProvider } from './provider.ts';
import { completePayment, initiatePayment, paymentStatus } from './repository.ts';
import { paymentSessionToWire, paymentStatusToWire } from './wire.ts';

const CompleteSchema = z.object({ outcome: z.enum(PAYMENT_OUTCOMES as [PaymentOutcome, ...PaymentOutcome[]]) });

/** Paying for an ONLINE order (storefront.md §2 /payment/{orderSid}, /paymentStatus) through the provider port. */
export function paymentRoutes(deps: ServiceDeps, provider: PaymentProvider = devPaymentProvider) {
  const { db, now } = deps;
  const app = signedInRouter();

  app.post('/:orderSid/initiate', async (c) => {
    const { order, session } = await initiatePayment(db, c.get('user'), c.get('session').actor, c.req.param('orderSid'), provider, now());
    return ok(c, paymentSessionToWire(order, session, provider));
  });

  app.post('/sessions/:sessionId/complete', async (c) => {
    const { outcome } = await jsonBody(c, CompleteSchema);
    const sid = await completePayment(db, c.get('user'), c.req.param('sessionId'), outcome, provider, now());
    return ok(c, paymentStatusToWire(await paymentStatus(db, c.get('user').id, sid)));
  });

  app.get('/:orderSid', async (c) => ok(c, paymentStatusToWire(await paymentStatus(db, c.get('user').id, c.req.param('orderSid')))));
  return app;
}
