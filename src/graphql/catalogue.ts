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
    manufacturer
    saltinfo
    packSize
    dosageForm
    prescriptionRequired
    inStock
    generated
  }
`);

export const PRODUCT_PAGE_QUERY = graphql(`
  query ProductPage($parentSku: String!, $slug: String!) {
    product(parentSku: $parentSku, slug: $slug) {
      ...ProductCardFields
      id
      parentSku
      slug
      qtyMax
      categoryIds
    }
  }
`);

export const PRODUCT_LIST_QUERY = graphql(`
  query ProductList($categoryId: Int, $sort: ProductSort, $start: Int, $size: Int) {
    products(categoryId: $categoryId, sort: $sort, start: $start, size: $size) {
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
