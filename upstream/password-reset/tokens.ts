import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { hashOpaqueToken } from '../session/opaque-token.ts';

/**
 * A reset link's token: 32 random bytes and their HMAC-SHA256 under the upstream's secret, both
 * base64url, joined by a dot. Only the SHA-256 hash of the whole token is stored; the signature lets a
 * changed or made-up token be refused before any lookup.
 */
const sign = (secret: Uint8Array, random: string) => createHmac('sha256', secret).update(`password-reset:${random}`).digest('base64url');

export function newResetToken(secret: Uint8Array): { token: string; hash: string } {
  const random = randomBytes(32).toString('base64url');
  const token = `${random}.${sign(secret, random)}`;
  return { token, hash: hashOpaqueToken(token) };
}

/** The stored hash of `token` when its signature is right; null for anything else. */
export function verifiedResetTokenHash(secret: Uint8Array, token: string): string | null {
  const match = /^([A-Za-z0-9_-]{43})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match?.[1] || !match[2]) return null;
  const expected = Buffer.from(sign(secret, match[1]));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? hashOpaqueToken(token) : null;
}
