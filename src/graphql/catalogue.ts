import { graphql } from '../gql/index.ts';

/** Operations the pages run on the server (at build time or on demand). */

export const PRODUCT_CARD_FIELDS = graphql(`
  fragment ProductCardFields on Product {
    sku
    name
    urlPath
    price { paise }
    mrp { paise }
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
`);

export const PRODUCT_PAGE_QUERY = graphql(`
  query ProductPage($parentSku: String!, $slug: String!) {
    product(parentSku: $parentSku, slug: $slug) { ...ProductDetailFields }
  }
`);

export const PRODUCT_BY_SKU_QUERY = graphql(`
  query ProductBySku($sku: String!) {
    product(sku: $sku) { ...ProductDetailFields }
  }
`);

export const PRODUCT_DETAIL_FIELDS = graphql(`
  fragment ProductDetailFields on Product {
    ...ProductCardFields
    id
    parentSku
    slug
    brandSlug
    optionLabel
    qtyMax
    categoryIds
    configurableOptions { attributeCode label values { label } }
    configurableChildren {
      sku
      slug
      status
      inStock
      price { paise }
      mrp { paise }
      discountPercent
      attributes { code value }
    }
  }
`);

export const PRODUCT_LIST_QUERY = graphql(`
  query ProductList($categoryId: Int, $brand: String, $keyword: String, $priceRange: String, $inStock: Boolean, $sort: ProductSort, $start: Int, $size: Int) {
    products(categoryId: $categoryId, brand: $brand, keyword: $keyword, priceRange: $priceRange, inStock: $inStock, sort: $sort, start: $start, size: $size) {
      total
      start
      perPage
      items { ...ProductCardFields parentSku slug }
    }
  }
`);

export const CATEGORIES_QUERY = graphql(`
  query Categories {
    categories { id parentId level name slug position productCount discountLine }
  }
`);
