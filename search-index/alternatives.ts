import {
  type Alternative,
  type AlternativeInput,
  type AlternativesRefusal,
  alternativeKey,
  MAX_ALTERNATIVES,
  normaliseComposition,
  type Pack,
  packUnits,
  rankAlternatives,
  rankCandidates,
} from '../domain/alternatives.ts';
import type { Product } from '../domain/product.ts';
import { isSellable } from '../domain/sellable.ts';

/**
 * The alternatives index (issue 16): the gateway keeps it beside search, fed by the same export and
 * change feed (gateway/search-feed.ts), and answers "what is cheaper than this product" in memory.
 *
 * CONTRACT (other code depends on it): `replaceAll`, `upsert`, `product`, `alternatives`.
 * Sellable products are grouped by `alternativeKey` as they are fed, so a question ranks only its group
 * (createScanningAlternativesIndex, the first version, is kept as the benchmark's baseline).
 */
export type AlternativesLookup =
  | {
      ok: true;
      product: Product;
      /** The normalised composition and form the alternatives share. */
      composition: string;
      items: { product: Product; alternative: Alternative }[];
    }
  | { ok: false; product: Product | undefined; reason: 'unknown-product' | AlternativesRefusal };

export interface AlternativesIndex {
  /** Replaces every product. */
  replaceAll(products: readonly Product[]): void;
  /** Adds or replaces products by SKU (price, stock, disabled). */
  upsert(products: readonly Product[]): void;
  /** A product by SKU as last fed, sellable or not; undefined when never seen. */
  product(sku: string): Product | undefined;
  /** The product's alternatives, best first, at most `max` (12). */
  alternatives(sku: string, max?: number): AlternativesLookup;
  readonly size: number;
}

/** Products a customer can buy: domain/sellable.ts, the one rule the upstream's estimations check too. */
export { isSellable };

export function alternativeInput(product: Product): AlternativeInput {
  return {
    sku: product.sku,
    name: product.name,
    saltinfo: product.saltinfo,
    packSizeLabel: product.packSize,
    pricePaise: product.pricePaise,
    inStock: product.inStock,
    priority: product.priority,
  };
}

/** A product as fed, with what ranking needs read once: its group (alternativeKey), its pack, or why it has no alternatives. */
interface Entry {
  /** The product as fed; null when the index reads products from `productOf` instead. */
  product: Product | null;
  input: AlternativeInput;
  pack: Pack | null;
  /** alternativeKey; null when the composition or the form cannot be read. */
  key: string | null;
  /** Why this product, as a target, has no alternatives; null when it can have some. */
  refusal: AlternativesRefusal | null;
}

function entryOf(product: Product, keepProduct: boolean): Entry {
  const input = alternativeInput(product);
  const key = alternativeKey(input);
  const pack = product.typeId === 'configurable' ? null : packUnits(input.packSizeLabel);
  const composition = normaliseComposition(input.saltinfo);
  const refusal: AlternativesRefusal | null = !composition.ok ? composition.reason : key === null ? 'no-form' : pack === null ? 'no-pack-size' : null;
  return { product: keepProduct ? product : null, input, pack, key, refusal };
}

export interface AlternativesOptions {
  /**
   * Where the index reads a product when it answers, if the caller keeps the products already (the
   * gateway's embedded search engine does, by column): the index then keeps only what ranking needs.
   * At 500,000 products the product objects it would hold cost about 470 MB of each process's memory.
   */
  productOf?: (sku: string) => Product | undefined;
}

/**
 * The index: every product by SKU, and the sellable ones grouped by alternativeKey (same salts, strengths,
 * form and release type), so a question ranks one group instead of the catalogue. A configurable parent
 * has no pack of its own (its label lists its children's), so as a target it says 'no-pack-size'; its
 * children are asked one by one.
 */
export function createAlternativesIndex(options: AlternativesOptions = {}): AlternativesIndex {
  const bySku = new Map<string, Entry>();
  const { productOf } = options;
  const productIn = (entry: Entry | undefined): Product | undefined => (entry ? (entry.product ?? productOf?.(entry.input.sku)) : undefined);
  const groups = new Map<string, Map<string, Entry>>();

  const remove = (sku: string) => {
    const old = bySku.get(sku);
    if (old?.key == null) return;
    const group = groups.get(old.key);
    group?.delete(sku);
    if (group?.size === 0) groups.delete(old.key);
  };
  const add = (product: Product) => {
    remove(product.sku);
    const entry = entryOf(product, productOf === undefined);
    bySku.set(product.sku, entry);
    if (entry.key === null || !isSellable(product)) return;
    let group = groups.get(entry.key);
    if (!group) {
      group = new Map();
      groups.set(entry.key, group);
    }
    group.set(product.sku, entry);
  };

  return {
    replaceAll(products) {
      bySku.clear();
      groups.clear();
      for (const product of products) add(product);
    },
    upsert(products) {
      for (const product of products) add(product);
    },
    product: (sku) => productIn(bySku.get(sku)),
    alternatives(sku, max = MAX_ALTERNATIVES) {
      const entry = bySku.get(sku);
      const product = productIn(entry);
      if (!entry || !product) return { ok: false, product: undefined, reason: 'unknown-product' };
      const { input, key, pack, refusal } = entry;
      if (refusal !== null || key === null || pack === null) return { ok: false, product, reason: refusal ?? 'no-pack-size' };
      const group = groups.get(key);
      const { items } = rankCandidates({ product: input, pack }, group ? [...group.values()].map((e) => ({ product: e.input, pack: e.pack })) : [], max);
      return {
        ok: true,
        product,
        composition: key,
        items: items.flatMap((alternative) => {
          const found = productIn(group?.get(alternative.sku));
          return found ? [{ product: found, alternative }] : [];
        }),
      };
    },
    get size() {
      return bySku.size;
    },
  };
}

/**
 * The first version (scans every product on each question): kept as the benchmark's baseline
 * (bench/alternatives.ts) and as the reference the grouped index is checked against in tests.
 */
export function createScanningAlternativesIndex(): AlternativesIndex {
  const bySku = new Map<string, Product>();
  return {
    replaceAll(products) {
      bySku.clear();
      for (const product of products) bySku.set(product.sku, product);
    },
    upsert(products) {
      for (const product of products) bySku.set(product.sku, product);
    },
    product: (sku) => bySku.get(sku),
    alternatives(sku, max = MAX_ALTERNATIVES) {
      const product = bySku.get(sku);
      if (!product) return { ok: false, product: undefined, reason: 'unknown-product' };
      const candidates = [...bySku.values()].filter(isSellable).map(alternativeInput);
      const ranked = rankAlternatives(alternativeInput(product), candidates, max);
      if (!ranked.ok) return { ok: false, product, reason: ranked.reason };
      return {
        ok: true,
        product,
        composition: alternativeKey(alternativeInput(product)) ?? '',
        items: ranked.items.flatMap((alternative) => {
          const found = bySku.get(alternative.sku);
          return found ? [{ product: found, alternative }] : [];
        }),
      };
    },
    get size() {
      return bySku.size;
    },
  };
}
