import { z } from 'zod';
import { UpstreamConfigSchema } from '../upstream/config.ts';
import { parseEnv } from './env.ts';

/**
 * The one-command storefront's settings (README "Configuration"); parsed once at start. It starts the
 * embedded upstream, so the upstream's settings are part of it.
 */
export const StorefrontConfigSchema = UpstreamConfigSchema.extend({
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4321),
  /** Use an upstream that is already running instead of starting the embedded one. */
  UPSTREAM_URL: z.url().optional(),
  /** Rebuild the pages even when dist/ looks current. */
  FORCE_BUILD: z.enum(['0', '1']).default('0'),
  /** Products written as static pages per language and store view at build time (the rest render on demand). */
  SNAPSHOT_TOP_PRODUCTS: z.coerce.number().int().min(0).max(5000).default(40),
  /** Built into the browser's code (import.meta.env): checked here so a typo stops the build, not a customer. */
  PUBLIC_TOKEN_IN_HEADER: z.enum(['0', '1']).default('1'),
  PUBLIC_OFFLINE_ORDERS_AUTO: z.enum(['0', '1']).default('1'),
});
export type StorefrontConfig = z.infer<typeof StorefrontConfigSchema>;

export function readStorefrontConfig(env: NodeJS.ProcessEnv = process.env): StorefrontConfig {
  return parseEnv(StorefrontConfigSchema, env, 'storefront');
}
