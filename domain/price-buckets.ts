import { formatRupees } from './money.ts';

/** The price ranges of storefront.md §7 (in paise), with the labels of §5. */
export const PRICE_BUCKETS = [
  { key: '0-50', fromPaise: 0, toPaise: 5000 },
  { key: '50-100', fromPaise: 5000, toPaise: 10000 },
  { key: '100-150', fromPaise: 10000, toPaise: 15000 },
  { key: '150+', fromPaise: 15000, toPaise: null },
] as const;
export type PriceBucketKey = (typeof PRICE_BUCKETS)[number]['key'];
export const PRICE_BUCKET_KEYS = PRICE_BUCKETS.map((b) => b.key) as [PriceBucketKey, ...PriceBucketKey[]];

export function priceBucketIndex(pricePaise: number): number {
  const index = PRICE_BUCKETS.findIndex((b) => pricePaise >= b.fromPaise && (b.toPaise === null || pricePaise < b.toPaise));
  return index === -1 ? 0 : index;
}

export function priceBucketOf(pricePaise: number): PriceBucketKey {
  return PRICE_BUCKETS[priceBucketIndex(pricePaise)]?.key ?? '0-50';
}

/** Whole rupees without decimals: "₹50". */
function rupees(paise: number): string {
  return formatRupees(paise).replace(/\.00$/, '');
}

/**
 * §5: '< {currency}{to}' for the first bucket, '{currency}{from} - {to}' for the middle ones, and
 * '> {currency}{from}' for the last (the reading this storefront takes of the two the spec gives).
 */
export function priceBucketLabel(key: PriceBucketKey): string {
  const index = PRICE_BUCKETS.findIndex((b) => b.key === key);
  const bucket = PRICE_BUCKETS[index];
  if (!bucket) return key;
  if (index === 0 && bucket.toPaise !== null) return `< ${rupees(bucket.toPaise)}`;
  if (bucket.toPaise === null) return `> ${rupees(bucket.fromPaise)}`;
  return `${rupees(bucket.fromPaise)} - ${bucket.toPaise / 100}`;
}

export function isPriceBucketKey(value: unknown): value is PriceBucketKey {
  return PRICE_BUCKETS.some((b) => b.key === value);
}
