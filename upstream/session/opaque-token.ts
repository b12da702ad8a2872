import { createHash, randomBytes } from 'node:crypto';

/** A random token for the client (32 bytes, base64url) and the only form kept on the server. */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOpaqueToken(token) };
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
