import type { SearchSort } from '../../../search-index/port.ts';
import { PRICE_BUCKETS, type PriceBucketKey } from '../../../search-index/price-buckets.ts';
import { BadUserInputError } from '../../errors.ts';
import type { SearchSort as GqlSearchSort, Resolvers } from '../../generated/resolvers-types.ts';

const SORTS: Record<GqlSearchSort, SearchSort> = {
  RELEVANCE: 'relevance',
  PRICE_ASC: 'price_asc',
  PRICE_DESC: 'price_desc',
  DISCOUNT_DESC: 'discount_desc',
};
const MAX_QUERY_LENGTH = 200;

function priceBucket(value: string | null | undefined): PriceBucketKey | undefined {
  if (value === null || value === undefined) return undefined;
  const bucket = PRICE_BUCKETS.find((b) => b.key === value);
  if (!bucket) throw new BadUserInputError(`Unknown price range "${value.slice(0, 20)}"; use one of ${PRICE_BUCKETS.map((b) => b.key).join(', ')}`);
  return bucket.key;
}

export const searchResolvers: Resolvers = {
  Query: {
    search: (_parent, { query, filters, sort, start, size }, { search }) => {
      const text = query.trim().slice(0, MAX_QUERY_LENGTH);
      if (text.length < 1) throw new BadUserInputError('Please provide a search term');
      return search.search({
        query: text,
        sort: SORTS[sort ?? 'RELEVANCE'],
        start: start ?? 0,
        size: size ?? 50,
        filters: {
          categoryId: filters?.categoryId ?? undefined,
          brand: filters?.brand ?? undefined,
          priceBucket: priceBucket(filters?.priceBucket),
          inStock: filters?.inStock ?? undefined,
          prescriptionRequired: filters?.prescriptionRequired ?? undefined,
        },
      });
    },
  },
};
