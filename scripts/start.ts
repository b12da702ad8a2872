import { readStorefrontConfig } from '../server/config.ts';
import { startStorefront } from '../server/storefront.ts';

// The server renders with React's production build (a test runner's NODE_ENV=test would load the
// development build, several times slower); NODE_ENV=development is respected.
if (process.env.NODE_ENV !== 'development') process.env.NODE_ENV = 'production';

process.env.ASTRO_TELEMETRY_DISABLED = '1';
const storefront = await startStorefront(readStorefrontConfig());
console.log(`\nStorefront ready: ${storefront.url}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void storefront.close().then(() => process.exit(0));
  });
}
