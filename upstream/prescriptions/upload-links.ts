import { UPLOAD_LINK_DAYS } from '../../domain/order-rules.ts';
import type { ServiceDeps } from '../http/deps.ts';
import { signedLinks } from '../http/signed-links.ts';
import type { OrderRow } from '../orders/repository.ts';

/** SMS upload links (/uprx/{token}): signed, expiring references to an order (upstream/http/signed-links.ts). */
const UPLOAD_LINKS = signedLinks('uprx:', UPLOAD_LINK_DAYS * 86_400);

export function mintUploadToken(secret: Uint8Array, orderSid: string, now: Date): string {
  return UPLOAD_LINKS.mint(secret, orderSid, now).token;
}

/** The order sid of a valid, unexpired token; null otherwise. */
export function verifyUploadToken(secret: Uint8Array, token: string, now: Date): string | null {
  return UPLOAD_LINKS.verify(secret, token, now)?.id ?? null;
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
