import { readStorefrontConfig } from '../server/config.ts';
import { startStorefront } from '../server/storefront.ts';

// The server renders with React's production build (a test runner's NODE_ENV=test would load the
// development build, several times slower); NODE_ENV=development is respected.
if (process.env.NODE_ENV !== 'development') process.env.NODE_ENV = 'production';

/**
 * `npm run build`: builds the pages into a new folder of DIST_DIR and writes the pre-rendered ones,
 * with the upstream, gateway and storefront server started for it on free ports, then stops.
 * FORCE_BUILD=0 reuses a build of the same sources and catalogue when there is one (the browser tests).
 */
const config = readStorefrontConfig({ FORCE_BUILD: '1', ...process.env });
const storefront = await startStorefront(
  { ...config, PORT: 0, UPSTREAM_PORT: config.UPSTREAM_URL ? config.UPSTREAM_PORT : 0 },
  { searchIndex: false, refreshContent: false },
);
await storefront.close();
console.log('[build] done');
