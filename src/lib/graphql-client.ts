import { Client, fetchExchange, type OperationContext } from '@urql/core';

/** The browser's GraphQL client: the gateway at /graphql on the storefront's own origin. */
function createGraphqlClient(url: string): Client {
  return new Client({ url, exchanges: [fetchExchange], requestPolicy: 'network-only', preferGetMethod: false });
}

let endpoint = '/graphql';
let client: Client | undefined;

export function graphqlClient(): Client {
  client ??= createGraphqlClient(endpoint);
  return client;
}

/** Points the stores at another gateway (tests run them in Node against a real gateway). */
export function useGraphqlEndpoint(url: string): void {
  endpoint = url;
  client = createGraphqlClient(url);
}

/**
 * users.tokenInHeader (storefront.md §6): the user token goes as a Bearer header, or as the `token`
 * query parameter. PUBLIC_TOKEN_IN_HEADER=0 at build time chooses the query.
 */
const TOKEN_IN_HEADER = import.meta.env?.PUBLIC_TOKEN_IN_HEADER !== '0';

/** The per-operation context that carries the user's token. */
export function withToken(token: string, inHeader = TOKEN_IN_HEADER): Partial<OperationContext> {
  if (inHeader) return { fetchOptions: { headers: { authorization: `Bearer ${token}` } } };
  const url = new URL(endpoint, 'http://relative.invalid');
  url.searchParams.set('token', token);
  return { url: url.origin === 'http://relative.invalid' ? `${url.pathname}${url.search}` : url.href };
}
