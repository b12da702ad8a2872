import { discountPercent, paiseToDecimal } from '../domain/money.ts';
import type { CategoryRow } from './repositories/categories.ts';
import type { ProductRow } from './repositories/products.ts';

/** The product as the upstream sends it: the spec's field names, money as decimal rupee strings. */
export function productToWire(row: ProductRow) {
  const price = paiseToDecimal(row.price_paise);
  return {
    id: row.id,
    sku: row.sku,
    parentSku: row.parent_sku,
    type_id: row.type_id,
    name: row.name,
    slug: row.slug,
    url_key: row.slug,
    url_path: `p/${row.parent_sku}/${row.slug}`,
    price,
    price_incl_tax: price,
    final_price: price,
    original_price: paiseToDecimal(row.mrp_paise),
    special_price: null,
    discount: discountPercent(row.mrp_paise, row.price_paise),
    mfg_name: row.manufacturer,
    saltinfo: row.saltinfo,
    pack_size: row.pack_size_label,
    dosage_form: row.dosage_form,
    prescription_required: row.prescription_required === 1,
    stock: { qty: row.qty, is_in_stock: row.qty > 0, product_id: row.id },
    qty_max: row.qty_max,
    qty_multiple: 1,
    category_ids: row.category_ids ? row.category_ids.split(',').map(Number) : [],
    visibility: row.visibility,
    status: row.status,
    searchkey1: row.searchkey1,
    meta_keyword: row.meta_keyword,
    priority: row.priority,
    generated: row.generated === 1,
    created_at: row.created_at,
  };
}

export function categoryToWire(row: CategoryRow) {
  return {
    id: row.id,
    parent_id: row.parent_id,
    level: row.level,
    name: row.name,
    is_active: row.is_active === 1,
    product_count: row.product_count,
    children_count: row.children_count,
    url_key: row.url_key,
    url_path: row.url_path,
    slug: row.url_key,
    position: row.position,
    discount_line: row.discount_line,
  };
}
