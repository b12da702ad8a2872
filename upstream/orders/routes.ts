import { z } from 'zod';
import { ACCOUNT_MESSAGES as M } from '../../domain/account-messages.ts';
import { CANCEL_REASONS, type CancelReason, ORDERS_PAGE_SIZE } from '../../domain/order-rules.ts';
import { setCartCoupon } from '../cart/repository.ts';
import type { ServiceDeps } from '../http/deps.ts';
import { ok } from '../http/envelope.ts';
import { jsonBody } from '../http/json-body.ts';
import { Refusal } from '../http/refusal.ts';
import { signedInRouter } from '../http/router.ts';
import { sendUploadLink } from '../prescriptions/upload-links.ts';
import { cancelOrder } from './cancel-order.ts';
import { placeOrder } from './place-order.ts';
import { rateOrder } from './rating.ts';
import { buyAgainSkus, findOrder, listOrders, orderEvents, orderMismatch, orderNumbers } from './repository.ts';
import { returnOrder } from './return-order.ts';
import { timeline } from './status.ts';
import { orderToWire } from './wire.ts';

const PlaceOrderSchema = z.object({
  clientOrderId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, M.orderError),
  cartId: z.string({ error: M.orderError }).min(1, M.orderError).max(64, M.orderError),
  addressId: z.string({ error: M.selectDeliveryAddress }).min(1, M.selectDeliveryAddress).max(64, M.selectDeliveryAddress),
  paymentMethod: z.enum(['COD', 'ONLINE', 'WALLET']).default('COD'),
  patientId: z
    .string()
    .max(64)
    .nullish()
    .transform((v) => v ?? undefined),
  prescriptionIds: z
    .array(z.string().max(64))
    .max(10)
    .nullish()
    .transform((v) => v ?? undefined),
  /** Checked with the order entity (domain/checkout-rules.ts), so a bad one is the internal validation error. */
  reminder: z.unknown().optional(),
  repeatOfOrderId: z
    .string()
    .max(64)
    .nullish()
    .transform((v) => v ?? undefined),
});

/** Public ids, comma-separated (they are base64url: never a comma), at most a page of the activity. */
const NumbersSchema = z.object({
  ids: z
    .string()
    .max(2000)
    .catch('')
    .transform((ids) => [...new Set(ids.split(',').filter((id) => /^[A-Za-z0-9_-]{1,64}$/.test(id)))].slice(0, 100)),
});

const CancelSchema = z.object({
  reason: z.enum(Object.keys(CANCEL_REASONS) as [CancelReason, ...CancelReason[]], { error: M.cancelReasonRequired }),
});

const ReturnSchema = z.object({
  items: z.array(z.object({ sku: z.string().min(1).max(64), qty: z.number().int().min(0).max(10_000) }), { error: M.noReturnItems }).max(200),
  reason: z.string({ error: M.fieldRequired }).trim().min(1, M.fieldRequired).max(500, M.fieldRequired),
});

const RatingSchema = z.object({
  stars: z.number({ error: M.ratingStars }).int(M.ratingStars).min(1, M.ratingStars).max(5, M.ratingStars),
  reasons: z.array(z.string().max(100), { error: M.ratingReasons }).max(14, M.ratingReasons),
  remark: z
    .string()
    .max(500)
    .nullish()
    .transform((v) => v ?? undefined),
});

/** The customer's orders (storefront.md §4, §9; staff-tools.md §7 order calls). */
export function orderRoutes(deps: ServiceDeps) {
  const { db, now } = deps;
  const app = signedInRouter();

  app.get('/', async (c) => {
    const page = Math.max(1, Math.min(10_000, Number.parseInt(c.req.query('page') ?? '1', 10) || 1));
    const { rows, total } = await listOrders(db, c.get('user').id, page, ORDERS_PAGE_SIZE);
    return ok(c, await Promise.all(rows.map((o) => orderToWire(db, o))), { total, page, page_size: ORDERS_PAGE_SIZE });
  });

  app.post('/', async (c) => {
    const input = await jsonBody(c, PlaceOrderSchema);
    let placed: Awaited<ReturnType<typeof placeOrder>>;
    try {
      placed = await placeOrder(db, c.get('user'), c.get('session').actor, input, now(), {
        onPendingPrescription: (tx, o, mobile) => sendUploadLink({ ...deps, db: tx }, o, mobile),
      });
    } catch (error) {
      // A coupon that no longer applies is taken off the cart, so the customer sees the new totals.
      if (error instanceof Refusal && error.meta?.['coupon_removed']) await setCartCoupon(db, input.cartId, null, undefined, now());
      throw error;
    }
    const { order, created } = placed;
    return ok(c, await orderToWire(db, order), { created });
  });

  // The numbers of the customer's orders among `ids`, which "Activity on my account" names them by (the
  // audit trail keeps an order's public id); another customer's order is left out. Before /:sid.
  app.get('/numbers', async (c) => {
    const { ids } = NumbersSchema.parse(c.req.query());
    return ok(c, await orderNumbers(db, c.get('user').id, ids));
  });

  app.get('/:sid', async (c) => {
    const order = await findOrder(db, c.get('user').id, c.req.param('sid'));
    if (!order) throw orderMismatch();
    return ok(c, await orderToWire(db, order));
  });

  app.get('/:sid/timeline', async (c) => {
    const order = await findOrder(db, c.get('user').id, c.req.param('sid'));
    if (!order) throw orderMismatch();
    return ok(c, timeline(await orderEvents(db, order.id)), { status: order.status });
  });

  app.post('/:sid/cancel', async (c) => {
    const { reason } = await jsonBody(c, CancelSchema);
    return ok(c, await orderToWire(db, await cancelOrder(db, c.get('user').id, c.get('session').actor, c.req.param('sid'), reason, now())));
  });

  app.post('/:sid/return', async (c) => {
    const { items, reason } = await jsonBody(c, ReturnSchema);
    return ok(c, await orderToWire(db, await returnOrder(db, c.get('user').id, c.get('session').actor, c.req.param('sid'), items, reason, now())));
  });

  app.post('/:sid/rating', async (c) => {
    const rating = await jsonBody(c, RatingSchema);
    return ok(c, await orderToWire(db, await rateOrder(db, c.get('user').id, c.get('session').actor, c.req.param('sid'), rating, now())));
  });

  return app;
}

/** SKUs from the customer's earlier orders, most recent first. */
export function buyAgainRoutes(deps: ServiceDeps) {
  const app = signedInRouter();
  app.get('/', async (c) => ok(c, await buyAgainSkus(deps.db, c.get('user').id)));
  return app;
}
