import { persistentAtom } from '@nanostores/persistent';
import { atom } from 'nanostores';
import { cartHash, DEFAULT_MERGE_OPTIONS, planCartMerge } from '../../domain/cart-merge.ts';
import { MESSAGES } from '../../domain/messages.ts';
import { parseQuantity } from '../../domain/quantity.ts';
import type { CartFieldsFragment } from '../gql/graphql.ts';
import { CART_ADD_ITEM, CART_CREATE, CART_QUERY, CART_REMOVE_ITEM, CART_UPDATE_QUANTITY } from '../graphql/cart.ts';
import type { AnyVariables, Document } from '../lib/graphql-client.ts';
import type { UserFacingError } from '../lib/graphql-errors.ts';
import { randomId } from '../lib/random-id.ts';
import { CART_STORAGE_KEY, WAKE_CART_EVENT } from './cart-count.ts';
import { addNotification } from './notifications.ts';
import { $session, type Outcome, onSessionLost, runAuthed, runPublic } from './session.ts';

/**
 * The cart (storefront.md §3 cart state, §4 "Cart connection and sync", "Adding an item"). The server
 * cart is the truth; the browser keeps its last answer in localStorage, so the cart is there on the next
 * page, offline, and after a crash. Lines the customer changed that the server has not confirmed yet are
 * told apart by the cart hash (`syncedHash`): the next sync sends them with the merge rules of §4.
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
}

/** queues.maxCartBypassAttempts: guest carts tried after the customer's token was refused, then sync stops. */
export const MAX_CART_BYPASS_ATTEMPTS = 3;

export const EMPTY_CART: CartState = { cartId: null, version: 0, customer: false, items: [], totals: null, syncedHash: null, syncedAt: null, bypass: 0 };

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
  };
}

function readTotals(value: unknown): CartTotals | null {
  if (!isObject(value) || !isInt(value.itemsQty) || !isInt(value.subtotalPaise) || !isInt(value.grandTotalPaise) || !isInt(value.savingsPaise)) return null;
  if (!Array.isArray(value.segments)) return null;
  const segments = value.segments.filter((s): s is CartTotals['segments'][number] => isObject(s) && isText(s.code) && isText(s.title) && isInt(s.valuePaise));
  return { itemsQty: value.itemsQty, subtotalPaise: value.subtotalPaise, grandTotalPaise: value.grandTotalPaise, savingsPaise: value.savingsPaise, segments };
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
  };
}

export const isCartState = (value: unknown): value is CartState => readCartState(value) !== null;

function decodeCart(text: string): CartState {
  try {
    return readCartState(JSON.parse(text)) ?? EMPTY_CART;
  } catch {
    return EMPTY_CART;
  }
}

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

/** Lines with changes the server has not confirmed (the cart hash differs from the last synced one). */
export function hasUnsentChanges(state: CartState = $cart.get()): boolean {
  return state.items.length > 0 && cartHash(state.items) !== state.syncedHash;
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
  }));
  $cart.set({
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
  });
  for (const notice of snapshot.notices) addNotification({ type: 'info', message: notice, action1: { label: 'ok' } });
}

/** A cart call with the user's token when signed in (through the refresh lock), else as a guest. */
function call<Data, Variables extends AnyVariables>(document: Document<Data, Variables>, variables: Variables): Promise<Outcome<Data>> {
  return $session.get().isUserLoggedIn ? runAuthed(document, variables, 'mutation') : runPublic(document, variables);
}

/**
 * §8 "Cart result code 504": the server replaced this cart (a guest cart merged into the customer's).
 * The browser's copy is dropped, the customer is told, and the page reloads to show the server's cart.
 */
function cartChanged(): void {
  $cart.set(EMPTY_CART);
  addNotification({
    type: 'success',
    message: MESSAGES.cartChanged,
    hasNoTimeout: true,
    action1: { label: 'ok', callback: () => typeof window !== 'undefined' && window.location.reload() },
  });
}

/**
 * Connect (§4): gets a server cart. Signed in, the customer's own cart, with the guest cart merged into
 * it; when the cart service refuses the token, a guest cart instead, up to the bypass limit.
 */
async function connect(): Promise<Outcome<string>> {
  const state = $cart.get();
  if ($session.get().isUserLoggedIn && state.bypass < MAX_CART_BYPASS_ATTEMPTS) {
    const guestCartId = state.customer ? null : state.cartId;
    const created = await runAuthed(CART_CREATE, { guestCartId }, 'mutation');
    if (created.ok) {
      answer(created.data.cartCreate);
      return { ok: true, data: created.data.cartCreate.id };
    }
    if (created.error.code !== 'UNAUTHENTICATED') return created;
    $cart.set({ ...$cart.get(), bypass: $cart.get().bypass + 1 });
  }
  const created = await runPublic(CART_CREATE, { guestCartId: null });
  if (!created.ok) return created;
  answer(created.data.cartCreate);
  return { ok: true, data: created.data.cartCreate.id };
}

/**
 * Sends the lines the server does not have as the browser has them (§4 merge: by SKU; a line missing on
 * the server is pushed up, a quantity mismatch updates the server, server lines missing here are added
 * here; nothing local is removed or changed by the server). Quantities are sent as absolute values, so
 * sending twice cannot double a line.
 */
async function pushLines(cartId: string, local: readonly CartLine[], server: readonly { itemId: number; sku: string; qty: number }[]): Promise<Outcome<true>> {
  const actions = planCartMerge(local, server, DEFAULT_MERGE_OPTIONS);
  for (const action of actions) {
    if (action.kind !== 'push' && action.kind !== 'updateServer') continue;
    const pushed = await call(CART_UPDATE_QUANTITY, { cartId, sku: action.sku, qty: action.qty });
    // A line the server refuses now (sold out, disabled) is dropped with the server's reason shown.
    if (!pushed.ok && pushed.error.code === 'NETWORK') return pushed;
    if (pushed.ok) answer(pushed.data.cartUpdateQuantity);
    else fail(action.sku, pushed.error);
  }
  return { ok: true, data: true };
}

/** The lines of the server's last answer, as the merge compares them. */
const serverLines = () => $cart.get().items.map((line) => ({ itemId: line.itemId ?? 0, sku: line.sku, qty: line.qty }));

/** Re-creates a server cart that has gone (expired, reset) and pushes the lines the browser still holds. */
async function recreateServerCart(lines: readonly CartLine[]): Promise<Outcome<string>> {
  $cart.set({ ...$cart.get(), cartId: null, version: 0, customer: false });
  const created = await connect();
  if (!created.ok) return created;
  const pushed = await pushLines(created.data, lines, serverLines());
  return pushed.ok ? created : pushed;
}

/**
 * A new server cart with the lines the browser holds, for a queued task that needs a cart id when there
 * is none (§5: 'A task whose url needs a cart id that is missing fails and the cart is re-created').
 */
export async function recreateCart(): Promise<string | null> {
  const recreated = await recreateServerCart($cart.get().items);
  return recreated.ok ? recreated.data : null;
}

function fail(sku: string | null, error: UserFacingError): false {
  $cartActivity.set({ pendingSku: $cartActivity.get().pendingSku, error: { ...error, sku } });
  if (error.code === 'OUT_OF_STOCK') addNotification({ type: 'error', message: error.message, action1: { label: 'ok' } });
  return false;
}

/**
 * Runs one cart change against the server. `local` is the change as the customer sees it at once; when
 * the server refuses (or cannot be reached) the previous lines come back (§4: a failed item update
 * restores the previous quantity, or removes the item if there was none).
 */
async function changeCart(
  sku: string,
  change: (cartId: string) => Promise<Outcome<CartFieldsFragment>>,
  local?: (lines: CartLine[]) => CartLine[],
): Promise<boolean> {
  if ($cartActivity.get().pendingSku !== null) return false;
  $cartActivity.set({ pendingSku: sku, error: null });
  const before = $cart.get();
  if (local) {
    // Shown at once; the count follows the lines (the money totals are the server's, with its answer).
    const items = local(before.items);
    const itemsQty = items.reduce((sum, line) => sum + line.qty, 0);
    $cart.set({ ...before, items, totals: before.totals && { ...before.totals, itemsQty } });
  }
  try {
    let cartId = before.cartId;
    if (!cartId) {
      const created = await connect();
      if (!created.ok) return restore(before, sku, created.error);
      cartId = created.data;
    }
    let outcome = await change(cartId);
    if (!outcome.ok && outcome.error.code === 'UNAUTHENTICATED' && !$session.get().isUserLoggedIn) {
      // The session ended under this change (its refresh failed): carry on with a guest cart (the bypass).
      const guest = await connect();
      if (!guest.ok) return restore(before, sku, guest.error);
      outcome = await change(guest.data);
    }
    if (!outcome.ok && outcome.error.code === 'CART_NOT_FOUND') {
      const recreated = await recreateServerCart(before.items);
      if (!recreated.ok) return restore(before, sku, recreated.error);
      outcome = await change(recreated.data);
    }
    if (!outcome.ok) return restore(before, sku, outcome.error);
    answer(outcome.data);
    if (outcome.data.warning) addNotification({ type: 'warning', message: outcome.data.warning, action1: { label: 'ok' } });
    return true;
  } finally {
    $cartActivity.set({ ...$cartActivity.get(), pendingSku: null });
  }
}

function restore(before: CartState, sku: string, error: UserFacingError): false {
  if (error.code === 'CART_CHANGED') {
    cartChanged();
    return false;
  }
  const now = $cart.get();
  // Put back only the lines of this change; an answer that arrived meanwhile (another tab) stays.
  if (now.version === before.version) $cart.set({ ...now, items: before.items, totals: before.totals });
  return fail(sku, error);
}

/** Validates the quantity first (storefront.md §5 messages); nothing is sent when it is wrong. */
function validQuantity(sku: string, input: unknown): number | null {
  const quantity = parseQuantity(input);
  if (quantity.ok) return quantity.qty;
  $cartActivity.set({
    pendingSku: null,
    error: { code: 'BAD_USER_INPUT', message: quantity.message, messageKey: quantity.messageKey, params: quantity.params, sku },
  });
  return null;
}

/**
 * Adds a product (§4 Adding an item). The server checks stock first: out of stock is refused with the
 * spec's notification, a volatile stock adds the line with the warning. One request id per press, so a
 * press the network re-sends counts once.
 */
export async function addToCart(sku: string, qtyInput: unknown = 1): Promise<boolean> {
  const qty = validQuantity(sku, qtyInput);
  if (qty === null) return false;
  const requestId = randomId();
  const added = await changeCart(sku, (cartId) => mutate(CART_ADD_ITEM, { cartId, sku, qty, requestId }, (d) => d.cartAddItem));
  if (added) toggleMicrocart(true);
  return added;
}

export async function changeQuantity(sku: string, qtyInput: unknown): Promise<boolean> {
  const qty = validQuantity(sku, qtyInput);
  if (qty === null) return false;
  return changeCart(
    sku,
    (cartId) => mutate(CART_UPDATE_QUANTITY, { cartId, sku, qty }, (d) => d.cartUpdateQuantity),
    (lines) => lines.map((line) => (line.sku === sku ? { ...line, qty, rowTotalPaise: line.pricePaise * qty } : line)),
  );
}

export async function removeFromCart(sku: string): Promise<boolean> {
  return changeCart(
    sku,
    (cartId) => mutate(CART_REMOVE_ITEM, { cartId, sku }, (d) => d.cartRemoveItem),
    (lines) => lines.filter((line) => line.sku !== sku),
  );
}

async function mutate<Data, Variables extends AnyVariables>(
  document: Document<Data, Variables>,
  variables: Variables,
  pick: (data: Data) => CartFieldsFragment,
): Promise<Outcome<CartFieldsFragment>> {
  const outcome = await call(document, variables);
  return outcome.ok ? { ok: true, data: pick(outcome.data) } : outcome;
}

/**
 * Cart clear (§4): empties the cart. With `sync` the server's lines go too (the customer pressed
 * "Clear cart"); without, only the browser's copy (after an order, whose placing emptied the server cart).
 */
export async function clearCart({ sync }: { sync: boolean }): Promise<boolean> {
  const state = $cart.get();
  if (!sync || !state.cartId) {
    $cart.set({ ...EMPTY_CART, cartId: state.cartId, customer: state.customer, version: state.version, syncedHash: cartHash([]) });
    return true;
  }
  for (const line of state.items) if (!(await removeFromCart(line.sku))) return false;
  return true;
}

/**
 * After sign-in: the customer's own cart, with this browser's guest cart merged into it on the server
 * (by SKU, the larger quantity; repeating it changes nothing), then any line the server has not seen.
 */
export async function adoptCustomerCart(): Promise<Outcome<string>> {
  const before = $cart.get();
  const unsent = hasUnsentChanges(before) ? before.items : [];
  $cart.set({ ...before, bypass: 0 });
  const connected = await connect();
  if (!connected.ok) {
    if (connected.error.code === 'CART_CHANGED') cartChanged();
    return connected;
  }
  if (unsent.length > 0) {
    const pushed = await pushLines(connected.data, unsent, serverLines());
    if (!pushed.ok) return pushed;
  }
  return connected;
}

/**
 * Brings the browser's copy up to date with the server cart (on page load, §4 sync). The server's lines
 * and today's prices come back; lines changed here and not yet confirmed are sent first. A server cart
 * that has gone is re-created with the local lines; when the server cannot be reached the local copy is
 * kept, and the customer is told.
 */
export async function syncCart(): Promise<void> {
  const state = $cart.get();
  const signedIn = $session.get().isUserLoggedIn;
  if (signedIn && !state.customer && state.bypass < MAX_CART_BYPASS_ATTEMPTS) {
    const adopted = await adoptCustomerCart();
    if (!adopted.ok && adopted.error.code !== 'CART_CHANGED') fail(null, adopted.error);
    return;
  }
  if (!state.cartId) {
    if (state.items.length > 0) {
      const recreated = await recreateServerCart(state.items);
      if (!recreated.ok) fail(null, recreated.error);
    }
    return;
  }
  const pulled = await call(CART_QUERY, { cartId: state.cartId });
  if (!pulled.ok) {
    if (pulled.error.code === 'CART_CHANGED') cartChanged();
    else fail(null, pulled.error);
    return;
  }
  const server = pulled.data.cart;
  if (!server) {
    const recreated = await recreateServerCart($cart.get().items);
    if (!recreated.ok) fail(null, recreated.error);
    return;
  }
  const local = $cart.get();
  if (!hasUnsentChanges(local)) {
    answer(server);
    return;
  }
  const pushed = await pushLines(server.id, local.items, server.items);
  if (!pushed.ok) {
    fail(null, pushed.error);
    return;
  }
  // The server's cart as it now is: a line it refused (sold out, disabled) has been reported and goes.
  const after = await call(CART_QUERY, { cartId: server.id });
  if (after.ok && after.data.cart) answer(after.data.cart);
}

export function dismissCartError(): void {
  $cartActivity.set({ ...$cartActivity.get(), error: null });
}
