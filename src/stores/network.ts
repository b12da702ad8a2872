import { atom, onMount } from 'nanostores';

/**
 * Whether the phone can reach the storefront, for the islands that show something else offline (the
 * checkout shows what an order kept on the phone will use). Offline is the browser saying so
 * (`navigator.onLine` and its events) or the service worker having seen a request to the gateway fail
 * (its `{ net: 0 }` message, the same the status line shows); its `{ net: 1 }` says the gateway answered.
 */
/** The browser says it has no network (`navigator.onLine`); outside a browser, never. */
export const browserOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

let gatewayAnswered = true;

export const $online = atom(!browserOffline());

onMount($online, () => {
  if (typeof window === 'undefined') return;
  const update = () => $online.set(!browserOffline() && gatewayAnswered);
  const onWorker = (event: MessageEvent) => {
    const data: unknown = event.data;
    if (typeof data !== 'object' || data === null || !('net' in data)) return;
    gatewayAnswered = Boolean((data as { net: unknown }).net);
    update();
  };
  update();
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  navigator.serviceWorker?.addEventListener('message', onWorker);
  return () => {
    window.removeEventListener('online', update);
    window.removeEventListener('offline', update);
    navigator.serviceWorker?.removeEventListener('message', onWorker);
  };
});
