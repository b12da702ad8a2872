import { z } from 'zod';
import { UpstreamRejection } from './clients/http.ts';
import {
  BadUserInputError,
  CartChangedError,
  CartNotFoundError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  OutOfStockError,
  PricesChangedError,
  RateLimitedError,
  StockLimitError,
  UnauthenticatedError,
} from './errors.ts';
import { type MessageRef, messageKeyOf, messageRefOf } from './message-keys.ts';

/**
 * An upstream refusal as the domain error with the same meaning, keeping the upstream's message (one
 * mapping for every service: users, account, cart, checkout):
 * - 504 CART_CHANGED (storefront.md §8: the client clears its cart and reloads);
 * - 401, and the cart's 500 with meta.expireToken (the only 500 that reaches here, see clients/http.ts),
 *   UNAUTHENTICATED (the client refreshes its token);
 * - 403 FORBIDDEN (a blocked user);
 * - 404 'Cart not found' CART_NOT_FOUND, other 404 NOT_FOUND (another customer's id is indistinguishable
 *   from none);
 * - 409 OUT_OF_STOCK or STOCK_LIMIT by meta.stock_status, CONFLICT with meta.confirm (asks the caller to
 *   confirm first: Order Now with some lines out of stock) or meta.conflict (someone else saved first:
 *   the editor's desk, issue 18);
 * - 429 RATE_LIMITED with extensions.retryAfter;
 * - anything else BAD_USER_INPUT, with extensions.field when the upstream names the field.
 * Anything that is not a refusal passes unchanged. The message key is the one the upstream sends
 * (`meta.messageKey`, `meta.params`), else its code's where the code says it all (504, 409, 429), else
 * its English text's (message-keys.ts); the upstream's English stays the `message`.
 */
export function domainErrorOf(error: unknown): unknown {
  if (!(error instanceof UpstreamRejection)) return error;
  const { code, message, meta } = error;
  const sent = messageRefOf(meta);
  const keyed = (byCode?: MessageRef) => {
    const ref = sent ?? byCode ?? messageKeyOf(message);
    return ref ? { ...ref, english: message } : message;
  };
  if (code === 504) return new CartChangedError(keyed({ messageKey: 'messages.cartChanged' }), error);
  if (code === 500 || code === 401) return new UnauthenticatedError(keyed(), error);
  if (code === 403) return new ForbiddenError(keyed(), error);
  if (code === 404 && message === 'Cart not found') return new CartNotFoundError(error);
  if (code === 404) return new NotFoundError(keyed(), error);
  if (code === 409 && (meta?.['confirm'] === true || meta?.['conflict'] === true)) return new ConflictError(keyed(), error);
  if (code === 409 && meta?.['prices_changed'] === true) return new PricesChangedError(keyed(), priceChangesOf(meta), error);
  if (code === 409 && meta?.['stock_status'] === 'out_of_stock') return new OutOfStockError(keyed({ messageKey: 'messages.outOfStock' }), error);
  if (code === 409 && meta?.['stock_status'] === 'ok') {
    const available = Number(meta?.['qty']) || undefined;
    return new StockLimitError(
      keyed(available === undefined ? undefined : { messageKey: 'messages.onlyAvailable', params: { max: available } }),
      available,
      error,
    );
  }
  if (code === 429) {
    const retryAfter = Number(meta?.['retryAfter']);
    return new RateLimitedError(keyed({ messageKey: 'account.messages.tryLater' }), Number.isFinite(retryAfter) ? retryAfter : undefined, error);
  }
  const field = typeof meta?.['field'] === 'string' ? meta['field'] : undefined;
  return new BadUserInputError(keyed(), error, field ? { field } : undefined);
}

const PriceChangesSchema = z.array(z.object({ sku: z.string(), name: z.string(), from: z.string(), to: z.string() })).catch([]);
const priceChangesOf = (meta: Record<string, unknown> | undefined) => PriceChangesSchema.parse(meta?.['price_changes']);

/** Runs an upstream call, turning its refusals into domain errors. */
export async function upstreamCall<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw domainErrorOf(error);
  }
}
