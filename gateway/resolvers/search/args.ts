import { z } from 'zod';
import { PRICE_BUCKET_KEYS } from '../../../domain/price-buckets.ts';
import type { SearchParams } from '../../../search-index/port.ts';
import { MAX_QUERY_LENGTH } from '../../../search-index/query.ts';
import { BadUserInputError } from '../../errors.ts';
import type { QuerySearchArgs } from '../../generated/resolvers-types.ts';

const SORTS = { RELEVANCE: 'relevance', PRICE_ASC: 'price_asc', PRICE_DESC: 'price_desc', DISCOUNT_DESC: 'discount_desc' } as const;

/**
 * The search arguments as the port takes them. A query longer than 200 characters is cut (a safe
 * default); an empty one, an unknown price range or warehouse, or a non-positive category id is
 * refused with a message. Paging is normalised by the port (size <= 0 -> 50, start < 0 -> 0).
 */
const SearchArgsSchema = z.object({
  query: z
    .string()
    .transform((q) => q.trim().slice(0, MAX_QUERY_LENGTH))
    .pipe(z.string().min(1, 'Please provide a search term')),
  filters: z
    .object({
      categoryId: z.number().int().positive('Unknown category').nullish(),
      brand: z.string().trim().min(1, 'Please choose a brand').max(200, 'Unknown brand').nullish(),
      priceBucket: z.enum(PRICE_BUCKET_KEYS, `Unknown price range; use one of ${PRICE_BUCKET_KEYS.join(', ')}`).nullish(),
      inStock: z.boolean().nullish(),
      prescriptionRequired: z.boolean().nullish(),
    })
    .nullish(),
  sort: z.enum(['RELEVANCE', 'PRICE_ASC', 'PRICE_DESC', 'DISCOUNT_DESC']).nullish(),
  start: z.number().int().nullish(),
  size: z.number().int().nullish(),
  warehouseId: z
    .string()
    .regex(/^[A-Z]{2}-\d{2}$/, 'Unknown warehouse')
    .nullish(),
  groupId: z.number().int().positive('Unknown customer group').nullish(),
  groupToken: z.string().max(500, 'Unknown customer group').nullish(),
});

const orUndefined = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

export function parseSearchArgs(args: QuerySearchArgs): SearchParams {
  const parsed = SearchArgsSchema.safeParse(args);
  if (!parsed.success) throw new BadUserInputError(parsed.error.issues[0]?.message ?? 'Invalid search', parsed.error);
  const { query, filters, sort, start, size, warehouseId, groupId, groupToken } = parsed.data;
  return {
    query,
    sort: SORTS[sort ?? 'RELEVANCE'],
    start: orUndefined(start),
    size: orUndefined(size),
    warehouseId: orUndefined(warehouseId),
    groupId: orUndefined(groupId),
    groupToken: orUndefined(groupToken),
    filters: {
      categoryId: orUndefined(filters?.categoryId),
      brand: orUndefined(filters?.brand),
      priceBucket: orUndefined(filters?.priceBucket),
      inStock: orUndefined(filters?.inStock),
      prescriptionRequired: orUndefined(filters?.prescriptionRequired),
    },
  };
}

/** Only a plain search a customer submitted counts as "found nothing" for staff. */
export function isRecordableMiss(params: SearchParams, intent: QuerySearchArgs['intent']): boolean {
  const filtered = Object.values(params.filters ?? {}).some((v) => v !== undefined);
  return intent !== 'TYPEAHEAD' && !filtered && (params.start ?? 0) <= 0;
}
