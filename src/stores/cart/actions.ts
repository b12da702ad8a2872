import { cartHash } from '../../../domain/cart-merge.ts';
import { applyChanges, type CartChange, type OfflineLineInfo } from '../../../domain/cart-offline.ts';
import { parseQuantity } from '../../../domain/quantity.ts';
import type { CartFieldsFragment } from '../../gql/graphql.ts';
import { CART_ADD_ITEM, CART_REMOVE_ITEM, CART_UPDATE_QUANTITY } from '../../graphql/cart.ts';
import type { UserFacingError } from '../../lib/graphql-errors.ts';
import { randomId } from '../../lib/random-id.ts';
import { browserOffline } from '../network.ts';
import { addNotification } from '../notifications.ts';
import type { Outcome } from '../outcome.ts';
import { $session } from '../session.ts';
import { $cart, $cartActivity, answer, dropChange, fail, keepChange, showLines, toggleMicrocart } from './state.ts';
import { type CartState, EMPTY_CART } from './stored.ts';
import { cartChanged, connect, mutate, OFFLINE_ERROR, recreateServerCart, syncCart } from './sync.ts';

/**
 * What the customer does to the cart (storefront.md §4 "Adding an item", cart clear): each change is
 * shown at once, sent to the server, and replaced by the server's answer, or undone when refused.
 */

/**
 * The change on its way to the server. A tap on Add to cart and then at once on a link: the browser
 * cancels the request as the page goes, whether or not it reached the server, and the add was lost.
 * When the page goes before the answer comes (pagehide), the change is kept on the phone as one made
 * offline, and the next page sends it (an add with its request id, applied once by the server however
 * often it is sent; a quantity as a quantity; a removal as a removal).
 */
let onTheWay: { change: CartChange; kept: boolean } | null = null;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    if (!onTheWay || onTheWay.kept) return;
    keepChange(onTheWay.change);
    onTheWay.kept = true;
  });
}
/**
 * Runs one cart change against the server. A quantity change or a removal shows at once (`shownAtOnce`);
 * when the server refuses, the previous lines come back (§4: a failed item update restores the previous
 * quantity, or removes the item if there was none). When the server cannot be reached (the phone is
 * offline), the change is kept on the phone, shown, and sent when the connection returns; so is any
 * change made while earlier ones still wait, so that they reach the server in the order they were made.
 */
async function changeCart(
  local: CartChange,
  change: (cartId: string) => Promise<Outcome<CartFieldsFragment>>,
  { shownAtOnce }: { shownAtOnce: boolean },
): Promise<boolean> {
  const { sku } = local;
  if ($cartActivity.get().pendingSku !== null) return false;
  const before = $cart.get();
  if (browserOffline() || before.pending.length > 0) {
    $cartActivity.set({ pendingSku: null, error: null });
    keepChange(local);
    if (!browserOffline()) void syncCart();
    return true;
  }
  $cartActivity.set({ pendingSku: sku, error: null });
  if (shownAtOnce) {
    // Shown at once; the count follows the lines (the money totals are the server's, with its answer).
    const items = applyChanges(before.items, [local], () => {
      throw new Error('a change shown at once never adds a line');
    });
    $cart.set(showLines(before, items));
  }
  const way = { change: local, kept: false };
  let waits = false;
  const offline = () => {
    // The network failed on the way: the change waits on the phone, on top of the lines as they were.
    waits = true;
    if (way.kept) return true;
    const now = $cart.get();
    if (now.version === before.version) $cart.set({ ...now, items: before.items, totals: before.totals });
    keepChange(local);
    return true;
  };
  onTheWay = way;
  try {
    let cartId = before.cartId;
    if (!cartId) {
      const created = await connect();
      if (!created.ok && created.error.code === 'NETWORK') return offline();
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
    if (!outcome.ok && outcome.error.code === 'NETWORK') return offline();
    if (!outcome.ok) return restore(before, sku, outcome.error);
    answer(outcome.data);
    if (outcome.data.warning) addNotification({ type: 'warning', message: outcome.data.warning, action1: { label: 'ok' } });
    return true;
  } finally {
    if (onTheWay === way) onTheWay = null;
    // Kept as the page was going, and answered after all (the page stayed, or came back): sent, not waiting.
    if (way.kept && !waits) dropChange(local);
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
 * press the network re-sends counts once, and an add kept offline is applied once when it is sent.
 * `line` is what the product page shows of the product: offline, the new line is shown with it (without
 * it, a product not yet in the cart cannot be added offline, and the customer is told so).
 */
export async function addToCart(sku: string, qtyInput: unknown = 1, line?: OfflineLineInfo): Promise<boolean> {
  const qty = validQuantity(sku, qtyInput);
  if (qty === null) return false;
  const requestId = randomId();
  const known = $cart.get().items.find((item) => item.sku === sku);
  const info = line ?? (known && { name: known.name, pricePaise: known.pricePaise, urlPath: known.urlPath, prescriptionRequired: known.prescriptionRequired });
  if (!info && browserOffline()) return fail(sku, OFFLINE_ERROR);
  const local: CartChange = { kind: 'add', sku, qty, requestId, line: info ?? { name: sku, pricePaise: 0, urlPath: null, prescriptionRequired: false } };
  const added = await changeCart(local, (cartId) => mutate(CART_ADD_ITEM, { cartId, sku, qty, requestId }, (d) => d.cartAddItem), {
    shownAtOnce: false,
  });
  if (added) toggleMicrocart(true);
  return added;
}

export async function changeQuantity(sku: string, qtyInput: unknown): Promise<boolean> {
  const qty = validQuantity(sku, qtyInput);
  if (qty === null) return false;
  return changeCart({ kind: 'set', sku, qty }, (cartId) => mutate(CART_UPDATE_QUANTITY, { cartId, sku, qty }, (d) => d.cartUpdateQuantity), {
    shownAtOnce: true,
  });
}

export async function removeFromCart(sku: string): Promise<boolean> {
  return changeCart({ kind: 'remove', sku }, (cartId) => mutate(CART_REMOVE_ITEM, { cartId, sku }, (d) => d.cartRemoveItem), { shownAtOnce: true });
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
