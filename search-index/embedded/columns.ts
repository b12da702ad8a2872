import { priceBucketIndex } from '../../domain/price-buckets.ts';
import { isSearchable, type SearchDocument } from '../port.ts';

/**
 * Per-document values the engine filters, counts and sorts on, computed once when a document is
 * indexed (pre-computed facet keys): no search reads a document object until the page is chosen.
 */
export class DocumentColumns {
  readonly documents: SearchDocument[] = [];
  /** 1 when the ordinal is current and visible to search (visibility 2,3,4 and status 0,1). */
  readonly listed: number[] = [];
  readonly brand: number[] = [];
  /** Category ids, and the same as small interned indexes for counting. */
  readonly categories: number[][] = [];
  readonly categorySlots: number[][] = [];
  readonly bucket: number[] = [];
  readonly inStock: number[] = [];
  readonly prescription: number[] = [];
  readonly price: number[] = [];
  readonly discount: number[] = [];
  readonly priority: number[] = [];

  /** Brands by lower-cased name (Meilisearch compares strings without case, so does this engine). */
  readonly #brandIds = new Map<string, number>();
  readonly brandLabels: string[] = [];
  readonly categoryLabels = new Map<number, string>();
  readonly #categorySlot = new Map<number, number>();
  readonly categoryIdBySlot: number[] = [];

  get size(): number {
    return this.documents.length;
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

  #internCategory(id: number): number {
    let slot = this.#categorySlot.get(id);
    if (slot === undefined) {
      slot = this.categoryIdBySlot.length;
      this.#categorySlot.set(id, slot);
      this.categoryIdBySlot.push(id);
    }
    return slot;
  }

  /** Sets (or overwrites) the values of `ordinal` from `doc`. */
  set(ordinal: number, doc: SearchDocument): void {
    this.documents[ordinal] = doc;
    this.listed[ordinal] = isSearchable(doc) ? 1 : 0;
    this.brand[ordinal] = this.#internBrand(doc.manufacturer);
    this.categories[ordinal] = doc.categoryIds;
    this.categorySlots[ordinal] = doc.categoryIds.map((id) => this.#internCategory(id));
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
  }

  /** Takes an ordinal out of every result (a replaced or removed document). */
  retire(ordinal: number): void {
    this.listed[ordinal] = 0;
  }
}
