import { MESSAGES } from './messages.ts';

/** The largest quantity of one line; storefront.md §5 gives the messages, the cap is ours. */
export const MAX_LINE_QTY = 10000;

export type QuantityResult = { ok: true; qty: number } | { ok: false; message: string };

/**
 * Quantity strings become integers; default 1 (storefront.md §5).
 * `max` is the most that may be ordered of this product (stock or qty_max), capped at MAX_LINE_QTY.
 */
export function parseQuantity(input: unknown, max: number = MAX_LINE_QTY): QuantityResult {
  if (input === undefined || input === null || input === '') return { ok: true, qty: 1 };
  const text = typeof input === 'number' ? String(input) : typeof input === 'string' ? input.trim() : null;
  if (text === null || !/^-?\d+$/.test(text)) {
    return { ok: false, message: MESSAGES.quantityPositiveInteger };
  }
  const qty = Number(text);
  if (qty <= 0) return { ok: false, message: MESSAGES.quantityAboveZero };
  const limit = Math.min(max, MAX_LINE_QTY);
  if (qty > limit) return { ok: false, message: MESSAGES.quantityBelow(limit + 1) };
  return { ok: true, qty };
}
