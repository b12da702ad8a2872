/** The localStorage key of the persisted cart ($cart), shared with the page's inline script (src/offline/page-script.ts). */
export const CART_STORAGE_KEY = 'pharmacy-cart';

/** The localStorage entry that says orders placed offline wait on this phone (src/stores/offline-orders.ts). */
export const OFFLINE_ORDERS_MARKER = 'pharmacy-offline-orders';

/** The window event that wakes the microcart island (`client:interaction="cart"`). */
export const WAKE_CART_EVENT = 'island:cart';

/** The localStorage key of the staff session (src/stores/staff/state.ts), read by the page's inline script. */
export const STAFF_STORAGE_KEY = 'pharmaStaffDetails';
