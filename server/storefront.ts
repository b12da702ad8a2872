import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { createGateway, type Gateway } from '../gateway/yoga.ts';
import { type RunningUpstream, startUpstream } from '../upstream/server.ts';
import { ASTRO_ENTRY, buildIsCurrent, runAstroBuild } from './astro-build.ts';
import type { StorefrontConfig } from './config.ts';
import { progressBar } from './progress.ts';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export interface RunningStorefront {
  url: string;
  gateway: Gateway;
  upstream: RunningUpstream | null;
  server: Server;
  close(): Promise<void>;
}

/**
 * The one-origin server of design.md: the embedded upstream (unless UPSTREAM_URL is given), the gateway
 * at /graphql, and the Astro Node handler (pre-rendered files and on-demand pages) for everything else.
 * Builds the pages first when dist/ is missing or older than the sources.
 */
export async function startStorefront(config: StorefrontConfig): Promise<RunningStorefront> {
  const upstream = config.UPSTREAM_URL
    ? null
    : await startUpstream({
        UPSTREAM_HOST: config.UPSTREAM_HOST,
        UPSTREAM_PORT: config.UPSTREAM_PORT,
        DATABASE_PATH: config.DATABASE_PATH,
        CATALOGUE_SIZE: config.CATALOGUE_SIZE,
      });
  const upstreamUrl = config.UPSTREAM_URL ?? upstream?.url ?? '';
  console.log(`[upstream] ${upstream ? 'embedded, ' : ''}at ${upstreamUrl}`);

  const gateway = createGateway({
    upstreamUrl,
    onFetchProgress: progressBar('[search] reading catalogue'),
    onIndexProgress: progressBar('[search] indexing'),
  });
  await gateway.reindex();

  let pages: Handler | null = null;
  const server = createServer((req, res) => {
    if (req.url === '/graphql' || req.url?.startsWith('/graphql?')) {
      void gateway.yoga(req, res);
      return;
    }
    if (!pages) {
      res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '5' });
      res.end('The storefront is starting. Please try again in a moment.');
      return;
    }
    pages(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.PORT, config.HOST, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://${config.HOST === '127.0.0.1' || config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${port}`;
  // Pages rendered on demand reach the gateway through this same server.
  process.env.GATEWAY_URL = `http://127.0.0.1:${port}/graphql`;

  if (config.FORCE_BUILD === '1' || !buildIsCurrent()) {
    console.log('[build] building the pages (first start, or sources changed)…');
    await runAstroBuild(process.env.GATEWAY_URL);
  }
  process.env.ASTRO_NODE_AUTOSTART = 'disabled';
  const entry = (await import(pathToFileURL(ASTRO_ENTRY).href)) as { handler: Handler };
  pages = entry.handler;

  return {
    url: `${origin}/`,
    gateway,
    upstream,
    server,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await gateway.close();
      await upstream?.close();
    },
  };
}
