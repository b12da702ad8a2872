import { startGateway } from '../gateway/server.ts';
import { runAstroBuild } from '../server/astro-build.ts';
import { readStorefrontConfig } from '../server/config.ts';
import { UpstreamConfigSchema } from '../upstream/config.ts';
import { startUpstream } from '../upstream/server.ts';

/** `npm run build`: the pages, read from a gateway and upstream started for the build on free ports. */
const config = readStorefrontConfig();
const upstream = config.UPSTREAM_URL
  ? null
  : await startUpstream(UpstreamConfigSchema.parse({ UPSTREAM_PORT: 0, DATABASE_PATH: config.DATABASE_PATH, CATALOGUE_SIZE: config.CATALOGUE_SIZE }));
const gateway = await startGateway({ GATEWAY_HOST: '127.0.0.1', GATEWAY_PORT: 0, UPSTREAM_URL: config.UPSTREAM_URL ?? upstream?.url ?? '' });
try {
  await runAstroBuild(gateway.url);
} finally {
  await gateway.close();
  await upstream?.close();
}
