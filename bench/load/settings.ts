import { z } from 'zod';
import { parseEnv } from '../../common/env.ts';
import { parseThinkRange } from './think.ts';

/**
 * The load test's settings (README "Load test (issue 21)"), from the environment, with the issue's
 * defaults: 200 shoppers and 20 staff users for 2 minutes against 2 storefront processes on
 * PostgreSQL, then the same against one process on a SQLite file as the baseline.
 */
const count = (fallback: number, max: number) => z.coerce.number().int().min(0).max(max).default(fallback);

export const LoadSettingsSchema = z.object({
  LOAD_SHOPPERS: count(200, 20_000),
  LOAD_STAFF: count(20, 500),
  LOAD_SECONDS: z.coerce.number().int().min(5).max(3600).default(120),
  /** Storefront processes on PostgreSQL (the SQLite baseline is always one: one writer, one file). */
  LOAD_WORKERS: z.coerce.number().int().min(1).max(16).default(2),
  LOAD_RUNS: z
    .string()
    .default('postgres,sqlite')
    .transform((text) =>
      text
        .toLowerCase()
        .split(/[\s,]+/)
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(['postgres', 'sqlite'])).min(1)),
  /** The pause between a person's steps, ms: MIN-MAX (uniform) or one number. */
  LOAD_THINK_MS: z
    .string()
    .default('500-3000')
    .transform((text, ctx) => {
      try {
        return parseThinkRange(text);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  /** People arrive spread over this many seconds at the start, not all in the same millisecond. */
  LOAD_RAMP_SECONDS: z.coerce.number().min(0).max(600).default(10),
  /** A request without its whole answer after this long is a time-out (an error). */
  LOAD_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** The most requests a run makes: past it the load stops early (bounded in count as well as time). */
  LOAD_MAX_REQUESTS: z.coerce.number().int().min(1).default(1_000_000),
  /** Share of a shopper's journeys that go on to the checkout (a cart of 5 lines always does). */
  LOAD_CHECKOUT_SHARE: z.coerce.number().min(0).max(1).default(0.4),
  LOAD_CUSTOMERS_PER_SHOP: z.coerce.number().int().min(1).max(5000).default(25),
  /** Seeds every simulated person's choices: the same seed makes the same choices in the same order. */
  LOAD_SEED: z.coerce.number().int().min(0).default(21),
  /** How long a storefront may take to start (the first start also builds the pages). */
  LOAD_STARTUP_SECONDS: z.coerce.number().int().min(30).default(1200),
  /** 0: the real seeded catalogue; more fills it up with generated medicines (labelled "generated"). */
  CATALOGUE_SIZE: z.coerce.number().int().min(0).max(1_000_000).default(0),
  SNAPSHOT_TOP_PRODUCTS: z.coerce.number().int().min(0).default(40),
});
export type LoadSettings = z.infer<typeof LoadSettingsSchema>;

export const readLoadSettings = (env: NodeJS.ProcessEnv = process.env): LoadSettings => parseEnv(LoadSettingsSchema, env, 'load test');
