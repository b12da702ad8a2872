import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSchema, createYoga } from 'graphql-yoga';
import { EmbeddedSearchEngine } from '../search-index/embedded/engine.ts';
import type { SearchPort } from '../search-index/port.ts';
import { cartClient } from './clients/cart-client.ts';
import { catalogueClient } from './clients/catalogue-client.ts';
import { upstreamFetch } from './clients/http.ts';
import type { GatewayContext } from './context.ts';
import { resolvers } from './resolvers/index.ts';
import { feedSearch } from './search-feed.ts';

const SCHEMA_DIR = fileURLToPath(new URL('./schema/', import.meta.url));

export function loadTypeDefs(): string[] {
  return readdirSync(SCHEMA_DIR)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(join(SCHEMA_DIR, file), 'utf8'));
}

export interface GatewayOptions {
  upstreamUrl: string;
  search?: SearchPort;
  /** Called while the search index is built from the catalogue. */
  onIndexProgress?: (done: number, total: number) => void;
}

/**
 * Builds the Yoga instance (errors masked; domain errors carry extensions.code) and starts feeding the
 * search engine from the catalogue. `ready` settles when the index is built.
 */
export function createGateway({ upstreamUrl, search = new EmbeddedSearchEngine(), onIndexProgress }: GatewayOptions) {
  const call = upstreamFetch(upstreamUrl);
  const catalogue = catalogueClient(call);
  const searchStatus = { indexedProducts: 0 };
  const context: GatewayContext = { catalogue, cart: cartClient(call), search, searchStatus };

  const yoga = createYoga<object, GatewayContext>({
    schema: createSchema<GatewayContext>({ typeDefs: loadTypeDefs(), resolvers }),
    context: () => context,
    graphqlEndpoint: '/graphql',
    maskedErrors: true,
    landingPage: false,
    logging: 'warn',
  });

  const reindex = async () => {
    searchStatus.indexedProducts = await feedSearch(catalogue, search, onIndexProgress);
    return searchStatus.indexedProducts;
  };
  return { yoga, context, reindex };
}
export type Gateway = ReturnType<typeof createGateway>;
