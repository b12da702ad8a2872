import type { PageKind } from './page-kinds.ts';

/**
 * The offline page (`/offline.html` of each language and store view, pre-rendered and precached)
 * carries every offline message; its root says which one shows (`data-offline-reason`). The service
 * worker answers a navigation it cannot serve with that page, rewritten for the reason: the product,
 * category or CMS page message with a redirect to the home page, the "no products synchronized"
 * warning of a listing view, an empty search, or the plain offline message.
 */
export const OFFLINE_REASON_ATTRIBUTE = 'data-offline-reason';
export type OfflineReason = PageKind['fallback'];

/** storefront.md §8: "…Redirecting to Home." then the home page; long enough to read the message. */
export const REDIRECT_SECONDS = 3;

/** The offline page's HTML, set to show `reason`; `unavailable` also goes to `home` after a few seconds. */
export function offlineAnswer(html: string, reason: OfflineReason, home: string): string {
  let page = html.replace(`${OFFLINE_REASON_ATTRIBUTE}="offline"`, `${OFFLINE_REASON_ATTRIBUTE}="${reason}"`);
  if (reason === 'unavailable') {
    const refresh = `<meta http-equiv="refresh" content="${REDIRECT_SECONDS};url=${encodeURI(home)}">`;
    page = page.replace('</head>', `${refresh}</head>`);
  }
  return page;
}
