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
export const CartDocument = /* @__PURE__ */ new TypedDocumentString(`
    query Cart($cartId: ID!) {
  cart(cartId: $cartId) {
    ...CartFields
  }
}
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
}`) as unknown as TypedDocumentString<CartQuery, CartQueryVariables>;
export const CartCreateDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation CartCreate($guestCartId: ID) {
  cartCreate(guestCartId: $guestCartId) {
    ...CartFields
  }
}
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
}`) as unknown as TypedDocumentString<CartCreateMutation, CartCreateMutationVariables>;
export const CartAddItemDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation CartAddItem($cartId: ID!, $sku: String!, $qty: Quantity!, $requestId: String) {
  cartAddItem(cartId: $cartId, sku: $sku, qty: $qty, requestId: $requestId) {
    ...CartFields
  }
}
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
}`) as unknown as TypedDocumentString<CartAddItemMutation, CartAddItemMutationVariables>;
export const CartUpdateQuantityDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation CartUpdateQuantity($cartId: ID!, $sku: String!, $qty: Quantity!) {
  cartUpdateQuantity(cartId: $cartId, sku: $sku, qty: $qty) {
    ...CartFields
  }
}
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
}`) as unknown as TypedDocumentString<CartUpdateQuantityMutation, CartUpdateQuantityMutationVariables>;
export const CartRemoveItemDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation CartRemoveItem($cartId: ID!, $sku: String!) {
  cartRemoveItem(cartId: $cartId, sku: $sku) {
    ...CartFields
  }
}
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
}`) as unknown as TypedDocumentString<CartRemoveItemMutation, CartRemoveItemMutationVariables>;
export const ProductPageDocument = /* @__PURE__ */ new TypedDocumentString(`
    query ProductPage($parentSku: String!, $slug: String!) {
  product(parentSku: $parentSku, slug: $slug) {
    ...ProductDetailFields
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
}
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
}`) as unknown as TypedDocumentString<ProductPageQuery, ProductPageQueryVariables>;
export const ProductBySkuDocument = /* @__PURE__ */ new TypedDocumentString(`
    query ProductBySku($sku: String!) {
  product(sku: $sku) {
    ...ProductDetailFields
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
}
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
}`) as unknown as TypedDocumentString<ProductBySkuQuery, ProductBySkuQueryVariables>;
export const ProductListDocument = /* @__PURE__ */ new TypedDocumentString(`
    query ProductList($categoryId: Int, $brand: String, $keyword: String, $priceRange: String, $inStock: Boolean, $sort: ProductSort, $start: Int, $size: Int) {
  products(
    categoryId: $categoryId
    brand: $brand
    keyword: $keyword
    priceRange: $priceRange
    inStock: $inStock
    sort: $sort
    start: $start
    size: $size
  ) {
    total
    start
    perPage
    items {
      ...ProductCardFields
      parentSku
      slug
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
}`) as unknown as TypedDocumentString<ProductListQuery, ProductListQueryVariables>;
export const CategoriesDocument = /* @__PURE__ */ new TypedDocumentString(`
    query Categories {
  categories {
    id
    parentId
    level
    name
    slug
    position
    productCount
    discountLine
  }
}
    `) as unknown as TypedDocumentString<CategoriesQuery, CategoriesQueryVariables>;
export const SearchPanelDocument = /* @__PURE__ */ new TypedDocumentString(`
    query SearchPanel($query: String!, $size: Int) {
  search(query: $query, size: $size, intent: TYPEAHEAD) {
    total
    matchedTerms
    suggestions
    items {
      sku
      name
      saltinfo
      urlPath
      prescriptionRequired
      price {
        paise
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SearchPanelQuery, SearchPanelQueryVariables>;
export const SearchResultsDocument = /* @__PURE__ */ new TypedDocumentString(`
    query SearchResults($query: String!, $filters: SearchFilters, $sort: SearchSort, $start: Int, $size: Int) {
  search(
    query: $query
    filters: $filters
    sort: $sort
    start: $start
    size: $size
  ) {
    total
    start
    perPage
    exhaustive
    suggestions
    items {
      ...ProductCardFields
    }
    aggregations {
      brand {
        key
        label
        count
      }
      category {
        key
        label
        count
      }
      price {
        key
        label
        count
      }
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
}`) as unknown as TypedDocumentString<SearchResultsQuery, SearchResultsQueryVariables>;
export const RefreshSessionDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation RefreshSession($refreshToken: String!) {
  refreshSession(refreshToken: $refreshToken) {
    ...SessionFields
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
}
fragment SessionFields on Session {
  accessToken
  expiresIn
  refreshToken
  user {
    ...UserFields
  }
}`) as unknown as TypedDocumentString<RefreshSessionMutation, RefreshSessionMutationVariables>;