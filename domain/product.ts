/** The catalogue product as the gateway, the search engine and the storefront see it. Money in paise. */
export interface Product {
  id: number;
  sku: string;
  parentSku: string;
  typeId: string;
  name: string;
  slug: string;
  /** "/p/{parentSku}/{slug}" */
  urlPath: string;
  pricePaise: number;
  mrpPaise: number;
  discountPercent: number;
  manufacturer: string;
  brandSlug: string;
  /** True when the price is a special price running today. */
  specialApplied: boolean;
  saltinfo: string;
  packSize: string;
  /** A configurable child's option value (its pack size). */
  optionLabel: string | null;
  dosageForm: string;
  prescriptionRequired: boolean;
  stockQty: number;
  inStock: boolean;
  qtyMax: number;
  qtyMultiple: number;
  categoryIds: number[];
  visibility: number;
  status: number;
  searchkey1: string;
  metaKeyword: string;
  priority: number;
  generated: boolean;
  createdAt: string;
  /** Configurable parents only: the options and the children (storefront.md §3). */
  configurableOptions: ConfigurableOption[];
  configurableChildren: ConfigurableChild[];
}

export interface ConfigurableOption {
  attributeCode: string;
  attributeId: number;
  label: string;
  values: { valueIndex: number; label: string }[];
}

export interface ConfigurableChild {
  id: number;
  sku: string;
  slug: string;
  status: number;
  inStock: boolean;
  stockQty: number;
  pricePaise: number;
  mrpPaise: number;
  discountPercent: number;
  /** attribute_code -> value label */
  attributes: Record<string, string>;
}

export interface Category {
  id: number;
  parentId: number;
  level: number;
  name: string;
  slug: string;
  urlPath: string;
  position: number;
  productCount: number;
  childrenCount: number;
  discountLine: string | null;
}
