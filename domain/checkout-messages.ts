import { CUSTOMER_MESSAGES } from './messages.ts';

/**
 * The wording of the cart, coupons, checkout and payment (storefront.md §5, §8), in the spec's words;
 * the few the spec does not have are the project's own (marked). Kept apart from CUSTOMER_MESSAGES so
 * that the product pages' bundle does not ship them. Each is also the English resource
 * `checkout.messages.<name>` (src/i18n/english.test.ts holds them equal).
 */
export const CONTACT_LINE = 'If this keeps happening, please call us between 9 AM and 9 PM.';

export const CHECKOUT_MESSAGES = {
  volatileStock: CUSTOMER_MESSAGES.volatileStock,
  outOfStock: CUSTOMER_MESSAGES.outOfStock,
  someOutOfStock: 'Some of your product(s) is/are out of stock!! Still want to add to cart?',
  noneAvailable: 'All selected products are not available for ordering',
  cartChanged: CUSTOMER_MESSAGES.cartChanged,
  couponRemoved: 'Coupon has been removed',
  couponRemovedTryAnother: CUSTOMER_MESSAGES.couponRemovedTryAnother,
  couponError: 'Error applying in coupon',
  couponNotApplied: 'Sorry! Coupon not applied, please try again',
  couponIncorrect: "You've entered an incorrect coupon code",
  selectDeliveryAddress: 'Please select a delivery address',
  loginRequired: 'You need to be logged in to see this page',
  sessionTimeout: 'Session Time Out Please Login!',
  internalValidation: 'Internal validation error. Please check if all required fields are filled in.',
  orderError: 'Error! in placing order',
  paymentFailed: 'Payment Failed',
  paymentPending: 'Payment on hold, wait 15 minutes',
  payCancelled: 'Pay option not available as order has been cancelled',
  orderIdMismatch: 'OrderId Mismatch, No records found',
  invalidAddressData: 'Address provided in checkout contains invalid data, so the order is cancelled.',
  // The project's own wording (the spec has none for these):
  quantityMultiple: 'Quantity must be a multiple of {{multiple}}',
  codUnavailable: 'Cash on delivery is not available for this order',
  repeatMinimum: 'A repeat order needs a minimum amount of ₹250',
  paymentSuccessful: 'Payment successful',
  notPaidOnline: 'This order is not paid online',
  alreadyPaid: 'This order has already been paid',
  paymentSessionNotFound: 'Payment session not found',
  prescriptionNeeded: 'This order has medicines that need a prescription: upload it, or choose to send it later',
  orderWaiting: 'An order from this cart is waiting to be sent: send it or cancel it first',
  /** Logged at start when the configuration names no default tax country (storefront.md §8). */
  taxDefaultCountryMissing: 'Please do set the tax.defaultCountry in order to calculate totals',
} as const;

/** The internal validation message with the contact line (storefront.md §5). */
export const INTERNAL_VALIDATION_WITH_CONTACT = `${CHECKOUT_MESSAGES.internalValidation} ${CONTACT_LINE}`;

export function quantityMultipleMessage(multiple: number): string {
  return CHECKOUT_MESSAGES.quantityMultiple.replace('{{multiple}}', String(multiple));
}
