import { createHmac, timingSafeEqual } from 'node:crypto';
import { CMS_KINDS, type CmsKind, IDENTIFIER, PREVIEW_SECONDS } from '../../domain/cms.ts';

/**
 * The editor's preview links (issue 18): a signed, expiring token for one URL key of one kind, in every
 * language, so nothing is stored per preview, made the way the SMS links are (upstream/http/signed-links.ts):
 * token = `{kind}.{identifier}.{expires, unix seconds}.{HMAC-SHA256(auth secret, "cmsp:" + the rest), 128 bits}`.
 * A bad signature, another page's token or a past expiry is previewExpired.
 */
const PURPOSE = 'cmsp:';

const sign = (secret: Uint8Array, body: string) =>
  createHmac('sha256', secret)
    .update(PURPOSE + body)
    .digest()
    .subarray(0, 16)
    .toString('base64url');

export function mintPreviewToken(secret: Uint8Array, kind: CmsKind, identifier: string, now: Date): { token: string; expiresAt: Date } {
  const expires = Math.floor(now.getTime() / 1000) + PREVIEW_SECONDS;
  const body = `${kind}.${identifier}.${expires}`;
  return { token: `${body}.${sign(secret, body)}`, expiresAt: new Date(expires * 1000) };
}

/** Whether `token` opens the preview of `kind`/`identifier` at `now`. */
export function previewAllowed(secret: Uint8Array, token: string, kind: CmsKind, identifier: string, now: Date): boolean {
  const match = /^([A-Z]{4})\.([a-z0-9-]{2,80})\.(\d{1,12})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match) return false;
  const [, tokenKind = '', tokenIdentifier = '', expires = '', signature = ''] = match;
  if (!(CMS_KINDS as readonly string[]).includes(tokenKind) || !IDENTIFIER.test(tokenIdentifier)) return false;
  const expected = Buffer.from(sign(secret, `${tokenKind}.${tokenIdentifier}.${expires}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  if (Number(expires) * 1000 <= now.getTime()) return false;
  return tokenKind === kind && tokenIdentifier === identifier;
}
