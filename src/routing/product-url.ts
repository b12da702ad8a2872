/**
 * Where a product URL that is not the product's own goes (storefront.md §2, /p/{sku}/{slug}[/{childSku}]).
 * Links cut short by chat apps or with an old slug still reach the product: the SKU decides, the slug
 * does not. A configurable child reached by its own SKU goes to its parent's page with the child chosen
 * (direct access to children is not allowed). Anything else is unknown (404).
 */

/** What the URL asked for: the SKU in it, its slug (null when cut off) and the pack chosen after it. */
export interface RequestedProduct {
  sku: string;
  slug: string | null;
  childSku: string | null;
}

/** The product the SKU names, as the catalogue knows it. */
export interface FoundProduct {
  sku: string;
  parentSku: string;
  slug: string;
  /** Set on a configurable child (its pack), null on a parent or a simple product. */
  optionLabel: string | null;
  /** The canonical path, "/p/{sku}/{slug}". */
  urlPath: string;
  /** The SKUs of a configurable product's children. */
  childSkus: readonly string[];
}

export type ProductRedirect = { kind: 'canonical'; path: string } | { kind: 'child'; parentSku: string; childSku: string } | { kind: 'unknown' };

export function productRedirect(requested: RequestedProduct, found: FoundProduct | null): ProductRedirect {
  if (!found) return { kind: 'unknown' };
  if (found.optionLabel !== null && found.parentSku !== found.sku) {
    return requested.childSku === null ? { kind: 'child', parentSku: found.parentSku, childSku: found.sku } : { kind: 'unknown' };
  }
  // The URL had the product's own slug, yet its page did not load: answering 301 to it again would loop.
  if (requested.slug === found.slug) return { kind: 'unknown' };
  if (requested.childSku === null) return { kind: 'canonical', path: found.urlPath };
  return found.childSkus.includes(requested.childSku) ? { kind: 'canonical', path: `${found.urlPath}/${requested.childSku}` } : { kind: 'unknown' };
}
