import type { ClientDirective } from 'astro';
import { ISLAND_FAILED_EVENT, PREFETCH_WORKER_PATH } from './events.ts';

/**
 * `client:interaction`: the island's JavaScript (and React with it) is fetched only when the customer
 * reaches for the island: a pointer over it, a touch, focus or a key. Until then the server's HTML is
 * the whole island, so a page costs nothing but this directive and Astro's island loader before the
 * first interaction (issue 4's budget).
 *
 * A click or a form submission that comes before the JavaScript has arrived is held back (so a form
 * does not post the page away) and replayed on the same element once the island is live; when the code
 * cannot be loaded the press is dropped and `island:failed` says so (events.ts).
 *
 * `client:interaction="cart"` also wakes the island when something on the page dispatches the window
 * event `island:cart` (the cart store does, when a line is added from another island).
 *
 * Once the page has loaded and the browser is idle, the island's code (its component, the renderer and
 * what they import) is fetched in the background into the browser's cache by a worker
 * (./prefetch-worker.ts), not run: the first tap then waits for no network, and nothing runs on the
 * page before the customer reaches for it (running it early blocked the main thread for 250 ms on a
 * slowed phone, and Lighthouse's Total Blocking Time rose to 400-900 ms; issue 13). Not with Save-Data
 * on, nor on a 2G connection (there it waits for the tap), nor offline.
 */
const TRIGGERS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'input'] as const;

/**
 * Typing into a box needs no script, and running the island's code as the first letters come would
 * hold them back (hydrating takes a few hundred ms on a slow phone): the island starts once the typing
 * pauses this long (what was typed is taken on mount, SearchPanel.tsx).
 */
const TYPING_PAUSE_MS = 400;

/** A box one types into (inputs and textareas have select()); a button inside the island is not one. */
const isTypingBox = (target: EventTarget | null) => target instanceof HTMLElement && 'select' in target;

/** The background fetch's worker, one for every island of the page (./prefetch-worker.ts). */
let prefetcher: Worker | undefined;

const interaction: ClientDirective = (load, options, el) => {
  // Once live, the listeners below stay but do nothing (fewer bytes than taking them off: this runs inline).
  let live = false;
  let started = false;
  let replay: (() => void) | null = null;
  let typing: ReturnType<typeof setTimeout> | undefined;

  const hold = (event: Event) => {
    const target = event.target;
    // A tap into a box one types into only focuses it: typing starts the island (below), and starting it
    // on that tap would make the first letters wait for React.
    if (live || isTypingBox(target)) return;
    event.preventDefault();
    event.stopPropagation();
    if (event.type === 'submit' && target instanceof HTMLFormElement) replay = () => target.requestSubmit();
    else if (target instanceof HTMLElement) replay = () => target.click();
    void start();
  };

  const trigger = (event: Event) => {
    clearTimeout(typing);
    if (isTypingBox(event.target)) typing = setTimeout(start, TYPING_PAUSE_MS);
    else void start();
  };

  async function start() {
    if (started) return;
    started = true;
    el.setAttribute('aria-busy', 'true');
    try {
      await (await load())();
      live = true;
    } catch (error) {
      // Offline or a failed fetch: the HTML stays as it is and the next interaction tries again (Chromium
      // keeps a module that failed to load until the page is loaded again).
      started = false;
      replay = null;
      el.dispatchEvent(new Event(ISLAND_FAILED_EVENT, { bubbles: true }));
      console.error(error);
    }
    el.removeAttribute('aria-busy');
    replay?.();
    replay = null;
  }

  const connection = (navigator as { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  if (navigator.onLine && !connection?.saveData && !/2g/.test(connection?.effectiveType ?? '')) {
    const warm = () =>
      (window.requestIdleCallback ?? setTimeout)(() => {
        try {
          prefetcher ??= new Worker(PREFETCH_WORKER_PATH);
          prefetcher.postMessage([el.getAttribute('renderer-url'), el.getAttribute('component-url')]);
        } catch {
          // No worker (a very old browser, or the file refused): the code comes on the first tap.
        }
      });
    if (document.readyState === 'complete') warm();
    else addEventListener('load', warm, { once: true });
  }

  for (const type of TRIGGERS) el.addEventListener(type, trigger, { passive: true });
  el.addEventListener('click', hold, true);
  el.addEventListener('submit', hold, true);
  if (typeof options.value === 'string') addEventListener(`island:${options.value}`, start);
};

export default interaction;
