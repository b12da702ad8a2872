import { NOTIFY_ME_WISHES_QUERY, SAVE_NOTIFY_ME, STOP_NOTIFY_ME } from '../graphql/notify.ts';
import { mapOutcome } from './outcome.ts';
import { runAuthed } from './session.ts';

/**
 * Notify me (issue 20): the signed-in customer's wishes to hear when an out-of-stock product is back.
 * The product page links to /my-account/notify-me?sku=… (plain HTML: no script on the catalogue
 * pages); the account page saves the wish here and lists them.
 */
export const loadWishes = async () => mapOutcome(await runAuthed(NOTIFY_ME_WISHES_QUERY, {}), (d) => d.notifyMeWishes);
export const saveNotifyMe = async (sku: string) => mapOutcome(await runAuthed(SAVE_NOTIFY_ME, { sku }, 'mutation'), (d) => d.saveNotifyMe);
export const stopNotifyMe = async (id: string) => mapOutcome(await runAuthed(STOP_NOTIFY_ME, { id }, 'mutation'), (d) => d.stopNotifyMe);

/** The SKU a product page's "Notify me" link asks about (`?sku=`), or null. */
export function skuAsked(search: string): string | null {
  const sku = new URLSearchParams(search).get('sku')?.trim();
  return sku ? sku : null;
}
