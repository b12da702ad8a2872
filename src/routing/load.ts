import { matchVariant, NO_AVAILABLE_VARIANTS } from '../../domain/variants.ts';
import type { CategoriesQuery, HomeBlockFieldsFragment, ProductDetailFieldsFragment, ProductListQuery } from '../gql/graphql.ts';
import { PRODUCT_BY_SKU_QUERY, PRODUCT_LIST_QUERY, PRODUCT_PAGE_QUERY } from '../graphql/catalogue.ts';
import { HOME_BLOCKS_QUERY } from '../graphql/cms.ts';
import type { Translate } from '../i18n/index.ts';
import { allCategories, PAGE_SIZE } from '../lib/catalogue.ts';
import { query } from '../lib/gateway.ts';
import { CACHE } from './cache.ts';
import { type ListingParams, parseListingParams } from './listing-params.ts';
import { productRedirect, type RequestedProduct } from './product-url.ts';
import type { RouteMatch } from './routes.ts';
import type { Site } from './site.ts';

export type Category = CategoriesQuery['categories'][number];
export type ProductList = ProductListQuery['products'];
export type ProductDetail = ProductDetailFieldsFragment;
export type Child = ProductDetail['configurableChildren'][number];
export type HomeBlock = HomeBlockFieldsFragment;
/** A popular-category tile with its category (the link is the category's page). */
export type HomeTile = { block: HomeBlock; category: Category };

export const HOME_LIST_SIZE = 8;
const MEDICINES_CATEGORY_ID = 10;

export { CACHE };

export type ListingKind = 'category' | 'brand' | 'keyword' | 'offers';

export type Loaded =
  | { view: 'home'; categories: Category[]; newest: ProductList; featured: ProductList; banners: HomeBlock[]; tiles: HomeTile[] }
  | {
      view: 'listing';
      kind: ListingKind;
      /** Name to show: the category's id for translation, the brand, the keyword. */
      category: Category | null;
      title: string;
      basePath: string;
      params: ListingParams;
      products: ProductList;
    }
  | { view: 'product'; product: ProductDetail; child: Child | null; variantError: string | null; category: Category | null }
  | { view: 'mobile-category'; categories: Category[] }
  | { view: 'not-found' };

export type ListingData = Extract<Loaded, { view: 'listing' }>;

/** The heading of a listing: the category's translated name, the brand, the keyword, or Offers. */
export function listingHeading(t: Translate, { kind, category, title }: Pick<ListingData, 'kind' | 'category' | 'title'>): string {
  if (kind === 'category' && category) return t(`categories.${category.id}`, { defaultValue: category.name });
  if (kind === 'brand') return t('listing.brandTitle', { brand: title });
  if (kind === 'keyword') return t('listing.keywordTitle', { keyword: title });
  return t('listing.offersTitle');
}

export type LoadResult = { status: 200 | 404; cacheControl: string; data: Loaded } | { status: 301; location: string };

const NOT_FOUND: LoadResult = { status: 404, cacheControl: CACHE.notFound, data: { view: 'not-found' } };
const ok = (data: Loaded): LoadResult => ({ status: 200, cacheControl: CACHE.catalogue, data });

/** Loads what a catalogue route shows; unknown slugs, SKUs and empty brand or keyword lists are 404. */
export async function loadCatalogueRoute(route: RouteMatch, url: URL, site: Site, href: (path: string) => string): Promise<LoadResult> {
  switch (route.kind) {
    case 'home':
      return loadHome(site);
    case 'mobile-category':
      return ok({ view: 'mobile-category', categories: await allCategories() });
    case 'category':
      return loadCategory(route.key, url);
    case 'brand':
      return loadListing('brand', { brand: route.brand }, `/b/${route.brand}`, url, null);
    case 'keyword':
      return loadListing('keyword', { keyword: route.keyword }, `/k/${route.keyword}`, url, null);
    case 'offers':
      return loadListing('offers', {}, '/offers', url, null, 'DISCOUNT_DESC');
    case 'product':
      return loadProduct(route, url, href);
    default:
      return NOT_FOUND;
  }
}

/**
 * The home page (storefront.md §2): the language's banners and popular-category tiles as the editors
 * publish them (a tile whose category is gone is left out), the medicine categories, the two lists.
 */
async function loadHome(site: Site): Promise<LoadResult> {
  const [categories, newest, featured, blocks] = await Promise.all([
    allCategories(),
    query(PRODUCT_LIST_QUERY, { sort: 'NEWEST', size: HOME_LIST_SIZE }),
    query(PRODUCT_LIST_QUERY, { categoryId: MEDICINES_CATEGORY_ID, sort: 'PRIORITY', size: HOME_LIST_SIZE }),
    query(HOME_BLOCKS_QUERY, { lang: site.locale }),
  ]);
  const tiles = blocks.popularCategories.flatMap((block) => {
    const category = categories.find((c) => c.id === block.categoryId);
    return category ? [{ block, category }] : [];
  });
  return {
    status: 200,
    cacheControl: CACHE.content,
    data: { view: 'home', categories, newest: newest.products, featured: featured.products, banners: blocks.banners, tiles },
  };
}

async function loadCategory(key: string, url: URL): Promise<LoadResult> {
  const categories = await allCategories();
  const category = /^\d{1,9}$/.test(key) ? categories.find((c) => c.id === Number(key)) : categories.find((c) => c.slug === key);
  if (!category) return NOT_FOUND;
  return loadListing('category', { categoryId: category.id }, `/c/${category.slug}`, url, category);
}

type ListingFilter = { categoryId?: number; brand?: string; keyword?: string };

async function loadListing(
  kind: ListingKind,
  filter: ListingFilter,
  basePath: string,
  url: URL,
  category: Category | null,
  defaultSort: ListingParams['sort'] = 'PRIORITY',
): Promise<LoadResult> {
  if (filter.brand !== undefined && !/^[a-z0-9-]{1,120}$/.test(filter.brand)) return NOT_FOUND;
  if (filter.keyword !== undefined && filter.keyword.trim().length === 0) return NOT_FOUND;
  const params = parseListingParams(url.searchParams);
  const sort = url.searchParams.has('sort') ? params.sort : defaultSort;
  const { products } = await query(PRODUCT_LIST_QUERY, {
    ...filter,
    sort,
    priceRange: params.price,
    inStock: params.inStock || undefined,
    start: (params.page - 1) * PAGE_SIZE,
    size: PAGE_SIZE,
  });
  const filtered = params.price !== null || params.inStock;
  if (products.total === 0 && !filtered && kind !== 'offers') return NOT_FOUND;
  if (products.items.length === 0 && params.page > 1) return NOT_FOUND;
  const title =
    kind === 'brand' ? (products.items[0]?.manufacturer ?? filter.brand ?? '') : kind === 'keyword' ? (filter.keyword ?? '') : (category?.name ?? '');
  return ok({ view: 'listing', kind, category, title, basePath, params: { ...params, sort }, products });
}

async function loadProduct(route: Extract<RouteMatch, { kind: 'product' }>, url: URL, href: (path: string) => string): Promise<LoadResult> {
  const { parentSku, slug, childSku } = route;
  const product = slug === null ? null : (await query(PRODUCT_PAGE_QUERY, { parentSku, slug })).product;
  if (!product || (product.optionLabel !== null && product.parentSku !== product.sku)) return redirectProduct({ sku: parentSku, slug, childSku }, url, href);
  const categories = await allCategories();
  const category = categories.filter((c) => product.categoryIds.includes(c.id)).sort((a, b) => b.level - a.level)[0] ?? null;
  if (product.typeId !== 'configurable') {
    if (childSku !== null) return NOT_FOUND;
    return ok({ view: 'product', product, child: null, variantError: null, category });
  }
  const children = product.configurableChildren.filter((c) => c.status < 2);
  if (childSku !== null) {
    const chosen = children.find((c) => c.sku === childSku);
    if (!chosen) return NOT_FOUND;
    return ok({ view: 'product', product, child: chosen, variantError: null, category });
  }
  const choice = matchVariant(
    children.map((c) => ({ ...c, pricePaise: c.price.paise, attributes: Object.fromEntries(c.attributes.map((a) => [a.code, a.value])) })),
    {},
  );
  const child = choice.child ? (children.find((c) => c.sku === choice.child?.sku) ?? null) : null;
  return ok({ view: 'product', product, child, variantError: choice.child ? null : NO_AVAILABLE_VARIANTS, category });
}

/**
 * A product URL that is not the product's own answers 301 to it (src/routing/product-url.ts): a wrong or
 * cut-off slug, or a configurable child reached by its own SKU. The query goes along. Anything else is 404.
 */
async function redirectProduct(requested: RequestedProduct, url: URL, href: (path: string) => string): Promise<LoadResult> {
  const { product: found } = await query(PRODUCT_BY_SKU_QUERY, { sku: requested.sku });
  const target = productRedirect(requested, found && { ...found, childSkus: found.configurableChildren.map((c) => c.sku) });
  const moved = (path: string): LoadResult => ({ status: 301, location: `${href(path)}${url.search}` });
  if (target.kind === 'unknown') return NOT_FOUND;
  if (target.kind === 'canonical') return moved(target.path);
  const { product: parent } = await query(PRODUCT_BY_SKU_QUERY, { sku: target.parentSku });
  return parent ? moved(`${parent.urlPath}/${target.childSku}`) : NOT_FOUND;
}
