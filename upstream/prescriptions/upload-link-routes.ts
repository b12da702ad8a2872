import { Hono } from 'hono';
import { ACCOUNT_MESSAGES as M } from '../../domain/account-messages.ts';
import type { ServiceDeps } from '../http/deps.ts';
import { fail, ok } from '../http/envelope.ts';
import { formOf, uploadBodyLimit } from '../http/multipart.ts';
import { Refusal } from '../http/refusal.ts';
import { findOrderBySid, type OrderRow } from '../orders/repository.ts';
import { storePrescriptionFor } from './attach.ts';
import { verifyUploadToken } from './upload-links.ts';
import { readUploadedFile } from './uploads.ts';
import { uploadToWire } from './wire.ts';

/**
 * Public: the SMS upload link (/uprx/{token}, upstream/prescriptions/upload-links.ts). GET says what the order is
 * waiting for; POST (multipart `file`) adds a prescription to it. A bad, expired, or no longer
 * useful link (cancelled or delivered order) is 404.
 */
export function uploadLinkRoutes(deps: ServiceDeps) {
  const { db, now, secret } = deps;
  const app = new Hono();
  app.onError((error, c) => {
    if (error instanceof Refusal) return fail(c, error.status, error.message, error.meta);
    throw error;
  });
  /** A link is of no more use once its order is cancelled or delivered. */
  const stillUseful = (order: OrderRow) => {
    if (order.status === 'CANCELLED' || order.delivered_at !== null) throw new Refusal(404, M.uploadLinkInvalid);
  };
  const orderOf = async (token: string) => {
    const sid = verifyUploadToken(secret, token, now());
    const order = sid ? await findOrderBySid(db, sid) : undefined;
    if (!order) throw new Refusal(404, M.uploadLinkInvalid);
    stillUseful(order);
    return order;
  };
  const target = async (orderId: number) => {
    const order = await db
      .selectFrom('orders')
      .select((eb) => [
        'number',
        'status',
        'prescription_required',
        eb.selectFrom('order_prescriptions').select(eb.fn.countAll<number>().as('n')).whereRef('order_prescriptions.order_id', '=', 'orders.id').as('uploaded'),
      ])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    return {
      order_number: order.number,
      status: order.status,
      prescription_required: order.prescription_required === 1,
      prescriptions_uploaded: order.uploaded ?? 0,
    };
  };
  app.get('/:token', async (c) => ok(c, await target((await orderOf(c.req.param('token'))).id)));
  app.post('/:token', uploadBodyLimit, async (c) => {
    const order = await orderOf(c.req.param('token'));
    const form = await formOf(c.req);
    if (!form) throw new Refusal(400, M.uploadFailed);
    const file = await readUploadedFile(form['file']);
    const row = await storePrescriptionFor(deps, file, order, 'link', stillUseful);
    return ok(c, { ...uploadToWire(row), ...(await target(order.id)) });
  });
  return app;
}
