import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';

/**
 * The browser's GraphQL client: the gateway at /graphql on the storefront's own origin.
 *
 * A POST with fetch, and the GraphQL multipart request when a variable holds a file. It keeps the call
 * shape of urql's Client that the stores were written against (`client.query(doc, vars, context)
 * .toPromise()`), but not urql itself: the stores used urql network-only with the fetch exchange alone
 * (no cache, no subscriptions), and its core cost 9 KB gzip of the catalogue pages' 90 KB budget.
 *
 * Trusted documents (issue 11): codegen turns each operation into its hash and name (`__meta__`), and
 * the client sends only those, as an automatic-persisted-query extension; the gateway looks the text
 * up in the documents the storefront ships and refuses anything else in production.
 */
export type Document<Data, Variables> = DocumentTypeDecoration<Data, Variables> & { __meta__?: Record<string, unknown> | undefined };
export type AnyVariables = Record<string, unknown> | undefined;
type Generated = { __meta__?: Record<string, unknown> | undefined };

/** The hash and name codegen gave a document; a document without one was not generated (run codegen). */
export function persistedMeta(document: Generated): { hash: string; operationName: string | undefined } {
  const hash = document.__meta__?.['hash'];
  const operationName = document.__meta__?.['operationName'];
  if (typeof hash !== 'string') throw new Error('GraphQL document without a persisted hash: use the documents `npm run codegen` generates');
  return { hash, operationName: typeof operationName === 'string' ? operationName : undefined };
}

/** The automatic-persisted-query extension that names a document by its hash (also for a GET's `extensions`). */
export function persistedExtension(document: Generated) {
  return { persistedQuery: { version: 1, sha256Hash: persistedMeta(document).hash } };
}

/** The request body of a persisted operation (GraphQL over HTTP with the APQ extension). */
export function persistedOperation(document: Generated, variables: AnyVariables) {
  const { operationName } = persistedMeta(document);
  return {
    // The operation's name travels too: the service worker knows a search by it.
    ...(operationName ? { operationName } : {}),
    variables: variables ?? {},
    extensions: persistedExtension(document),
  };
}

export interface GraphqlError {
  message: string;
  extensions?: Record<string, unknown> | undefined;
}

/** A failed operation: the network failed (or answered something that is not GraphQL), or the gateway refused. */
export interface OperationError {
  message: string;
  networkError?: unknown;
  graphQLErrors: GraphqlError[];
}

export interface OperationResult<Data> {
  data?: Data | null | undefined;
  error?: OperationError | undefined;
  /** The reply's extensions (the service worker marks an offline search with no cache `noresults`). */
  extensions?: Record<string, unknown> | undefined;
}

export interface OperationContext {
  url: string;
  fetchOptions: { signal?: AbortSignal; headers?: Record<string, string> };
}

const networkFailure = (networkError: unknown): OperationError => ({ message: '[Network] failed', networkError, graphQLErrors: [] });

/** Files (and blobs) anywhere in the variables, with their dotted paths, for the multipart request. */
function findFiles(value: unknown, path: string, into: [string, Blob][]): [string, Blob][] {
  if (typeof Blob !== 'undefined' && value instanceof Blob) into.push([path, value]);
  else if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) findFiles(inner, `${path}.${key}`, into);
  return into;
}

type RequestBody = { body: BodyInit; json: boolean };

function requestBody(document: Generated, variables: AnyVariables): RequestBody {
  const operation = persistedOperation(document, variables);
  const files = findFiles(variables, 'variables', []);
  if (files.length === 0) return { body: JSON.stringify(operation), json: true };
  // https://github.com/jaydenseric/graphql-multipart-request-spec: the files travel as parts, null in the JSON.
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify(operation, (_key, value: unknown) => (typeof Blob !== 'undefined' && value instanceof Blob ? null : value)),
  );
  form.append('map', JSON.stringify(Object.fromEntries(files.map(([path], index) => [String(index), [path]]))));
  files.forEach(([, file], index) => {
    form.append(String(index), file, file instanceof File ? file.name : 'blob');
  });
  return { body: form, json: false };
}

async function execute<Data>(
  url: string,
  { body, json }: RequestBody,
  context: Partial<OperationContext>,
  fetcher: typeof fetch,
): Promise<OperationResult<Data>> {
  let response: Response;
  try {
    response = await fetcher(context.url ?? url, {
      method: 'POST',
      body,
      signal: context.fetchOptions?.signal ?? null,
      headers: {
        accept: 'application/graphql-response+json, application/json',
        ...(json ? { 'content-type': 'application/json' } : {}),
        ...context.fetchOptions?.headers,
      },
    });
  } catch (error) {
    return { error: networkFailure(error) };
  }
  let reply: { data?: Data | null; errors?: GraphqlError[]; extensions?: Record<string, unknown> };
  try {
    reply = (await response.json()) as typeof reply;
  } catch (error) {
    return { error: networkFailure(error) };
  }
  if (!reply || (reply.data === undefined && !Array.isArray(reply.errors))) return { error: networkFailure(new Error(`HTTP ${response.status}`)) };
  const errors = reply.errors ?? [];
  return {
    data: reply.data,
    error: errors.length > 0 ? { message: errors.map((e) => e.message).join('; '), graphQLErrors: errors } : undefined,
    extensions: reply.extensions,
  };
}

export interface Client {
  query<Data, Variables extends AnyVariables>(
    document: Document<Data, Variables>,
    variables: Variables,
    context?: Partial<OperationContext>,
  ): { toPromise(): Promise<OperationResult<Data>> };
  mutation<Data, Variables extends AnyVariables>(
    document: Document<Data, Variables>,
    variables: Variables,
    context?: Partial<OperationContext>,
  ): { toPromise(): Promise<OperationResult<Data>> };
}

/** A client for the gateway at `url`; `fetcher` is the gateway's own fetch when it runs in process. */
export function createGraphqlClient(url: string, fetcher: typeof fetch = (input, init) => fetch(input, init)): Client {
  const operation = <Data, Variables extends AnyVariables>(
    document: Document<Data, Variables>,
    variables: Variables,
    context: Partial<OperationContext> = {},
  ) => ({
    // The body is made before the promise: a document codegen did not make throws at once.
    toPromise: () => execute<Data>(url, requestBody(document, variables), context, fetcher),
  });
  return { query: operation, mutation: operation };
}

let endpoint = '/graphql';
let client: Client | undefined;

export function graphqlClient(): Client {
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

/** The per-operation context that carries the user's token. */
export function withToken(token: string, inHeader = TOKEN_IN_HEADER): Partial<OperationContext> {
  if (inHeader) return { fetchOptions: { headers: { authorization: `Bearer ${token}` } } };
  const url = new URL(endpoint, 'http://relative.invalid');
  url.searchParams.set('token', token);
  return { url: url.origin === 'http://relative.invalid' ? `${url.pathname}${url.search}` : url.href };
}
