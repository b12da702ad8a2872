import type { SearchFilters, SearchSort } from '../port.ts';

/**
 * Meilisearch filter expressions from the port's filters. Values never reach the expression raw:
 * numbers must be safe integers, booleans are booleans, and strings are double-quoted with `\` and `"`
 * escaped, so a brand of `x" OR status = 2` stays one literal value.
 */
export function quote(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

function integer(value: number, what: string): string {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be an integer`);
  return String(value);
}

/** Visibility in (2,3,4) and status in (0,1) always come first; the caller's filters are ANDed. */
export function buildFilter(filters: SearchFilters | undefined): string[] {
  const parts = ['visibility IN [2, 3, 4]', 'status IN [0, 1]'];
  if (filters?.categoryId !== undefined) parts.push(`categoryIds = ${integer(filters.categoryId, 'categoryId')}`);
  if (filters?.brand !== undefined) parts.push(`brand = ${quote(filters.brand)}`);
  if (filters?.priceBucket !== undefined) parts.push(`priceBucket = ${quote(filters.priceBucket)}`);
  if (filters?.inStock === true) parts.push('inStock = true');
  if (filters?.prescriptionRequired !== undefined) parts.push(`prescriptionRequired = ${filters.prescriptionRequired === true}`);
  return parts;
}

export function buildSort(sort: SearchSort | undefined): string[] | undefined {
  switch (sort) {
    case 'price_asc':
      return ['pricePaise:asc', 'priority:asc'];
    case 'price_desc':
      return ['pricePaise:desc', 'priority:asc'];
    case 'discount_desc':
      return ['discountPercent:desc', 'priority:asc'];
    default:
      return undefined;
  }
}
