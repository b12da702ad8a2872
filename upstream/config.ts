import { z } from 'zod';
import { DevToolsConfigSchema, devToolsOn } from '../common/dev-tools.ts';
import { parseEnv } from '../common/env.ts';
import { CHECKOUT_MESSAGES } from '../domain/checkout-messages.ts';

export const UpstreamConfigSchema = z.object({
  UPSTREAM_HOST: z.string().min(1).default('127.0.0.1'),
  UPSTREAM_PORT: z.coerce.number().int().min(0).max(65535).default(4322),
  DATABASE_PATH: z.string().min(1).default('var/pharmacy.sqlite'),
  /** PostgreSQL instead of the SQLite file, for a chain on several machines: postgres://user:password@host:port/database. */
  DATABASE_URL: z
    .url()
    .refine((url) => /^postgres(ql)?:\/\//.test(url), 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  /** Days the catalogue change feed keeps its changes (a search index further behind exports again). */
  CATALOGUE_CHANGES_KEEP_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  /** Connections each upstream process keeps to PostgreSQL. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  /** 0 seeds the real medicines and OTC products; a larger number fills up with generated medicines. */
  /** listOutOfStockProducts: 0 hides out-of-stock products from category listings. */
  CATALOG_LIST_OUT_OF_STOCK: z.enum(['0', '1']).default('1'),
  /** stock.synchronize: 0 treats the server's stock counts as unsure, so every cart line is volatile. */
  STOCK_SYNCHRONIZE: z.enum(['0', '1']).default('1'),
  CATALOGUE_SIZE: z.coerce.number().int().min(0).max(1_000_000).default(0),
  /** Signs access tokens. Unset: a random key is made on first start and kept in the database. */
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  /**
   * Shared with the gateway: a forwarded customer address (x-forwarded-for) is believed only from a
   * caller that sends it (x-gateway-secret). Unset, no forwarded address is believed. `npm start`
   * makes one per start for its embedded upstream when it is not set.
   */
  GATEWAY_SECRET: z.string().min(32, 'GATEWAY_SECRET must be at least 32 characters').optional(),
  /** Where uploaded files (prescriptions, ticket attachments) are kept, outside the web root. */
  UPLOAD_DIR: z.string().min(1).default('var/uploads'),
  /**
   * Where the editor's images are kept (issue 18): public WebP files under its `cms/`, served through
   * /api/cms/media. Every upstream process of a shop must share it (one folder, or a shared mount).
   */
  MEDIA_DIR: z.string().min(1).default('var/media'),
  /** SMS_SENDER and DEV_TOOLS (the developer routes /api/dev/*): one definition with the storefront's outbox page. */
  ...DevToolsConfigSchema.shape,
  /**
   * Migration and retention calls (domain/retention.ts): a customer whose last order is older than this
   * many days is inactive (a retention call).
   */
  RETENTION_INACTIVE_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** Reading the call list looks for new calls when the last look is at least this many minutes old (an admin can look at once). */
  RETENTION_FIND_EVERY_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** Notify me (issue 20): how often the catalogue change feed is read for restocked products customers wait for; 0 is never. */
  NOTIFY_ME_EVERY_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** How messages reach customers (send-clevertap-message): `outbox` keeps them in engagement_outbox (development). */
  ENGAGEMENT_SERVICE: z.enum(['outbox']).default('outbox'),
  /**
   * tax.defaultCountry: the country whose taxes the totals follow. The shop sells in India at Indian GST
   * rates, so IN is the only country it can calculate; empty means not set, which start-up logs with
   * the spec's message (storefront.md §8) while the totals go on as Indian ones.
   */
  TAX_DEFAULT_COUNTRY: z.enum(['IN', ''], { error: 'TAX_DEFAULT_COUNTRY must be IN (the shop calculates Indian GST only), or empty' }).default('IN'),
  /**
   * Caller-id and social sign-in (issue 20; upstream/session/external/): `development` is the provider
   * played by /dev/caller-id and /dev/social-sign-in, so it needs DEV_TOOLS; `none` shows no button. Unset:
   * `development` with DEV_TOOLS, `none` without (no real provider is built here).
   */
  CALLER_ID_PROVIDER: z.enum(['development', 'none']).optional(),
  SOCIAL_SIGN_IN_PROVIDER: z.enum(['development', 'none']).optional(),
  /** Signs the development providers' codes. Unset: a key derived from the auth secret (never in the repository). */
  EXTERNAL_SIGN_IN_KEY: z.string().min(32, 'EXTERNAL_SIGN_IN_KEY must be at least 32 characters').optional(),
  /** The storefront's public origin, used in links sent by SMS (prescription upload links). */
  PUBLIC_SITE_URL: z.url().default('http://localhost:4321'),
});
export type UpstreamConfig = z.infer<typeof UpstreamConfigSchema>;

/** What start-up logs about the tax country: the spec's message when none is configured, else nothing. */
export function taxCountryWarning(config: Pick<UpstreamConfig, 'TAX_DEFAULT_COUNTRY'>): string | null {
  return config.TAX_DEFAULT_COUNTRY === '' ? CHECKOUT_MESSAGES.taxDefaultCountryMissing : null;
}

export type ExternalProviderChoice = 'development' | 'none';

/** Which caller-id and social providers start-up builds; a development provider without DEV_TOOLS is a configuration error. */
export function externalSignInChoice(config: Pick<UpstreamConfig, 'CALLER_ID_PROVIDER' | 'SOCIAL_SIGN_IN_PROVIDER' | 'DEV_TOOLS' | 'SMS_SENDER'>): {
  callerId: ExternalProviderChoice;
  social: ExternalProviderChoice;
} {
  const devTools = devToolsOn(config);
  const pick = (name: 'CALLER_ID_PROVIDER' | 'SOCIAL_SIGN_IN_PROVIDER'): ExternalProviderChoice => {
    const chosen = config[name] ?? (devTools ? 'development' : 'none');
    if (chosen === 'development' && !devTools) throw new Error(`${name}=development needs DEV_TOOLS=1: its provider is the development page /dev/…`);
    return chosen;
  };
  return { callerId: pick('CALLER_ID_PROVIDER'), social: pick('SOCIAL_SIGN_IN_PROVIDER') };
}

export function readUpstreamConfig(env: NodeJS.ProcessEnv = process.env): UpstreamConfig {
  return parseEnv(UpstreamConfigSchema, env, 'upstream');
}
