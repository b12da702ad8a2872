import { fileURLToPath } from 'node:url';
import { buildCategoryTree, type Category } from './categories.ts';
import { generateOtcProducts } from './generate-otc.ts';
import { generateScaleMedicines } from './generate-scale.ts';
import { type ImportReport, importMedicines } from './import-medicines.ts';
import { readMedicinesCsv } from './medicines-csv.ts';
import type { CatalogueProduct } from './product.ts';

export const MEDICINES_CSV = fileURLToPath(new URL('../data/medicines-sample.csv', import.meta.url));

export interface Catalogue {
  products: CatalogueProduct[];
  categories: Category[];
  report: ImportReport & { generated: number };
}

/**
 * The seed catalogue: the 500 real medicines, cleaned, plus generated OTC products; with `size` above
 * that, generated medicines fill it up to `size` products (for scale work and benchmarks).
 */
export function loadCatalogue(options: { size?: number; csvPath?: string } = {}): Catalogue {
  const { products, report } = importMedicines(readMedicinesCsv(options.csvPath ?? MEDICINES_CSV));
  const otc = generateOtcProducts();
  const base = [...products, ...otc];
  const extra = options.size && options.size > base.length ? generateScaleMedicines(products, options.size - base.length) : [];
  return {
    products: [...base, ...extra],
    categories: buildCategoryTree(),
    report: { ...report, generated: otc.length + extra.length },
  };
}
