import { MAX_LINE_QTY } from '../../domain/quantity.ts';
import { ISLAND_FAILED_EVENT } from '../islands/directives/events.ts';

/** The localStorage key of the persisted cart ($cart), shared with the inline script below. */
export const CART_STORAGE_KEY = 'pharmacy-cart';

/** The localStorage entry that says orders placed offline wait on this phone (src/stores/offline-orders.ts). */
export const OFFLINE_ORDERS_MARKER = 'pharmacy-offline-orders';

/** The window event that wakes the microcart island (`client:interaction="cart"`). */
export const WAKE_CART_EVENT = 'island:cart';

/** The attribute the inline script puts on an Add to cart form whose press it has counted (once). */
export const HELD_ATTRIBUTE = 'data-held';

/**
 * Runs inline right after the header's cart button, before any island has loaded:
 *
 * - writes the persisted cart's item count into the button with the button's own translated label
 *   (`data-with-count`), so the count is there at first paint without React;
 * - answers a press that comes before the islands are live (issue 13's first tap): Add to cart moves the
 *   count at once by the quantity in the form (once per form, and only a quantity the cart store would
 *   take, domain/quantity.ts), and the cart button opens the microcart's shell (`#microcart-shell`,
 *   "Opening your cart…"). The island directive holds the press and replays it once the island is live;
 *   then the store's cart, and the server's answer, take over the count (the microcart renders its own
 *   label once live). When the island could not load (`island:failed`), the stored count comes back;
 * - when orders placed offline wait on this phone, wakes the microcart island after load, which sends
 *   them (or asks).
 *
 * Only an island still rendered by the server (`astro-island[ssr]`) is touched: a live one is React's.
 */
export const CART_COUNT_SCRIPT = `(function(){var d=document,L;function n(){try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(CART_STORAGE_KEY)})||'null');return c&&Array.isArray(c.items)?c.totals&&typeof c.totals.itemsQty=='number'?c.totals.itemsQty:c.items.reduce(function(s,i){return s+(i.qty|0)},0):0}catch(e){return 0}}function show(k){var b=d.querySelector('astro-island[ssr] .cart-button[data-with-count]');if(!b)return;if(L==null)L=b.textContent;b.textContent=k>0?b.getAttribute('data-with-count').replace('{{count}}',String(k)):L}show(n());function held(e){var t=e.target,f=t.closest&&t.closest('astro-island[ssr] form.add-to-cart'),q;if(f&&(e.type=='submit'||t.closest('[type=submit]'))&&!f.hasAttribute(${JSON.stringify(HELD_ATTRIBUTE)})){q=f.qty?f.qty.value.trim():'';q=q?/^\\d+$/.test(q)?+q:0:1;if(q>0&&q<=${MAX_LINE_QTY}){f.setAttribute(${JSON.stringify(HELD_ATTRIBUTE)},'');show(n()+q)}}if(e.type=='click'&&t.closest&&t.closest('astro-island[ssr] .cart-button')){t=d.getElementById('microcart-shell');if(t)t.hidden=false}}d.addEventListener('click',held,true);d.addEventListener('submit',held,true);d.addEventListener(${JSON.stringify(ISLAND_FAILED_EVENT)},function(){var f=d.querySelector('form[${HELD_ATTRIBUTE}]'),p=d.getElementById('microcart-shell');if(f)f.removeAttribute(${JSON.stringify(HELD_ATTRIBUTE)});if(p)p.hidden=true;show(n())});try{if(localStorage.getItem(${JSON.stringify(OFFLINE_ORDERS_MARKER)}))addEventListener('load',function(){dispatchEvent(new Event(${JSON.stringify(WAKE_CART_EVENT)}))})}catch(e){}})()`;
