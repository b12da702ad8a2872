import { type AnyVariables, createGraphqlClient, type Document, type GraphqlError } from './graphql-client.ts';
import { persistedMeta } from './persisted.ts';

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
  /**
   * Set by server/storefront.ts: runs one of the storefront's persisted documents by its hash in the
   * gateway of this process (gateway/in-process.ts), without a Request, Yoga's checks or urql (issue 21).
   */
  var __pharmacyGatewayExecute:
    | ((hash: string, variables: Record<string, unknown>) => Promise<{ data?: unknown; errors?: readonly GraphqlError[] }>)
    | undefined;
}

let client: ReturnType<typeof createGraphqlClient> | undefined;

function gatewayClient() {
  client ??= createGraphqlClient(gatewayUrl(), globalThis.__pharmacyGatewayFetch ?? ((input, init) => fetch(input, init)));
  return client;
}

/** What a page's operation came back with, read the same way over either path. */
interface Outcome<Data> {
  data: Data | null;
  errors: readonly GraphqlError[];
  /** Why the gateway could not be asked at all (over HTTP only). */
  networkError?: unknown;
  /** urql's CombinedError, kept as the cause of a thrown failure. */
  cause?: unknown;
}

async function run<Data, Variables extends AnyVariables>(
  document: Document<Data, Variables>,
  variables: Variables,
  kind: 'query' | 'mutation',
): Promise<Outcome<Data>> {
  const own = globalThis.__pharmacyGatewayExecute;
  if (own) {
    const { data, errors = [] } = await own(persistedMeta(document).hash, (variables ?? {}) as Record<string, unknown>);
    return { data: (data ?? null) as Data | null, errors };
  }
  const client = gatewayClient();
  const result = await (kind === 'query' ? client.query(document, variables) : client.mutation(document, variables)).toPromise();
  return { data: result.data ?? null, errors: result.error?.graphQLErrors ?? [], networkError: result.error?.networkError, cause: result.error };
}

/** urql's wording of a failed operation ("[GraphQL] message" for each error). */
const failure = (outcome: Outcome<unknown>) =>
  outcome.cause instanceof Error ? outcome.cause.message : outcome.errors.map((error) => `[GraphQL] ${error.message}`).join('\n');

export async function query<Data, Variables extends AnyVariables>(document: Document<Data, Variables>, variables: Variables): Promise<Data> {
  const outcome = await run(document, variables, 'query');
  if (outcome.networkError || outcome.errors.length > 0)
    throw new Error(`Gateway query failed: ${failure(outcome)}`, { cause: outcome.cause ?? outcome.errors });
  if (!outcome.data) throw new Error('Gateway query returned no data');
  return outcome.data;
}

/**
 * As `query`, for an answer whose GraphQL errors the page words itself (an expired preview link): the
 * data (null fields where they failed) and the errors. A gateway that cannot be reached still throws.
 */
export async function queryWithErrors<Data, Variables extends AnyVariables>(
  document: Document<Data, Variables>,
  variables: Variables,
): Promise<{ data: Data | null; errors: readonly GraphqlError[] }> {
  const { data, errors, networkError, cause } = await run(document, variables, 'query');
  if (networkError) throw new Error(`Gateway query failed: ${failure({ data, errors, cause })}`, { cause });
  return { data, errors };
}

/**
 * A mutation a page makes on the server (the newsletter's unsubscribe link, issue 20): the data, or the
 * errors the page words itself. A gateway that cannot be reached throws, as `query` does.
 */
export async function mutateWithErrors<Data, Variables extends AnyVariables>(
  document: Document<Data, Variables>,
  variables: Variables,
): Promise<{ data: Data | null; errors: readonly GraphqlError[] }> {
  const { data, errors, networkError, cause } = await run(document, variables, 'mutation');
  if (networkError) throw new Error(`Gateway mutation failed: ${failure({ data, errors, cause })}`, { cause });
  return { data, errors };
}
