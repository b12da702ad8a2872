import { CHECKOUT_MESSAGES, quantityMultipleMessage } from './checkout-messages.ts';
import { MESSAGES } from './messages.ts';
import { MAX_LINE_QTY } from './quantity.ts';

/**
 * The cart's rules shared by the upstream (which enforces them) and the gateway (storefront.md §4, §5,
 * §8). Where the spec gives no value, the value here is the project's decision (README "Cart, coupons
 * and checkout").
 */

/** Stock outcome of adding or holding a line (storefront.md §4 "Adding an item"). */
export type StockStatus = 'ok' | 'volatile' | 'out_of_stock';

/**
 * The project's decision: stock at or below this is "low", and a line of a low-stock product is
 * volatile (the count may be gone by the time the order is packed). With stock synchronisation off
 * (STOCK_SYNCHRONIZE=0) every line is volatile: the server's count is not trusted.
 */
export const LOW_STOCK_QTY = 5;

export interface StockFacts {
  /** Units on hand (products.qty). */
  available: number;
  /** products.status: 2 or more is disabled, treated as not sellable. */
  status: number;
  /** stock.synchronize (storefront.md §9). */
  synchronized: boolean;
}

export function stockStatus({ available, status, synchronized }: StockFacts): StockStatus {
  if (status >= 2 || available <= 0) return 'out_of_stock';
  if (!synchronized || available <= LOW_STOCK_QTY) return 'volatile';
  return 'ok';
}

export interface LineLimits {
  qtyMax: number;
  qtyMultiple: number;
  pricePaise: number;
}

export type LineCheck =
  | { ok: true; status: StockStatus; warning: string | null }
  | { ok: false; kind: 'bad_input' | 'out_of_stock' | 'stock_limit'; message: string; available?: number };

/**
 * Checks a line's wanted quantity (already a positive integer) against the product: price below zero
 * (zero is allowed), qty_max, qty_multiple, then stock. The order of the checks decides the message.
 */
export function checkLine(qty: number, limits: LineLimits, stock: StockFacts): LineCheck {
  if (limits.pricePaise < 0) return { ok: false, kind: 'bad_input', message: MESSAGES.priceUnknown };
  const max = Math.min(limits.qtyMax, MAX_LINE_QTY);
  if (qty > max) return { ok: false, kind: 'bad_input', message: MESSAGES.quantityBelow(max + 1) };
  if (limits.qtyMultiple > 1 && qty % limits.qtyMultiple !== 0) return { ok: false, kind: 'bad_input', message: quantityMultipleMessage(limits.qtyMultiple) };
  const status = stockStatus(stock);
  if (status === 'out_of_stock') return { ok: false, kind: 'out_of_stock', message: MESSAGES.outOfStock };
  if (qty > stock.available) return { ok: false, kind: 'stock_limit', message: MESSAGES.onlyAvailable(stock.available), available: stock.available };
  return { ok: true, status, warning: status === 'volatile' ? CHECKOUT_MESSAGES.volatileStock : null };
}

/** A line's problem as a message key the storefront translates (and the count it names). */
export type LineProblem = { key: 'messages.outOfStock'; max: null } | { key: 'messages.onlyAvailable'; max: number };

/** What stops a line already in the cart from being ordered now that stock may have moved, as message keys. */
export function lineProblems(qty: number, status: StockStatus, available: number): LineProblem[] {
  if (status === 'out_of_stock') return [{ key: 'messages.outOfStock', max: null }];
  if (qty > available) return [{ key: 'messages.onlyAvailable', max: available }];
  return [];
}

/** The same problems in the spec's English words (a line's `errors` on the wire, for API users). */
export function lineErrors(qty: number, stock: StockFacts): string[] {
  return lineProblems(qty, stockStatus(stock), stock.available).map((problem) =>
    problem.key === 'messages.outOfStock' ? MESSAGES.outOfStock : MESSAGES.onlyAvailable(problem.max),
  );
}

export interface MergeLine {
  sku: string;
  qty: number;
}

/**
 * Guest cart into the customer's cart, by SKU (the project's rule): a SKU in one cart only is taken as
 * it is; a SKU in both gets the LARGER of the two quantities, never the sum, because the two carts are
 * usually the same shopping seen from two devices or before and after signing in. The result is capped
 * at the product's qty_max. max() makes the merge idempotent: merging the same guest lines again (a
 * retry, a reload) changes nothing.
 */
export function mergeCartLines(customer: readonly MergeLine[], guest: readonly MergeLine[], qtyMaxOf: (sku: string) => number): MergeLine[] {
  const merged = new Map<string, number>();
  for (const line of customer) merged.set(line.sku, line.qty);
  for (const line of guest) merged.set(line.sku, Math.max(merged.get(line.sku) ?? 0, line.qty));
  return [...merged].map(([sku, qty]) => ({ sku, qty: Math.max(1, Math.min(qty, qtyMaxOf(sku), MAX_LINE_QTY)) }));
}

/** What checkLine needs to know of a product. */
export interface CartItemFacts extends LineLimits {
  available: number;
  status: number;
}
