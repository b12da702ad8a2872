import type { SearchDocument } from '../port.ts';
import { grown } from './typed-arrays.ts';

/**
 * The documents the engine returns, kept by column instead of as one object each: at 500,000 products
 * the objects alone held about 490 MB of heap (35 properties and a dozen strings apiece), more than the
 * index. Here a document costs its text's bytes plus a few numbers:
 * - `text`: strings that differ from product to product (name, SKU, slug…), UTF-8 in one growing
 *   buffer, with a start per document and a length per field;
 * - `shared`: values many products have in common (manufacturer, salts, pack label, category lists,
 *   configurable options), each distinct value kept once and referred to by number;
 * - `number` and `flag`: typed arrays.
 * A document is rebuilt only when it is shown: a page of 50 costs microseconds. Rebuilt documents share
 * their `shared` values (the same array object for the same category list): callers must not mutate them.
 */
type FieldKind = 'text' | 'shared' | 'number' | 'flag';

/** Every field of a SearchDocument and how it is kept (the type makes a new Product field choose). */
const FIELDS: { readonly [K in keyof SearchDocument]-?: FieldKind } = {
  id: 'number',
  sku: 'text',
  parentSku: 'text',
  typeId: 'shared',
  name: 'text',
  slug: 'text',
  urlPath: 'text',
  pricePaise: 'number',
  mrpPaise: 'number',
  discountPercent: 'number',
  specialApplied: 'flag',
  manufacturer: 'shared',
  brandSlug: 'shared',
  optionLabel: 'shared',
  configurableOptions: 'shared',
  configurableChildren: 'shared',
  saltinfo: 'shared',
  packSize: 'shared',
  dosageForm: 'shared',
  prescriptionRequired: 'flag',
  stockQty: 'number',
  inStock: 'flag',
  qtyMax: 'number',
  qtyMultiple: 'number',
  categoryIds: 'shared',
  categoryNames: 'shared',
  visibility: 'number',
  status: 'number',
  searchkey1: 'text',
  metaKeyword: 'text',
  priority: 'number',
  generated: 'flag',
  createdAt: 'text',
};

type Key = keyof SearchDocument;
const KEYS = Object.keys(FIELDS) as Key[];
const of = (kind: FieldKind) => KEYS.filter((key) => FIELDS[key] === kind);
const TEXT = of('text');
const SHARED = of('shared');
const NUMBER = of('number');
const FLAG = of('flag');

const INITIAL_CAPACITY = 1024;
const INITIAL_HEAP = 1 << 16;

export class DocumentStore {
  #capacity = 0;
  #count = 0;
  /** Where each document's text starts in the heap, and each text field's length in bytes. */
  #textStart = new Float64Array(0);
  #textLength: Uint32Array[] = TEXT.map(() => new Uint32Array(0));
  #heap = Buffer.allocUnsafe(INITIAL_HEAP);
  #heapUsed = 0;
  /** Bytes no document points at any more (text rewritten in place). */
  #heapWasted = 0;
  #shared: Uint32Array[] = SHARED.map(() => new Uint32Array(0));
  readonly #values: unknown[][] = SHARED.map(() => []);
  readonly #valueIds: Map<string, number>[] = SHARED.map(() => new Map());
  #numbers: Float64Array[] = NUMBER.map(() => new Float64Array(0));
  #flags: Uint8Array[] = FLAG.map(() => new Uint8Array(0));

  /** Ordinals in use (0 … size-1). */
  get size(): number {
    return this.#count;
  }

  /** Bytes of text kept, and of those, bytes left behind by rewrites. */
  get textBytes(): { used: number; wasted: number } {
    return { used: this.#heapUsed, wasted: this.#heapWasted };
  }

  #ensure(ordinal: number): void {
    if (ordinal < this.#capacity) return;
    const capacity = Math.max(INITIAL_CAPACITY, ordinal + 1, Math.ceil(this.#capacity * 1.5));
    this.#textStart = grown(this.#textStart, capacity);
    this.#textLength = this.#textLength.map((a) => grown(a, capacity));
    this.#shared = this.#shared.map((a) => grown(a, capacity));
    this.#numbers = this.#numbers.map((a) => grown(a, capacity));
    this.#flags = this.#flags.map((a) => grown(a, capacity));
    this.#capacity = capacity;
  }

  #reserveHeap(bytes: number): void {
    if (this.#heapUsed + bytes <= this.#heap.length) return;
    const next = Buffer.allocUnsafe(Math.max(this.#heap.length * 2, this.#heapUsed + bytes));
    this.#heap.copy(next, 0, 0, this.#heapUsed);
    this.#heap = next;
  }

  #intern(field: number, value: unknown): number {
    const key = typeof value === 'string' ? value : `\u0000${JSON.stringify(value)}`;
    const ids = this.#valueIds[field] as Map<string, number>;
    let id = ids.get(key);
    if (id === undefined) {
      const values = this.#values[field] as unknown[];
      id = values.length;
      values.push(value);
      ids.set(key, id);
    }
    return id;
  }

  /** Stores `doc` at `ordinal` (the next one, or one already in use: its values are replaced). */
  set(ordinal: number, doc: SearchDocument): void {
    this.#ensure(ordinal);
    if (ordinal < this.#count) this.#heapWasted += TEXT.reduce((n, _, f) => n + ((this.#textLength[f] as Uint32Array)[ordinal] as number), 0);
    else this.#count = ordinal + 1;
    const texts = TEXT.map((key) => doc[key] as string);
    this.#reserveHeap(texts.reduce((n, text) => n + Buffer.byteLength(text), 0));
    this.#textStart[ordinal] = this.#heapUsed;
    texts.forEach((text, f) => {
      const written = this.#heap.write(text, this.#heapUsed);
      (this.#textLength[f] as Uint32Array)[ordinal] = written;
      this.#heapUsed += written;
    });
    SHARED.forEach((key, f) => {
      (this.#shared[f] as Uint32Array)[ordinal] = this.#intern(f, doc[key]);
    });
    NUMBER.forEach((key, f) => {
      (this.#numbers[f] as Float64Array)[ordinal] = doc[key] as number;
    });
    FLAG.forEach((key, f) => {
      (this.#flags[f] as Uint8Array)[ordinal] = doc[key] ? 1 : 0;
    });
  }

  /** The document at `ordinal`, rebuilt. */
  get(ordinal: number): SearchDocument {
    if (ordinal < 0 || ordinal >= this.#count) throw new RangeError(`No document at ${ordinal}`);
    const doc: Record<string, unknown> = {};
    let at = this.#textStart[ordinal] as number;
    TEXT.forEach((key, f) => {
      const length = (this.#textLength[f] as Uint32Array)[ordinal] as number;
      doc[key] = this.#heap.toString('utf8', at, at + length);
      at += length;
    });
    SHARED.forEach((key, f) => {
      doc[key] = (this.#values[f] as unknown[])[(this.#shared[f] as Uint32Array)[ordinal] as number];
    });
    NUMBER.forEach((key, f) => {
      doc[key] = (this.#numbers[f] as Float64Array)[ordinal];
    });
    FLAG.forEach((key, f) => {
      doc[key] = (this.#flags[f] as Uint8Array)[ordinal] === 1;
    });
    return doc as unknown as SearchDocument;
  }

  /** Gives back the spare capacity once the bulk load is over (later documents grow the arrays again). */
  trim(): void {
    const exact = <T extends Float64Array | Uint32Array | Uint8Array>(a: T) => a.slice(0, this.#count) as T;
    this.#textStart = exact(this.#textStart);
    this.#textLength = this.#textLength.map(exact);
    this.#shared = this.#shared.map(exact);
    this.#numbers = this.#numbers.map(exact);
    this.#flags = this.#flags.map(exact);
    this.#capacity = this.#count;
    const heap = Buffer.allocUnsafe(this.#heapUsed);
    this.#heap.copy(heap, 0, 0, this.#heapUsed);
    this.#heap = heap;
  }
}
