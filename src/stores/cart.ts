import { persistentAtom } from '@nanostores/persistent';
import { atom } from 'nanostores';
import { MESSAGES } from '../../domain/messages.ts';
import { parseQuantity } from '../../domain/quantity.ts';
import type { CartFieldsFragment } from '../gql/graphql.ts';
import { CART_ADD_ITEM, CART_CREATE, CART_QUERY, CART_REMOVE_ITEM, CART_UPDATE_QUANTITY } from '../graphql/cart.ts';
import { type AnyVariables, type Document, graphqlClient } from '../lib/graphql-client.ts';
import { toUserFacingError, type UserFacingError } from '../lib/graphql-errors.ts';
import { CART_STORAGE_KEY, WAKE_CART_EVENT } from './cart-count.ts';

/** The cart as the browser keeps it (localStorage), always a copy of the server cart's last answer. */
export interface CartLine {
  sku: string;
  qty: number;
  name: string;
  pricePaise: number;
  rowTotalPaise: number;
  urlPath: string | null;
  prescriptionRequired: boolean;
}
export interface CartState {
  cartId: string | null;
  items: CartLine[];
  totals: {
    itemsQty: number;
    subtotalPaise: number;
    grandTotalPaise: number;
    savingsPaise: number;
    segments: { code: string; title: string; valuePaise: number }[];
  } | null;
}

/*
 * What localStorage holds is checked field by field before it is believed. This is the one boundary
 * not checked with a schema library: zod/mini costs 5.8 KB gzip and valibot 1.6 KB of the product
 * page's 90 KB JavaScript budget, for a value only this module writes.
 */
const isInt = (value: unknown): value is number => Number.isInteger(value);
const isText = (value: unknown): value is string => typeof value === 'string';
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isCartLine(value: unknown): value is CartLine {
  return (
    isObject(value) &&
    isText(value.sku) &&
    isInt(value.qty) &&
    value.qty > 0 &&
    isText(value.name) &&
    isInt(value.pricePaise) &&
    isInt(value.rowTotalPaise) &&
    (value.urlPath === null || isText(value.urlPath)) &&
    typeof value.prescriptionRequired === 'boolean'
  );
}

function isTotals(value: unknown): value is NonNullable<CartState['totals']> {
  return (
    isObject(value) &&
    isInt(value.itemsQty) &&
    isInt(value.subtotalPaise) &&
    isInt(value.grandTotalPaise) &&
    isInt(value.savingsPaise) &&
    Array.isArray(value.segments) &&
    value.segments.every((segment) => isObject(segment) && isText(segment.code) && isText(segment.title) && isInt(segment.valuePaise))
  );
}

export function isCartState(value: unknown): value is CartState {
  return (
    isObject(value) &&
    (value.cartId === null || isText(value.cartId)) &&
    Array.isArray(value.items) &&
    value.items.every(isCartLine) &&
    (value.totals === null || isTotals(value.totals))
  );
}

export const EMPTY_CART: CartState = { cartId: null, items: [], totals: null };

function decodeCart(text: string): CartState {
  try {
    const parsed: unknown = JSON.parse(text);
    return isCartState(parsed) ? parsed : EMPTY_CART;
  } catch {
    return EMPTY_CART;
  }
}

export const $cart = persistentAtom<CartState>(CART_STORAGE_KEY, EMPTY_CART, { encode: JSON.stringify, decode: decodeCart });

/** The spec's isMicrocartOpen. */
export const $isMicrocartOpen = atom(false);

/** What the cart is doing now and the last refusal, for the islands to show. */
export const $cartActivity = atom<{ pendingSku: string | null; error: (UserFacingError & { sku: string | null }) | null }>({
  pendingSku: null,
  error: null,
});

export function toggleMicrocart(open = !$isMicrocartOpen.get()): void {
  $isMicrocartOpen.set(open);
  // The microcart island may not be live yet (it hydrates on interaction): wake it to show the panel.
  if (open && typeof window !== 'undefined') window.dispatchEvent(new Event(WAKE_CART_EVENT));
}

function fromSnapshot(snapshot: CartFieldsFragment): CartState {
  return {
    cartId: snapshot.id,
    items: snapshot.items.map((item) => ({
      sku: item.sku,
      qty: item.qty,
      name: item.name,
      pricePaise: item.price.paise,
      rowTotalPaise: item.rowTotal.paise,
      urlPath: item.product?.urlPath ?? null,
      prescriptionRequired: item.product?.prescriptionRequired ?? false,
    })),
    totals: {
      itemsQty: snapshot.totals.itemsQty,
      subtotalPaise: snapshot.totals.subtotal.paise,
      grandTotalPaise: snapshot.totals.grandTotal.paise,
      savingsPaise: snapshot.totals.savings.paise,
      segments: snapshot.totals.segments.map((s) => ({ code: s.code, title: s.title, valuePaise: s.value.paise })),
    },
  };
}

type Outcome<T> = { ok: true; data: T } | { ok: false; error: UserFacingError };

async function mutate<Data, Variables extends AnyVariables>(document: Document<Data, Variables>, variables: Variables): Promise<Outcome<Data>> {
  const result = await graphqlClient().mutation(document, variables).toPromise();
  if (result.error) return { ok: false, error: toUserFacingError(result.error) };
  if (!result.data) return { ok: false, error: { code: 'INTERNAL_SERVER_ERROR', message: MESSAGES.serverProblem } };
  return { ok: true, data: result.data };
}

async function createServerCart(): Promise<Outcome<string>> {
  const created = await mutate(CART_CREATE, {});
  if (!created.ok) return created;
  $cart.set(fromSnapshot(created.data.cartCreate));
  return { ok: true, data: created.data.cartCreate.id };
}

/**
 * Re-creates a server cart that has gone (expired, or the server was reset) and pushes the lines the
 * browser still holds, so nothing the customer chose is lost.
 */
async function recreateServerCart(lines: readonly CartLine[]): Promise<Outcome<string>> {
  const created = await createServerCart();
  if (!created.ok) return created;
  for (const line of lines) {
    const pushed = await mutate(CART_UPDATE_QUANTITY, { cartId: created.data, sku: line.sku, qty: line.qty });
    if (pushed.ok) $cart.set(fromSnapshot(pushed.data.cartUpdateQuantity));
  }
  return created;
}

/**
 * Runs one cart change against the server. The local cart changes only when the server agrees;
 * a server cart that has vanished is re-created once with the local lines, then the change retried.
 */
async function changeCart(sku: string, change: (cartId: string) => Promise<Outcome<CartFieldsFragment>>): Promise<boolean> {
  if ($cartActivity.get().pendingSku !== null) return false;
  $cartActivity.set({ pendingSku: sku, error: null });
  try {
    let cartId = $cart.get().cartId;
    if (!cartId) {
      const created = await createServerCart();
      if (!created.ok) return fail(sku, created.error);
      cartId = created.data;
    }
    let outcome = await change(cartId);
    if (!outcome.ok && outcome.error.code === 'CART_NOT_FOUND') {
      const recreated = await recreateServerCart($cart.get().items);
      if (!recreated.ok) return fail(sku, recreated.error);
      outcome = await change(recreated.data);
    }
    if (!outcome.ok) return fail(sku, outcome.error);
    $cart.set(fromSnapshot(outcome.data));
    return true;
  } finally {
    $cartActivity.set({ ...$cartActivity.get(), pendingSku: null });
  }
}

function fail(sku: string, error: UserFacingError): false {
  $cartActivity.set({ pendingSku: sku, error: { ...error, sku } });
  return false;
}

/** Validates the quantity first (storefront.md §5 messages); nothing is sent when it is wrong. */
function validQuantity(sku: string, input: unknown): number | null {
  const quantity = parseQuantity(input);
  if (quantity.ok) return quantity.qty;
  $cartActivity.set({ pendingSku: null, error: { code: 'BAD_USER_INPUT', message: quantity.message, sku } });
  return null;
}

export async function addToCart(sku: string, qtyInput: unknown = 1): Promise<boolean> {
  const qty = validQuantity(sku, qtyInput);
  if (qty === null) return false;
  const added = await changeCart(sku, async (cartId) => {
    const r = await mutate(CART_ADD_ITEM, { cartId, sku, qty });
    return r.ok ? { ok: true, data: r.data.cartAddItem } : r;
  });
  if (added) toggleMicrocart(true);
  return added;
}

export async function changeQuantity(sku: string, qtyInput: unknown): Promise<boolean> {
  const qty = validQuantity(sku, qtyInput);
  if (qty === null) return false;
  return changeCart(sku, async (cartId) => {
    const r = await mutate(CART_UPDATE_QUANTITY, { cartId, sku, qty });
    return r.ok ? { ok: true, data: r.data.cartUpdateQuantity } : r;
  });
}

export async function removeFromCart(sku: string): Promise<boolean> {
  return changeCart(sku, async (cartId) => {
    const r = await mutate(CART_REMOVE_ITEM, { cartId, sku });
    return r.ok ? { ok: true, data: r.data.cartRemoveItem } : r;
  });
}

/**
 * Brings the browser's copy up to date with the server cart (on page load). A server cart that has
 * gone is re-created with the local lines; when the server cannot be reached the local copy is kept.
 */
export async function syncCart(): Promise<void> {
  const { cartId, items } = $cart.get();
  if (!cartId) return;
  const result = await graphqlClient().query(CART_QUERY, { cartId }).toPromise();
  if (result.error) {
    $cartActivity.set({ pendingSku: null, error: { ...toUserFacingError(result.error), sku: null } });
    return;
  }
  if (result.data?.cart) {
    $cart.set(fromSnapshot(result.data.cart));
    return;
  }
  const recreated = await recreateServerCart(items);
  if (!recreated.ok) $cartActivity.set({ pendingSku: null, error: { ...recreated.error, sku: null } });
}

export function dismissCartError(): void {
  $cartActivity.set({ ...$cartActivity.get(), error: null });
}
