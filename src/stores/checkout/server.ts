import { needsCheckPrice } from '../../../domain/cart-merge.ts';
import { CHECKOUT_MESSAGES } from '../../../domain/checkout-messages.ts';
import type { PaymentMethod } from '../../gql/graphql.ts';
import { APPLY_COUPON, CHECKOUT_CART_QUERY, REMOVE_COUPON, SET_SHIPPING_INFORMATION } from '../../graphql/cart.ts';
import { $cart, answer } from '../cart.ts';
import type { Outcome } from '../outcome.ts';
import { $session, runAuthed } from '../session.ts';
import { $checkout, $checkoutServer, type CheckoutCart, type ShippingInformation, updateCheckout } from './state.ts';

/**
 * The checkout's questions to the server (storefront.md §4 Checkout, §7 shipping-information): the
 * cart with its coupon and totals, the delivery address and what it brings (shipping, payment methods),
 * the coupon. The server holds the cart, its address, coupon and totals; the browser shows its answers.
 */
function takeCart(cart: CheckoutCart | null): void {
  if (cart) answer(cart);
  $checkoutServer.set({ ...$checkoutServer.get(), cart });
}

/** The customer's payment method if the server still offers it, else the server's default (COD is not offered for a virtual cart). */
function paymentMethodAmong(methods: readonly { code: PaymentMethod; isDefault: boolean }[]): PaymentMethod {
  const current = $checkout.get().paymentMethod;
  if (methods.some((m) => m.code === current)) return current;
  return methods.find((m) => m.isDefault)?.code ?? methods[0]?.code ?? current;
}

const noCart = (): Outcome<never> => ({ ok: false, error: { code: 'CART_NOT_FOUND', message: CHECKOUT_MESSAGES.noneAvailable } });

/** Loads the server's view of the checkout: the cart with coupon and totals, and the payment methods. */
export async function loadCheckout(): Promise<Outcome<CheckoutCart | null>> {
  const cartId = $cart.get().cartId;
  if (!cartId) return { ok: true, data: null };
  const loaded = await runAuthed(CHECKOUT_CART_QUERY, { cartId });
  if (!loaded.ok) return loaded;
  takeCart(loaded.data.cart);
  $checkoutServer.set({ ...$checkoutServer.get(), paymentMethods: loaded.data.paymentMethods });
  const paymentMethod = paymentMethodAmong(loaded.data.paymentMethods);
  if (paymentMethod !== $checkout.get().paymentMethod) updateCheckout({ paymentMethod });
  return { ok: true, data: loaded.data.cart };
}

/**
 * Chooses the delivery address (§7 shipping-information): the server checks the pin code, puts shipping
 * in the totals and answers the shipping and payment methods. checkPrice per §4: a guest always, a
 * signed-in customer when the totals have not been synced for 10 minutes.
 */
export async function chooseAddress(addressId: string, now = Date.now()): Promise<Outcome<ShippingInformation>> {
  const cartId = $cart.get().cartId;
  if (!cartId) return noCart();
  const checkPrice = needsCheckPrice({ loggedIn: $session.get().isUserLoggedIn, lastTotalsSyncAt: $cart.get().syncedAt, now });
  const chosen = await runAuthed(SET_SHIPPING_INFORMATION, { cartId, addressId, checkPrice }, 'mutation');
  if (!chosen.ok) return chosen;
  const info = chosen.data.setShippingInformation;
  takeCart(info.cart);
  $checkoutServer.set({ ...$checkoutServer.get(), shipping: info, paymentMethods: info.paymentMethods });
  const d = info.shippingDetails;
  const address = {
    name: `${d.firstName} ${d.lastName}`.trim(),
    apartment: d.apartmentNumber,
    street: d.streetAddress,
    city: d.city,
    state: d.state,
    pinCode: d.zipCode,
  };
  updateCheckout({ addressId, address, paymentMethod: paymentMethodAmong(info.paymentMethods) });
  return { ok: true, data: info };
}

/** §5: coupon codes are upper-cased; applying needs a signed-in customer and a delivery address. */
export async function applyCoupon(code: string): Promise<Outcome<CheckoutCart>> {
  const cartId = $cart.get().cartId;
  if (!cartId) return noCart();
  if (!$session.get().isUserLoggedIn) return { ok: false, error: { code: 'UNAUTHENTICATED', message: CHECKOUT_MESSAGES.loginRequired } };
  const { addressId } = $checkout.get();
  if (!addressId) return { ok: false, error: { code: 'BAD_USER_INPUT', message: CHECKOUT_MESSAGES.selectDeliveryAddress } };
  const applied = await runAuthed(APPLY_COUPON, { cartId, code: code.trim().toUpperCase(), addressId }, 'mutation');
  if (!applied.ok) return applied;
  takeCart(applied.data.applyCoupon);
  updateCheckout({});
  return { ok: true, data: applied.data.applyCoupon };
}

export async function removeCoupon(): Promise<Outcome<CheckoutCart>> {
  const cartId = $cart.get().cartId;
  if (!cartId) return noCart();
  const removed = await runAuthed(REMOVE_COUPON, { cartId }, 'mutation');
  if (!removed.ok) return removed;
  takeCart(removed.data.removeCoupon);
  updateCheckout({});
  return { ok: true, data: removed.data.removeCoupon };
}
