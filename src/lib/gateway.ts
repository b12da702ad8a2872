import { type AnyVariables, createGraphqlClient, type Document, type GraphqlError } from './graphql-client.ts';

/**
 * The pages' way to the gateway, at build time and when rendering on demand. GATEWAY_URL is set by
 * scripts/build.ts and server/storefront.ts; a failure is thrown so a build never ships empty pages.
 */
function gatewayUrl(): string {
  const url = process.env.GATEWAY_URL;
  if (!url) throw new Error('GATEWAY_URL is not set: build and serve the storefront with `npm run build` / `npm start`.');
  return url;
}

declare global {
  /**
   * Set by server/storefront.ts: the gateway's own fetch (Yoga in the same process), so pages rendered
   * on demand skip a loopback HTTP round trip. Absent during `astro build`, which goes over HTTP.
   */
  var __pharmacyGatewayFetch: typeof fetch | undefined;
}

let client: ReturnType<typeof createGraphqlClient> | undefined;

function gatewayClient() {
  client ??= createGraphqlClient(gatewayUrl(), globalThis.__pharmacyGatewayFetch ?? ((input, init) => fetch(input, init)));
  return client;
}

export async function query<Data, Variables extends AnyVariables>(document: Document<Data, Variables>, variables: Variables): Promise<Data> {
  const result = await gatewayClient().query(document, variables).toPromise();
  if (result.error) throw new Error(`Gateway query failed: ${result.error.message}`, { cause: result.error });
  if (!result.data) throw new Error('Gateway query returned no data');
  return result.data;
}

/**
 * As `query`, for an answer whose GraphQL errors the page words itself (an expired preview link): the
 * data (null fields where they failed) and the errors. A gateway that cannot be reached still throws.
 */
export async function queryWithErrors<Data, Variables extends AnyVariables>(
  document: Document<Data, Variables>,
  variables: Variables,
): Promise<{ data: Data | null; errors: readonly GraphqlError[] }> {
  const result = await gatewayClient().query(document, variables).toPromise();
  if (result.error?.networkError) throw new Error(`Gateway query failed: ${result.error.message}`, { cause: result.error });
  return { data: result.data ?? null, errors: result.error?.graphQLErrors ?? [] };
}

/**
 * A mutation a page makes on the server (the newsletter's unsubscribe link, issue 20): the data, or the
 * errors the page words itself. A gateway that cannot be reached throws, as `query` does.
 */
export async function mutateWithErrors<Data, Variables extends AnyVariables>(
  document: Document<Data, Variables>,
  variables: Variables,
): Promise<{ data: Data | null; errors: readonly GraphqlError[] }> {
  const result = await gatewayClient().mutation(document, variables).toPromise();
  if (result.error?.networkError) throw new Error(`Gateway mutation failed: ${result.error.message}`, { cause: result.error });
  return { data: result.data ?? null, errors: result.error?.graphQLErrors ?? [] };
}
