import type { ListingSort } from '../../clients/catalogue-client.ts';
import { BadUserInputError } from '../../errors.ts';
import type { ProductSort, Resolvers } from '../../generated/resolvers-types.ts';

const SORTS: Record<ProductSort, ListingSort> = {
  PRIORITY: 'priority',
  PRICE_ASC: 'price_asc',
  PRICE_DESC: 'price_desc',
  DISCOUNT_DESC: 'discount_desc',
  NEWEST: 'created_desc',
};

export const productResolvers: Resolvers = {
  Product: {
    price: (p) => p.pricePaise,
    mrp: (p) => p.mrpPaise,
    specialPrice: (p) => p.specialApplied,
  },
  ConfigurableChild: {
    price: (c) => c.pricePaise,
    mrp: (c) => c.mrpPaise,
    attributes: (c) => Object.entries(c.attributes).map(([code, value]) => ({ code, value })),
  },
  Query: {
    product: (_parent, { sku, parentSku, slug }, { catalogue }) => {
      if (sku) return catalogue.product({ sku });
      if (parentSku && slug) return catalogue.product({ parentSku, slug });
      throw new BadUserInputError('Please provide the search key sku for product/single action!');
    },
    products: (_parent, { categoryId, brand, keyword, priceRange, inStock, sort, start, size }, { catalogue }) =>
      catalogue.products({
        categoryId: categoryId ?? undefined,
        brand: brand ?? undefined,
        keyword: keyword ?? undefined,
        priceRange: priceRange ?? undefined,
        inStock: inStock ?? undefined,
        sort: SORTS[sort ?? 'PRIORITY'],
        start: start ?? 0,
        size: size ?? 50,
      }),
  },
};
