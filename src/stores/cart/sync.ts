import { atom, onMount, task } from 'nanostores';
import { DEFAULT_MERGE_OPTIONS, planCartMerge } from '../../../domain/cart-merge.ts';
import type { CartChange } from '../../../domain/cart-offline.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import type { CartFieldsFragment } from '../../gql/graphql.ts';
import { CART_ADD_ITEM, CART_CREATE, CART_QUERY, CART_REMOVE_ITEM, CART_UPDATE_QUANTITY } from '../../graphql/cart.ts';
import type { AnyVariables, Document } from '../../lib/graphql-client.ts';
import type { UserFacingError } from '../../lib/graphql-errors.ts';
import { CART_STORAGE_KEY, OFFLINE_ORDERS_MARKER } from '../cart-count.ts';
import { browserOffline } from '../network.ts';
import { addNotification } from '../notifications.ts';
import type { Outcome } from '../outcome.ts';
import { $session, runAuthed, runPublic } from '../session.ts';
import { $cart, answer, dropChange, fail, hasUnsentChanges } from './state.ts';
import { CART_SEND_EVENT, type CartLine, decodeCart, EMPTY_CART, MAX_CART_BYPASS_ATTEMPTS } from './stored.ts';

/**
 * The cart's connection and sync with the server cart (storefront.md §4 "Cart connection and sync"):
 * connect (the customer's cart, or a guest cart), the merge of the lines the server has not seen, the
 * re-creation of a cart that has gone, the guest cart adopted at sign-in, and the sync on page load.
 */
/** A cart call with the user's token when signed in (through the refresh lock), else as a guest. */
export function call<Data, Variables extends AnyVariables>(document: Document<Data, Variables>, variables: Variables): Promise<Outcome<Data>> {
  return $session.get().isUserLoggedIn ? runAuthed(document, variables, 'mutation') : runPublic(document, variables);
}

/** One cart mutation, its answer picked out of the reply. */
export async function mutate<Data, Variables extends AnyVariables>(
  document: Document<Data, Variables>,
  variables: Variables,
  pick: (data: Data) => CartFieldsFragment,
): Promise<Outcome<CartFieldsFragment>> {
  const outcome = await call(document, variables);
  return outcome.ok ? { ok: true, data: pick(outcome.data) } : outcome;
}

/** Failures after which a waiting change is kept for the next try (the network, or the server's own failure). */
const TRY_AGAIN_LATER = new Set(['NETWORK', 'UPSTREAM_UNAVAILABLE', 'UPSTREAM_BAD_RESPONSE', 'INTERNAL_SERVER_ERROR', 'RATE_LIMITED', 'UNAUTHENTICATED']);
export const isTryAgainLater = (code: string): boolean => TRY_AGAIN_LATER.has(code);

/** The refusal of a change that cannot reach the server (§8's offline words). */
export const OFFLINE_ERROR: UserFacingError = { code: 'NETWORK', message: MESSAGES.noConnection, messageKey: 'messages.noConnection' };

/**
 * §8 "Cart result code 504": the server replaced this cart (a guest cart merged into the customer's).
 * The browser's copy is dropped, the customer is told, and the page reloads to show the server's cart.
 */
export function cartChanged(): void {
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
export async function connect(): Promise<Outcome<string>> {
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
export async function pushLines(
  cartId: string,
  local: readonly CartLine[],
  server: readonly { itemId: number; sku: string; qty: number }[],
): Promise<Outcome<true>> {
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
export const serverLines = () => $cart.get().items.map((line) => ({ itemId: line.itemId ?? 0, sku: line.sku, qty: line.qty }));

/** Re-creates a server cart that has gone (expired, reset) and pushes the lines the browser still holds. */
export async function recreateServerCart(lines: readonly CartLine[]): Promise<Outcome<string>> {
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

/**
 * After sign-in: the customer's own cart, with this browser's guest cart merged into it on the server
 * (by SKU, the larger quantity; repeating it changes nothing), then any line the server has not seen.
 */
export async function adoptCustomerCart(): Promise<Outcome<string>> {
  const before = $cart.get();
  // Changes waiting to be sent go as changes (below), not as the quantities they show.
  const unsent = before.pending.length === 0 && hasUnsentChanges(before) ? before.items : [];
  $cart.set({ ...before, bypass: 0 });
  const connected = await connect();
  if (!connected.ok) {
    if (connected.error.code === 'CART_CHANGED') cartChanged();
    return connected;
  }
  if (before.pending.length > 0) {
    const sent = await sendWaitingChanges();
    if (!sent.ok) return sent;
  }
  if (unsent.length > 0) {
    const pushed = await pushLines(connected.data, unsent, serverLines());
    if (!pushed.ok) return pushed;
  }
  return connected;
}

/** The waiting changes as stored now: another tab may have sent some since this page read them. */
function storedChanges(): CartChange[] {
  try {
    const text = typeof localStorage === 'undefined' ? null : localStorage.getItem(CART_STORAGE_KEY);
    if (text !== null) return decodeCart(text).pending;
  } catch {
    // No storage: this page's copy is all there is.
  }
  return $cart.get().pending;
}

/** One tab sends at a time (a Web Lock where the browser has them); the request ids make a second send harmless anyway. */
function oneTabAtATime<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator as { locks?: { request<R>(name: string, cb: () => Promise<R>): Promise<R> } }).locks;
  return locks ? locks.request('pharmacy-cart-send', run) : run();
}

function sendChange(cartId: string, change: CartChange): Promise<Outcome<CartFieldsFragment>> {
  const { sku } = change;
  if (change.kind === 'add') return mutate(CART_ADD_ITEM, { cartId, sku, qty: change.qty, requestId: change.requestId }, (d) => d.cartAddItem);
  if (change.kind === 'set') return mutate(CART_UPDATE_QUANTITY, { cartId, sku, qty: change.qty }, (d) => d.cartUpdateQuantity);
  return mutate(CART_REMOVE_ITEM, { cartId, sku }, (d) => d.cartRemoveItem);
}

/** A waiting change the server refuses now (stock re-checked, a product gone): its reason, in the spec's words, as a notification. */
function refusedNow(sku: string, error: UserFacingError): void {
  fail(sku, error);
  if (error.code !== 'OUT_OF_STOCK')
    addNotification({ type: 'error', message: error.message, messageKey: error.messageKey, params: error.params, action1: { label: 'ok' } });
}

/**
 * Sends the changes made while the server could not be reached, oldest first (domain/cart-offline.ts):
 * each add with its request id, each quantity as a quantity, each removal as a removal, so nothing is
 * doubled by a second send. The server re-checks stock: a change it refuses goes, with its reason. A
 * failure of the network or the server stops here; what is left waits for the next try.
 */
export async function sendWaitingChanges(): Promise<Outcome<true>> {
  if ($cart.get().pending.length === 0) return { ok: true, data: true };
  if (browserOffline()) return { ok: false, error: OFFLINE_ERROR };
  return oneTabAtATime(async () => {
    let refused = false;
    for (let change = storedChanges()[0]; change && !browserOffline(); change = storedChanges()[0]) {
      let cartId = $cart.get().cartId;
      if (!cartId) {
        const created = await connect();
        if (!created.ok) return created;
        cartId = created.data;
      }
      const sent = await sendChange(cartId, change);
      if (sent.ok) {
        dropChange(change);
        answer(sent.data);
        if (sent.data.warning) addNotification({ type: 'warning', message: sent.data.warning, action1: { label: 'ok' } });
        continue;
      }
      const { code } = sent.error;
      if (isTryAgainLater(code)) return sent;
      if (code === 'CART_CHANGED') {
        cartChanged();
        return sent;
      }
      if (code === 'CART_NOT_FOUND') {
        // The server cart has gone: a new one gets the lines as the customer sees them (quantities, not adds).
        const lines = $cart.get().items;
        $cart.set({ ...$cart.get(), pending: [] });
        const recreated = await recreateServerCart(lines);
        return recreated.ok ? { ok: true, data: true } : recreated;
      }
      dropChange(change);
      // Removing a line another tab or phone has already removed is done, not refused.
      if (!(change.kind === 'remove' && code === 'NOT_FOUND')) {
        refused = true;
        refusedNow(change.sku, sent.error);
      }
    }
    const cartId = $cart.get().cartId;
    if (refused && cartId) {
      // The server's lines as they now are: a refused change no longer shows.
      const after = await call(CART_QUERY, { cartId });
      if (after.ok && after.data.cart) answer(after.data.cart);
    }
    return { ok: true, data: true };
  });
}

/**
 * Brings the browser's copy up to date with the server cart (on page load, §4 sync). The server's lines
 * and today's prices come back; lines changed here and not yet confirmed are sent first. A server cart
 * that has gone is re-created with the local lines; when the server cannot be reached the local copy is
 * kept, and the customer is told. Changes made while the server could not be reached are sent first;
 * while they cannot be, they wait (the status line and the microcart say so) and nothing else is asked.
 * One sync at a time in a page: a sync asked for during another runs after it.
 */
export function syncCart(): Promise<void> {
  // Each call gets a pass of its own that reads the cart as it is when the pass starts. A nanostores task
  // from the call on, so that tests can wait with allTasks() for a sync started in the background.
  const previous = syncing;
  const pass = task(async () => {
    await previous;
    await syncOnce();
  });
  syncing = pass.catch((error: unknown) => console.error('[cart] sync failed', error));
  return pass;
}
let syncing: Promise<unknown> = Promise.resolve();

async function syncOnce(): Promise<void> {
  if ($cart.get().pending.length > 0) {
    const sent = await sendWaitingChanges();
    if (!sent.ok) {
      if (!isTryAgainLater(sent.error.code) && sent.error.code !== 'CART_CHANGED') fail(null, sent.error);
      return;
    }
  }
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
  // Changes kept while this pass waited for the server go as changes (the next pass): its lines show them, and pushing those would apply them twice.
  if (local.pending.length > 0 || !hasUnsentChanges(local)) {
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

/** True once the first sync of this page has ended (the checkout waits for it before showing the cart). */
export const $cartSynced = atom(false);

/*
 * The sync on page load starts when an island first shows the cart (the microcart, the checkout), not in
 * a component's effect: the first listener of $cart mounts it. Orders kept on this phone while offline
 * go with it; the module that sends them loads only when there are some.
 */
onMount($cart, () => {
  void syncCart().finally(() => $cartSynced.set(true));
  if (typeof localStorage !== 'undefined' && localStorage.getItem(OFFLINE_ORDERS_MARKER)) {
    void import('../offline-orders.ts').then((orders) => orders.resumeOfflineOrders());
  }
  if (typeof window === 'undefined') return;
  // Back online (the browser's event, or the status line seeing the gateway answer again): waiting changes go.
  const send = () => void syncCart();
  window.addEventListener('online', send);
  window.addEventListener(CART_SEND_EVENT, send);
  return () => {
    window.removeEventListener('online', send);
    window.removeEventListener(CART_SEND_EVENT, send);
  };
});
