import { createHmac, timingSafeEqual } from 'node:crypto';
import { UPLOAD_LINK_DAYS } from '../../domain/order-rules.ts';
import type { ServiceDeps } from '../http/deps.ts';
import type { OrderRow } from '../orders/repository.ts';

/**
 * SMS upload links (/uprx/{token}): a signed, expiring reference to an order, so nothing is stored per
 * link. token = `{order_sid}.{expires, unix seconds}.{HMAC-SHA256(auth secret, "uprx:" + both), 128 bits}`.
 * A bad signature or a past expiry is no link at all (404 upstream).
 */
const PURPOSE = 'uprx:';

function sign(secret: Uint8Array, body: string): string {
  return createHmac('sha256', secret)
    .update(PURPOSE + body)
    .digest()
    .subarray(0, 16)
    .toString('base64url');
}

export function mintUploadToken(secret: Uint8Array, orderSid: string, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + UPLOAD_LINK_DAYS * 86_400;
  const body = `${orderSid}.${expires}`;
  return `${body}.${sign(secret, body)}`;
}

/** The order sid of a valid, unexpired token; null otherwise. */
export function verifyUploadToken(secret: Uint8Array, token: string, now: Date): string | null {
  const match = /^([A-Za-z0-9_-]{8,64})\.(\d{1,12})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match) return null;
  const [, sid = '', expires = '', signature = ''] = match;
  const expected = Buffer.from(sign(secret, `${sid}.${expires}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (Number(expires) * 1000 <= now.getTime()) return null;
  return sid;
}

export function uploadLinkSms(siteUrl: string, orderNumber: string, token: string): string {
  return `Purba Pharmacy: your order ${orderNumber} needs a prescription. Upload a photo of it within ${UPLOAD_LINK_DAYS} days: ${new URL(`/uprx/${token}`, siteUrl).href}`;
}

/** Records the SMS with the upload link for an order that waits for a prescription (sms_outbox). */
export async function sendUploadLink({ db, now, secret, siteUrl }: ServiceDeps, order: OrderRow, mobile: string): Promise<string> {
  const token = mintUploadToken(secret, order.sid, now());
  await db
    .insertInto('sms_outbox')
    .values({ mobile, body: uploadLinkSms(siteUrl, order.number, token), created_at: now().toISOString() })
    .execute();
  return token;
}
