/** Operations the pages run on the server (at build time or on demand). */
export {
  CategoriesDocument as CATEGORIES_QUERY,
  ProductBySkuDocument as PRODUCT_BY_SKU_QUERY,
  ProductListDocument as PRODUCT_LIST_QUERY,
  ProductPageDocument as PRODUCT_PAGE_QUERY,
} from '../gql/graphql.ts';
