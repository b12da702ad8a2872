/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type ProductSort =
  | 'DISCOUNT_DESC'
  /** Newest first (the new-collection list) */
  | 'NEWEST'
  | 'PRICE_ASC'
  | 'PRICE_DESC'
  /** Relevant: the catalogue's priority */
  | 'PRIORITY';

export type Role =
  | 'ADMIN'
  | 'ADVISER'
  | 'ASSISTANT'
  | 'CUSTOMER'
  | 'EDITOR'
  | 'FRANCHISE';

export type SearchFilters = {
  /** A manufacturer, as the brand facet gives it (case does not matter). */
  brand?: string | null | undefined;
  categoryId?: number | null | undefined;
  /** true: only products in stock */
  inStock?: boolean | null | undefined;
  prescriptionRequired?: boolean | null | undefined;
  /** One of 0-50, 50-100, 100-150, 150+ (rupees) */
  priceBucket?: string | null | undefined;
};

export type SearchSort =
  /** Discount high to low */
  | 'DISCOUNT_DESC'
  /** Price low to high */
  | 'PRICE_ASC'
  /** Price high to low */
  | 'PRICE_DESC'
  /** Relevant (priority): best match first, the catalogue's priority breaking ties */
  | 'RELEVANCE';

export type CatalogueSignatureQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogueSignatureQuery = { products: { total: number }, categories: Array<{ id: number, productCount: number }> };

export type SnapshotPathsQueryVariables = Exact<{
  top: number;
}>;


export type SnapshotPathsQuery = { categories: Array<{ slug: string, productCount: number }>, products: { items: Array<{ urlPath: string, brandSlug: string }> } };

export type CartFieldsFragment = { id: string, version: number, customerOwned: boolean, warning: string | null, notices: Array<string>, items: Array<{ itemId: number, sku: string, qty: number, name: string, errors: Array<string>, prescriptionRequired: boolean, price: { paise: number }, rowTotal: { paise: number }, product: { urlPath: string } | null }>, totals: { itemsQty: number, subtotal: { paise: number }, grandTotal: { paise: number }, savings: { paise: number }, segments: Array<{ code: string, title: string, value: { paise: number } }> } };

export type CartQueryVariables = Exact<{
  cartId: string | number;
}>;


export type CartQuery = { cart: { id: string, version: number, customerOwned: boolean, warning: string | null, notices: Array<string>, items: Array<{ itemId: number, sku: string, qty: number, name: string, errors: Array<string>, prescriptionRequired: boolean, price: { paise: number }, rowTotal: { paise: number }, product: { urlPath: string } | null }>, totals: { itemsQty: number, subtotal: { paise: number }, grandTotal: { paise: number }, savings: { paise: number }, segments: Array<{ code: string, title: string, value: { paise: number } }> } } | null };

export type CartCreateMutationVariables = Exact<{
  guestCartId?: string | number | null | undefined;
}>;


export type CartCreateMutation = { cartCreate: { id: string, version: number, customerOwned: boolean, warning: string | null, notices: Array<string>, items: Array<{ itemId: number, sku: string, qty: number, name: string, errors: Array<string>, prescriptionRequired: boolean, price: { paise: number }, rowTotal: { paise: number }, product: { urlPath: string } | null }>, totals: { itemsQty: number, subtotal: { paise: number }, grandTotal: { paise: number }, savings: { paise: number }, segments: Array<{ code: string, title: string, value: { paise: number } }> } } };

export type CartAddItemMutationVariables = Exact<{
  cartId: string | number;
  sku: string;
  qty: number;
  requestId?: string | null | undefined;
}>;


export type CartAddItemMutation = { cartAddItem: { id: string, version: number, customerOwned: boolean, warning: string | null, notices: Array<string>, items: Array<{ itemId: number, sku: string, qty: number, name: string, errors: Array<string>, prescriptionRequired: boolean, price: { paise: number }, rowTotal: { paise: number }, product: { urlPath: string } | null }>, totals: { itemsQty: number, subtotal: { paise: number }, grandTotal: { paise: number }, savings: { paise: number }, segments: Array<{ code: string, title: string, value: { paise: number } }> } } };

export type CartUpdateQuantityMutationVariables = Exact<{
  cartId: string | number;
  sku: string;
  qty: number;
}>;


export type CartUpdateQuantityMutation = { cartUpdateQuantity: { id: string, version: number, customerOwned: boolean, warning: string | null, notices: Array<string>, items: Array<{ itemId: number, sku: string, qty: number, name: string, errors: Array<string>, prescriptionRequired: boolean, price: { paise: number }, rowTotal: { paise: number }, product: { urlPath: string } | null }>, totals: { itemsQty: number, subtotal: { paise: number }, grandTotal: { paise: number }, savings: { paise: number }, segments: Array<{ code: string, title: string, value: { paise: number } }> } } };

export type CartRemoveItemMutationVariables = Exact<{
  cartId: string | number;
  sku: string;
}>;


export type CartRemoveItemMutation = { cartRemoveItem: { id: string, version: number, customerOwned: boolean, warning: string | null, notices: Array<string>, items: Array<{ itemId: number, sku: string, qty: number, name: string, errors: Array<string>, prescriptionRequired: boolean, price: { paise: number }, rowTotal: { paise: number }, product: { urlPath: string } | null }>, totals: { itemsQty: number, subtotal: { paise: number }, grandTotal: { paise: number }, savings: { paise: number }, segments: Array<{ code: string, title: string, value: { paise: number } }> } } };

export type ProductCardFieldsFragment = { sku: string, name: string, urlPath: string, discountPercent: number, specialPrice: boolean, manufacturer: string, saltinfo: string, packSize: string, dosageForm: string, prescriptionRequired: boolean, inStock: boolean, generated: boolean, typeId: string, price: { paise: number }, mrp: { paise: number } };

export type ProductPageQueryVariables = Exact<{
  parentSku: string;
  slug: string;
}>;


export type ProductPageQuery = { product: { id: number, parentSku: string, slug: string, brandSlug: string, optionLabel: string | null, qtyMax: number, categoryIds: Array<number>, sku: string, name: string, urlPath: string, discountPercent: number, specialPrice: boolean, manufacturer: string, saltinfo: string, packSize: string, dosageForm: string, prescriptionRequired: boolean, inStock: boolean, generated: boolean, typeId: string, configurableOptions: Array<{ attributeCode: string, label: string, values: Array<{ label: string }> }>, configurableChildren: Array<{ sku: string, slug: string, status: number, inStock: boolean, discountPercent: number, price: { paise: number }, mrp: { paise: number }, attributes: Array<{ code: string, value: string }> }>, price: { paise: number }, mrp: { paise: number } } | null };

export type ProductBySkuQueryVariables = Exact<{
  sku: string;
}>;


export type ProductBySkuQuery = { product: { id: number, parentSku: string, slug: string, brandSlug: string, optionLabel: string | null, qtyMax: number, categoryIds: Array<number>, sku: string, name: string, urlPath: string, discountPercent: number, specialPrice: boolean, manufacturer: string, saltinfo: string, packSize: string, dosageForm: string, prescriptionRequired: boolean, inStock: boolean, generated: boolean, typeId: string, configurableOptions: Array<{ attributeCode: string, label: string, values: Array<{ label: string }> }>, configurableChildren: Array<{ sku: string, slug: string, status: number, inStock: boolean, discountPercent: number, price: { paise: number }, mrp: { paise: number }, attributes: Array<{ code: string, value: string }> }>, price: { paise: number }, mrp: { paise: number } } | null };

export type ProductDetailFieldsFragment = { id: number, parentSku: string, slug: string, brandSlug: string, optionLabel: string | null, qtyMax: number, categoryIds: Array<number>, sku: string, name: string, urlPath: string, discountPercent: number, specialPrice: boolean, manufacturer: string, saltinfo: string, packSize: string, dosageForm: string, prescriptionRequired: boolean, inStock: boolean, generated: boolean, typeId: string, configurableOptions: Array<{ attributeCode: string, label: string, values: Array<{ label: string }> }>, configurableChildren: Array<{ sku: string, slug: string, status: number, inStock: boolean, discountPercent: number, price: { paise: number }, mrp: { paise: number }, attributes: Array<{ code: string, value: string }> }>, price: { paise: number }, mrp: { paise: number } };

export type ProductListQueryVariables = Exact<{
  categoryId?: number | null | undefined;
  brand?: string | null | undefined;
  keyword?: string | null | undefined;
  priceRange?: string | null | undefined;
  inStock?: boolean | null | undefined;
  sort?: ProductSort | null | undefined;
  start?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type ProductListQuery = { products: { total: number, start: number, perPage: number, items: Array<{ parentSku: string, slug: string, sku: string, name: string, urlPath: string, discountPercent: number, specialPrice: boolean, manufacturer: string, saltinfo: string, packSize: string, dosageForm: string, prescriptionRequired: boolean, inStock: boolean, generated: boolean, typeId: string, price: { paise: number }, mrp: { paise: number } }> } };

export type CategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type CategoriesQuery = { categories: Array<{ id: number, parentId: number, level: number, name: string, slug: string, position: number, productCount: number, discountLine: string | null }> };

export type SearchPanelQueryVariables = Exact<{
  query: string;
  size?: number | null | undefined;
}>;


export type SearchPanelQuery = { search: { total: number, matchedTerms: Array<string>, suggestions: Array<string>, items: Array<{ sku: string, name: string, saltinfo: string, urlPath: string, prescriptionRequired: boolean, price: { paise: number } }> } };

export type SearchResultsQueryVariables = Exact<{
  query: string;
  filters?: SearchFilters | null | undefined;
  sort?: SearchSort | null | undefined;
  start?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type SearchResultsQuery = { search: { total: number, start: number, perPage: number, exhaustive: boolean, suggestions: Array<string>, items: Array<{ sku: string, name: string, urlPath: string, discountPercent: number, specialPrice: boolean, manufacturer: string, saltinfo: string, packSize: string, dosageForm: string, prescriptionRequired: boolean, inStock: boolean, generated: boolean, typeId: string, price: { paise: number }, mrp: { paise: number } }>, aggregations: { brand: Array<{ key: string, label: string, count: number }>, category: Array<{ key: string, label: string, count: number }>, price: Array<{ key: string, label: string, count: number }> } } };

export type UserFieldsFragment = { id: string, cusSid: string, mobile: string, name: string | null, email: string | null, role: Role, blocked: boolean, defaultLang: string, warehouseId: string, walletEnabled: boolean, hasPassword: boolean };

export type SessionFieldsFragment = { accessToken: string, expiresIn: number, refreshToken: string, user: { id: string, cusSid: string, mobile: string, name: string | null, email: string | null, role: Role, blocked: boolean, defaultLang: string, warehouseId: string, walletEnabled: boolean, hasPassword: boolean } };

export type RefreshSessionMutationVariables = Exact<{
  refreshToken: string;
}>;


export type RefreshSessionMutation = { refreshSession: { accessToken: string, expiresIn: number, refreshToken: string, user: { id: string, cusSid: string, mobile: string, name: string | null, email: string | null, role: Role, blocked: boolean, defaultLang: string, warehouseId: string, walletEnabled: boolean, hasPassword: boolean } } };

export type PingQueryVariables = Exact<{ [key: string]: never; }>;


export type PingQuery = { __typename: 'Query' };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const CartFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(`
    fragment CartFields on Cart {
  id
  version
  customerOwned
  warning
  notices
  items {
    itemId
    sku
    qty
    name
    price {
      paise
    }
    rowTotal {
      paise
    }
    errors
    prescriptionRequired
    product {
      urlPath
    }
  }
  totals {
    itemsQty
    subtotal {
      paise
    }
    grandTotal {
      paise
    }
    savings {
      paise
    }
    segments {
      code
      title
      value {
        paise
      }
    }
  }
}
    `, {"fragmentName":"CartFields"}) as unknown as TypedDocumentString<CartFieldsFragment, unknown>;
export const ProductCardFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(`
    fragment ProductCardFields on Product {
  sku
  name
  urlPath
  price {
    paise
  }
  mrp {
    paise
  }
  discountPercent
  specialPrice
  manufacturer
  saltinfo
  packSize
  dosageForm
  prescriptionRequired
  inStock
  generated
  typeId
}
    `, {"fragmentName":"ProductCardFields"}) as unknown as TypedDocumentString<ProductCardFieldsFragment, unknown>;
export const ProductDetailFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(`
    fragment ProductDetailFields on Product {
  ...ProductCardFields
  id
  parentSku
  slug
  brandSlug
  optionLabel
  qtyMax
  categoryIds
  configurableOptions {
    attributeCode
    label
    values {
      label
    }
  }
  configurableChildren {
    sku
    slug
    status
    inStock
    price {
      paise
    }
    mrp {
      paise
    }
    discountPercent
    attributes {
      code
      value
    }
  }
}
    fragment ProductCardFields on Product {
  sku
  name
  urlPath
  price {
    paise
  }
  mrp {
    paise
  }
  discountPercent
  specialPrice
  manufacturer
  saltinfo
  packSize
  dosageForm
  prescriptionRequired
  inStock
  generated
  typeId
}`, {"fragmentName":"ProductDetailFields"}) as unknown as TypedDocumentString<ProductDetailFieldsFragment, unknown>;
export const UserFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(`
    fragment UserFields on User {
  id
  cusSid
  mobile
  name
  email
  role
  blocked
  defaultLang
  warehouseId
  walletEnabled
  hasPassword
}
    `, {"fragmentName":"UserFields"}) as unknown as TypedDocumentString<UserFieldsFragment, unknown>;
export const SessionFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(`
    fragment SessionFields on Session {
  accessToken
  expiresIn
  refreshToken
  user {
    ...UserFields
  }
}
    fragment UserFields on User {
  id
  cusSid
  mobile
  name
  email
  role
  blocked
  defaultLang
  warehouseId
  walletEnabled
  hasPassword
}`, {"fragmentName":"SessionFields"}) as unknown as TypedDocumentString<SessionFieldsFragment, unknown>;
export const CatalogueSignatureDocument = {"__meta__":{"operationName":"CatalogueSignature","hash":"827842d49837719f9399a06947e13469212c847c5ee61e24c3bd0c8d9c94b7ee"}} as unknown as TypedDocumentString<CatalogueSignatureQuery, CatalogueSignatureQueryVariables>;
export const SnapshotPathsDocument = {"__meta__":{"operationName":"SnapshotPaths","hash":"c2ff87fc2b3c012d5099181b86ce84f7092d46d085cfe59b5a43f804f9ce511a"}} as unknown as TypedDocumentString<SnapshotPathsQuery, SnapshotPathsQueryVariables>;
export const CartDocument = {"__meta__":{"operationName":"Cart","hash":"21f22fb3323647df565ffa4e1b38d24410c127b0c892303a56980572c1e68713"}} as unknown as TypedDocumentString<CartQuery, CartQueryVariables>;
export const CartCreateDocument = {"__meta__":{"operationName":"CartCreate","hash":"321b2559961549fc15ef3a7ee7ecb426287aac33065196c4ccc3b72b147084a8"}} as unknown as TypedDocumentString<CartCreateMutation, CartCreateMutationVariables>;
export const CartAddItemDocument = {"__meta__":{"operationName":"CartAddItem","hash":"f3c10fc490bf68782f340fd251d184d474f908ba7b298722b220b7cf9d72ba85"}} as unknown as TypedDocumentString<CartAddItemMutation, CartAddItemMutationVariables>;
export const CartUpdateQuantityDocument = {"__meta__":{"operationName":"CartUpdateQuantity","hash":"b8f8c68e1d2f3aa1894bb72ac3ba9f9003ed6bd6418969e8c9dd901fdfc19e2f"}} as unknown as TypedDocumentString<CartUpdateQuantityMutation, CartUpdateQuantityMutationVariables>;
export const CartRemoveItemDocument = {"__meta__":{"operationName":"CartRemoveItem","hash":"d9b1f024752a48215204149cb4f6d12cad39199e2759641e632017d7ca2087c9"}} as unknown as TypedDocumentString<CartRemoveItemMutation, CartRemoveItemMutationVariables>;
export const ProductPageDocument = {"__meta__":{"operationName":"ProductPage","hash":"4af773442924e103115ed7e3b09f61acc91441effdeae9c6917d9cfb196a35a6"}} as unknown as TypedDocumentString<ProductPageQuery, ProductPageQueryVariables>;
export const ProductBySkuDocument = {"__meta__":{"operationName":"ProductBySku","hash":"61f06b8c7d115233345ce9e207f09f7d1aea2705ad6877910013b55495c4a65d"}} as unknown as TypedDocumentString<ProductBySkuQuery, ProductBySkuQueryVariables>;
export const ProductListDocument = {"__meta__":{"operationName":"ProductList","hash":"bc310cb6bc4d47f8b523052a93561413f781b343bea9a59ce14334a0a65b1186"}} as unknown as TypedDocumentString<ProductListQuery, ProductListQueryVariables>;
export const CategoriesDocument = {"__meta__":{"operationName":"Categories","hash":"846cda790d022becbee53609e6a7cc897567830b963430966bbf13e3670fe80d"}} as unknown as TypedDocumentString<CategoriesQuery, CategoriesQueryVariables>;
export const SearchPanelDocument = {"__meta__":{"operationName":"SearchPanel","hash":"b77c1bb7c38ada7978621ca610ca0e41256a02d7e603a083ee6418c1083b296b"}} as unknown as TypedDocumentString<SearchPanelQuery, SearchPanelQueryVariables>;
export const SearchResultsDocument = {"__meta__":{"operationName":"SearchResults","hash":"9eae4958c5f1d4202fedb2c86c503c827b708580c9a3b695f88ba94897d994cb"}} as unknown as TypedDocumentString<SearchResultsQuery, SearchResultsQueryVariables>;
export const RefreshSessionDocument = {"__meta__":{"operationName":"RefreshSession","hash":"abda84dcbfc1883c026ba082c19e5784071a76372463e16708e52927336f6f87"}} as unknown as TypedDocumentString<RefreshSessionMutation, RefreshSessionMutationVariables>;
export const PingDocument = {"__meta__":{"operationName":"Ping","hash":"fd62e324acbd36cef07b4e4f13873507c78404993537dff6b7f887ad6e90d417"}} as unknown as TypedDocumentString<PingQuery, PingQueryVariables>;