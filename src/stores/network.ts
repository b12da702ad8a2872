import { atom, onMount } from 'nanostores';

/**
 * Whether the browser says it has a network (`navigator.onLine` and its online/offline events), for the
 * islands that show something else offline (the checkout shows what an order kept on the phone will use).
 */
export const $online = atom(typeof navigator === 'undefined' || navigator.onLine !== false);

onMount($online, () => {
  if (typeof window === 'undefined') return;
  const update = () => $online.set(navigator.onLine !== false);
  update();
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  return () => {
    window.removeEventListener('online', update);
    window.removeEventListener('offline', update);
  };
});
