import { fileURLToPath } from 'node:url';
import { buildCategoryTree, type Category } from './categories.ts';
import { generateOtcProducts } from './generate-otc.ts';
import { type ImportReport, importMedicines } from './import-medicines.ts';
import { readMedicinesCsv } from './medicines-csv.ts';
import type { CatalogueProduct } from './product.ts';

export const MEDICINES_CSV = fileURLToPath(new URL('../data/medicines-sample.csv', import.meta.url));

export interface Catalogue {
  products: CatalogueProduct[];
  categories: Category[];
  report: ImportReport & { generated: number };
}

/** The seed catalogue: the 500 real medicines, cleaned, plus generated OTC products. */
export function loadCatalogue(csvPath = MEDICINES_CSV): Catalogue {
  const { products, report } = importMedicines(readMedicinesCsv(csvPath));
  const otc = generateOtcProducts();
  return {
    products: [...products, ...otc],
    categories: buildCategoryTree(),
    report: { ...report, generated: otc.length },
  };
}
