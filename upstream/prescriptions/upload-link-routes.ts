import { Hono } from 'hono';
import { ACCOUNT_MESSAGES as M } from '../../domain/account-messages.ts';
import { legacy } from '../db/database.ts';
import type { ServiceDeps } from '../http/deps.ts';
import { fail, ok } from '../http/envelope.ts';
import { formOf, uploadBodyLimit } from '../http/multipart.ts';
import { Refusal } from '../http/refusal.ts';
import { findOrderBySid } from '../orders/repository.ts';
import { attachPrescription } from '../orders/status.ts';
import { verifyUploadToken } from './upload-links.ts';
import { readUploadedFile, storeUpload } from './uploads.ts';
import { uploadToWire } from './wire.ts';

/**
 * Public: the SMS upload link (/uprx/{token}, upstream/prescriptions/upload-links.ts). GET says what the order is
 * waiting for; POST (multipart `file`) adds a prescription to it. A bad, expired, or no longer
 * useful link (cancelled or delivered order) is 404.
 */
export function uploadLinkRoutes(deps: ServiceDeps) {
  const { db, now, secret, uploadDir } = deps;
  const app = new Hono();
  app.onError((error, c) => {
    if (error instanceof Refusal) return fail(c, error.status, error.message, error.meta);
    throw error;
  });
  const orderOf = (token: string) => {
    const sid = verifyUploadToken(secret, token, now());
    const order = sid ? findOrderBySid(db, sid) : undefined;
    if (!order || order.status === 'CANCELLED' || order.delivered_at !== null) throw new Refusal(404, M.uploadLinkInvalid);
    return order;
  };
  const count = (orderId: number) =>
    legacy(db).prepare<[number], { n: number }>('SELECT count(*) AS n FROM order_prescriptions WHERE order_id = ?').get(orderId)?.n ?? 0;
  const target = (orderId: number) => {
    const order = legacy(db)
      .prepare<[number], { number: string; status: string; prescription_required: number }>(
        'SELECT number, status, prescription_required FROM orders WHERE id = ?',
      )
      .get(orderId);
    return {
      order_number: order?.number,
      status: order?.status,
      prescription_required: order?.prescription_required === 1,
      prescriptions_uploaded: count(orderId),
    };
  };
  app.get('/:token', (c) => ok(c, target(orderOf(c.req.param('token')).id)));
  app.post('/:token', uploadBodyLimit, async (c) => {
    const order = orderOf(c.req.param('token'));
    const form = await formOf(c.req);
    if (!form) throw new Refusal(400, M.uploadFailed);
    const file = await readUploadedFile(form['file']);
    const row = legacy(db).transaction(() => {
      const stored = storeUpload(db, uploadDir, file, { userId: order.user_id, kind: 'prescription', orderId: order.id }, now());
      attachPrescription(db, order, stored.id, null, now());
      return stored;
    })();
    return ok(c, { ...uploadToWire(db, row), ...target(order.id) });
  });
  return app;
}
