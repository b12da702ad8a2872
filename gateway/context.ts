import type { SearchPort } from '../search-index/port.ts';
import type { AccountClients } from './clients/account-clients.ts';
import type { CartClient } from './clients/cart-client.ts';
import type { CatalogueClient } from './clients/catalogue-client.ts';
import type { UsersClient } from './clients/users-client.ts';
import type { SearchMissRecorder } from './search-misses.ts';

/** What every resolver gets: the upstream adapters, the search port, and who is asking. */
export interface GatewayContext {
  /** The caller's access token (Authorization: Bearer, or the `token` query parameter), or null. */
  token: string | null;
  /** The caller's network address, passed to the upstream for per-address limits. */
  clientAddress: string | null;
  catalogue: CatalogueClient;
  cart: CartClient;
  /** The signed-in customer's services (addresses, orders, uploads, tickets, ...); every call needs `token`. */
  account: AccountClients;
  search: SearchPort;
  searchStatus: { indexedProducts: number };
  searchTimeoutMs: number;
  searchMisses: SearchMissRecorder;
  users: UsersClient;
}
