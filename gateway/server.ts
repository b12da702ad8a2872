import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { progressBar } from '../common/progress.ts';
import { type GatewayConfig, readGatewayConfig } from './config.ts';
import { graphqlHttpHandler } from './http-handler.ts';
import { type GatewaySecurityConfig, readGatewaySecurityConfig } from './security/config.ts';
import { createGateway, type Gateway } from './yoga.ts';

export interface RunningGateway {
  url: string;
  gateway: Gateway;
  server: Server;
  close(): Promise<void>;
}

/** Runs the gateway alone on its own port (the storefront server mounts it at /graphql instead). */
export async function startGateway(config: GatewayConfig, options: { progress?: boolean; security?: GatewaySecurityConfig } = {}): Promise<RunningGateway> {
  const security = options.security ?? readGatewaySecurityConfig();
  const gateway = createGateway({
    upstreamUrl: config.UPSTREAM_URL,
    security,
    ...(options.progress ? { onFetchProgress: progressBar('[search] reading catalogue'), onIndexProgress: progressBar('[search] indexing') } : {}),
  });
  await gateway.reindex();
  const handle = graphqlHttpHandler(gateway, { trustedProxies: security.TRUSTED_PROXIES });
  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(config.GATEWAY_PORT, config.GATEWAY_HOST, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${config.GATEWAY_HOST}:${port}/graphql`,
    gateway,
    server,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await gateway.close();
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  const running = await startGateway(readGatewayConfig(), { progress: true });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`[gateway] ${running.gateway.context.searchStatus.indexedProducts} products indexed in ${seconds} s; listening on ${running.url}`);
}
