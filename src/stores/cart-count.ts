import { MAX_LINE_QTY } from '../../domain/quantity.ts';
import { ISLAND_FAILED_EVENT } from '../islands/directives/events.ts';

/** The localStorage key of the persisted cart ($cart), shared with the inline script below. */
export const CART_STORAGE_KEY = 'pharmacy-cart';

/** The localStorage entry that says orders placed offline wait on this phone (src/stores/offline-orders.ts). */
export const OFFLINE_ORDERS_MARKER = 'pharmacy-offline-orders';

/** The window event that wakes the microcart island (`client:interaction="cart"`). */
export const WAKE_CART_EVENT = 'island:cart';

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
 *   label once live). When the island could not load (`island:failed`), the count at load comes back;
 * - when orders placed offline wait on this phone, wakes the microcart island after load, which sends
 *   them (or asks).
 *
 * Only an island still rendered by the server (`astro-island[ssr]`) is touched: a live one is React's.
 */
export const CART_COUNT_SCRIPT = `(function(){var d=document,b=d.querySelector('.cart-button[data-with-count]'),L=b&&b.textContent,k0=0,k;function show(q){if(b&&b.closest('[ssr]')){k=q;b.textContent=q>0?b.getAttribute('data-with-count').replace('{{count}}',q):L}}try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(CART_STORAGE_KEY)}));k0=c.totals&&c.totals.itemsQty>=0?c.totals.itemsQty:c.items.reduce(function(s,i){return s+(i.qty|0)},0)}catch(e){}show(k0);function held(e){var t=e.target,f=t.closest('[ssr] .add-to-cart'),q;if(f&&(e.type=='submit'||t.type=='submit')&&!f.held){q=f.qty.value.trim()||'1';if(/^\\d+$/.test(q)&&q>0&&q<=${MAX_LINE_QTY}){f.held=1;show(k+ +q)}}if(e.type=='click'&&t.closest('[ssr] .cart-button'))d.getElementById('microcart-shell').hidden=false}d.addEventListener('click',held,true);d.addEventListener('submit',held,true);d.addEventListener(${JSON.stringify(ISLAND_FAILED_EVENT)},function(){var f=d.querySelector('.add-to-cart'),p=d.getElementById('microcart-shell');if(f)f.held=0;if(p)p.hidden=true;show(k0)});try{if(localStorage.getItem(${JSON.stringify(OFFLINE_ORDERS_MARKER)}))addEventListener('load',function(){dispatchEvent(new Event(${JSON.stringify(WAKE_CART_EVENT)}))})}catch(e){}})()`;
