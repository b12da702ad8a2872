import { atom } from 'nanostores';
import { needsCheckPrice } from '../../../domain/cart-merge.ts';
import { CHECKOUT_MESSAGES } from '../../../domain/checkout-messages.ts';
import { GIFT_MESSAGES } from '../../../domain/gift-messages.ts';
import { CART_CHECK_PRICES, CART_REMOVE_GIFT, CART_RESTORE_GIFT } from '../../graphql/gifts.ts';
import { $cart, answer } from '../cart.ts';
import type { Outcome } from '../outcome.ts';
import { $session, runAuthed } from '../session.ts';
import { $checkoutServer, type CheckoutCart } from './state.ts';

/**
 * Free gifts and price sync on the checkout (domain/free-gifts.ts, domain/price-sync.ts). The price
 * changes the server named stay on screen, above Place order, until the order is placed.
 */
export type PriceChange = CheckoutCart['priceChanges'][number];
export const $priceChanges = atom<PriceChange[]>([]);

/** Whether the cart's prices were stale when the page opened, read before the cart's own sync renews $cart.syncedAt. */
let staleAtOpen: boolean | null = null;

/** Notes the cart's price age as the page opens (§4/§9: a guest always; signed in, no totals sync for over 10 minutes). */
export function notePriceAge(now = Date.now()): void {
  if (staleAtOpen !== null) return;
  staleAtOpen = needsCheckPrice({ loggedIn: $session.get().isUserLoggedIn, lastTotalsSyncAt: $cart.get().syncedAt, now });
}

function take(cart: CheckoutCart): CheckoutCart {
  answer(cart);
  $checkoutServer.set({ ...$checkoutServer.get(), cart });
  return cart;
}

/** Asks the server to check the cart's prices: what moved since the customer last saw it is shown. */
export async function checkPrices(): Promise<Outcome<CheckoutCart>> {
  const cartId = $cart.get().cartId;
  if (!cartId) return { ok: true, data: $checkoutServer.get().cart as CheckoutCart };
  const checked = await runAuthed(CART_CHECK_PRICES, { cartId }, 'mutation');
  if (!checked.ok) return checked;
  const cart = take(checked.data.cartCheckPrices);
  if (cart.priceChanges.length > 0) $priceChanges.set(mergeChanges($priceChanges.get(), cart.priceChanges));
  return { ok: true, data: cart };
}

/** A later change of the same line keeps its first "from" (what the customer saw) and the newest "to". */
function mergeChanges(shown: readonly PriceChange[], fresh: readonly PriceChange[]): PriceChange[] {
  const bySku = new Map(shown.map((c) => [c.sku, c]));
  for (const c of fresh) {
    const before = bySku.get(c.sku);
    bySku.set(c.sku, before ? { ...c, from: before.from } : c);
  }
  return [...bySku.values()].filter((c) => c.from.paise !== c.to.paise);
}

/**
 * An order refused with PRICES_CHANGED (nothing was placed): the prices are checked and the changes
 * shown, and the refusal reads as the price sync's own message (the shared error mapping, on every
 * page, keeps its list of codes short: src/lib/graphql-errors.ts).
 */
export async function afterPricesChanged(): Promise<Outcome<never>> {
  await checkPrices();
  return { ok: false, error: { code: 'PRICES_CHANGED', message: GIFT_MESSAGES.pricesChanged, messageKey: 'gifts.messages.pricesChanged' } };
}

/** The check when the page opened stale (once). */
export async function checkPricesIfStale(): Promise<void> {
  if (!staleAtOpen) return;
  staleAtOpen = false;
  await checkPrices();
}

async function giftCall(kind: 'remove' | 'restore', sku: string): Promise<Outcome<CheckoutCart>> {
  const cartId = $cart.get().cartId;
  if (!cartId) return { ok: false, error: { code: 'CART_NOT_FOUND', message: CHECKOUT_MESSAGES.noneAvailable } };
  if (kind === 'remove') {
    const done = await runAuthed(CART_REMOVE_GIFT, { cartId, sku }, 'mutation');
    return done.ok ? { ok: true, data: take(done.data.cartRemoveGift) } : done;
  }
  const done = await runAuthed(CART_RESTORE_GIFT, { cartId, sku }, 'mutation');
  return done.ok ? { ok: true, data: take(done.data.cartRestoreGift) } : done;
}

export const removeGift = (sku: string) => giftCall('remove', sku);
export const restoreGift = (sku: string) => giftCall('restore', sku);
