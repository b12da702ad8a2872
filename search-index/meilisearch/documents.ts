import { priceBucketOf } from '../../domain/price-buckets.ts';
import type { Product } from '../../domain/product.ts';
import type { SearchDocument } from '../port.ts';
import { searchText } from '../text/normalise.ts';

/** A product as stored in Meilisearch: the product for display, normalised text to search, values to filter, facet and sort on. */
export interface MeiliProductDocument {
  id: number;
  product: Product;
  text_searchkey1: string;
  text_meta_keyword: string;
  text_name: string;
  text_saltinfo: string;
  text_brand: string;
  text_category: string;
  visibility: number;
  status: number;
  categoryIds: number[];
  /** "11|Antibiotics & Anti-infectives": the facet carries its own label. */
  categoryFacet: string[];
  brand: string;
  priceBucket: string;
  inStock: boolean;
  prescriptionRequired: boolean;
  pricePaise: number;
  discountPercent: number;
  priority: number;
}

export function toMeiliDocument(doc: SearchDocument): MeiliProductDocument {
  const { categoryNames, ...product } = doc;
  return {
    id: doc.id,
    product,
    text_searchkey1: searchText(doc.searchkey1),
    text_meta_keyword: searchText(doc.metaKeyword),
    text_name: searchText(doc.name),
    text_saltinfo: searchText(doc.saltinfo),
    text_brand: searchText(doc.manufacturer),
    text_category: searchText(categoryNames.join(' ')),
    visibility: doc.visibility,
    status: doc.status,
    categoryIds: doc.categoryIds,
    categoryFacet: doc.categoryIds.map((id, i) => `${id}|${categoryNames[i] ?? ''}`),
    brand: doc.manufacturer,
    priceBucket: priceBucketOf(doc.pricePaise),
    inStock: doc.inStock,
    prescriptionRequired: doc.prescriptionRequired,
    pricePaise: doc.pricePaise,
    discountPercent: doc.discountPercent,
    priority: doc.priority,
  };
}

export function parseCategoryFacet(value: string): { key: string; label: string } {
  const bar = value.indexOf('|');
  return bar === -1 ? { key: value, label: value } : { key: value.slice(0, bar), label: value.slice(bar + 1) || value.slice(0, bar) };
}
