import { readStorefrontConfig } from '../server/config.ts';
import { startStorefront } from '../server/storefront.ts';

/**
 * `npm run build`: builds the pages and writes the pre-rendered ones, with the upstream, gateway and
 * storefront server started for it on free ports, then stops.
 */
const config = readStorefrontConfig();
const storefront = await startStorefront({ ...config, PORT: 0, UPSTREAM_PORT: config.UPSTREAM_URL ? config.UPSTREAM_PORT : 0, FORCE_BUILD: '1' });
await storefront.close();
console.log('[build] done');
