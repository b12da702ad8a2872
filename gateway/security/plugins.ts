import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
// Yoga's plugins are named like React hooks; they are not hooks (biome's hook rules would object).
import { useDisableIntrospection as disableIntrospectionPlugin } from '@graphql-yoga/plugin-disable-introspection';
import { usePersistedOperations as persistedOperationsPlugin } from '@graphql-yoga/plugin-persisted-operations';
import { GraphQLError, type ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GatewaySecurityConfig } from './config.ts';
import { OPERATION_LIMITS } from './limits.ts';
import { isPersistedText, persistedDocuments } from './persisted-documents.ts';

/** Codes of the refusals below, for clients and tests. */
export const SECURITY_CODES = {
  persistedOnly: 'PERSISTED_QUERY_ONLY',
  persistedNotFound: 'PERSISTED_QUERY_NOT_FOUND',
  persistedIdRequired: 'PERSISTED_QUERY_ID_REQUIRED',
  tooComplex: 'QUERY_TOO_COMPLEX',
} as const;

const refusal = (message: string, code: string) => ({ message, extensions: { code, http: { status: 400 } } });

/**
 * GraphQL Armor reports a limit as a GraphQL error in the validation context (a 400 with every problem
 * listed) instead of throwing, with a code the client can tell from a syntax error.
 */
const armorReport = {
  propagateOnRejection: false,
  onReject: [
    (context: ValidationContext | null, error: GraphQLError) => {
      context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, ''), { extensions: { code: SECURITY_CODES.tooComplex } }));
    },
  ],
};

/**
 * The gateway's protections (issue 11), in front of every operation:
 * - trusted documents: only the storefront's persisted operations run, sent by hash (or as their very
 *   text, as clients built before this did), unless GRAPHQL_DEV_TOOLS=1;
 * - introspection only with GRAPHQL_DEV_TOOLS=1, and no "Did you mean …" hints without it;
 * - limits on tokens (while parsing), depth, aliases, directives and cost for whatever is accepted.
 */
export function securityPlugins(config: Pick<GatewaySecurityConfig, 'GRAPHQL_DEV_TOOLS'>): Plugin[] {
  const devTools = config.GRAPHQL_DEV_TOOLS === '1';
  const documents = persistedDocuments();
  /** Requests whose text is a persisted document's (isPersistedText). */
  const knownText = new WeakSet<Request>();
  const plugins: Plugin[] = [
    {
      onParams({ params, request }) {
        if (!devTools && typeof params.query === 'string' && isPersistedText(params.query, OPERATION_LIMITS.maxTokens)) knownText.add(request);
      },
    },
    persistedOperationsPlugin({
      getPersistedOperation: (hash) => documents.get(hash) ?? null,
      allowArbitraryOperations: (request) => devTools || knownText.has(request),
      customErrors: {
        persistedQueryOnly: refusal('Only the storefront’s own operations are accepted here (persisted documents).', SECURITY_CODES.persistedOnly),
        notFound: refusal('Unknown operation: the page may be older than the server. Reload it.', SECURITY_CODES.persistedNotFound),
        keyNotFound: refusal('Send the operation’s hash in extensions.persistedQuery.sha256Hash.', SECURITY_CODES.persistedIdRequired),
      },
    }),
    // The token count stops the parser itself, so it throws (with our code) instead of reporting.
    maxTokensPlugin({
      n: OPERATION_LIMITS.maxTokens,
      onReject: [
        (_context, error) => {
          throw new GraphQLError(error.message.replace(/^Syntax Error: /, ''), { extensions: { code: SECURITY_CODES.tooComplex, http: { status: 400 } } });
        },
      ],
    }),
    maxDepthPlugin({ n: OPERATION_LIMITS.maxDepth, flattenFragments: true, ...armorReport }),
    maxAliasesPlugin({ n: OPERATION_LIMITS.maxAliases, ...armorReport }),
    maxDirectivesPlugin({ n: OPERATION_LIMITS.maxDirectives, ...armorReport }),
    costLimitPlugin({ maxCost: OPERATION_LIMITS.maxCost, ...armorReport }),
  ];
  if (!devTools) plugins.push(disableIntrospectionPlugin(), blockFieldSuggestionsPlugin());
  return plugins;
}
