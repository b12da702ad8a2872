/**
 * The page's one inline script, run right after the header on every page, before any island has
 * loaded. The build bundles this file into one function and minifies it (server/page-script.ts); the
 * layout inlines the result (src/components/OfflineStatus.astro). Nothing is fetched for it (issue 4),
 * and with Astro's island loader and the directive it stays about 3 KB gzip (issue 13's budget), so it
 * imports nothing but constants.
 *
 * The cart count:
 * - writes the persisted cart's item count into the header's cart button with the button's own
 *   translated label (`data-with-count`), so the count is there at first paint without React;
 * - answers a press that comes before the islands are live (issue 13's first tap): Add to cart moves the
 *   count at once by the quantity in the form (once per form, and only a quantity the cart store would
 *   take, domain/quantity.ts), and the cart button opens the microcart's shell (`#microcart-shell`,
 *   "Opening your cart…"). The island directive holds the press and replays it once the island is live;
 *   then the store's cart, and the server's answer, take over the count (the microcart renders its own
 *   label once live). When the island could not load (`island:failed`), the count at load comes back;
 *   only an island still rendered by the server (`astro-island[ssr]`) is touched: a live one is React's;
 * - when orders placed offline wait on this phone, wakes the microcart island after load, which sends
 *   them (or asks); when a staff user is signed in, wakes it too, for the staff bar (issue 15).
 *
 * The status line and the service worker:
 * - 'No Internet Connection or Server Down' (its translation in `data-text`) while the browser is
 *   offline or the service worker saw the network fail (`{ net: 0 }` messages, e.g. a failed /graphql
 *   fetch); while the browser says it is online the page asks the worker to try the gateway again every
 *   PROBE_MS (`'probe'`; the worker answers `{ net: 1 }` once it is back);
 * - the same line says when cart changes made offline wait on this phone (`pending` in the stored cart;
 *   its translation in `data-cart`), kept current by the cart's `cart:pending` event and other tabs'
 *   storage events; when the connection is back (or the page loads online) and some wait, it wakes the
 *   cart island and asks the cart to send them (`cart:send`);
 * - registers /service-worker.js once the page has loaded;
 * - the update prompt: when a new worker is installed and waiting while this page is controlled, the
 *   prompt shows; Reload tells the worker to take over ('skip-waiting') and the page reloads once the
 *   new worker controls it.
 *
 * On a page without the header's cart (the error page) the count finds no button and changes nothing.
 */
import { MAX_LINE_QTY } from '../../domain/quantity.ts';
import { ISLAND_FAILED_EVENT } from '../islands/directives/events.ts';
import { NEWSLETTER_KEY } from '../islands/newsletter/keys.ts';
import { CART_PENDING_EVENT, CART_SEND_EVENT } from '../stores/cart/stored.ts';
import { CART_STORAGE_KEY, OFFLINE_ORDERS_MARKER, STAFF_STORAGE_KEY, WAKE_CART_EVENT } from '../stores/cart-count.ts';
import { NET_STATUS_ID, PROBE_MESSAGE, PROBE_MS, SERVICE_WORKER_PATH, UPDATE_PROMPT_ID } from './sw-policy.ts';

/** What the script reads of the persisted cart ($cart, src/stores/cart/stored.ts); anything may be missing. */
interface StoredCart {
  totals?: { itemsQty?: number } | null;
  items?: { qty?: number }[];
  pending?: unknown[];
}
/** Add to cart's form, marked once its press has moved the count. */
type AddToCartForm = HTMLFormElement & { qty: HTMLInputElement; held?: boolean };

const doc = document;
const byId = (id: string) => doc.getElementById(id);
const fire = (name: string) => dispatchEvent(new Event(name));
const wakeCart = () => fire(WAKE_CART_EVENT);
const storedCart = (): StoredCart => {
  try {
    return JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '{}') ?? {};
  } catch {
    return {};
  }
};

// The cart count.
const button = doc.querySelector('.cart-button[data-with-count]');
const label = button?.textContent;
const shell = () => byId('microcart-shell');
let atLoad = 0;
let shown = 0;
try {
  const cart = storedCart();
  atLoad = cart.totals?.itemsQty ?? -1;
  if (atLoad < 0) atLoad = (cart.items ?? []).reduce((sum, item) => sum + ((item.qty ?? 0) | 0), 0);
} catch {
  // A cart written by another version: the island counts once live.
}
const showCount = (qty: number) => {
  if (!button?.closest('[ssr]')) return;
  shown = qty;
  button.textContent = qty > 0 ? (button.getAttribute('data-with-count') ?? '').replace('{{count}}', `${qty}`) : (label ?? '');
};
showCount(atLoad);

const heldPress = (event: Event) => {
  const target = event.target as HTMLElement & { type?: string };
  const form = target.closest<AddToCartForm>('[ssr] .add-to-cart');
  if (form && (event.type === 'submit' || target.type === 'submit') && !form.held) {
    const qty = form.qty.value.trim() || '1';
    if (/^\d+$/.test(qty) && +qty > 0 && +qty <= MAX_LINE_QTY) {
      form.held = true;
      showCount(shown + +qty);
    }
  }
  const panel = shell();
  if (event.type === 'click' && panel && target.closest('[ssr] .cart-button')) panel.hidden = false;
};
doc.addEventListener('click', heldPress, true);
doc.addEventListener('submit', heldPress, true);
doc.addEventListener(ISLAND_FAILED_EVENT, () => {
  const form = doc.querySelector<AddToCartForm>('.add-to-cart');
  const panel = shell();
  if (form) form.held = false;
  if (panel) panel.hidden = true;
  showCount(atLoad);
});

// The status line, the cart's changes waiting to be sent and the service worker.
const worker = navigator.serviceWorker as ServiceWorkerContainer | undefined;
let down = false;
let probe: ReturnType<typeof setTimeout> | undefined;
let reloadOnTakeOver = false;

const waiting = () => !!storedCart().pending?.length;
const sendWaiting = () => {
  if (!waiting()) return;
  wakeCart();
  fire(CART_SEND_EVENT);
};
const showStatus = () => {
  const line = byId(NET_STATUS_ID);
  if (!line) return;
  const parts: (string | null)[] = [];
  if (down) parts.push(line.getAttribute('data-text'));
  if (waiting()) parts.push(line.getAttribute('data-cart'));
  line.textContent = parts.join(' · ');
};
const network = (up: boolean | number) => {
  const wasDown = down;
  down = !up;
  showStatus();
  clearTimeout(probe);
  if (down && navigator.onLine && worker?.controller) probe = setTimeout(() => worker.controller?.postMessage(PROBE_MESSAGE), PROBE_MS);
  if (up && wasDown) sendWaiting();
};
addEventListener('offline', () => network(false));
addEventListener('online', () => network(true));
addEventListener(CART_PENDING_EVENT, showStatus);
addEventListener('storage', showStatus);
if (navigator.onLine) showStatus();
else network(false);

const askToReload = (registration: ServiceWorkerRegistration) => {
  const next = registration.waiting;
  const prompt = byId(UPDATE_PROMPT_ID);
  if (!next || !prompt || !worker?.controller) return;
  prompt.hidden = false;
  const reload = prompt.querySelector('button');
  if (reload)
    reload.onclick = () => {
      reloadOnTakeOver = true;
      next.postMessage('skip-waiting');
    };
};
worker?.addEventListener('message', (event) => {
  if (event.data && 'net' in event.data) network(event.data.net);
});
worker?.addEventListener('controllerchange', () => {
  if (reloadOnTakeOver) location.reload();
});

addEventListener('load', () => {
  try {
    // The newsletter popup (issue 20): until a choice is made (stored as a negative count,
    // src/islands/newsletter/keys.ts), the page's first press or key wakes the microcart island, which
    // counts the page view and, from the second, loads the popup (src/islands/newsletter/hook.ts).
    if (!(localStorage[NEWSLETTER_KEY] < 0)) doc.onpointerdown = doc.onkeydown = wakeCart;
    // Orders wait offline, or a staff user is signed in on this browser: the microcart island draws the
    // bar that says whom they serve (issue 15).
    if (localStorage.getItem(OFFLINE_ORDERS_MARKER) || /"isUserLoggedIn":true/.test(localStorage.getItem(STAFF_STORAGE_KEY) ?? '')) wakeCart();
  } catch {
    // No storage: no orders can wait, no staff session is kept.
  }
  if (navigator.onLine) sendWaiting();
  worker
    ?.register(SERVICE_WORKER_PATH)
    .then((registration) => {
      askToReload(registration);
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'installed') askToReload(registration);
        });
      });
    })
    .catch(() => undefined);
});
