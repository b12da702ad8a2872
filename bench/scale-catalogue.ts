import type { Product } from '../domain/product.ts';
import { catalogueDocuments } from '../test-utils/search-documents.ts';

/**
 * The catalogue the scale benchmarks run on: the seed catalogue (500 real medicines, 120 generated OTC
 * products) filled up to `size` with generated medicines (catalogue/generate-scale.ts), as the gateway
 * receives them from the export. Everything but the real rows is `generated: true`; the count is checked
 * so a benchmark never reports real figures for a catalogue it did not build. For bench/alternatives.ts
 * and the estimation benchmark.
 */
export function scaleCatalogue(size = 100_000): Product[] {
  const products = catalogueDocuments(size);
  if (products.length !== size) throw new Error(`asked for ${size} products, built ${products.length}`);
  return products;
}

/** How many of `products` are generated (labelled), for the benchmark's header. */
export function generatedShare(products: readonly Product[]): { generated: number; real: number } {
  const generated = products.filter((p) => p.generated).length;
  return { generated, real: products.length - generated };
}
