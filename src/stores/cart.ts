/**
 * The cart (storefront.md §3 cart state, §4 "Cart connection and sync", "Adding an item"): what the
 * browser keeps (cart/stored.ts), its stores (cart/state.ts), the sync with the server cart
 * (cart/sync.ts) and the customer's changes (cart/actions.ts).
 */
export { addToCart, changeQuantity, clearCart, removeFromCart } from './cart/actions.ts';
export { $cart, $cartActivity, $cartCount, $isMicrocartOpen, answer, dismissCartError, hasUnsentChanges, toggleMicrocart } from './cart/state.ts';
export { type CartLine, type CartState, type CartTotals, EMPTY_CART, isCartState, MAX_CART_BYPASS_ATTEMPTS, readCartState } from './cart/stored.ts';
export { $cartSynced, adoptCustomerCart, recreateCart, sendWaitingChanges, syncCart } from './cart/sync.ts';
