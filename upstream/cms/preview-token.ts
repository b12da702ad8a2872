import { CMS_KINDS, type CmsKind, IDENTIFIER, PREVIEW_SECONDS } from '../../domain/cms.ts';
import { signedLinks } from '../http/signed-links.ts';

/**
 * The editor's preview links (issue 18): a signed link (upstream/http/signed-links.ts, purpose "cmsp:")
 * to one URL key of one kind, in every language, so nothing is stored per preview:
 * token = `{kind}.{identifier}.{expires, unix seconds}.{HMAC}`, good for PREVIEW_SECONDS.
 * A bad signature, another page's token or a past expiry is previewExpired.
 */
const PREVIEW_LINKS = signedLinks('cmsp:', PREVIEW_SECONDS, new RegExp(`(?:${CMS_KINDS.join('|')})\\.${IDENTIFIER.source.slice(1, -1)}`));

const previewId = (kind: CmsKind, identifier: string) => `${kind}.${identifier}`;

export function mintPreviewToken(secret: Uint8Array, kind: CmsKind, identifier: string, now: Date): { token: string; expiresAt: Date } {
  return PREVIEW_LINKS.mint(secret, previewId(kind, identifier), now);
}

/** Whether `token` opens the preview of `kind`/`identifier` at `now`. */
export function previewAllowed(secret: Uint8Array, token: string, kind: CmsKind, identifier: string, now: Date): boolean {
  return PREVIEW_LINKS.verify(secret, token, now)?.id === previewId(kind, identifier);
}
