import { readStorefrontConfig } from '../server/config.ts';
import { startStorefront } from '../server/storefront.ts';

process.env.ASTRO_TELEMETRY_DISABLED = '1';
const storefront = await startStorefront(readStorefrontConfig());
console.log(`\nStorefront ready: ${storefront.url}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void storefront.close().then(() => process.exit(0));
  });
}
