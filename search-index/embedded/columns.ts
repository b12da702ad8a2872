import { priceBucketIndex } from '../../domain/price-buckets.ts';
import { isSearchable, type SearchDocument } from '../port.ts';
import { grown } from './typed-arrays.ts';

/**
 * Per-document values the engine filters, counts and sorts on, computed once when a document is
 * indexed (pre-computed facet keys) and kept in typed arrays by ordinal: no search reads a document
 * until the page is chosen. A product's categories are kept as one number for its whole list (a
 * "category set": a catalogue has few distinct lists), so counting categories over 400,000 matches is
 * one increment each, spread to the categories at the end.
 */
export class DocumentColumns {
  #capacity = 0;
  #size = 0;
  /** 1 when the ordinal is current and visible to search (visibility 2,3,4 and status 0,1). */
  listed = new Uint8Array(0);
  brand = new Uint32Array(0);
  categorySet = new Uint32Array(0);
  bucket = new Uint8Array(0);
  inStock = new Uint8Array(0);
  prescription = new Uint8Array(0);
  price = new Float64Array(0);
  discount = new Float64Array(0);
  priority = new Float64Array(0);
  /**
   * The document's brand, category set and price bucket as one number (a catalogue has a few thousand
   * such combinations): counting facets over 500,000 matches is one read and one increment each,
   * spread to brands, categories and buckets at the end (facets.ts).
   */
  facetKey = new Uint32Array(0);
  readonly facetKeys: { brand: number; categorySet: number; bucket: number }[] = [];
  readonly #facetKeyIds = new Map<number, number>();

  /** Brands by lower-cased name (Meilisearch compares strings without case, so does this engine). */
  readonly #brandIds = new Map<string, number>();
  readonly brandLabels: string[] = [];
  readonly categoryLabels = new Map<number, string>();
  /** Each distinct list of category ids, by set number, and the same as interned slots for counting. */
  readonly categorySets: (readonly number[])[] = [];
  readonly categorySetSlots: (readonly number[])[] = [];
  readonly #categorySetIds = new Map<string, number>();
  readonly #categorySlot = new Map<number, number>();
  readonly categoryIdBySlot: number[] = [];

  get size(): number {
    return this.#size;
  }

  brandId(name: string): number | undefined {
    return this.#brandIds.get(name.toLowerCase());
  }

  #internBrand(name: string): number {
    const key = name.toLowerCase();
    let id = this.#brandIds.get(key);
    if (id === undefined) {
      id = this.brandLabels.length;
      this.#brandIds.set(key, id);
      this.brandLabels.push(name);
    }
    return id;
  }

  #internCategorySet(ids: readonly number[]): number {
    const key = ids.join(',');
    let set = this.#categorySetIds.get(key);
    if (set === undefined) {
      set = this.categorySets.length;
      this.#categorySetIds.set(key, set);
      this.categorySets.push([...ids]);
      this.categorySetSlots.push(
        ids.map((id) => {
          let slot = this.#categorySlot.get(id);
          if (slot === undefined) {
            slot = this.categoryIdBySlot.length;
            this.#categorySlot.set(id, slot);
            this.categoryIdBySlot.push(id);
          }
          return slot;
        }),
      );
    }
    return set;
  }

  /** For a category filter: 1 for each category set that holds `categoryId`. */
  setsWithCategory(categoryId: number): Uint8Array {
    return Uint8Array.from(this.categorySets, (ids) => (ids.includes(categoryId) ? 1 : 0));
  }

  #ensure(ordinal: number): void {
    if (ordinal < this.#capacity) return;
    const capacity = Math.max(1024, ordinal + 1, Math.ceil(this.#capacity * 1.5));
    const grow = <T extends Uint8Array | Uint32Array | Float64Array>(array: T): T => grown(array, capacity);
    this.listed = grow(this.listed);
    this.brand = grow(this.brand);
    this.categorySet = grow(this.categorySet);
    this.bucket = grow(this.bucket);
    this.inStock = grow(this.inStock);
    this.prescription = grow(this.prescription);
    this.price = grow(this.price);
    this.discount = grow(this.discount);
    this.priority = grow(this.priority);
    this.facetKey = grow(this.facetKey);
    this.#capacity = capacity;
  }

  /** Sets (or overwrites) the values of `ordinal` from `doc`. */
  set(ordinal: number, doc: SearchDocument): void {
    this.#ensure(ordinal);
    this.#size = Math.max(this.#size, ordinal + 1);
    this.listed[ordinal] = isSearchable(doc) ? 1 : 0;
    this.brand[ordinal] = this.#internBrand(doc.manufacturer);
    this.categorySet[ordinal] = this.#internCategorySet(doc.categoryIds);
    doc.categoryIds.forEach((id, i) => {
      const name = doc.categoryNames[i];
      if (name) this.categoryLabels.set(id, name);
    });
    this.bucket[ordinal] = priceBucketIndex(doc.pricePaise);
    this.inStock[ordinal] = doc.inStock ? 1 : 0;
    this.prescription[ordinal] = doc.prescriptionRequired ? 1 : 0;
    this.price[ordinal] = doc.pricePaise;
    this.discount[ordinal] = doc.discountPercent;
    this.priority[ordinal] = doc.priority;
    this.facetKey[ordinal] = this.#internFacetKey(this.brand[ordinal] as number, this.categorySet[ordinal] as number, this.bucket[ordinal] as number);
  }

  #internFacetKey(brand: number, categorySet: number, bucket: number): number {
    // Buckets are fewer than 16 and sets fewer than 2^20 in any catalogue this engine holds in memory.
    const code = (brand * 2 ** 20 + categorySet) * 16 + bucket;
    let id = this.#facetKeyIds.get(code);
    if (id === undefined) {
      id = this.facetKeys.length;
      this.#facetKeyIds.set(code, id);
      this.facetKeys.push({ brand, categorySet, bucket });
    }
    return id;
  }

  /** Takes an ordinal out of every result (a replaced or removed document). */
  retire(ordinal: number): void {
    this.listed[ordinal] = 0;
  }
}
