import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';

/**
 * The browser's GraphQL client: the gateway at /graphql on the storefront's own origin.
 *
 * A POST with fetch, and the GraphQL multipart request when a variable holds a file. It keeps the call
 * shape of urql's Client that the stores were written against (`client.query(doc, vars, context)
 * .toPromise()`), but not urql itself: the stores used urql network-only with the fetch exchange alone
 * (no cache, no subscriptions), and its core cost 9 KB gzip of the catalogue pages' 90 KB budget.
 * Documents are codegen's typed strings (`documentMode: 'string'`), so nothing is printed at run time.
 */
export type Document<Data, Variables> = DocumentTypeDecoration<Data, Variables> & { toString(): string };
export type AnyVariables = Record<string, unknown> | undefined;

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

function requestBody(query: string, variables: AnyVariables): { body: BodyInit; json: boolean } {
  // The operation's name travels too (GraphQL over HTTP): the service worker knows a search by it.
  const operationName = /\b(?:query|mutation|subscription)\s+(\w+)/.exec(query)?.[1];
  const operation = { query, variables: variables ?? {}, ...(operationName ? { operationName } : {}) };
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
  query: string,
  variables: AnyVariables,
  context: Partial<OperationContext>,
  fetcher: typeof fetch,
): Promise<OperationResult<Data>> {
  const { body, json } = requestBody(query, variables);
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
    toPromise: () => execute<Data>(url, document.toString(), variables, context, fetcher),
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
