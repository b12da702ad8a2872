import { z } from 'zod';
import { parseEnv } from '../common/env.ts';
import { GatewaySecurityConfigSchema } from '../gateway/security/config.ts';
import { UpstreamConfigSchema } from '../upstream/config.ts';

/**
 * The one-command storefront's settings (README "Configuration"); parsed once at start. It starts the
 * embedded upstream, so the upstream's settings are part of it.
 */
export const StorefrontConfigSchema = UpstreamConfigSchema.extend({
  ...GatewaySecurityConfigSchema.shape,
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4321),
  /** Use an upstream that is already running instead of starting the embedded one. */
  UPSTREAM_URL: z.url().optional(),
  /** Build the pages even when DIST_DIR has a build of these sources and this catalogue. */
  FORCE_BUILD: z.enum(['0', '1']).default('0'),
  /**
   * Where builds of the pages are kept (server/builds.ts), relative to the project or absolute. Tests
   * and benchmarks use their own, never the one `npm start` serves.
   */
  DIST_DIR: z.string().min(1).default('dist'),
  /** 1: the site is served over TLS (behind a TLS proxy): HSTS and upgrade-insecure-requests. */
  SERVED_OVER_TLS: z.enum(['0', '1']).default('0'),
  /** Products written as static pages per language and store view at build time (the rest render on demand). */
  SNAPSHOT_TOP_PRODUCTS: z.coerce.number().int().min(0).max(5000).default(40),
  /**
   * How often (ms) this process reads the upstream's content changes and renews its static copies of
   * the published pages (issue 18). An editor's publish through this process renews them at once.
   */
  CONTENT_POLL_MS: z.coerce.number().int().min(200).max(600_000).default(2000),
  /**
   * How long (ms) a rendered catalogue page is kept in this process's memory at most (server/render-cache.ts,
   * issue 21); the catalogue change feed drops it sooner when a product it shows changes. 0 turns the cache off.
   */
  PAGE_CACHE_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  /** The render cache's size in MB, pages and their headers (each storefront process keeps its own). */
  PAGE_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(32),
  /** Built into the browser's code (import.meta.env): checked here so a typo stops the build, not a customer. */
  PUBLIC_TOKEN_IN_HEADER: z.enum(['0', '1']).default('1'),
  PUBLIC_OFFLINE_ORDERS_AUTO: z.enum(['0', '1']).default('1'),
});
export type StorefrontConfig = z.infer<typeof StorefrontConfigSchema>;

export function readStorefrontConfig(env: NodeJS.ProcessEnv = process.env): StorefrontConfig {
  return parseEnv(StorefrontConfigSchema, env, 'storefront');
}
