import proxyaddr from 'proxy-addr';
import { z } from 'zod';
import { parseEnv } from '../../common/env.ts';

/** A comma-separated list; empty items dropped. */
const list = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== ''),
  );

/**
 * proxy-addr's names (loopback, linklocal, uniquelocal) or addresses and CIDR ranges. Checked at start
 * by compiling them, so a typo stops the server instead of trusting nobody (or everybody) in silence.
 */
const TrustedProxiesSchema = list.superRefine((entries, ctx) => {
  try {
    proxyaddr.compile(entries);
  } catch (error) {
    ctx.addIssue({ code: 'custom', message: `not an address, CIDR range or proxy-addr name: ${(error as Error).message}` });
  }
});

const OriginsSchema = list.pipe(
  z.array(z.url({ protocol: /^https?$/, error: 'each allowed origin is a URL such as https://app.example.in' }).transform((url) => new URL(url).origin)),
);

/** The gateway's protections (README "Security"), read from the environment once at start. */
export const GatewaySecurityConfigSchema = z.object({
  /**
   * 1: the gateway also runs free-form queries (not only the storefront's persisted documents) and
   * answers introspection. Development and tests only; `npm start` leaves it off.
   */
  GRAPHQL_DEV_TOOLS: z.enum(['0', '1']).default('0'),
  /** Origins other than the storefront's own that may call /graphql from a browser (CORS). None by default. */
  ALLOWED_ORIGINS: OriginsSchema,
  /** Proxies whose X-Forwarded-For is believed (nginx, a CDN): the client is the first address they did not add. */
  TRUSTED_PROXIES: TrustedProxiesSchema,
  /** Shared with the upstream: proves to it that a forwarded client address comes from this gateway. */
  GATEWAY_SECRET: z.string().min(32, 'GATEWAY_SECRET must be at least 32 characters').optional(),
});
export type GatewaySecurityConfig = z.infer<typeof GatewaySecurityConfigSchema>;

export function readGatewaySecurityConfig(env: NodeJS.ProcessEnv = process.env): GatewaySecurityConfig {
  return parseEnv(GatewaySecurityConfigSchema, env, 'gateway security');
}
