import { loadCatalogue } from '../catalogue/load.ts';
import type { CatalogueProduct } from '../catalogue/product.ts';
import { finalPrice } from '../domain/pricing.ts';
import type { SearchDocument } from '../search-index/port.ts';
import { DEFAULT_QTY_MAX } from '../upstream/db/seed.ts';

/**
 * The catalogue as the search engines receive it, without an upstream in between: the same fields the
 * gateway's catalogue client produces from the export (for relevance tests and benchmarks).
 */
export function toSearchDocument(p: CatalogueProduct, categoryNames: ReadonlyMap<number, string>): SearchDocument {
  const paid = finalPrice(p);
  return {
    id: p.id,
    sku: p.sku,
    parentSku: p.parentSku,
    typeId: p.typeId,
    name: p.name,
    slug: p.slug,
    urlPath: `/p/${p.parentSku}/${p.slug}`,
    pricePaise: paid.pricePaise,
    mrpPaise: p.mrpPaise,
    discountPercent: paid.discountPercent,
    specialApplied: paid.special,
    manufacturer: p.manufacturer,
    brandSlug: p.brandSlug,
    optionLabel: p.optionLabel,
    configurableOptions: [],
    configurableChildren: [],
    saltinfo: p.saltinfo,
    packSize: p.packSizeLabel,
    dosageForm: p.dosageForm,
    prescriptionRequired: p.prescriptionRequired,
    stockQty: p.qty,
    inStock: p.qty > 0,
    qtyMax: DEFAULT_QTY_MAX,
    qtyMultiple: 1,
    categoryIds: p.categoryIds,
    categoryNames: p.categoryIds.map((id) => categoryNames.get(id) ?? ''),
    visibility: p.visibility,
    status: p.status,
    searchkey1: p.searchkey1,
    metaKeyword: p.metaKeyword,
    priority: p.priority,
    generated: p.generated,
    createdAt: p.createdAt,
  };
}

/** The seed catalogue (605 products) or a generated one of `size` products, as search documents. */
export function catalogueDocuments(size = 0): SearchDocument[] {
  const catalogue = loadCatalogue({ size });
  const names = new Map(catalogue.categories.map((c) => [c.id, c.name]));
  return catalogue.products.map((p) => toSearchDocument(p, names));
}
