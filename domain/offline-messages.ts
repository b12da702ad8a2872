/**
 * The offline wording of storefront.md §8, in the spec's words: the English resources `offline.indicator`,
 * `offline.pageUnavailable` and `offline.categoryNotSynced` hold the same text (src/i18n/english.test.ts).
 */
export const OFFLINE_MESSAGES = {
  noConnection: 'No Internet Connection or Server Down',
  pageUnavailable: 'The product, category or CMS page is not available in Offline mode. Redirecting to Home.',
  categoryNotSynced: 'No products synchronized for this category. Please come back while online!',
} as const;
