/**
 * Variant rules of storefront.md §4 and §5 for configurable products.
 * - children out of stock or with status >= 2 are skipped;
 * - matching counts how many chosen options equal the child's attributes, ignoring price; the best
 *   count wins, an exact SKU match wins outright, ties go to the lower price_incl_tax;
 * - with no match and fallback allowed, the first available child is chosen;
 * - only options with a non-empty label are offered.
 */
export interface VariantChild {
  sku: string;
  status: number;
  inStock: boolean;
  pricePaise: number;
  /** attribute_code -> value label, e.g. { pack_size: 'strip of 5 tablets' } */
  attributes: Record<string, string>;
}

export interface VariantOption {
  attributeCode: string;
  label: string;
  values: { label: string }[];
}

export const NO_AVAILABLE_VARIANTS = 'No available product variants';
export const NO_SUCH_CONFIGURATION = 'No such configuration for the product. Please do choose another combination of attributes.';

export function availableChildren<C extends VariantChild>(children: readonly C[]): C[] {
  return children.filter((c) => c.inStock && c.status < 2);
}

/** Options worth offering: non-empty labels, values that some child has. */
export function offeredOptions(options: readonly VariantOption[]): VariantOption[] {
  return options
    .filter((o) => o.label.trim() !== '')
    .map((o) => ({ ...o, values: o.values.filter((v) => v.label.trim() !== '') }))
    .filter((o) => o.values.length > 0);
}

export type VariantChoice<C> = { child: C; exact: boolean } | { child: null; error: typeof NO_AVAILABLE_VARIANTS | typeof NO_SUCH_CONFIGURATION };

export function matchVariant<C extends VariantChild>(
  children: readonly C[],
  selection: { sku?: string | undefined; options?: Record<string, string> | undefined },
  { fallback = true }: { fallback?: boolean } = {},
): VariantChoice<C> {
  const available = availableChildren(children);
  if (available.length === 0) return { child: null, error: NO_AVAILABLE_VARIANTS };
  const bySku = selection.sku ? available.find((c) => c.sku === selection.sku) : undefined;
  if (bySku) return { child: bySku, exact: true };

  const chosen = Object.entries(selection.options ?? {});
  let best: C | null = null;
  let bestScore = 0;
  for (const child of available) {
    const score = chosen.filter(([code, value]) => child.attributes[code] === value).length;
    if (score > bestScore || (score === bestScore && score > 0 && best && child.pricePaise < best.pricePaise)) {
      best = child;
      bestScore = score;
    }
  }
  if (best) return { child: best, exact: bestScore === chosen.length };
  const first = available[0];
  if (fallback && first) return { child: first, exact: false };
  return { child: null, error: NO_SUCH_CONFIGURATION };
}
