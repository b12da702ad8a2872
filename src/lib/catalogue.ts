import type { ProductListQuery } from '../gql/graphql.ts';
import { CATEGORIES_QUERY, PRODUCT_LIST_QUERY } from '../graphql/catalogue.ts';
import { query } from './gateway.ts';

export type ListedProduct = ProductListQuery['products']['items'][number];

export const PAGE_SIZE = 50;
const EXPORT_PAGE = 500;

/** Every listed product, page by page (for getStaticPaths). */
export async function allListedProducts(): Promise<ListedProduct[]> {
  const products: ListedProduct[] = [];
  for (let start = 0; ; start += EXPORT_PAGE) {
    const { products: page } = await query(PRODUCT_LIST_QUERY, { start, size: EXPORT_PAGE });
    products.push(...page.items);
    if (page.items.length === 0 || products.length >= page.total) return products;
  }
}

const CATEGORY_TTL_MS = 5 * 60_000;
let categoriesCache: { at: number; value: ReturnType<typeof loadCategories> } | undefined;

async function loadCategories() {
  return (await query(CATEGORIES_QUERY, {})).categories;
}

/** The category tree changes rarely: one fetch serves a whole build, and on-demand pages for 5 minutes. */
export function allCategories() {
  if (!categoriesCache || Date.now() - categoriesCache.at > CATEGORY_TTL_MS) {
    const value = loadCategories();
    categoriesCache = { at: Date.now(), value };
    value.catch(() => {
      categoriesCache = undefined;
    });
  }
  return categoriesCache.value;
}
