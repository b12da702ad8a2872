export { buildCategoryTree, type Category, POPULAR_CATEGORIES, ROOT_CATEGORY_ID } from './categories.ts';
export { loadCatalogue } from './load.ts';
export type { CatalogueProduct } from './product.ts';
