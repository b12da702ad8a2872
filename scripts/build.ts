import { readStorefrontConfig } from '../server/config.ts';
import { startStorefront } from '../server/storefront.ts';

// The server renders with React's production build (a test runner's NODE_ENV=test would load the
// development build, several times slower); NODE_ENV=development is respected.
if (process.env.NODE_ENV !== 'development') process.env.NODE_ENV = 'production';

/**
 * `npm run build`: builds the pages and writes the pre-rendered ones, with the upstream, gateway and
 * storefront server started for it on free ports, then stops.
 */
const config = readStorefrontConfig();
const storefront = await startStorefront(
  { ...config, PORT: 0, UPSTREAM_PORT: config.UPSTREAM_URL ? config.UPSTREAM_PORT : 0, FORCE_BUILD: '1' },
  { searchIndex: false },
);
await storefront.close();
console.log('[build] done');
