/**
 * Customer-facing wording, taken from the error catalogue of storefront.md §5 and §8.
 * Every layer (upstream, gateway, islands) uses these so the wording stays the same.
 *
 * CUSTOMER_MESSAGES are the templates shown to customers ({{name}} placeholders). Each is also the
 * English resource `messages.<name>` (src/i18n/resources/en-US/messages.json, held equal by
 * src/i18n/english.test.ts): the gateway sends the key with the message (gateway/message-keys.ts),
 * and the browser translates the key.
 */
export const CUSTOMER_MESSAGES = {
  quantityAboveZero: 'Quantity must be above 0',
  quantityPositiveInteger: 'Quantity must be a positive integer',
  quantityBelow: 'Quantity must be below {{limit}}',
  onlyAvailable: 'Only {{max}} products of this type are available!',
  outOfStock: 'The product is out of stock and cannot be added to the cart!',
  priceUnknown: 'Product price is unknown, product cannot be added to the cart!',
  productMissing: "The product that was requested doesn't exist",
  serverDown: 'Server Down! Please Try After Some Time!',
  serverProblem: 'Server Problem! try again after some time!',
  noProducts: 'No products found!',
  searchTooShort: 'Search term at least 3 characters',
  volatileStock: 'The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.',
  cartChanged: 'Some of Information has updated',
  couponRemovedTryAnother: 'Coupon has been removed, please try another coupon',
  noConnection: 'No Internet Connection or Server Down',
  offlineOrderQueued: 'The order can not be transferred because of a server error, so the order has been queued',
  // The project's own wording for the orders placed offline (the spec has none):
  offlineOrderWaiting: 'You have an order placed offline. Send it now?',
  offlineOrderChanged: 'Prices or stock changed since you ordered: the total is now {{amount}}. Send the order?',
  offlineOrderPlaced: 'Your order {{number}} has been placed.',
  offlineOrderExpired: 'An order placed offline more than 72 hours ago was not sent. Please check out again.',
  badContentType: 'Error with response - bad content-type!',
  wrongFormat: 'Unhandled error, wrong response format!',
};

export const MESSAGES = {
  ...CUSTOMER_MESSAGES,
  quantityBelow: (limit: number) => CUSTOMER_MESSAGES.quantityBelow.replace('{{limit}}', String(limit)),
  onlyAvailable: (max: number) => CUSTOMER_MESSAGES.onlyAvailable.replace('{{max}}', String(max)),
  inStock: 'In stock!',
  // The spec's 'Out of the stock!', in plain English (issue 13), as 'In stock!' beside it.
  outOfStockLabel: 'Out of stock!',
} as const;
