import { z } from 'zod';
import { parseEnv } from '../server/env.ts';

export const UpstreamConfigSchema = z.object({
  UPSTREAM_HOST: z.string().min(1).default('127.0.0.1'),
  UPSTREAM_PORT: z.coerce.number().int().min(0).max(65535).default(4322),
  DATABASE_PATH: z.string().min(1).default('var/pharmacy.sqlite'),
  /** 0 seeds the real medicines and OTC products; a larger number fills up with generated medicines. */
  /** listOutOfStockProducts: 0 hides out-of-stock products from category listings. */
  CATALOG_LIST_OUT_OF_STOCK: z.enum(['0', '1']).default('1'),
  CATALOGUE_SIZE: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type UpstreamConfig = z.infer<typeof UpstreamConfigSchema>;

export function readUpstreamConfig(env: NodeJS.ProcessEnv = process.env): UpstreamConfig {
  return parseEnv(UpstreamConfigSchema, env, 'upstream');
}
