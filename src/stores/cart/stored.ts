import { cartHash } from '../../../domain/cart-merge.ts';
import type { CartChange } from '../../../domain/cart-offline.ts';
import type { LineProblem } from '../../../domain/cart-rules.ts';

/**
 * The cart as the browser keeps it (storefront.md §3 cart state): its shape, and how what localStorage
 * holds is read back. The server cart is the truth; lines the customer changed that the server has not
 * confirmed yet are told apart by the cart hash (`syncedHash`): the next sync sends them with the merge
 * rules of §4.
 */
export interface CartLine {
  sku: string;
  qty: number;
  name: string;
  pricePaise: number;
  rowTotalPaise: number;
  urlPath: string | null;
  prescriptionRequired: boolean;
  /** The server's item id (server_item_id); null until the server has the line. */
  itemId: number | null;
  /** What stops the line from being ordered now, in the spec's words (stock fell since it was added). */
  errors: string[];
  /** The same as message keys (`messages.outOfStock`, `messages.onlyAvailable` with its max), which the islands translate. */
  problems: LineProblem[];
}
export interface CartTotals {
  itemsQty: number;
  subtotalPaise: number;
  grandTotalPaise: number;
  savingsPaise: number;
  segments: { code: string; title: string; valuePaise: number }[];
}
export interface CartState {
  /** The server cart token (cartServerToken). */
  cartId: string | null;
  /** The server cart's version in its last answer; an older answer (another tab's, a late reply) is ignored. */
  version: number;
  /** The signed-in customer's own cart (sent with the user's token), not a guest cart. */
  customer: boolean;
  items: CartLine[];
  totals: CartTotals | null;
  /** cartHash of the lines as the server last confirmed them. */
  syncedHash: string | null;
  /** When the server last answered: the prices shown are current as of then. */
  syncedAt: number | null;
  /** The cart service refused the user's token this many times in a row (the connect bypass count). */
  bypass: number;
  /**
   * Changes made while the server could not be reached, oldest first, waiting to be sent
   * (domain/cart-offline.ts); `items` already shows them.
   */
  pending: CartChange[];
}

/** Dispatched on window when the waiting changes change here (the status line shows that some wait). */
export const CART_PENDING_EVENT = 'cart:pending';
/** Dispatched on window by the status line when the connection is back and changes wait: the cart sends them. */
export const CART_SEND_EVENT = 'cart:send';

/** queues.maxCartBypassAttempts: guest carts tried after the customer's token was refused, then sync stops. */
export const MAX_CART_BYPASS_ATTEMPTS = 3;

export const EMPTY_CART: CartState = {
  cartId: null,
  version: 0,
  customer: false,
  items: [],
  totals: null,
  syncedHash: null,
  syncedAt: null,
  bypass: 0,
  pending: [],
};

/*
 * What localStorage holds is checked field by field before it is believed (a small guard, not a schema
 * library: zod/mini would cost 5.8 KB gzip of the 90 KB budget for a value only this module writes).
 * A cart saved by an earlier version of the store lacks the newer fields: they get their defaults, so
 * an upgrade never empties anyone's cart.
 */
const isInt = (value: unknown): value is number => Number.isInteger(value);
const isText = (value: unknown): value is string => typeof value === 'string';
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const intOr = (value: unknown, fallback: number): number => (isInt(value) ? value : fallback);

/** A line problem this build knows (the cart's reply, or a stored cart). */
export const isLineProblem = (value: unknown): value is LineProblem =>
  isObject(value) && ((value.key === 'messages.outOfStock' && value.max === null) || (value.key === 'messages.onlyAvailable' && isInt(value.max)));

function readLine(value: unknown): CartLine | null {
  if (!isObject(value) || !isText(value.sku) || !isInt(value.qty) || value.qty <= 0 || !isText(value.name)) return null;
  if (!isInt(value.pricePaise) || !isInt(value.rowTotalPaise)) return null;
  return {
    sku: value.sku,
    qty: value.qty,
    name: value.name,
    pricePaise: value.pricePaise,
    rowTotalPaise: value.rowTotalPaise,
    urlPath: isText(value.urlPath) ? value.urlPath : null,
    prescriptionRequired: value.prescriptionRequired === true,
    itemId: isInt(value.itemId) ? value.itemId : null,
    errors: Array.isArray(value.errors) ? value.errors.filter(isText) : [],
    problems: Array.isArray(value.problems) ? value.problems.filter(isLineProblem) : [],
  };
}

function readTotals(value: unknown): CartTotals | null {
  if (!isObject(value) || !isInt(value.itemsQty) || !isInt(value.subtotalPaise) || !isInt(value.grandTotalPaise) || !isInt(value.savingsPaise)) return null;
  if (!Array.isArray(value.segments)) return null;
  const segments = value.segments.filter((s): s is CartTotals['segments'][number] => isObject(s) && isText(s.code) && isText(s.title) && isInt(s.valuePaise));
  return { itemsQty: value.itemsQty, subtotalPaise: value.subtotalPaise, grandTotalPaise: value.grandTotalPaise, savingsPaise: value.savingsPaise, segments };
}

const isQty = (value: unknown): value is number => isInt(value) && value > 0;

/** A waiting change as it was stored; one this build cannot read is left out (the next sync repairs the lines). */
function readChange(value: unknown): CartChange | null {
  if (!isObject(value) || !isText(value.sku)) return null;
  if (value.kind === 'remove') return { kind: 'remove', sku: value.sku };
  if (value.kind === 'set' && isQty(value.qty)) return { kind: 'set', sku: value.sku, qty: value.qty };
  const line = value.line;
  if (value.kind !== 'add' || !isQty(value.qty) || !isText(value.requestId) || !isObject(line) || !isText(line.name) || !isInt(line.pricePaise)) return null;
  return {
    kind: 'add',
    sku: value.sku,
    qty: value.qty,
    requestId: value.requestId,
    line: {
      name: line.name,
      pricePaise: line.pricePaise,
      urlPath: isText(line.urlPath) ? line.urlPath : null,
      prescriptionRequired: line.prescriptionRequired === true,
    },
  };
}

/** The stored cart, or null when it is not one. */
export function readCartState(value: unknown): CartState | null {
  if (!isObject(value) || !(value.cartId === null || isText(value.cartId)) || !Array.isArray(value.items)) return null;
  const items = value.items.map(readLine);
  if (items.some((line) => line === null)) return null;
  const lines = items as CartLine[];
  return {
    cartId: value.cartId,
    version: intOr(value.version, 0),
    customer: value.customer === true,
    items: lines,
    totals: readTotals(value.totals),
    // A cart stored before the hash existed was always a copy of a server answer.
    syncedHash: isText(value.syncedHash) ? value.syncedHash : value.syncedHash === null ? null : cartHash(lines),
    syncedAt: isInt(value.syncedAt) ? value.syncedAt : null,
    bypass: intOr(value.bypass, 0),
    pending: Array.isArray(value.pending) ? value.pending.map(readChange).filter((change) => change !== null) : [],
  };
}

export const isCartState = (value: unknown): value is CartState => readCartState(value) !== null;

export function decodeCart(text: string): CartState {
  try {
    return readCartState(JSON.parse(text)) ?? EMPTY_CART;
  } catch {
    return EMPTY_CART;
  }
}
