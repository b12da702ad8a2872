/**
 * Persisted operations without urql (issue 11's trusted documents): what names a codegen document by its
 * hash, for the urql client (graphql-client.ts), for what sends a request itself (the offline orders'
 * sender, the service worker's probe) and for the tests' raw requests. Only urql's types here, so the
 * service worker's bundle stays without it.
 */
import type { AnyVariables } from '@urql/core';

export type Generated = { __meta__?: Record<string, unknown> | undefined };

/** The hash and name codegen gave a document; a document without one was not generated (run codegen). */
export function persistedMeta(document: Generated): { hash: string; operationName: string | undefined } {
  const hash = document.__meta__?.['hash'];
  const operationName = document.__meta__?.['operationName'];
  if (typeof hash !== 'string') throw new Error('GraphQL document without a persisted hash: use the documents `npm run codegen` generates');
  return { hash, operationName: typeof operationName === 'string' ? operationName : undefined };
}

/** The automatic-persisted-query extension that names a document by its hash (also for a GET's `extensions`). */
export function persistedExtension(document: Generated) {
  return { persistedQuery: { version: 1 as const, sha256Hash: persistedMeta(document).hash } };
}

/**
 * The request body of a persisted operation (GraphQL over HTTP with the APQ extension), for what does
 * not go through urql: a task the sync-task queue keeps in IndexedDB, the tests' raw requests.
 */
export function persistedOperation(document: Generated, variables: AnyVariables) {
  const { operationName } = persistedMeta(document);
  return { ...(operationName ? { operationName } : {}), variables: variables ?? {}, extensions: persistedExtension(document) };
}
