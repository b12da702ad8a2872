/**
 * The offline wording of storefront.md §8, in the spec's words. The interface strings' `offline`
 * section (src/i18n) uses these as its English entries and translates them.
 */
export const OFFLINE_MESSAGES = {
  noConnection: 'No Internet Connection or Server Down',
  pageUnavailable: 'The product, category or CMS page is not available in Offline mode. Redirecting to Home.',
  categoryNotSynced: 'No products synchronized for this category. Please come back while online!',
} as const;
