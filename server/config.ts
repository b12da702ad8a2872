import { z } from 'zod';
import { parseEnv } from './env.ts';

/** The one-command storefront's settings (README "Configuration"); parsed once at start. */
export const StorefrontConfigSchema = z.object({
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4321),
  /** Where the embedded upstream listens; ignored when UPSTREAM_URL points elsewhere. */
  UPSTREAM_HOST: z.string().min(1).default('127.0.0.1'),
  UPSTREAM_PORT: z.coerce.number().int().min(0).max(65535).default(4322),
  /** Use an upstream that is already running instead of starting the embedded one. */
  UPSTREAM_URL: z.url().optional(),
  DATABASE_PATH: z.string().min(1).default('var/pharmacy.sqlite'),
  /** 0: the real medicines and OTC products; larger: filled up with generated medicines. */
  CATALOGUE_SIZE: z.coerce.number().int().min(0).max(1_000_000).default(0),
  /** Rebuild the pages even when dist/ looks current. */
  FORCE_BUILD: z.enum(['0', '1']).default('0'),
});
export type StorefrontConfig = z.infer<typeof StorefrontConfigSchema>;

export function readStorefrontConfig(env: NodeJS.ProcessEnv = process.env): StorefrontConfig {
  return parseEnv(StorefrontConfigSchema, env, 'storefront');
}
