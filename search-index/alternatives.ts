import {
  type Alternative,
  type AlternativeInput,
  type AlternativesRefusal,
  alternativeKey,
  MAX_ALTERNATIVES,
  normaliseComposition,
  rankAlternatives,
} from '../domain/alternatives.ts';
import type { Product } from '../domain/product.ts';

/**
 * The alternatives index (issue 16): the gateway keeps it beside search, fed by the same export and
 * change feed (gateway/search-feed.ts), and answers "what is cheaper than this product" in memory.
 *
 * CONTRACT (other code depends on it): `replaceAll`, `upsert`, `product`, `alternatives`.
 * The first version scans every product per question; the alternatives helper replaces its inside with
 * products grouped by `alternativeKey`, keeping this contract.
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

/** Products a customer can buy: enabled, visible, not a configurable parent. */
export function isSellable(product: Product): boolean {
  return product.status === 1 && product.visibility !== 1 && product.typeId !== 'configurable';
}

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

export function createAlternativesIndex(): AlternativesIndex {
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
      const composition = normaliseComposition(product.saltinfo);
      return {
        ok: true,
        product,
        composition: composition.ok ? (alternativeKey(alternativeInput(product)) ?? composition.composition.key) : '',
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
