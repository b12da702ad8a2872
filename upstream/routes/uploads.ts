import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import { ACCOUNT_MESSAGES as M } from '../../domain/account-messages.ts';
import { fail, ok } from '../envelope.ts';
import { attachPrescription, findOrder, findOrderBySid, orderMismatch } from '../repositories/orders.ts';
import { Refusal } from '../repositories/refusal.ts';
import { findUpload, listPrescriptions, readUploadedFile, storeUpload } from '../repositories/uploads.ts';
import { verifyUploadToken } from '../upload-links.ts';
import { type AccountDeps, formOf, uploadBodyLimit } from './account-deps.ts';
import { accountRouter } from './account-kit.ts';
import { uploadToWire } from './order-wire.ts';

/** Prescriptions of the signed-in customer (staff-tools.md §7 prescriptionUpload, getUploadedPrescriptions). */
export function prescriptionRoutes(deps: AccountDeps) {
  const { db, now, uploadDir } = deps;
  const app = accountRouter();
  app.get('/', (c) =>
    ok(
      c,
      listPrescriptions(db, c.get('user').id).map((u) => uploadToWire(db, u)),
    ),
  );
  app.post('/', uploadBodyLimit, async (c) => {
    const user = c.get('user');
    const form = await formOf(c.req);
    if (!form) throw new Refusal(400, M.uploadFailed);
    const orderSid = typeof form['orderId'] === 'string' && form['orderId'] !== '' ? form['orderId'] : null;
    const order = orderSid ? findOrder(db, user.id, orderSid) : undefined;
    if (orderSid && !order) throw orderMismatch();
    const file = await readUploadedFile(form['file']);
    const row = db.transaction(() => {
      const stored = storeUpload(db, uploadDir, file, { userId: user.id, kind: 'prescription', orderId: order?.id ?? null }, now());
      if (order) attachPrescription(db, order, stored.id, user.id, now());
      return stored;
    })();
    return ok(c, uploadToWire(db, row));
  });
  return app;
}

/** A stored file, to its owner only: the stored type, nosniff, and a safe Content-Disposition. */
export function fileRoutes(deps: AccountDeps) {
  const app = accountRouter();
  app.get('/:id', async (c) => {
    const row = findUpload(deps.db, c.get('user').id, c.req.param('id'));
    if (!row) throw new Refusal(404, M.fileNotFound);
    // Read whole (5 MB at most): a file missing from UPLOAD_DIR is a 404 for this request, never a
    // stream error that reaches the server.
    const bytes = await readFile(join(deps.uploadDir, row.stored_name)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') throw new Refusal(404, M.fileNotFound);
      throw error;
    });
    const ascii = row.file_name.replace(/[^\x20-\x7e]|["\\]/g, '_');
    return c.body(new Uint8Array(bytes), 200, {
      'content-type': row.mime_type,
      'content-length': String(bytes.length),
      'content-disposition': `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(row.file_name)}`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, no-store',
    });
  });
  return app;
}

/**
 * Public: the SMS upload link (/uprx/{token}, upstream/upload-links.ts). GET says what the order is
 * waiting for; POST (multipart `file`) adds a prescription to it. A bad, expired, or no longer
 * useful link (cancelled or delivered order) is 404.
 */
export function uploadLinkRoutes(deps: AccountDeps) {
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
    db.prepare<[number], { n: number }>('SELECT count(*) AS n FROM order_prescriptions WHERE order_id = ?').get(orderId)?.n ?? 0;
  const target = (orderId: number) => {
    const order = db
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
    const row = db.transaction(() => {
      const stored = storeUpload(db, uploadDir, file, { userId: order.user_id, kind: 'prescription', orderId: order.id }, now());
      attachPrescription(db, order, stored.id, null, now());
      return stored;
    })();
    return ok(c, { ...uploadToWire(db, row), ...target(order.id) });
  });
  return app;
}
