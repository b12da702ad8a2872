import { GraphQLError } from 'graphql';
import { MESSAGES } from '../domain/messages.ts';

/**
 * Domain errors the gateway shows to clients. Each has an `extensions.code` the storefront maps to
 * the spec's wording; anything else is masked by Yoga as "Unexpected error.".
 * The classes keep GraphQLError's `name`: Yoga recognises unmasked errors by that name, so the
 * class, not the name, tells them apart (tests assert `instanceof` and `extensions.code`).
 */
export const ERROR_CODES = {
  badUserInput: 'BAD_USER_INPUT',
  notFound: 'NOT_FOUND',
  outOfStock: 'OUT_OF_STOCK',
  stockLimit: 'STOCK_LIMIT',
  upstreamUnavailable: 'UPSTREAM_UNAVAILABLE',
  upstreamBadResponse: 'UPSTREAM_BAD_RESPONSE',
  cartNotFound: 'CART_NOT_FOUND',
  searchUnavailable: 'SEARCH_UNAVAILABLE',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export class GatewayError extends GraphQLError {
  constructor(message: string, code: ErrorCode, options: { cause?: unknown; extensions?: Record<string, unknown> } = {}) {
    // The cause is kept as Error.cause, not originalError: Yoga masks a GraphQLError whose
    // originalError is not itself a GraphQLError.
    super(message, { extensions: { code, ...options.extensions } });
    if (options.cause !== undefined) this.cause = options.cause;
  }
}

export class BadUserInputError extends GatewayError {
  constructor(message: string, cause?: unknown) {
    super(message, ERROR_CODES.badUserInput, { cause });
  }
}

export class NotFoundError extends GatewayError {
  constructor(message: string = MESSAGES.productMissing, cause?: unknown) {
    super(message, ERROR_CODES.notFound, { cause });
  }
}

export class CartNotFoundError extends GatewayError {
  constructor(cause?: unknown) {
    super('Cart not found', ERROR_CODES.cartNotFound, { cause });
  }
}

export class OutOfStockError extends GatewayError {
  constructor(message: string = MESSAGES.outOfStock, cause?: unknown) {
    super(message, ERROR_CODES.outOfStock, { cause });
  }
}

export class StockLimitError extends GatewayError {
  constructor(message: string, available: number | undefined, cause?: unknown) {
    super(message, ERROR_CODES.stockLimit, { cause, extensions: { available } });
  }
}

export class UpstreamUnavailableError extends GatewayError {
  constructor(cause?: unknown) {
    super(MESSAGES.serverDown, ERROR_CODES.upstreamUnavailable, { cause });
  }
}

export class UpstreamBadResponseError extends GatewayError {
  constructor(message: string, cause?: unknown) {
    super(message, ERROR_CODES.upstreamBadResponse, { cause });
  }
}

/** The search engine did not answer in time (storefront.md §9: 1000 ms on the server) or at all. */
export class SearchUnavailableError extends GatewayError {
  constructor(cause?: unknown) {
    super(MESSAGES.serverProblem, ERROR_CODES.searchUnavailable, { cause });
  }
}
