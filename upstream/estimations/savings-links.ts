import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The savings link an estimation is shared with (/customer-order-savings?token=…; staff-tools.md §2
 * customer-order-savings): a signed, expiring reference to one estimation, so nothing is stored per
 * link, made like the prescription upload links (upstream/prescriptions/upload-links.ts) with a purpose
 * of its own, so a token of one kind is never good for the other.
 * token = `{estimate_id}.{expires, unix seconds}.{HMAC-SHA256(auth secret, "cosv:" + both), 128 bits}`.
 * A bad signature or a past expiry is no link at all (404).
 */
const PURPOSE = 'cosv:';

/** How long a shared savings link works. */
export const SAVINGS_LINK_DAYS = 7;

function sign(secret: Uint8Array, body: string): string {
  return createHmac('sha256', secret)
    .update(PURPOSE + body)
    .digest()
    .subarray(0, 16)
    .toString('base64url');
}

export function mintSavingsToken(secret: Uint8Array, estimateId: string, now: Date): { token: string; expiresAt: Date } {
  const expires = Math.floor(now.getTime() / 1000) + SAVINGS_LINK_DAYS * 86_400;
  const body = `${estimateId}.${expires}`;
  return { token: `${body}.${sign(secret, body)}`, expiresAt: new Date(expires * 1000) };
}

/** The estimate id and expiry of a valid, unexpired token; null otherwise. */
export function verifySavingsToken(secret: Uint8Array, token: string, now: Date): { estimateId: string; expiresAt: Date } | null {
  const match = /^([A-Za-z0-9_-]{8,64})\.(\d{1,12})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match) return null;
  const [, estimateId = '', expires = '', signature = ''] = match;
  const expected = Buffer.from(sign(secret, `${estimateId}.${expires}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (Number(expires) * 1000 <= now.getTime()) return null;
  return { estimateId, expiresAt: new Date(Number(expires) * 1000) };
}

export function savingsLinkUrl(siteUrl: string, token: string): string {
  const url = new URL('/customer-order-savings', siteUrl);
  url.searchParams.set('token', token);
  return url.href;
}

export function savingsSms(shopName: string | null, savedRupees: string, url: string): string {
  const who = shopName ? `${shopName} (Purba Pharmacy)` : 'Purba Pharmacy';
  return `${who}: your medicines can cost Rs ${savedRupees} less with the alternatives we suggest. See the details within ${SAVINGS_LINK_DAYS} days: ${url}`;
}
