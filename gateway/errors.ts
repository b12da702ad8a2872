import { GraphQLError } from 'graphql';
import { ACCOUNT_MESSAGES } from '../domain/account-messages.ts';
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
  cartChanged: 'CART_CHANGED',
  searchUnavailable: 'SEARCH_UNAVAILABLE',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  rateLimited: 'RATE_LIMITED',
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
  /** `extensions` adds details, e.g. `field`: the input the message is about. */
  constructor(message: string, cause?: unknown, extensions?: Record<string, unknown>) {
    super(message, ERROR_CODES.badUserInput, { cause, ...(extensions ? { extensions } : {}) });
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

/**
 * The cart changed under the client (upstream code 504, storefront.md §8: a guest cart merged into the
 * customer's at sign-in): the client clears its cart, shows 'Some of Information has updated' and reloads.
 */
export class CartChangedError extends GatewayError {
  constructor(message: string, cause?: unknown) {
    super(message, ERROR_CODES.cartChanged, { cause });
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

/**
 * No token, or one that has expired or been revoked: the client refreshes its session (storefront.md
 * §4 refresh lock) and retries, or signs the user out silently.
 */
export class UnauthenticatedError extends GatewayError {
  constructor(message: string = ACCOUNT_MESSAGES.sessionTimeout, cause?: unknown) {
    super(message, ERROR_CODES.unauthenticated, { cause });
  }
}

/** Signed in, but not allowed: a blocked user, or a role that may not do this. */
export class ForbiddenError extends GatewayError {
  constructor(message: string, cause?: unknown) {
    super(message, ERROR_CODES.forbidden, { cause });
  }
}

/** Too many requests (one-time passwords per number or per address). */
export class RateLimitedError extends GatewayError {
  constructor(message: string = ACCOUNT_MESSAGES.tryLater, retryAfterSeconds?: number, cause?: unknown) {
    super(message, ERROR_CODES.rateLimited, { cause, extensions: { retryAfter: retryAfterSeconds } });
  }
}
