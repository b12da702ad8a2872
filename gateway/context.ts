import type { SearchPort } from '../search-index/port.ts';
import type { CartClient } from './clients/cart-client.ts';
import type { CatalogueClient } from './clients/catalogue-client.ts';
import type { SearchMissRecorder } from './search-misses.ts';

/** What every resolver gets: the upstream adapters and the search port. */
export interface GatewayContext {
  catalogue: CatalogueClient;
  cart: CartClient;
  search: SearchPort;
  searchStatus: { indexedProducts: number };
  searchTimeoutMs: number;
  searchMisses: SearchMissRecorder;
}
