import { MESSAGES } from './messages.ts';

/** The largest quantity of one line; storefront.md §5 gives the messages, the cap is ours. */
export const MAX_LINE_QTY = 10000;

/** A refusal carries the English message and its key in the interface strings (`messages.<name>` of CUSTOMER_MESSAGES). */
export type QuantityResult = { ok: true; qty: number } | { ok: false; message: string; messageKey: string; params?: { limit: number } };

/**
 * Quantity strings become integers; default 1 (storefront.md §5).
 * `max` is the most that may be ordered of this product (stock or qty_max), capped at MAX_LINE_QTY.
 */
export function parseQuantity(input: unknown, max: number = MAX_LINE_QTY): QuantityResult {
  if (input === undefined || input === null || input === '') return { ok: true, qty: 1 };
  const text = typeof input === 'number' ? String(input) : typeof input === 'string' ? input.trim() : null;
  if (text === null || !/^-?\d+$/.test(text)) {
    return { ok: false, message: MESSAGES.quantityPositiveInteger, messageKey: 'messages.quantityPositiveInteger' };
  }
  const qty = Number(text);
  if (qty <= 0) return { ok: false, message: MESSAGES.quantityAboveZero, messageKey: 'messages.quantityAboveZero' };
  const limit = Math.min(max, MAX_LINE_QTY);
  if (qty > limit) return { ok: false, message: MESSAGES.quantityBelow(limit + 1), messageKey: 'messages.quantityBelow', params: { limit: limit + 1 } };
  return { ok: true, qty };
}
