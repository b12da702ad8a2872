import { useEffect } from 'react';
import type { IslandStrings } from '../../i18n/island.ts';
import { NEWSLETTER_KEY } from './keys.ts';

/**
 * The newsletter popup's hook in the microcart island (present on every customer page). Until a choice
 * is made, the page's first press or key wakes the island (src/offline/page-script.ts); when it goes
 * live it counts the page view, and from the second on it imports the popup's code, lazily: it is never
 * part of a page's static JavaScript (tests/e2e/html.test.ts holds its own budget). A page view thus
 * counts when the customer interacts with it, and the popup never comes on the first. The popup is plain
 * DOM (so the island needs no state for it) and is given the storage key, so that it imports nothing
 * from the island's own chunk.
 * Written for bytes: this is on every page. Storage that cannot be used shows no popup.
 */
export function useNewsletterPopup(strings: IslandStrings): void {
  useEffect(() => {
    try {
      // biome-ignore lint/suspicious/noAssignInExpressions: the count is written and read in one (bytes on every page)
      if ((localStorage[NEWSLETTER_KEY] = +localStorage[NEWSLETTER_KEY] + 1 || 1) > 1)
        void import('./NewsletterPopup.ts').then((popup) => popup.ask(strings, NEWSLETTER_KEY));
    } catch {
      // No storage: no popup.
    }
  }, [strings]);
}
