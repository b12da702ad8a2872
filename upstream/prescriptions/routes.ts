import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Context } from 'hono';
import { ACCOUNT_MESSAGES as M } from '../../domain/account-messages.ts';
import { acceptsPrescription } from '../../domain/order-rules.ts';
import type { ServiceDeps } from '../http/deps.ts';
import { ok } from '../http/envelope.ts';
import { formOf, uploadBodyLimit } from '../http/multipart.ts';
import { Refusal } from '../http/refusal.ts';
import { signedInRouter } from '../http/router.ts';
import { findOrder, type OrderRow, orderMismatch } from '../orders/repository.ts';
import { storePrescriptionFor } from './attach.ts';
import { findUpload, listPrescriptions, readUploadedFile, uploadPrescription } from './uploads.ts';
import { uploadToWire } from './wire.ts';

/** A cancelled order takes no prescription. */
function takesPrescription(order: OrderRow): void {
  if (!acceptsPrescription(order.status)) throw new Refusal(409, M.cancelledNoPrescription);
}

/** Prescriptions of the signed-in customer (staff-tools.md §7 prescriptionUpload, getUploadedPrescriptions). */
export function prescriptionRoutes(deps: ServiceDeps) {
  const { db, now, uploadDir } = deps;
  const app = signedInRouter();
  app.get('/', async (c) => ok(c, (await listPrescriptions(db, c.get('user').id)).map(uploadToWire)));
  app.post('/', uploadBodyLimit, async (c) => {
    const user = c.get('user');
    const form = await formOf(c.req);
    if (!form) throw new Refusal(400, M.uploadFailed);
    const orderSid = typeof form['orderId'] === 'string' && form['orderId'] !== '' ? form['orderId'] : null;
    const order = orderSid ? await findOrder(db, user.id, orderSid) : undefined;
    if (orderSid && !order) throw orderMismatch();
    if (order) takesPrescription(order);
    const file = await readUploadedFile(form['file']);
    const row = order
      ? await storePrescriptionFor(deps, file, order, c.get('session').actor ?? 'customer', takesPrescription)
      : await uploadPrescription(db, uploadDir, file, user.id, c.get('session').actor, now());
    return ok(c, uploadToWire(row));
  });
  return app;
}

/** A stored file, to its owner only: the stored type, nosniff, and a safe Content-Disposition. */
export function fileRoutes(deps: ServiceDeps) {
  const app = signedInRouter();
  app.get('/:id', async (c) => {
    const row = await findUpload(deps.db, c.get('user').id, c.req.param('id'));
    if (!row) throw new Refusal(404, M.fileNotFound);
    return storedFileReply(c, deps.uploadDir, row);
  });
  return app;
}

/**
 * The bytes of a private stored file whose reader was already checked: the stored type, nosniff, a safe
 * Content-Disposition, never cached. Read whole (5 MB at most): a file missing from UPLOAD_DIR is a 404
 * for this request, never a stream error that reaches the server.
 */
export async function storedFileReply(c: Context, uploadDir: string, row: { stored_name: string; file_name: string; mime_type: string }) {
  const bytes = await readFile(join(uploadDir, row.stored_name)).catch((error: NodeJS.ErrnoException) => {
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
}
