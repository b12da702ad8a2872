/**
 * A random id of 22 URL-safe characters (128 bits) for idempotency keys (a cart add's requestId, an
 * order's clientOrderId). crypto.getRandomValues, not randomUUID: the latter exists only on secure
 * origins, and a phone on the shop's Wi-Fi may open the storefront over plain http.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

export function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(22));
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte & 63];
  return id;
}
