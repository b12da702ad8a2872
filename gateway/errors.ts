import { GraphQLError } from 'graphql';
import { english } from '../src/i18n/english.ts';
import { type MessageRef, messageKeyOf } from './message-keys.ts';

/**
 * Domain errors the gateway shows to clients. Each has an `extensions.code`, and, for a message the
 * storefront can show, `extensions.messageKey` and `extensions.params` (the key of the interface
 * strings, src/i18n/resources): the browser translates the key; `message` stays English for API
 * users, worded from the English resources. Anything else is masked by Yoga as "Unexpected error.".
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
  conflict: 'CONFLICT',
  pricesChanged: 'PRICES_CHANGED',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/**
 * A message by its key (worded in English from the resources, or `english` when the upstream worded it),
 * or English text alone (an upstream's refusal), which message-keys.ts keys when it knows it.
 */
export type ErrorMessage = string | (MessageRef & { english?: string });

export class GatewayError extends GraphQLError {
  constructor(message: ErrorMessage, code: ErrorCode, options: { cause?: unknown; extensions?: Record<string, unknown> } = {}) {
    const ref = typeof message === 'string' ? messageKeyOf(message) : message;
    const text = typeof message === 'string' ? message : (message.english ?? english(message.messageKey, message.params));
    // The cause is kept as Error.cause, not originalError: Yoga masks a GraphQLError whose
    // originalError is not itself a GraphQLError.
    super(text, { extensions: { code, ...(ref && { messageKey: ref.messageKey, ...(ref.params && { params: ref.params }) }), ...options.extensions } });
    if (options.cause !== undefined) this.cause = options.cause;
  }
}

export class BadUserInputError extends GatewayError {
  /** `extensions` adds details, e.g. `field`: the input the message is about. */
  constructor(message: ErrorMessage, cause?: unknown, extensions?: Record<string, unknown>) {
    super(message, ERROR_CODES.badUserInput, { cause, ...(extensions ? { extensions } : {}) });
  }
}

export class NotFoundError extends GatewayError {
  constructor(message: ErrorMessage = { messageKey: 'messages.productMissing' }, cause?: unknown) {
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
  constructor(message: ErrorMessage = { messageKey: 'messages.cartChanged' }, cause?: unknown) {
    super(message, ERROR_CODES.cartChanged, { cause });
  }
}

export class OutOfStockError extends GatewayError {
  constructor(message: ErrorMessage = { messageKey: 'messages.outOfStock' }, cause?: unknown) {
    super(message, ERROR_CODES.outOfStock, { cause });
  }
}

export class StockLimitError extends GatewayError {
  constructor(message: ErrorMessage, available: number | undefined, cause?: unknown) {
    super(message, ERROR_CODES.stockLimit, { cause, extensions: { available } });
  }
}

export class UpstreamUnavailableError extends GatewayError {
  constructor(cause?: unknown) {
    super({ messageKey: 'messages.serverDown' }, ERROR_CODES.upstreamUnavailable, { cause });
  }
}

export class UpstreamBadResponseError extends GatewayError {
  constructor(message: ErrorMessage, cause?: unknown) {
    super(message, ERROR_CODES.upstreamBadResponse, { cause });
  }
}

/** The search engine did not answer in time (storefront.md §9: 1000 ms on the server) or at all. */
export class SearchUnavailableError extends GatewayError {
  constructor(cause?: unknown) {
    super({ messageKey: 'messages.serverProblem' }, ERROR_CODES.searchUnavailable, { cause });
  }
}

/**
 * No token, or one that has expired or been revoked: the client refreshes its session (storefront.md
 * §4 refresh lock) and retries, or signs the user out silently.
 */
export class UnauthenticatedError extends GatewayError {
  constructor(message: ErrorMessage = { messageKey: 'account.messages.sessionTimeout' }, cause?: unknown) {
    super(message, ERROR_CODES.unauthenticated, { cause });
  }
}

/** Signed in, but not allowed: a blocked user, or a role that may not do this. */
export class ForbiddenError extends GatewayError {
  constructor(message: ErrorMessage, cause?: unknown) {
    super(message, ERROR_CODES.forbidden, { cause });
  }
}

/** Too many requests (one-time passwords per number or per address). */
export class RateLimitedError extends GatewayError {
  constructor(message: ErrorMessage = { messageKey: 'account.messages.tryLater' }, retryAfterSeconds?: number, cause?: unknown) {
    super(message, ERROR_CODES.rateLimited, { cause, extensions: { retryAfter: retryAfterSeconds } });
  }
}

/** The request needs the caller's confirmation first (Order Now with some lines out of stock: confirmPartial). */
export class ConflictError extends GatewayError {
  constructor(message: ErrorMessage, cause?: unknown) {
    super(message, ERROR_CODES.conflict, { cause });
  }
}

/** A line's price moved since the customer last saw it (price sync): nothing was placed; extensions.priceChanges says what moved. */
export class PricesChangedError extends GatewayError {
  constructor(message: ErrorMessage, priceChanges: readonly { sku: string; name: string; from: string; to: string }[], cause?: unknown) {
    super(message, ERROR_CODES.pricesChanged, { cause, extensions: { priceChanges } });
  }
}
