import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { Product as ProductModel, Category as CategoryModel, ConfigurableChild as ConfigurableChildModel } from '../../domain/product.ts';
import type { CartSnapshot as CartSnapshotModel, CartLine as CartLineModel, CartTotalsSnapshot as CartTotalsSnapshotModel, TotalSegmentSnapshot as TotalSegmentSnapshotModel } from '../clients/cart-client.ts';
import type { SearchResult as SearchResultModel } from '../../search-index/port.ts';
import type { GatewayContext } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /**
   * A cart line quantity: a positive whole number up to 10000. Anything else is refused with the
   * spec's quantity message (extensions.code BAD_USER_INPUT).
   */
  Quantity: { input: number; output: number; }
};

export type Cart = {
  __typename?: 'Cart';
  /** The server cart token. */
  id: Scalars['ID']['output'];
  items: Array<CartItem>;
  totals: CartTotals;
};

export type CartItem = {
  __typename?: 'CartItem';
  itemId: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  price: Money;
  /** The product as the catalogue has it now; null if it has since been disabled. */
  product?: Maybe<Product>;
  qty: Scalars['Int']['output'];
  rowTotal: Money;
  sku: Scalars['String']['output'];
};

export type CartTotals = {
  __typename?: 'CartTotals';
  grandTotal: Money;
  itemsQty: Scalars['Int']['output'];
  /** Saved against MRP (totalcartSavings). */
  savings: Money;
  segments: Array<TotalSegment>;
  subtotal: Money;
};

export type Category = {
  __typename?: 'Category';
  childrenCount: Scalars['Int']['output'];
  /** The home page's discount line for the popular categories, e.g. 'Upto 20% discount'. */
  discountLine?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  level: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  parentId: Scalars['Int']['output'];
  position: Scalars['Int']['output'];
  productCount: Scalars['Int']['output'];
  slug: Scalars['String']['output'];
  urlPath: Scalars['String']['output'];
};

export type ChildAttribute = {
  __typename?: 'ChildAttribute';
  code: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type ConfigurableChild = {
  __typename?: 'ConfigurableChild';
  attributes: Array<ChildAttribute>;
  discountPercent: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  inStock: Scalars['Boolean']['output'];
  mrp: Money;
  price: Money;
  sku: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type ConfigurableOption = {
  __typename?: 'ConfigurableOption';
  attributeCode: Scalars['String']['output'];
  attributeId: Scalars['Int']['output'];
  label: Scalars['String']['output'];
  values: Array<ConfigurableOptionValue>;
};

export type ConfigurableOptionValue = {
  __typename?: 'ConfigurableOptionValue';
  label: Scalars['String']['output'];
  valueIndex: Scalars['Int']['output'];
};

export type FacetBucket = {
  __typename?: 'FacetBucket';
  count: Scalars['Int']['output'];
  /** The value to filter on: a manufacturer, a category id, a price bucket key. */
  key: Scalars['String']['output'];
  /** What the customer reads: the manufacturer, the category name, '< ₹50'. */
  label: Scalars['String']['output'];
};

export type Health = {
  __typename?: 'Health';
  indexedProducts: Scalars['Int']['output'];
  ok: Scalars['Boolean']['output'];
  searchEngine: Scalars['String']['output'];
};

/**
 * Money in Indian rupees. `paise` is exact; `amount` is the decimal string ("223.42").
 * Clients format with Intl (en-IN, INR, 2 decimals).
 */
export type Money = {
  __typename?: 'Money';
  amount: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  paise: Scalars['Int']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Adds qty of the product to the cart (added to any quantity already there). */
  cartAddItem: Cart;
  /** Creates a guest cart on the server and returns it, empty. */
  cartCreate: Cart;
  cartRemoveItem: Cart;
  /** Sets the quantity of a line. */
  cartUpdateQuantity: Cart;
};


export type MutationCartAddItemArgs = {
  cartId: Scalars['ID']['input'];
  qty?: Scalars['Quantity']['input'];
  sku: Scalars['String']['input'];
};


export type MutationCartRemoveItemArgs = {
  cartId: Scalars['ID']['input'];
  sku: Scalars['String']['input'];
};


export type MutationCartUpdateQuantityArgs = {
  cartId: Scalars['ID']['input'];
  qty: Scalars['Quantity']['input'];
  sku: Scalars['String']['input'];
};

export type Product = {
  __typename?: 'Product';
  /** The manufacturer as a URL key, for /b/{brandSlug}. */
  brandSlug: Scalars['String']['output'];
  categoryIds: Array<Scalars['Int']['output']>;
  configurableChildren: Array<ConfigurableChild>;
  /** Configurable products only (empty otherwise). */
  configurableOptions: Array<ConfigurableOption>;
  /** Whole percent off MRP, rounded down. */
  discountPercent: Scalars['Int']['output'];
  dosageForm: Scalars['String']['output'];
  /** True for products made by the seeded generator, not from the real medicine data. */
  generated: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  inStock: Scalars['Boolean']['output'];
  manufacturer: Scalars['String']['output'];
  /** Maximum retail price, printed on the pack. */
  mrp: Money;
  name: Scalars['String']['output'];
  /** A pack-size child's option value. */
  optionLabel?: Maybe<Scalars['String']['output']>;
  packSize: Scalars['String']['output'];
  parentSku: Scalars['String']['output'];
  prescriptionRequired: Scalars['Boolean']['output'];
  price: Money;
  qtyMax: Scalars['Int']['output'];
  /** Salt composition, e.g. Amoxycillin (500mg) + Clavulanic Acid (125mg). */
  saltinfo: Scalars['String']['output'];
  sku: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  /** True when the price is a special price running today (storefront.md §5). */
  specialPrice: Scalars['Boolean']['output'];
  typeId: Scalars['String']['output'];
  /** Path of the product page: /p/{parentSku}/{slug} */
  urlPath: Scalars['String']['output'];
};

export type ProductList = {
  __typename?: 'ProductList';
  items: Array<Product>;
  perPage: Scalars['Int']['output'];
  start: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export enum ProductSort {
  DiscountDesc = 'DISCOUNT_DESC',
  /** Newest first (the new-collection list) */
  Newest = 'NEWEST',
  PriceAsc = 'PRICE_ASC',
  PriceDesc = 'PRICE_DESC',
  /** Relevant: the catalogue's priority */
  Priority = 'PRIORITY'
}

export type Query = {
  __typename?: 'Query';
  cart?: Maybe<Cart>;
  /** Active categories below the root, ordered by level and position. */
  categories: Array<Category>;
  /** A category by URL key or by id. */
  category?: Maybe<Category>;
  /** Liveness of the gateway and which search engine answers. */
  health: Health;
  /** A product by SKU, or by parent SKU and slug. Null when unknown or disabled. */
  product?: Maybe<Product>;
  /**
   * Listed products (visibility 2-4, status 0-1), of a category (visibility 2 or 4, status 1), a brand
   * (manufacturer URL key) or a keyword, optionally in a price range (0-50, 50-100, 100-150, 150+) and in
   * stock only. size <= 0 resets to 50, negative start to 0; an unknown price range is ignored.
   */
  products: ProductList;
  /**
   * Product search forgiving misspellings (storefront.md §7): visibility 2,3,4 and status 0,1 always;
   * size <= 0 resets to 50 (at most 200), a negative start to 0. The service accepts 1 character; the
   * storefront asks for 3. warehouseId, groupId and groupToken pass through to the engine (price tiers
   * are not modelled yet).
   */
  search: SearchResult;
};


export type QueryCartArgs = {
  cartId: Scalars['ID']['input'];
};


export type QueryCategoryArgs = {
  id?: InputMaybe<Scalars['Int']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
};


export type QueryProductArgs = {
  parentSku?: InputMaybe<Scalars['String']['input']>;
  sku?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
};


export type QueryProductsArgs = {
  brand?: InputMaybe<Scalars['String']['input']>;
  categoryId?: InputMaybe<Scalars['Int']['input']>;
  inStock?: InputMaybe<Scalars['Boolean']['input']>;
  keyword?: InputMaybe<Scalars['String']['input']>;
  priceRange?: InputMaybe<Scalars['String']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ProductSort>;
  start?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySearchArgs = {
  filters?: InputMaybe<SearchFilters>;
  groupId?: InputMaybe<Scalars['Int']['input']>;
  groupToken?: InputMaybe<Scalars['String']['input']>;
  intent?: InputMaybe<SearchIntent>;
  query: Scalars['String']['input'];
  size?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<SearchSort>;
  start?: InputMaybe<Scalars['Int']['input']>;
  warehouseId?: InputMaybe<Scalars['String']['input']>;
};

export type SearchAggregations = {
  __typename?: 'SearchAggregations';
  /** The 10 manufacturers with the most matches. */
  brand: Array<FacetBucket>;
  /** The 10 categories with the most matches. */
  category: Array<FacetBucket>;
  /** The four price buckets, in price order, with the storefront's labels. */
  price: Array<FacetBucket>;
};

export type SearchFilters = {
  /** A manufacturer, as the brand facet gives it (case does not matter). */
  brand?: InputMaybe<Scalars['String']['input']>;
  categoryId?: InputMaybe<Scalars['Int']['input']>;
  /** true: only products in stock */
  inStock?: InputMaybe<Scalars['Boolean']['input']>;
  prescriptionRequired?: InputMaybe<Scalars['Boolean']['input']>;
  /** One of 0-50, 50-100, 100-150, 150+ (rupees) */
  priceBucket?: InputMaybe<Scalars['String']['input']>;
};

/** Why a search is made. A search submitted by the customer that finds nothing is recorded for staff; a typeahead keystroke is not. */
export enum SearchIntent {
  Submit = 'SUBMIT',
  Typeahead = 'TYPEAHEAD'
}

export type SearchResult = {
  __typename?: 'SearchResult';
  aggregations: SearchAggregations;
  /** False when the engine estimated total and the facet counts instead of counting them. */
  exhaustive: Scalars['Boolean']['output'];
  items: Array<Product>;
  /** Index words the query matched in these items, after typo and prefix matching ("augmentn" gives "augmentin"), for highlighting. */
  matchedTerms: Array<Scalars['String']['output']>;
  perPage: Scalars['Int']['output'];
  start: Scalars['Int']['output'];
  /** Corrected queries worth offering when nothing was found ("Did you mean"). */
  suggestions: Array<Scalars['String']['output']>;
  total: Scalars['Int']['output'];
};

export enum SearchSort {
  /** Discount high to low */
  DiscountDesc = 'DISCOUNT_DESC',
  /** Price low to high */
  PriceAsc = 'PRICE_ASC',
  /** Price high to low */
  PriceDesc = 'PRICE_DESC',
  /** Relevant (priority): best match first, the catalogue's priority breaking ties */
  Relevance = 'RELEVANCE'
}

export type TotalSegment = {
  __typename?: 'TotalSegment';
  code: Scalars['String']['output'];
  title: Scalars['String']['output'];
  value: Money;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Cart: ResolverTypeWrapper<CartSnapshotModel>;
  CartItem: ResolverTypeWrapper<CartLineModel>;
  CartTotals: ResolverTypeWrapper<CartTotalsSnapshotModel>;
  Category: ResolverTypeWrapper<CategoryModel>;
  ChildAttribute: ResolverTypeWrapper<ChildAttribute>;
  ConfigurableChild: ResolverTypeWrapper<ConfigurableChildModel>;
  ConfigurableOption: ResolverTypeWrapper<ConfigurableOption>;
  ConfigurableOptionValue: ResolverTypeWrapper<ConfigurableOptionValue>;
  FacetBucket: ResolverTypeWrapper<FacetBucket>;
  Health: ResolverTypeWrapper<Health>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Money: ResolverTypeWrapper<number>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Product: ResolverTypeWrapper<ProductModel>;
  ProductList: ResolverTypeWrapper<Omit<ProductList, 'items'> & { items: Array<ResolversTypes['Product']> }>;
  ProductSort: ProductSort;
  Quantity: ResolverTypeWrapper<Scalars['Quantity']['output']>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SearchAggregations: ResolverTypeWrapper<SearchAggregations>;
  SearchFilters: SearchFilters;
  SearchIntent: SearchIntent;
  SearchResult: ResolverTypeWrapper<SearchResultModel>;
  SearchSort: SearchSort;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TotalSegment: ResolverTypeWrapper<TotalSegmentSnapshotModel>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Boolean: Scalars['Boolean']['output'];
  Cart: CartSnapshotModel;
  CartItem: CartLineModel;
  CartTotals: CartTotalsSnapshotModel;
  Category: CategoryModel;
  ChildAttribute: ChildAttribute;
  ConfigurableChild: ConfigurableChildModel;
  ConfigurableOption: ConfigurableOption;
  ConfigurableOptionValue: ConfigurableOptionValue;
  FacetBucket: FacetBucket;
  Health: Health;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Money: number;
  Mutation: Record<PropertyKey, never>;
  Product: ProductModel;
  ProductList: Omit<ProductList, 'items'> & { items: Array<ResolversParentTypes['Product']> };
  Quantity: Scalars['Quantity']['output'];
  Query: Record<PropertyKey, never>;
  SearchAggregations: SearchAggregations;
  SearchFilters: SearchFilters;
  SearchResult: SearchResultModel;
  String: Scalars['String']['output'];
  TotalSegment: TotalSegmentSnapshotModel;
};

export type CartResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Cart'] = ResolversParentTypes['Cart']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['CartItem']>, ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['CartTotals'], ParentType, ContextType>;
};

export type CartItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CartItem'] = ResolversParentTypes['CartItem']> = {
  itemId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  qty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rowTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CartTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CartTotals'] = ResolversParentTypes['CartTotals']> = {
  grandTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  itemsQty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  savings?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  segments?: Resolver<Array<ResolversTypes['TotalSegment']>, ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type CategoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = {
  childrenCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  discountLine?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  urlPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ChildAttributeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChildAttribute'] = ResolversParentTypes['ChildAttribute']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConfigurableChildResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConfigurableChild'] = ResolversParentTypes['ConfigurableChild']> = {
  attributes?: Resolver<Array<ResolversTypes['ChildAttribute']>, ParentType, ContextType>;
  discountPercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  inStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mrp?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ConfigurableOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConfigurableOption'] = ResolversParentTypes['ConfigurableOption']> = {
  attributeCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  attributeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['ConfigurableOptionValue']>, ParentType, ContextType>;
};

export type ConfigurableOptionValueResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConfigurableOptionValue'] = ResolversParentTypes['ConfigurableOptionValue']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  valueIndex?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FacetBucketResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FacetBucket'] = ResolversParentTypes['FacetBucket']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HealthResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Health'] = ResolversParentTypes['Health']> = {
  indexedProducts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  searchEngine?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MoneyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = {
  amount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paise?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  cartAddItem?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationCartAddItemArgs, 'cartId' | 'qty' | 'sku'>>;
  cartCreate?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  cartRemoveItem?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationCartRemoveItemArgs, 'cartId' | 'sku'>>;
  cartUpdateQuantity?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationCartUpdateQuantityArgs, 'cartId' | 'qty' | 'sku'>>;
};

export type ProductResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  brandSlug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  categoryIds?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  configurableChildren?: Resolver<Array<ResolversTypes['ConfigurableChild']>, ParentType, ContextType>;
  configurableOptions?: Resolver<Array<ResolversTypes['ConfigurableOption']>, ParentType, ContextType>;
  discountPercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dosageForm?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  generated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  inStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  manufacturer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mrp?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  optionLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  packSize?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentSku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prescriptionRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  qtyMax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  saltinfo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  specialPrice?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  typeId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  urlPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductListResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductList'] = ResolversParentTypes['ProductList']> = {
  items?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  perPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export interface QuantityScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Quantity'], any> {
  name: 'Quantity';
}

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType, RequireFields<QueryCartArgs, 'cartId'>>;
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType, Partial<QueryCategoryArgs>>;
  health?: Resolver<ResolversTypes['Health'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, Partial<QueryProductArgs>>;
  products?: Resolver<ResolversTypes['ProductList'], ParentType, ContextType, RequireFields<QueryProductsArgs, 'size' | 'sort' | 'start'>>;
  search?: Resolver<ResolversTypes['SearchResult'], ParentType, ContextType, RequireFields<QuerySearchArgs, 'intent' | 'query' | 'size' | 'sort' | 'start'>>;
};

export type SearchAggregationsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchAggregations'] = ResolversParentTypes['SearchAggregations']> = {
  brand?: Resolver<Array<ResolversTypes['FacetBucket']>, ParentType, ContextType>;
  category?: Resolver<Array<ResolversTypes['FacetBucket']>, ParentType, ContextType>;
  price?: Resolver<Array<ResolversTypes['FacetBucket']>, ParentType, ContextType>;
};

export type SearchResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchResult'] = ResolversParentTypes['SearchResult']> = {
  aggregations?: Resolver<ResolversTypes['SearchAggregations'], ParentType, ContextType>;
  exhaustive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  matchedTerms?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  perPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  suggestions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TotalSegmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TotalSegment'] = ResolversParentTypes['TotalSegment']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  Cart?: CartResolvers<ContextType>;
  CartItem?: CartItemResolvers<ContextType>;
  CartTotals?: CartTotalsResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  ChildAttribute?: ChildAttributeResolvers<ContextType>;
  ConfigurableChild?: ConfigurableChildResolvers<ContextType>;
  ConfigurableOption?: ConfigurableOptionResolvers<ContextType>;
  ConfigurableOptionValue?: ConfigurableOptionValueResolvers<ContextType>;
  FacetBucket?: FacetBucketResolvers<ContextType>;
  Health?: HealthResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductList?: ProductListResolvers<ContextType>;
  Quantity?: GraphQLScalarType;
  Query?: QueryResolvers<ContextType>;
  SearchAggregations?: SearchAggregationsResolvers<ContextType>;
  SearchResult?: SearchResultResolvers<ContextType>;
  TotalSegment?: TotalSegmentResolvers<ContextType>;
};

