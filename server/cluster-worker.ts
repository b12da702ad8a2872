import { stopOnSignals, type WorkerMessage } from './cluster.ts';
import { readStorefrontConfig } from './config.ts';
import { startStorefront } from './storefront.ts';

/**
 * One storefront process of the production start (server/cluster.ts): `npm start`'s whole storefront,
 * listening on the port every process shares, which tells the primary when it is ready and closes
 * cleanly on SIGTERM (the primary's stop) or SIGINT (Ctrl-C reaches every process of the terminal).
 */
export async function runWorker(): Promise<void> {
  const storefront = await startStorefront(readStorefrontConfig());
  process.send?.({ type: 'ready', url: storefront.url } satisfies WorkerMessage);
  stopOnSignals(storefront.close);
}
