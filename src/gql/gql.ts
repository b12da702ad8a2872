/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment CartFields on Cart {\n    id\n    items {\n      itemId\n      sku\n      qty\n      name\n      price { paise }\n      rowTotal { paise }\n      product { urlPath prescriptionRequired inStock }\n    }\n    totals {\n      itemsQty\n      subtotal { paise }\n      grandTotal { paise }\n      savings { paise }\n      segments { code title value { paise } }\n    }\n  }\n": typeof types.CartFieldsFragmentDoc,
    "\n  query Cart($cartId: ID!) {\n    cart(cartId: $cartId) { ...CartFields }\n  }\n": typeof types.CartDocument,
    "\n  mutation CartCreate {\n    cartCreate { ...CartFields }\n  }\n": typeof types.CartCreateDocument,
    "\n  mutation CartAddItem($cartId: ID!, $sku: String!, $qty: Quantity!) {\n    cartAddItem(cartId: $cartId, sku: $sku, qty: $qty) { ...CartFields }\n  }\n": typeof types.CartAddItemDocument,
    "\n  mutation CartUpdateQuantity($cartId: ID!, $sku: String!, $qty: Quantity!) {\n    cartUpdateQuantity(cartId: $cartId, sku: $sku, qty: $qty) { ...CartFields }\n  }\n": typeof types.CartUpdateQuantityDocument,
    "\n  mutation CartRemoveItem($cartId: ID!, $sku: String!) {\n    cartRemoveItem(cartId: $cartId, sku: $sku) { ...CartFields }\n  }\n": typeof types.CartRemoveItemDocument,
    "\n  fragment ProductCardFields on Product {\n    sku\n    name\n    urlPath\n    price { paise }\n    mrp { paise }\n    discountPercent\n    specialPrice\n    manufacturer\n    saltinfo\n    packSize\n    dosageForm\n    prescriptionRequired\n    inStock\n    generated\n    typeId\n  }\n": typeof types.ProductCardFieldsFragmentDoc,
    "\n  query ProductPage($parentSku: String!, $slug: String!) {\n    product(parentSku: $parentSku, slug: $slug) { ...ProductDetailFields }\n  }\n": typeof types.ProductPageDocument,
    "\n  query ProductBySku($sku: String!) {\n    product(sku: $sku) { ...ProductDetailFields }\n  }\n": typeof types.ProductBySkuDocument,
    "\n  fragment ProductDetailFields on Product {\n    ...ProductCardFields\n    id\n    parentSku\n    slug\n    brandSlug\n    optionLabel\n    qtyMax\n    categoryIds\n    configurableOptions { attributeCode label values { label } }\n    configurableChildren {\n      sku\n      slug\n      status\n      inStock\n      price { paise }\n      mrp { paise }\n      discountPercent\n      attributes { code value }\n    }\n  }\n": typeof types.ProductDetailFieldsFragmentDoc,
    "\n  query ProductList($categoryId: Int, $brand: String, $keyword: String, $priceRange: String, $inStock: Boolean, $sort: ProductSort, $start: Int, $size: Int) {\n    products(categoryId: $categoryId, brand: $brand, keyword: $keyword, priceRange: $priceRange, inStock: $inStock, sort: $sort, start: $start, size: $size) {\n      total\n      start\n      perPage\n      items { ...ProductCardFields parentSku slug }\n    }\n  }\n": typeof types.ProductListDocument,
    "\n  query Categories {\n    categories { id parentId level name slug position productCount discountLine }\n  }\n": typeof types.CategoriesDocument,
    "\n  query SearchPanel($query: String!, $size: Int) {\n    search(query: $query, size: $size, intent: TYPEAHEAD) {\n      total\n      matchedTerms\n      suggestions\n      items { sku name saltinfo urlPath prescriptionRequired price { paise } }\n    }\n  }\n": typeof types.SearchPanelDocument,
    "\n  query SearchResults($query: String!, $filters: SearchFilters, $sort: SearchSort, $start: Int, $size: Int) {\n    search(query: $query, filters: $filters, sort: $sort, start: $start, size: $size) {\n      total\n      start\n      perPage\n      exhaustive\n      suggestions\n      items { ...ProductCardFields }\n      aggregations {\n        brand { key label count }\n        category { key label count }\n        price { key label count }\n      }\n    }\n  }\n": typeof types.SearchResultsDocument,
};
const documents: Documents = {
    "\n  fragment CartFields on Cart {\n    id\n    items {\n      itemId\n      sku\n      qty\n      name\n      price { paise }\n      rowTotal { paise }\n      product { urlPath prescriptionRequired inStock }\n    }\n    totals {\n      itemsQty\n      subtotal { paise }\n      grandTotal { paise }\n      savings { paise }\n      segments { code title value { paise } }\n    }\n  }\n": types.CartFieldsFragmentDoc,
    "\n  query Cart($cartId: ID!) {\n    cart(cartId: $cartId) { ...CartFields }\n  }\n": types.CartDocument,
    "\n  mutation CartCreate {\n    cartCreate { ...CartFields }\n  }\n": types.CartCreateDocument,
    "\n  mutation CartAddItem($cartId: ID!, $sku: String!, $qty: Quantity!) {\n    cartAddItem(cartId: $cartId, sku: $sku, qty: $qty) { ...CartFields }\n  }\n": types.CartAddItemDocument,
    "\n  mutation CartUpdateQuantity($cartId: ID!, $sku: String!, $qty: Quantity!) {\n    cartUpdateQuantity(cartId: $cartId, sku: $sku, qty: $qty) { ...CartFields }\n  }\n": types.CartUpdateQuantityDocument,
    "\n  mutation CartRemoveItem($cartId: ID!, $sku: String!) {\n    cartRemoveItem(cartId: $cartId, sku: $sku) { ...CartFields }\n  }\n": types.CartRemoveItemDocument,
    "\n  fragment ProductCardFields on Product {\n    sku\n    name\n    urlPath\n    price { paise }\n    mrp { paise }\n    discountPercent\n    specialPrice\n    manufacturer\n    saltinfo\n    packSize\n    dosageForm\n    prescriptionRequired\n    inStock\n    generated\n    typeId\n  }\n": types.ProductCardFieldsFragmentDoc,
    "\n  query ProductPage($parentSku: String!, $slug: String!) {\n    product(parentSku: $parentSku, slug: $slug) { ...ProductDetailFields }\n  }\n": types.ProductPageDocument,
    "\n  query ProductBySku($sku: String!) {\n    product(sku: $sku) { ...ProductDetailFields }\n  }\n": types.ProductBySkuDocument,
    "\n  fragment ProductDetailFields on Product {\n    ...ProductCardFields\n    id\n    parentSku\n    slug\n    brandSlug\n    optionLabel\n    qtyMax\n    categoryIds\n    configurableOptions { attributeCode label values { label } }\n    configurableChildren {\n      sku\n      slug\n      status\n      inStock\n      price { paise }\n      mrp { paise }\n      discountPercent\n      attributes { code value }\n    }\n  }\n": types.ProductDetailFieldsFragmentDoc,
    "\n  query ProductList($categoryId: Int, $brand: String, $keyword: String, $priceRange: String, $inStock: Boolean, $sort: ProductSort, $start: Int, $size: Int) {\n    products(categoryId: $categoryId, brand: $brand, keyword: $keyword, priceRange: $priceRange, inStock: $inStock, sort: $sort, start: $start, size: $size) {\n      total\n      start\n      perPage\n      items { ...ProductCardFields parentSku slug }\n    }\n  }\n": types.ProductListDocument,
    "\n  query Categories {\n    categories { id parentId level name slug position productCount discountLine }\n  }\n": types.CategoriesDocument,
    "\n  query SearchPanel($query: String!, $size: Int) {\n    search(query: $query, size: $size, intent: TYPEAHEAD) {\n      total\n      matchedTerms\n      suggestions\n      items { sku name saltinfo urlPath prescriptionRequired price { paise } }\n    }\n  }\n": types.SearchPanelDocument,
    "\n  query SearchResults($query: String!, $filters: SearchFilters, $sort: SearchSort, $start: Int, $size: Int) {\n    search(query: $query, filters: $filters, sort: $sort, start: $start, size: $size) {\n      total\n      start\n      perPage\n      exhaustive\n      suggestions\n      items { ...ProductCardFields }\n      aggregations {\n        brand { key label count }\n        category { key label count }\n        price { key label count }\n      }\n    }\n  }\n": types.SearchResultsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartFields on Cart {\n    id\n    items {\n      itemId\n      sku\n      qty\n      name\n      price { paise }\n      rowTotal { paise }\n      product { urlPath prescriptionRequired inStock }\n    }\n    totals {\n      itemsQty\n      subtotal { paise }\n      grandTotal { paise }\n      savings { paise }\n      segments { code title value { paise } }\n    }\n  }\n"): (typeof documents)["\n  fragment CartFields on Cart {\n    id\n    items {\n      itemId\n      sku\n      qty\n      name\n      price { paise }\n      rowTotal { paise }\n      product { urlPath prescriptionRequired inStock }\n    }\n    totals {\n      itemsQty\n      subtotal { paise }\n      grandTotal { paise }\n      savings { paise }\n      segments { code title value { paise } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Cart($cartId: ID!) {\n    cart(cartId: $cartId) { ...CartFields }\n  }\n"): (typeof documents)["\n  query Cart($cartId: ID!) {\n    cart(cartId: $cartId) { ...CartFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CartCreate {\n    cartCreate { ...CartFields }\n  }\n"): (typeof documents)["\n  mutation CartCreate {\n    cartCreate { ...CartFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CartAddItem($cartId: ID!, $sku: String!, $qty: Quantity!) {\n    cartAddItem(cartId: $cartId, sku: $sku, qty: $qty) { ...CartFields }\n  }\n"): (typeof documents)["\n  mutation CartAddItem($cartId: ID!, $sku: String!, $qty: Quantity!) {\n    cartAddItem(cartId: $cartId, sku: $sku, qty: $qty) { ...CartFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CartUpdateQuantity($cartId: ID!, $sku: String!, $qty: Quantity!) {\n    cartUpdateQuantity(cartId: $cartId, sku: $sku, qty: $qty) { ...CartFields }\n  }\n"): (typeof documents)["\n  mutation CartUpdateQuantity($cartId: ID!, $sku: String!, $qty: Quantity!) {\n    cartUpdateQuantity(cartId: $cartId, sku: $sku, qty: $qty) { ...CartFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CartRemoveItem($cartId: ID!, $sku: String!) {\n    cartRemoveItem(cartId: $cartId, sku: $sku) { ...CartFields }\n  }\n"): (typeof documents)["\n  mutation CartRemoveItem($cartId: ID!, $sku: String!) {\n    cartRemoveItem(cartId: $cartId, sku: $sku) { ...CartFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCardFields on Product {\n    sku\n    name\n    urlPath\n    price { paise }\n    mrp { paise }\n    discountPercent\n    specialPrice\n    manufacturer\n    saltinfo\n    packSize\n    dosageForm\n    prescriptionRequired\n    inStock\n    generated\n    typeId\n  }\n"): (typeof documents)["\n  fragment ProductCardFields on Product {\n    sku\n    name\n    urlPath\n    price { paise }\n    mrp { paise }\n    discountPercent\n    specialPrice\n    manufacturer\n    saltinfo\n    packSize\n    dosageForm\n    prescriptionRequired\n    inStock\n    generated\n    typeId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductPage($parentSku: String!, $slug: String!) {\n    product(parentSku: $parentSku, slug: $slug) { ...ProductDetailFields }\n  }\n"): (typeof documents)["\n  query ProductPage($parentSku: String!, $slug: String!) {\n    product(parentSku: $parentSku, slug: $slug) { ...ProductDetailFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductBySku($sku: String!) {\n    product(sku: $sku) { ...ProductDetailFields }\n  }\n"): (typeof documents)["\n  query ProductBySku($sku: String!) {\n    product(sku: $sku) { ...ProductDetailFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductDetailFields on Product {\n    ...ProductCardFields\n    id\n    parentSku\n    slug\n    brandSlug\n    optionLabel\n    qtyMax\n    categoryIds\n    configurableOptions { attributeCode label values { label } }\n    configurableChildren {\n      sku\n      slug\n      status\n      inStock\n      price { paise }\n      mrp { paise }\n      discountPercent\n      attributes { code value }\n    }\n  }\n"): (typeof documents)["\n  fragment ProductDetailFields on Product {\n    ...ProductCardFields\n    id\n    parentSku\n    slug\n    brandSlug\n    optionLabel\n    qtyMax\n    categoryIds\n    configurableOptions { attributeCode label values { label } }\n    configurableChildren {\n      sku\n      slug\n      status\n      inStock\n      price { paise }\n      mrp { paise }\n      discountPercent\n      attributes { code value }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductList($categoryId: Int, $brand: String, $keyword: String, $priceRange: String, $inStock: Boolean, $sort: ProductSort, $start: Int, $size: Int) {\n    products(categoryId: $categoryId, brand: $brand, keyword: $keyword, priceRange: $priceRange, inStock: $inStock, sort: $sort, start: $start, size: $size) {\n      total\n      start\n      perPage\n      items { ...ProductCardFields parentSku slug }\n    }\n  }\n"): (typeof documents)["\n  query ProductList($categoryId: Int, $brand: String, $keyword: String, $priceRange: String, $inStock: Boolean, $sort: ProductSort, $start: Int, $size: Int) {\n    products(categoryId: $categoryId, brand: $brand, keyword: $keyword, priceRange: $priceRange, inStock: $inStock, sort: $sort, start: $start, size: $size) {\n      total\n      start\n      perPage\n      items { ...ProductCardFields parentSku slug }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Categories {\n    categories { id parentId level name slug position productCount discountLine }\n  }\n"): (typeof documents)["\n  query Categories {\n    categories { id parentId level name slug position productCount discountLine }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchPanel($query: String!, $size: Int) {\n    search(query: $query, size: $size, intent: TYPEAHEAD) {\n      total\n      matchedTerms\n      suggestions\n      items { sku name saltinfo urlPath prescriptionRequired price { paise } }\n    }\n  }\n"): (typeof documents)["\n  query SearchPanel($query: String!, $size: Int) {\n    search(query: $query, size: $size, intent: TYPEAHEAD) {\n      total\n      matchedTerms\n      suggestions\n      items { sku name saltinfo urlPath prescriptionRequired price { paise } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchResults($query: String!, $filters: SearchFilters, $sort: SearchSort, $start: Int, $size: Int) {\n    search(query: $query, filters: $filters, sort: $sort, start: $start, size: $size) {\n      total\n      start\n      perPage\n      exhaustive\n      suggestions\n      items { ...ProductCardFields }\n      aggregations {\n        brand { key label count }\n        category { key label count }\n        price { key label count }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchResults($query: String!, $filters: SearchFilters, $sort: SearchSort, $start: Int, $size: Int) {\n    search(query: $query, filters: $filters, sort: $sort, start: $start, size: $size) {\n      total\n      start\n      perPage\n      exhaustive\n      suggestions\n      items { ...ProductCardFields }\n      aggregations {\n        brand { key label count }\n        category { key label count }\n        price { key label count }\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;