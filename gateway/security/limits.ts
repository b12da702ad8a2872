import { MAX_UPLOAD_BYTES } from '../../domain/order-rules.ts';

/**
 * Limits on any operation the gateway accepts (GraphQL Armor), and on request bodies. The storefront's
 * own documents need far less (at most 160 tokens, cost 993, depth 6, no alias; security.test.ts runs
 * every one of them through these limits); the margins leave room for new screens and for free-form
 * queries in development, and stop abuse early: 3,000 aliased searches are 30,000 tokens, refused by
 * the parser's token count before a document is even built.
 */
export const OPERATION_LIMITS = {
  /** Lexer tokens in a document (checked while parsing). */
  maxTokens: 1000,
  /** Field nesting. */
  maxDepth: 10,
  /** Aliases in an operation (the storefront uses none). */
  maxAliases: 15,
  /** Directives in an operation. */
  maxDirectives: 10,
  /** GraphQL Armor's cost: objects 2, scalars 1, multiplied by depth. */
  maxCost: 3000,
} as const;

/** A JSON body: persisted operations are a hash and variables; free-form ones stay under maxTokens. */
export const MAX_JSON_BODY_BYTES = 64 * 1024;
/** A multipart body carries one file of at most MAX_UPLOAD_BYTES and the operation. */
export const MAX_MULTIPART_BODY_BYTES = MAX_UPLOAD_BYTES + 256 * 1024;
