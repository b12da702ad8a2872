import { z } from 'zod';
import { parseEnv } from './env.ts';

/**
 * The settings that turn the developer tools on: the upstream's /api/dev routes and the storefront's
 * SMS outbox page. Both read them here, so the page needs nothing of the upstream's configuration.
 */
export const DevToolsConfigSchema = z.object({
  /** How one-time passwords are sent: `outbox` writes them to the sms_outbox table (development). */
  SMS_SENDER: z.enum(['outbox']).default('outbox'),
  /**
   * 1 turns the developer tools on (the upstream's /api/dev/* routes: the SMS outbox, moving an order
   * along; the storefront's outbox page). Unset, they are on exactly when SMS_SENDER is the development
   * outbox: then no SMS leaves the machine and the outbox is the only way to read a login code. A
   * deployment with a real SMS sender has them off.
   */
  DEV_TOOLS: z.enum(['0', '1']).optional(),
});
export type DevToolsConfig = z.infer<typeof DevToolsConfigSchema>;

/** DEV_TOOLS when set, otherwise on only with the development SMS outbox. */
export function devToolsOn(config: Pick<DevToolsConfig, 'DEV_TOOLS' | 'SMS_SENDER'>): boolean {
  return config.DEV_TOOLS ? config.DEV_TOOLS === '1' : config.SMS_SENDER === 'outbox';
}

export function readDevToolsConfig(env: NodeJS.ProcessEnv = process.env): DevToolsConfig {
  return parseEnv(DevToolsConfigSchema, env, 'developer tools');
}
