/**
 * What a rendered catalogue page tells the storefront's render cache (server/render-cache.ts) about
 * itself, in one internal response header that the server takes off before the answer leaves it: that
 * the page is the same for every visitor (the cache keeps nothing without it), and which products it
 * shows, so the catalogue change feed can drop it when one of them changes.
 *
 * - `product SKU,SKU…`: a product page, with the SKUs whose price and stock it shows (the product and
 *   its configurable children); dropped when one of them changes.
 * - `listing`: a category, brand, keyword, offers or search results page; dropped on every change the
 *   feed reports, because a product that changes may also join or leave it (a new product, a price
 *   moving it into a price filter, a product hidden).
 */
export const PAGE_SHOWS_HEADER = 'x-page-shows';

export type PageShows = { kind: 'product'; skus: readonly string[] } | { kind: 'listing' };

export const LISTING: PageShows = { kind: 'listing' };

/** A product page shows the product and its configurable children (their prices and stock). */
export function productShows(product: { sku: string; configurableChildren: readonly { sku: string }[] }): PageShows {
  return { kind: 'product', skus: [product.sku, ...product.configurableChildren.map((child) => child.sku)] };
}

/** The header's value; SKUs are URI-encoded so that no SKU can break the header or the list. */
export function pageShowsHeader(shows: PageShows): string {
  return shows.kind === 'listing' ? 'listing' : `product ${shows.skus.map(encodeURIComponent).join(',')}`;
}

/** Reads the header back; null when it is missing or not one this module writes (nothing is cached then). */
export function readPageShows(value: string | undefined): PageShows | null {
  if (value === 'listing') return LISTING;
  const list = value?.match(/^product ([^\s]+)$/)?.[1];
  if (!list) return null;
  try {
    return { kind: 'product', skus: list.split(',').map(decodeURIComponent) };
  } catch {
    return null;
  }
}
