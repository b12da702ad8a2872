import type { LoadSettings } from './settings.ts';
import { describeThink } from './think.ts';

/** The settings a run used, printed first so that every figure below can be read against them. */
export function describeSettings(s: LoadSettings): string {
  return [
    'Load test (issue 21): simulated people over loopback against `npm run serve`',
    `  LOAD_RUNS=${s.LOAD_RUNS.join(',')} (postgres: LOAD_WORKERS=${s.LOAD_WORKERS} storefront processes on a throw-away PostgreSQL cluster; sqlite: 1 process on a fresh SQLite file)`,
    `  LOAD_SHOPPERS=${s.LOAD_SHOPPERS} LOAD_STAFF=${s.LOAD_STAFF} LOAD_SECONDS=${s.LOAD_SECONDS} (arriving over LOAD_RAMP_SECONDS=${s.LOAD_RAMP_SECONDS})`,
    `  think time LOAD_THINK_MS=${s.LOAD_THINK_MS.minMs}-${s.LOAD_THINK_MS.maxMs}: ${describeThink(s.LOAD_THINK_MS)} between a person's steps (0.2-0.8 s between typed letters)`,
    `  LOAD_CHECKOUT_SHARE=${s.LOAD_CHECKOUT_SHARE} of shoppers' journeys check out; LOAD_CUSTOMERS_PER_SHOP=${s.LOAD_CUSTOMERS_PER_SHOP}; LOAD_SEED=${s.LOAD_SEED}`,
    `  LOAD_TIMEOUT_MS=${s.LOAD_TIMEOUT_MS} per request; at most LOAD_MAX_REQUESTS=${s.LOAD_MAX_REQUESTS} requests a run; CATALOGUE_SIZE=${s.CATALOGUE_SIZE}${s.CATALOGUE_SIZE === 0 ? ' (the real seeded catalogue)' : ' (generated products labelled)'}`,
    "  every request is a browser's: GET pages, POST /graphql with the islands' persisted documents (GRAPHQL_DEV_TOOLS=0), one keep-alive pool and one X-Forwarded-For address per person (TRUSTED_PROXIES=loopback)",
  ].join('\n');
}
