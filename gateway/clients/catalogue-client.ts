import { z } from 'zod';
import { DecimalSchema } from '../../domain/decimal.ts';
import { toPaise } from '../../domain/money.ts';
import type { Category, Product } from '../../domain/product.ts';
import { parseResult, type UpstreamFetch, UpstreamRejection } from './http.ts';

export const RawProductSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  parentSku: z.string(),
  type_id: z.string(),
  name: z.string(),
  slug: z.string(),
  url_path: z.string(),
  price_incl_tax: DecimalSchema,
  original_price: DecimalSchema,
  discount: z.number().int(),
  special_applied: z.boolean(),
  mfg_name: z.string(),
  brand_slug: z.string(),
  saltinfo: z.string(),
  pack_size: z.string(),
  option_label: z.string().nullable(),
  dosage_form: z.string(),
  prescription_required: z.boolean(),
  stock: z.object({ qty: z.number().int(), is_in_stock: z.boolean() }),
  qty_max: z.number().int(),
  qty_multiple: z.number().int(),
  category_ids: z.array(z.number().int()),
  visibility: z.number().int(),
  status: z.number().int(),
  searchkey1: z.string(),
  meta_keyword: z.string(),
  priority: z.number(),
  generated: z.boolean(),
  created_at: z.string(),
  configurable_options: z
    .array(
      z.object({
        attribute_code: z.string(),
        attribute_id: z.number().int(),
        label: z.string(),
        values: z.array(z.object({ value_index: z.number().int(), label: z.string() })),
      }),
    )
    .optional(),
  configurable_children: z
    .array(
      z.object({
        id: z.number().int(),
        sku: z.string(),
        slug: z.string(),
        status: z.number().int(),
        stock: z.object({ qty: z.number().int(), is_in_stock: z.boolean() }),
        price_incl_tax: DecimalSchema,
        original_price_incl_tax: DecimalSchema,
        discount: z.number().int(),
        pack_size: z.string(),
      }),
    )
    .optional(),
});

const RawCategorySchema = z.object({
  id: z.number().int(),
  parent_id: z.number().int(),
  level: z.number().int(),
  name: z.string(),
  slug: z.string(),
  url_path: z.string(),
  position: z.number().int(),
  product_count: z.number().int(),
  children_count: z.number().int(),
  discount_line: z.string().nullable(),
});

const RawListSchema = z.object({
  items: z.array(RawProductSchema),
  total: z.number().int(),
  start: z.number().int(),
  perPage: z.number().int(),
});

export function reshapeProduct(raw: z.infer<typeof RawProductSchema>): Product {
  return {
    id: raw.id,
    sku: raw.sku,
    parentSku: raw.parentSku,
    typeId: raw.type_id,
    name: raw.name,
    slug: raw.slug,
    urlPath: `/${raw.url_path}`,
    pricePaise: toPaise(raw.price_incl_tax),
    mrpPaise: toPaise(raw.original_price),
    discountPercent: raw.discount,
    specialApplied: raw.special_applied,
    manufacturer: raw.mfg_name,
    brandSlug: raw.brand_slug,
    saltinfo: raw.saltinfo,
    packSize: raw.pack_size,
    optionLabel: raw.option_label,
    dosageForm: raw.dosage_form,
    prescriptionRequired: raw.prescription_required,
    stockQty: raw.stock.qty,
    inStock: raw.stock.is_in_stock,
    qtyMax: raw.qty_max,
    qtyMultiple: raw.qty_multiple,
    categoryIds: raw.category_ids,
    visibility: raw.visibility,
    status: raw.status,
    searchkey1: raw.searchkey1,
    metaKeyword: raw.meta_keyword,
    priority: raw.priority,
    generated: raw.generated,
    createdAt: raw.created_at,
    configurableOptions: (raw.configurable_options ?? []).map((o) => ({
      attributeCode: o.attribute_code,
      attributeId: o.attribute_id,
      label: o.label,
      values: o.values.map((v) => ({ valueIndex: v.value_index, label: v.label })),
    })),
    configurableChildren: (raw.configurable_children ?? []).map((c) => ({
      id: c.id,
      sku: c.sku,
      slug: c.slug,
      status: c.status,
      inStock: c.stock.is_in_stock,
      stockQty: c.stock.qty,
      pricePaise: toPaise(c.price_incl_tax),
      mrpPaise: toPaise(c.original_price_incl_tax),
      discountPercent: c.discount,
      attributes: { pack_size: c.pack_size },
    })),
  };
}

function reshapeCategory(raw: z.infer<typeof RawCategorySchema>): Category {
  return {
    id: raw.id,
    parentId: raw.parent_id,
    level: raw.level,
    name: raw.name,
    slug: raw.slug,
    urlPath: raw.url_path,
    position: raw.position,
    productCount: raw.product_count,
    childrenCount: raw.children_count,
    discountLine: raw.discount_line,
  };
}

export type ListingSort = 'priority' | 'price_asc' | 'price_desc' | 'discount_desc' | 'created_desc';

export interface ProductListingQuery {
  categoryId?: number | undefined;
  skus?: readonly string[] | undefined;
  brand?: string | undefined;
  keyword?: string | undefined;
  priceRange?: string | undefined;
  inStock?: boolean | undefined;
  sort?: ListingSort;
  start?: number;
  size?: number;
}

export interface ProductPage {
  items: Product[];
  total: number;
  start: number;
  perPage: number;
}

/** The catalogue service adapter: products, categories, and the export the search indexer reads. */
export function catalogueClient(call: UpstreamFetch) {
  const notFoundIsNull = async <T>(work: () => Promise<T>): Promise<T | null> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof UpstreamRejection && error.code === 404) return null;
      throw error;
    }
  };
  const page = async (path: string, query: Record<string, string | number | undefined>): Promise<ProductPage> => {
    const list = parseResult(RawListSchema, await call(path, { query }));
    return { ...list, items: list.items.map(reshapeProduct) };
  };

  return {
    product: (by: { sku: string } | { parentSku: string; slug: string }) =>
      notFoundIsNull(async () => reshapeProduct(parseResult(RawProductSchema, await call('/api/catalog/product', { query: by })))),

    products: (q: ProductListingQuery) =>
      page('/api/catalog/products', {
        category_id: q.categoryId,
        skus: q.skus?.join(','),
        brand: q.brand,
        keyword: q.keyword,
        price: q.priceRange,
        in_stock: q.inStock ? 1 : undefined,
        sort: q.sort,
        start: q.start,
        size: q.size,
      }),

    categories: async () => parseResult(z.array(RawCategorySchema), await call('/api/catalog/categories')).map(reshapeCategory),

    exportPage: (start: number, size: number) => page('/api/catalog/export', { start, size }),
  };
}
export type CatalogueClient = ReturnType<typeof catalogueClient>;
