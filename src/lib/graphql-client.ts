import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import {
  type AnyVariables,
  Client,
  createRequest,
  type Exchange,
  fetchExchange,
  type GraphQLRequest,
  type OperationContext,
  type OperationResult,
  type OperationResultSource,
  type PersistedDocument,
} from '@urql/core';
import { type Generated, persistedExtension, persistedMeta } from './persisted.ts';

/**
 * The GraphQL client of every island and store (design.md decision 6): urql's `Client`, network-only,
 * its fetch exchange (JSON, or the GraphQL multipart request when a variable holds a file), and for the
 * signed-in user the auth exchange that session.ts adds.
 *
 * Trusted documents (issue 11): codegen turns each operation into its hash and name (`__meta__`), with
 * no text. urql keys a request by its document and reads the operation's name and type from it, so
 * `query` and `mutation` take codegen's documents and hand urql a stand-in: a document with that name
 * and type, no selections, and the hash as its `documentId` (urql's hook for persisted documents, which
 * keys the request by it without printing or parsing anything). The request carries the hash as an
 * automatic-persisted-query extension, which makes urql's fetch leave the query text out of the body:
 * the gateway looks the text up in the documents the storefront ships and refuses anything else in
 * production. The operation's name travels too: the service worker knows a search by it.
 */
export type Document<Data, Variables> = DocumentTypeDecoration<Data, Variables> & { __meta__?: Record<string, unknown> | undefined };
export { persistedExtension, persistedMeta, persistedOperation } from './persisted.ts';
export type { AnyVariables, OperationContext, OperationResult };

type Kind = 'query' | 'mutation';

/** A failed operation as the pages read it (urql's CombinedError has this shape). */
export interface GraphqlError {
  message: string;
  extensions?: Readonly<Record<string, unknown>> | undefined;
}
export interface OperationError {
  message: string;
  networkError?: unknown;
  graphQLErrors: readonly GraphqlError[];
}

const standIns = new WeakMap<Generated, Partial<Record<Kind, PersistedDocument>>>();

/** urql's stand-in for a codegen document, one per document and kind (urql checks a document's type against the call). */
function standIn(document: Generated, kind: Kind): PersistedDocument {
  const known = standIns.get(document) ?? {};
  const cached = known[kind];
  if (cached) return cached;
  const { hash, operationName } = persistedMeta(document);
  const made = {
    kind: 'Document',
    definitions: [
      {
        kind: 'OperationDefinition',
        operation: kind,
        name: operationName ? { kind: 'Name', value: operationName } : undefined,
        selectionSet: { kind: 'SelectionSet', selections: [] },
      },
    ],
    // The key urql hashes instead of the printed text; the kind is part of it, as it is of the stand-in.
    documentId: `${kind}:${hash}`,
    // An empty text of its own, so urql never prints the stand-in (it would be sent only without the hash).
    loc: { start: 0, end: 0, source: { body: '', name: 'persisted', locationOffset: { line: 1, column: 1 } } },
  } as unknown as PersistedDocument;
  standIns.set(document, { ...known, [kind]: made });
  return made;
}

let mutations = 0;

/** The urql request of a codegen document: the stand-in, the variables, and the hash as the APQ extension. */
export function persistedRequest<Data, Variables extends AnyVariables>(
  document: Document<Data, Variables>,
  kind: Kind,
  variables: Variables,
): GraphQLRequest<Data, Variables> {
  const request = createRequest<Data, Variables>(standIn(document, kind), variables, persistedExtension(document));
  // urql keys a request by document and variables. Two equal mutations in flight are two operations, but
  // the auth exchange queues operations by key while it refreshes: give each mutation a key of its own.
  return kind === 'mutation' ? { ...request, key: (request.key + ++mutations * 0x9e3779b1) | 0 } : request;
}

type Run = <Data, Variables extends AnyVariables>(
  document: Document<Data, Variables>,
  variables: Variables,
  context?: Partial<OperationContext>,
) => OperationResultSource<OperationResult<Data, Variables>>;
/** urql's Client, whose `query` and `mutation` take codegen's hash-only documents. */
export type GraphqlClient = Omit<Client, 'query' | 'mutation'> & { query: Run; mutation: Run };

/**
 * A client for the gateway at `url`; `fetcher` is the gateway's own fetch when it runs in process,
 * `exchanges` go before the fetch exchange (session.ts: the auth exchange).
 */
export function createGraphqlClient(url: string, fetcher?: typeof fetch, exchanges: Exchange[] = []): GraphqlClient {
  const client = new Client({
    url,
    exchanges: [...exchanges, fetchExchange],
    // The stores want the server's answer every time; there is no cache exchange to answer instead.
    requestPolicy: 'network-only',
    // POST, as the gateway's limits, the service worker's search cache and the CSP expect.
    preferGetMethod: false,
    ...(fetcher ? { fetch: fetcher } : {}),
  });
  const query: Run = (document, variables, context) => client.executeQuery(persistedRequest(document, 'query', variables), context);
  const mutation: Run = (document, variables, context) => client.executeMutation(persistedRequest(document, 'mutation', variables), context);
  return Object.assign(client, { query, mutation }) as GraphqlClient;
}

/**
 * The first result of an operation, or the abort: the subscription ends with it, which tears the
 * operation down and aborts its fetch (urql's fetch takes no signal of its own).
 */
export function resultOf<T extends OperationResult>(source: OperationResultSource<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    let settled = false;
    const abort = () => {
      if (settled) return;
      settled = true;
      subscription.unsubscribe();
      reject(signal.reason);
    };
    const subscription = source.subscribe((result) => {
      if (settled || result.stale || result.hasNext) return;
      settled = true;
      signal.removeEventListener('abort', abort);
      queueMicrotask(() => subscription.unsubscribe());
      resolve(result);
    });
    signal.addEventListener('abort', abort, { once: true });
  });
}

let endpoint = '/graphql';
let client: GraphqlClient | undefined;

/** The client without a user (sign-in, the guest cart, the search panel, the token refresh itself). */
export function graphqlClient(): GraphqlClient {
  client ??= createGraphqlClient(endpoint);
  return client;
}

/** The gateway's address the stores use ('/graphql' in the browser). */
export const graphqlEndpoint = (): string => endpoint;

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

/** The per-operation context that carries the user's token, for a request to `url` (the stores' gateway by default). */
export function withToken(token: string, inHeader = TOKEN_IN_HEADER, url = endpoint): Partial<OperationContext> {
  if (inHeader) return { fetchOptions: { headers: { authorization: `Bearer ${token}` } } };
  const address = new URL(url, 'http://relative.invalid');
  address.searchParams.set('token', token);
  return { url: address.origin === 'http://relative.invalid' ? `${address.pathname}${address.search}` : address.href };
}
