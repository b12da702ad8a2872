/** The localStorage key of the persisted cart ($cart), shared with the inline script below. */
export const CART_STORAGE_KEY = 'pharmacy-cart';

/** The localStorage entry that says orders placed offline wait on this phone (src/stores/offline-orders.ts). */
export const OFFLINE_ORDERS_MARKER = 'pharmacy-offline-orders';

/** The window event that wakes the microcart island (`client:interaction="cart"`). */
export const WAKE_CART_EVENT = 'island:cart';

/**
 * Runs inline right after the header's cart button, before any island has loaded: writes the persisted
 * cart's item count into the button with the button's own translated label (`data-with-count`), so the
 * count is there at first paint without React. The microcart island renders the same text once it is
 * live (its button has suppressHydrationWarning for exactly this). When orders placed offline wait on
 * this phone, it wakes the microcart island after load, which sends them (or asks).
 */
export const CART_COUNT_SCRIPT = `(function(){try{var b=document.querySelector('.cart-button[data-with-count]');var c=JSON.parse(localStorage.getItem(${JSON.stringify(CART_STORAGE_KEY)})||'null');if(!b||!c||!Array.isArray(c.items))return;var n=c.totals&&typeof c.totals.itemsQty==='number'?c.totals.itemsQty:c.items.reduce(function(s,i){return s+(i.qty|0)},0);if(n>0)b.textContent=b.getAttribute('data-with-count').replace('{{count}}',String(n))}catch(e){}try{if(localStorage.getItem(${JSON.stringify(OFFLINE_ORDERS_MARKER)}))addEventListener('load',function(){dispatchEvent(new Event(${JSON.stringify(WAKE_CART_EVENT)}))})}catch(e){}})()`;
