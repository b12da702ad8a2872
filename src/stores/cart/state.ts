import { persistentAtom } from '@nanostores/persistent';
import { atom, computed } from 'nanostores';
import { cartHash } from '../../../domain/cart-merge.ts';
import { applyChanges, type CartChange, sameChange } from '../../../domain/cart-offline.ts';
import type { CartFieldsFragment } from '../../gql/graphql.ts';
import type { UserFacingError } from '../../lib/graphql-errors.ts';
import { CART_STORAGE_KEY, WAKE_CART_EVENT } from '../cart-count.ts';
import { addNotification } from '../notifications.ts';
import { onSessionLost } from '../session.ts';
import { CART_PENDING_EVENT, type CartLine, type CartState, decodeCart, EMPTY_CART, isLineProblem } from './stored.ts';

/**
 * The cart's stores (storefront.md §3, §4): `$cart`, the server's last answer kept in localStorage, so
 * the cart is there on the next page, offline, and after a crash; what the cart is doing; the microcart.
 */
// Other tabs' writes are taken by the listener below, which keeps the newer of two answers.
export const $cart = persistentAtom<CartState>(CART_STORAGE_KEY, EMPTY_CART, { encode: JSON.stringify, decode: decodeCart, listen: false });

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== CART_STORAGE_KEY) return;
    const theirs = event.newValue === null ? EMPTY_CART : decodeCart(event.newValue);
    const mine = $cart.get();
    if (theirs.cartId !== mine.cartId || theirs.version >= mine.version) $cart.set(theirs);
  });
}

onSessionLost(() => $cart.set(EMPTY_CART));

const countOf = (items: readonly CartLine[]) => items.reduce((sum, line) => sum + line.qty, 0);

/**
 * The count on the cart button: the server's, or the lines' own while a change waits for its answer. The
 * page's inline script (src/offline/page-script.ts) writes the same number before any island has loaded.
 */
export const $cartCount = computed($cart, (cart) => cart.totals?.itemsQty ?? countOf(cart.items));

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

/** Lines with changes the server has not confirmed (the cart hash differs from the last synced one), or changes waiting to be sent. */
export function hasUnsentChanges(state: CartState = $cart.get()): boolean {
  return state.pending.length > 0 || (state.items.length > 0 && cartHash(state.items) !== state.syncedHash);
}

/** A line made from what the product page showed, for an add the server has not seen yet. */
function offlineLine(change: Extract<CartChange, { kind: 'add' }>): CartLine {
  const { name, pricePaise, urlPath, prescriptionRequired } = change.line;
  return {
    sku: change.sku,
    qty: change.qty,
    name,
    pricePaise,
    rowTotalPaise: pricePaise * change.qty,
    urlPath,
    prescriptionRequired,
    itemId: null,
    errors: [],
    problems: [],
  };
}

/** The cart showing these lines; the count follows them (the money totals stay the server's until it answers). */
export function showLines(state: CartState, items: CartLine[]): CartState {
  return { ...state, items, totals: state.totals && { ...state.totals, itemsQty: countOf(items) } };
}

/** The lines as the customer sees them: the server's with the waiting changes applied. */
function withChanges(state: CartState): CartState {
  return state.pending.length === 0 ? state : showLines(state, applyChanges(state.items, state.pending, offlineLine));
}

function pendingChanged(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CART_PENDING_EVENT));
}

/** Keeps a change the server could not be asked about: shown at once, sent when the connection returns. */
export function keepChange(change: CartChange): void {
  const state = $cart.get();
  $cart.set({ ...showLines(state, applyChanges(state.items, [change], offlineLine)), pending: [...state.pending, change] });
  pendingChanged();
}

/** A waiting change has been sent (answered or refused): it is no longer applied on top of the server's lines. */
export function dropChange(change: CartChange): void {
  const state = $cart.get();
  const at = state.pending.findIndex((other) => sameChange(other, change));
  if (at >= 0) $cart.set({ ...state, pending: state.pending.filter((_, index) => index !== at) });
  pendingChanged();
}

/**
 * Takes a server answer, unless a newer answer of the same cart is already here (another tab, a late
 * reply). The checkout passes its answers here too, so the microcart shows the same totals.
 */
export function answer(snapshot: CartFieldsFragment, now = Date.now()): void {
  const mine = $cart.get();
  if (snapshot.id === mine.cartId && snapshot.version < mine.version) return;
  const items = snapshot.items.map((item) => ({
    sku: item.sku,
    qty: item.qty,
    name: item.name,
    pricePaise: item.price.paise,
    rowTotalPaise: item.rowTotal.paise,
    urlPath: item.product?.urlPath ?? null,
    prescriptionRequired: item.prescriptionRequired,
    itemId: item.itemId,
    errors: item.errors,
    // The same guard as a stored cart's: a key this build does not know is left out.
    problems: item.problems.filter(isLineProblem),
  }));
  const next: CartState = {
    cartId: snapshot.id,
    version: snapshot.version,
    customer: snapshot.customerOwned,
    items,
    totals: {
      itemsQty: snapshot.totals.itemsQty,
      subtotalPaise: snapshot.totals.subtotal.paise,
      grandTotalPaise: snapshot.totals.grandTotal.paise,
      savingsPaise: snapshot.totals.savings.paise,
      segments: snapshot.totals.segments.map((s) => ({ code: s.code, title: s.title, valuePaise: s.value.paise })),
    },
    syncedHash: cartHash(items),
    syncedAt: now,
    // The customer's own cart answered: the token is good again. A guest cart's answer keeps the count.
    bypass: snapshot.customerOwned ? 0 : mine.bypass,
    pending: mine.pending,
  };
  // Changes still waiting stay on top of the server's lines (the hash stays the server's: they are unsent).
  $cart.set(withChanges(next));
  for (const notice of snapshot.notices) addNotification({ type: 'info', message: notice, action1: { label: 'ok' } });
}

export function dismissCartError(): void {
  $cartActivity.set({ ...$cartActivity.get(), error: null });
}

/** A refusal for the islands to show; out of stock is also a notification (§4). */
export function fail(sku: string | null, error: UserFacingError): false {
  const shown = $cartActivity.get().error;
  // A sync that fails for the reason a line's change just did says nothing new: the line's message stays
  // where the customer pressed (beside Add to cart) instead of moving to the unopened microcart.
  if (sku === null && shown !== null && shown.sku !== null && shown.code === error.code) return false;
  $cartActivity.set({ pendingSku: $cartActivity.get().pendingSku, error: { ...error, sku } });
  if (error.code === 'OUT_OF_STOCK') addNotification({ type: 'error', message: error.message, action1: { label: 'ok' } });
  return false;
}
