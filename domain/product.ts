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
  saltinfo: string;
  packSize: string;
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
