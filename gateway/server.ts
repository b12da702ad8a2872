import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type GatewayConfig, readGatewayConfig } from './config.ts';
import { createGateway, type Gateway } from './yoga.ts';

export interface RunningGateway {
  url: string;
  gateway: Gateway;
  server: Server;
  close(): Promise<void>;
}

/** Runs the gateway alone on its own port (the storefront server mounts it at /graphql instead). */
export async function startGateway(config: GatewayConfig): Promise<RunningGateway> {
  const gateway = createGateway({ upstreamUrl: config.UPSTREAM_URL });
  await gateway.reindex();
  const server = createServer(gateway.yoga);
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
  const running = await startGateway(readGatewayConfig());
  console.log(`[gateway] ${running.gateway.context.searchStatus.indexedProducts} products indexed; listening on ${running.url}`);
}
