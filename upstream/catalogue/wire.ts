import { paiseToDecimal } from '../../domain/money.ts';
import { finalPrice } from '../../domain/pricing.ts';
import type { CategoryRow } from './categories.ts';
import type { ProductRow } from './products.ts';

/** The product as the upstream sends it: the spec's field names, money as decimal rupee strings. */
function finalPriceOf(row: ProductRow) {
  return finalPrice({
    pricePaise: row.price_paise,
    mrpPaise: row.mrp_paise,
    specialPricePaise: row.special_price_paise,
    specialFrom: row.special_from,
    specialTo: row.special_to,
  });
}

export function productToWire(row: ProductRow, children: readonly ProductRow[] = []) {
  const final = finalPriceOf(row);
  const price = paiseToDecimal(final.pricePaise);
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
    regular_price: paiseToDecimal(row.price_paise),
    original_price: paiseToDecimal(row.mrp_paise),
    special_price: row.special_price_paise === null ? null : paiseToDecimal(row.special_price_paise),
    special_from_date: row.special_from,
    special_to_date: row.special_to,
    special_applied: final.special,
    discount: final.discountPercent,
    mfg_name: row.manufacturer,
    brand_slug: row.brand_slug,
    saltinfo: row.saltinfo,
    pack_size: row.pack_size_label,
    option_label: row.option_label,
    dosage_form: row.dosage_form,
    prescription_required: row.prescription_required === 1,
    stock: { qty: row.qty, is_in_stock: row.qty > 0, product_id: row.id },
    qty_max: row.qty_max,
    qty_multiple: 1,
    category_ids: row.category_ids,
    visibility: row.visibility,
    status: row.status,
    searchkey1: row.searchkey1,
    meta_keyword: row.meta_keyword,
    priority: row.priority,
    generated: row.generated === 1,
    created_at: row.created_at,
    ...(row.type_id === 'configurable' ? configurableToWire(children) : {}),
  };
}

/** The spec's configurable_options and configurable_children for a parent; one option here: the pack size. */
function configurableToWire(children: readonly ProductRow[]) {
  return {
    configurable_options: [
      {
        attribute_code: 'pack_size',
        attribute_id: 1,
        label: 'Pack size',
        values: children.map((c) => ({ value_index: c.id, label: c.option_label ?? '', default_label: c.option_label ?? '' })),
      },
    ],
    configurable_children: children.map((c) => {
      const final = finalPriceOf(c);
      return {
        id: c.id,
        sku: c.sku,
        slug: c.slug,
        status: c.status,
        stock: { qty: c.qty, is_in_stock: c.qty > 0, product_id: c.id },
        price_incl_tax: paiseToDecimal(final.pricePaise),
        original_price_incl_tax: paiseToDecimal(c.mrp_paise),
        discount: final.discountPercent,
        pack_size: c.option_label ?? '',
      };
    }),
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

/** A product's stock as the stock service sends it (storefront.md §7 stock/check, stock/list). */
export function stockToWire(row: ProductRow) {
  return { sku: row.sku, product_id: row.id, qty: row.qty, is_in_stock: row.qty > 0, stock_status: row.qty > 0 ? 'ok' : 'out_of_stock' };
}
