import { PRICE_BUCKETS, priceBucketLabel } from '../../domain/price-buckets.ts';
import { AGGREGATION_SIZE, type FacetBucket, type SearchAggregations } from '../port.ts';
import type { DocumentColumns } from './columns.ts';

function top(counts: Int32Array, bucket: (slot: number, count: number) => FacetBucket): FacetBucket[] {
  const buckets: FacetBucket[] = [];
  counts.forEach((count, slot) => {
    if (count > 0) buckets.push(bucket(slot, count));
  });
  return buckets.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label)).slice(0, AGGREGATION_SIZE);
}

/** Exact counts over every candidate, from the pre-computed per-document facet key (columns.ts). */
export function countFacets(columns: DocumentColumns, candidates: Int32Array, length: number): SearchAggregations {
  const byKey = new Int32Array(columns.facetKeys.length);
  const { facetKey } = columns;
  for (let n = 0; n < length; n++) {
    const k = facetKey[candidates[n] as number] as number;
    byKey[k] = (byKey[k] as number) + 1;
  }
  const brands = new Int32Array(columns.brandLabels.length);
  const sets = new Int32Array(columns.categorySets.length);
  const buckets = new Int32Array(PRICE_BUCKETS.length);
  byKey.forEach((count, k) => {
    if (count === 0) return;
    const { brand, categorySet, bucket } = columns.facetKeys[k] as (typeof columns.facetKeys)[number];
    brands[brand] = (brands[brand] as number) + count;
    sets[categorySet] = (sets[categorySet] as number) + count;
    buckets[bucket] = (buckets[bucket] as number) + count;
  });
  const categories = new Int32Array(columns.categoryIdBySlot.length);
  sets.forEach((count, set) => {
    if (count > 0) for (const slot of columns.categorySetSlots[set] as readonly number[]) categories[slot] = (categories[slot] as number) + count;
  });
  return {
    brand: top(brands, (slot, count) => {
      const name = columns.brandLabels[slot] ?? '';
      return { key: name, label: name, count };
    }),
    category: top(categories, (slot, count) => {
      const id = columns.categoryIdBySlot[slot] ?? 0;
      return { key: String(id), label: columns.categoryLabels.get(id) ?? String(id), count };
    }),
    price: PRICE_BUCKETS.map((b, i) => ({ key: b.key, label: priceBucketLabel(b.key), count: buckets[i] ?? 0 })),
  };
}
