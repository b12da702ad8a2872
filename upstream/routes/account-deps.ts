import { bodyLimit } from 'hono/body-limit';
import { ACCOUNT_MESSAGES } from '../../domain/account-messages.ts';
import { MAX_UPLOAD_BYTES } from '../../domain/order-rules.ts';
import type { Db } from '../db/open.ts';
import { fail } from '../envelope.ts';
import type { OrderRow } from '../repositories/orders.ts';
import { mintUploadToken, uploadLinkSms } from '../upload-links.ts';

/** What the account services share: the database, the clock, the signing key, where uploads go. */
export interface AccountDeps {
  db: Db;
  now: () => Date;
  secret: Uint8Array;
  uploadDir: string;
  /** The storefront's public origin, for links sent by SMS. */
  siteUrl: string;
}

/** Records the SMS with the upload link for an order that waits for a prescription (sms_outbox). */
export function sendUploadLink({ db, now, secret, siteUrl }: AccountDeps, order: OrderRow, mobile: string): string {
  const token = mintUploadToken(secret, order.sid, now());
  db.prepare('INSERT INTO sms_outbox (mobile, body, created_at) VALUES (?, ?, ?)').run(
    mobile,
    uploadLinkSms(siteUrl, order.number, token),
    now().toISOString(),
  );
  return token;
}

/** Multipart bodies: a little over 5 MB for the form's own bytes; larger is refused before it is read. */
export const uploadBodyLimit = bodyLimit({
  maxSize: MAX_UPLOAD_BYTES + 64 * 1024,
  onError: (c) => fail(c, 400, ACCOUNT_MESSAGES.uploadTooLarge),
});

/** The multipart field `file` (and the other fields as strings); a malformed body is 'Upload failed'. */
export async function formOf(request: { parseBody(): Promise<Record<string, string | File | (string | File)[]>> }) {
  try {
    return await request.parseBody();
  } catch {
    return null;
  }
}
