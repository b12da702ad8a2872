import { timingSafeEqual } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { GATEWAY_SECRET_HEADER } from '../../common/gateway-secret.ts';

const sameSecret = (given: string, secret: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
};

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * The customer's address for per-address limits. A forwarded address (x-forwarded-for) counts only
 * when the request carries the gateway's secret: anyone else who reaches the upstream (a deployment
 * where it is not bound to loopback, every multi-machine one) is counted by their own socket address,
 * whatever x-forwarded-for they send. Without a secret configured no forwarded address is believed.
 */
export function clientAddressOf(c: Context, gatewaySecret: string | undefined): string {
  const proof = c.req.header(GATEWAY_SECRET_HEADER);
  if (gatewaySecret && proof && sameSecret(proof, gatewaySecret)) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded.slice(0, 64);
  }
  return socketAddress(c);
}
