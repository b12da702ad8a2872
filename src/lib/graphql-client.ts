import { Client, fetchExchange } from '@urql/core';

/** The browser's GraphQL client: the gateway at /graphql on the storefront's own origin. */
function createGraphqlClient(url: string): Client {
  return new Client({ url, exchanges: [fetchExchange], requestPolicy: 'network-only', preferGetMethod: false });
}

let client: Client | undefined;

export function graphqlClient(): Client {
  client ??= createGraphqlClient('/graphql');
  return client;
}

/** Points the stores at another gateway (tests run them in Node against a real gateway). */
export function useGraphqlEndpoint(url: string): void {
  client = createGraphqlClient(url);
}
