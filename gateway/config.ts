import { z } from 'zod';
import { parseEnv } from '../common/env.ts';

export const GatewayConfigSchema = z.object({
  GATEWAY_HOST: z.string().min(1).default('127.0.0.1'),
  GATEWAY_PORT: z.coerce.number().int().min(0).max(65535).default(4323),
  UPSTREAM_URL: z.url().default('http://127.0.0.1:4322'),
});
export type GatewayConfig = z.infer<typeof GatewayConfigSchema>;

export function readGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  return parseEnv(GatewayConfigSchema, env, 'gateway');
}
