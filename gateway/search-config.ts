import { z } from 'zod';
import { parseEnv } from '../common/env.ts';

/** Search settings (README "Configuration"), read from the environment once at start. */
export const SearchConfigSchema = z.object({
  /** Meilisearch instead of the embedded engine, e.g. http://127.0.0.1:7700. */
  MEILI_URL: z.url().optional(),
  MEILI_KEY: z.string().min(1).optional(),
  MEILI_INDEX: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,100}$/, 'letters, digits, - and _ only')
    .default('products'),
  /** How often the gateway asks the upstream for changed products (prices, stock); 0 turns it off. */
  SEARCH_REFRESH_INTERVAL_MS: z.coerce.number().int().min(0).max(86_400_000).default(30_000),
  /** The server's search time-out (storefront.md §9: 1000 ms). */
  SEARCH_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
});
export type SearchConfig = z.infer<typeof SearchConfigSchema>;

export function readSearchConfig(env: NodeJS.ProcessEnv = process.env): SearchConfig {
  return parseEnv(SearchConfigSchema, env, 'search');
}
