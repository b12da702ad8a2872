import type { ClientDirective } from 'astro';

/**
 * `client:interaction`: the island's JavaScript (and React with it) is fetched only when the customer
 * reaches for the island: a pointer over it, a touch, focus or a key. Until then the server's HTML is
 * the whole island, so a page costs nothing but this directive and Astro's island loader before the
 * first interaction (issue 4's budget).
 *
 * A click or a form submission that comes before the JavaScript has arrived is held back (so a form
 * does not post the page away) and replayed on the same element once the island is live.
 *
 * `client:interaction="cart"` also wakes the island when something on the page dispatches the window
 * event `island:cart` (the cart store does, when a line is added from another island).
 */
const TRIGGERS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

const interaction: ClientDirective = (load, options, el) => {
  let live = false;
  let started = false;
  let replay: (() => void) | null = null;

  const hold = (event: Event) => {
    if (live) return;
    event.preventDefault();
    event.stopPropagation();
    const target = event.target;
    if (event.type === 'submit' && target instanceof HTMLFormElement) replay = () => target.requestSubmit();
    else if (target instanceof HTMLElement) replay = () => target.click();
    void start();
  };

  const stop = () => {
    for (const type of TRIGGERS) el.removeEventListener(type, start);
    el.removeEventListener('click', hold, true);
    el.removeEventListener('submit', hold, true);
    if (typeof options.value === 'string') window.removeEventListener(`island:${options.value}`, start);
  };

  async function start() {
    if (started) return;
    started = true;
    el.setAttribute('aria-busy', 'true');
    try {
      const hydrate = await load();
      await hydrate();
    } catch (error) {
      // Offline or a failed fetch: the HTML stays as it is and the next interaction tries again.
      started = false;
      replay = null;
      el.removeAttribute('aria-busy');
      console.error(error);
      return;
    }
    live = true;
    el.removeAttribute('aria-busy');
    stop();
    const pending = replay;
    replay = null;
    pending?.();
  }

  for (const type of TRIGGERS) el.addEventListener(type, start, { passive: true });
  el.addEventListener('click', hold, true);
  el.addEventListener('submit', hold, true);
  if (typeof options.value === 'string') window.addEventListener(`island:${options.value}`, start);
};

export default interaction;
