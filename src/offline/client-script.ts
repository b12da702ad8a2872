import { PingDocument } from '../gql/graphql.ts';
import { persistedExtension } from '../lib/graphql-client.ts';
import { CART_PENDING_EVENT, CART_SEND_EVENT } from '../stores/cart/stored.ts';
import { CART_STORAGE_KEY, WAKE_CART_EVENT } from '../stores/cart-count.ts';
import { SERVICE_WORKER_PATH } from './sw-policy.ts';

/** Ids of the two elements the script drives (src/components/OfflineStatus.astro). */
export const NET_STATUS_ID = 'net-status';
export const UPDATE_PROMPT_ID = 'sw-update';
/** How long the status line waits before asking the gateway again while it is unreachable. */
export const PROBE_MS = 5000;

/** The probe: the `Ping` persisted document by GET (the gateway runs no free-form query in production). */
export const PROBE_URL = `/graphql?extensions=${encodeURIComponent(JSON.stringify(persistedExtension(PingDocument)))}`;

/**
 * Inline on every page, a few hundred bytes and no file to fetch (issue 4's budget):
 *
 * - the status line: 'No Internet Connection or Server Down' (its translation in `data-text`) while the
 *   browser is offline or the service worker saw the network fail (`{ net: 0 }` messages, e.g. a
 *   failed /graphql fetch); while the browser says it is online the gateway is asked again every
 *   PROBE_MS (through the worker, which answers with `{ net: 1 }` once it is back);
 * - the same line says when cart changes made offline wait on this phone (`pending` in the stored cart;
 *   its translation in `data-cart`), kept current by the cart's `cart:pending` event and other tabs'
 *   storage events; when the connection is back (or the page opens online) and some wait, it wakes the
 *   cart island and asks the cart to send them (`cart:send`);
 * - registers /service-worker.js once the page has loaded;
 * - the update prompt: when a new worker is installed and waiting while this page is controlled, the
 *   prompt shows; Reload tells the worker to take over ('skip-waiting') and the page reloads once the
 *   new worker controls it.
 */
export const OFFLINE_SCRIPT = `(function(){var d=document,n=navigator,w=n.serviceWorker,t,go,down=0;function el(i){return d.getElementById(i)}function waiting(){try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(CART_STORAGE_KEY)})||'null');return!!(c&&c.pending&&c.pending.length)}catch(e){return false}}function send(){if(waiting()){dispatchEvent(new Event(${JSON.stringify(WAKE_CART_EVENT)}));dispatchEvent(new Event(${JSON.stringify(CART_SEND_EVENT)}))}}function show(){var s=el(${JSON.stringify(NET_STATUS_ID)}),a=[];if(!s)return;if(down)a.push(s.getAttribute('data-text'));if(waiting())a.push(s.getAttribute('data-cart'));s.textContent=a.join(' · ')}function net(up){var was=down;down=!up;show();clearTimeout(t);if(!up&&n.onLine&&w&&w.controller)t=setTimeout(function(){fetch(${JSON.stringify(PROBE_URL)}).catch(function(){})},${PROBE_MS});if(up&&was)send()}addEventListener('offline',function(){net(0)});addEventListener('online',function(){net(1)});addEventListener(${JSON.stringify(CART_PENDING_EVENT)},show);addEventListener('storage',show);if(!n.onLine)net(0);else{show();addEventListener('load',send)}if(!w)return;w.addEventListener('message',function(e){if(e.data&&'net'in e.data)net(e.data.net)});w.addEventListener('controllerchange',function(){if(go)location.reload()});function ask(r){var q=r.waiting,p=el(${JSON.stringify(UPDATE_PROMPT_ID)});if(q&&p&&w.controller){p.hidden=false;p.querySelector('button').onclick=function(){go=1;q.postMessage('skip-waiting')}}}addEventListener('load',function(){w.register(${JSON.stringify(SERVICE_WORKER_PATH)}).then(function(r){ask(r);r.addEventListener('updatefound',function(){var i=r.installing;if(i)i.addEventListener('statechange',function(){if(i.state=='installed')ask(r)})})}).catch(function(){})})})()`;
