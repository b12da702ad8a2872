import { signedLinks } from '../http/signed-links.ts';

/**
 * The savings link an estimation is shared with (/customer-order-savings?token=…; staff-tools.md §2
 * customer-order-savings): a signed, expiring reference to one estimation, so nothing is stored per
 * link, made like the prescription upload links (upstream/http/signed-links.ts) with a purpose of its
 * own, so a token of one kind is never good for the other. A bad signature or a past expiry is no link
 * at all (404).
 */
const PURPOSE = 'cosv:';

/** How long a shared savings link works. */
export const SAVINGS_LINK_DAYS = 7;

const SAVINGS_LINKS = signedLinks(PURPOSE, SAVINGS_LINK_DAYS * 86_400);

export function mintSavingsToken(secret: Uint8Array, estimateId: string, now: Date): { token: string; expiresAt: Date } {
  return SAVINGS_LINKS.mint(secret, estimateId, now);
}

/** The estimate id and expiry of a valid, unexpired token; null otherwise. */
export function verifySavingsToken(secret: Uint8Array, token: string, now: Date): { estimateId: string; expiresAt: Date } | null {
  const link = SAVINGS_LINKS.verify(secret, token, now);
  return link && { estimateId: link.id, expiresAt: link.expiresAt };
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
