import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { parseEnv } from '../common/env.ts';
import { StorefrontConfigSchema } from './config.ts';

/**
 * The production start's settings (`npm run serve`, server/cluster.ts): the storefront's own, and how
 * many storefront processes run side by side. Parsed once in the primary, before any process starts,
 * so a bad value stops the whole start with one message.
 */
export const ServeConfigSchema = StorefrontConfigSchema.extend({
  /** Storefront processes (each with its upstream, gateway and search index); one per core when unset. */
  WORKERS: z.coerce.number().int().min(1).max(64).optional(),
});
export type ServeConfig = z.infer<typeof ServeConfigSchema>;

export class ServeConfigError extends Error {
  override name = 'ServeConfigError';
}

/**
 * How many processes to run. Several processes need one database every process can write: PostgreSQL
 * (DATABASE_URL), or an upstream that runs apart (UPSTREAM_URL). The SQLite file is one machine's and
 * one writer's, so without either the default is one process and asking for more is refused.
 */
export function workerCount(config: Pick<ServeConfig, 'WORKERS' | 'DATABASE_URL' | 'UPSTREAM_URL'>, cores = availableParallelism()): number {
  const shared = Boolean(config.DATABASE_URL || config.UPSTREAM_URL);
  const workers = config.WORKERS ?? (shared ? cores : 1);
  if (workers > 1 && !shared) {
    throw new ServeConfigError(
      `WORKERS=${workers} needs a database every process can write: set DATABASE_URL=postgres://… (README "Several processes"), or UPSTREAM_URL to an upstream that runs apart, or WORKERS=1 for the SQLite file`,
    );
  }
  return workers;
}

export function readServeConfig(env: NodeJS.ProcessEnv = process.env): ServeConfig {
  return parseEnv(ServeConfigSchema, env, 'storefront');
}
