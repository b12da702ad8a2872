import { type DocumentNode, execute, type GraphQLError, type GraphQLSchema, parse, validate } from 'graphql';
import { maskError } from 'graphql-yoga';
import type { GatewayContext } from './context.ts';
import { persistedDocuments } from './security/persisted-documents.ts';
import { SECURITY_CODES } from './security/plugins.ts';

/** An answer as it would have come over HTTP: JSON data, and errors as the client reads them. */
export interface InProcessResult {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/** Runs one of the storefront's persisted documents by its hash, without a user, in this process. */
export type InProcessExecute = (hash: string, variables: Record<string, unknown>) => Promise<InProcessResult>;

/** Yoga's own message for a masked error (maskedErrors: true). */
const MASKED_MESSAGE = 'Unexpected error.';

/**
 * The pages rendered on demand run the storefront's own documents (trusted documents, issue 11) through
 * this instead of a Request to Yoga (issue 21): each document is looked up, parsed and validated against
 * the schema once per process, then executed directly with the context Yoga gives a request without a
 * token or address. What Yoga adds to a request from outside (the HTTP envelope, the persisted-document
 * and GraphQL Armor checks, JSON in and out, urql around it) protects against documents nobody vetted;
 * these are the ones the limits were set for. Errors are masked as Yoga masks them, and a masked error is
 * logged as Yoga logs it. The data is the executor's own, its values what JSON would carry (the
 * scalars are serialized by then; objects have no prototype, which the pages never ask for); an answer
 * with errors goes through JSON, so the page reads the errors exactly as it read them over HTTP.
 */
export function inProcessExecutor(
  schema: GraphQLSchema,
  context: Omit<GatewayContext, 'token' | 'clientAddress'>,
  logError: (error: unknown) => void,
): InProcessExecute {
  const prepared = new Map<string, DocumentNode | InProcessResult>();
  const prepare = (hash: string): DocumentNode | InProcessResult => {
    const text = persistedDocuments().get(hash);
    if (text === undefined) {
      return {
        errors: [
          { message: `Unknown operation ${hash}: not one of the storefront's persisted documents.`, extensions: { code: SECURITY_CODES.persistedNotFound } },
        ],
      };
    }
    const document = parse(text, { noLocation: true });
    const invalid = validate(schema, document);
    return invalid.length > 0 ? { errors: invalid.map((error) => ({ message: error.message })) } : document;
  };
  return async (hash, variables) => {
    let document = prepared.get(hash);
    if (!document) {
      document = prepare(hash);
      prepared.set(hash, document);
    }
    if (!('kind' in document)) return document;
    // Through JSON as over HTTP: a variable left undefined is not sent, rather than refused as a value.
    const variableValues = JSON.parse(JSON.stringify(variables)) as Record<string, unknown>;
    const result = await execute({ schema, document, variableValues, contextValue: { ...context, token: null, clientAddress: null } });
    if (!result.errors) return { data: result.data ?? null };
    const errors = result.errors.map((error) => {
      const masked = maskError(error, MASKED_MESSAGE) as GraphQLError;
      if (masked !== error) logError(error);
      return masked;
    });
    return JSON.parse(JSON.stringify({ errors, data: result.data })) as InProcessResult;
  };
}
