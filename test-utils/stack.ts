import { type RunningGateway, startGateway } from '../gateway/server.ts';
import { startTestUpstream } from './upstream.ts';

export type TestUpstream = Awaited<ReturnType<typeof startTestUpstream>>;

/** A real upstream over a fresh SQLite file and a real gateway in front of it, both on free ports. */
export async function startTestStack(): Promise<{ upstream: TestUpstream; gateway: RunningGateway; close(): Promise<void> }> {
  const upstream = await startTestUpstream();
  const gateway = await startGateway({ GATEWAY_HOST: '127.0.0.1', GATEWAY_PORT: 0, UPSTREAM_URL: upstream.url });
  return {
    upstream,
    gateway,
    close: async () => {
      await gateway.close();
      await upstream.close();
    },
  };
}
