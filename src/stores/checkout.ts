/**
 * The checkout (storefront.md §3 Checkout state, §4 Checkout and orders, §9): the customer's choices
 * (checkout/state.ts), the server's answers about the cart, address and coupon (checkout/server.ts) and
 * placing the order once (checkout/place-order.ts).
 */
export { isServerFailure, missingForOrder, placeOrder, reorder } from './checkout/place-order.ts';
export { applyCoupon, chooseAddress, loadCheckout, removeCoupon } from './checkout/server.ts';
export {
  $checkout,
  $checkoutServer,
  $lastOrder,
  type CheckoutCart,
  type CheckoutState,
  DEFAULT_REMINDER,
  type DeliveryAddress,
  INITIAL_CHECKOUT,
  type PlacedOrder,
  type ReminderChoice,
  readCheckoutState,
  resumeCheckout,
  type Section,
  type ShippingInformation,
  updateCheckout,
} from './checkout/state.ts';
