import { applyDiscount, toPaise } from '../domain/money.ts';
import { categoryForSalts, MEDICINES_CATEGORY_ID } from './categories.ts';
import { brandKey, cleanComposition, cleanName, dosageForm, slugify } from './clean.ts';
import type { MedicineRow } from './medicines-csv.ts';
import { requiresPrescription } from './prescription-rule.ts';
import type { CatalogueProduct } from './product.ts';
import { intBetween, seededRandom } from './random.ts';

/** Default discount on medicines off MRP (storefront.md §9: default 16). */
export const MEDICINE_DISCOUNT_PERCENT = 16;

export interface ImportReport {
  imported: number;
  discontinued: string[];
  duplicates: string[];
}

export function medicineSku(sourceId: number): string {
  return `MED${String(sourceId).padStart(6, '0')}`;
}

/**
 * Cleans the medicine rows into catalogue products.
 * - compositions trimmed and joined as saltinfo;
 * - discontinued rows kept but disabled (status 2), so they never list, search or sell;
 * - a repeated name keeps one product: the first row still on sale (the others are reported);
 * - stock quantities are GENERATED (seeded), since the source has none.
 */
export function importMedicines(rows: readonly MedicineRow[], seed = 20261122): { products: CatalogueProduct[]; report: ImportReport } {
  const random = seededRandom(seed);
  const report: ImportReport = { imported: 0, discontinued: [], duplicates: [] };
  const ordered = [...rows].sort((a, b) => Number(a.Is_discontinued === 'TRUE') - Number(b.Is_discontinued === 'TRUE') || a.id - b.id);
  const seenNames = new Set<string>();
  const products: CatalogueProduct[] = [];

  for (const row of ordered) {
    const name = cleanName(row.name);
    const key = name.toLowerCase();
    if (seenNames.has(key)) {
      report.duplicates.push(`${row.id} ${name}`);
      continue;
    }
    seenNames.add(key);
    const discontinued = row.Is_discontinued === 'TRUE';
    if (discontinued) report.discontinued.push(`${row.id} ${name}`);

    const salts = [row.short_composition1, row.short_composition2].map(cleanComposition).filter((s) => s !== '');
    const mrpPaise = toPaise(row['price(₹)']);
    const stockRoll = random();
    const qty = stockRoll < 0.05 ? 0 : intBetween(random, 5, 250);
    const saltNames = salts.map((s) => s.replace(/\s*\(.*$/, ''));
    products.push({
      id: row.id,
      sku: medicineSku(row.id),
      parentSku: medicineSku(row.id),
      typeId: 'simple',
      name,
      slug: slugify(name),
      mrpPaise,
      pricePaise: applyDiscount(mrpPaise, MEDICINE_DISCOUNT_PERCENT),
      manufacturer: cleanName(row.manufacturer_name),
      saltinfo: salts.join(' + '),
      salts,
      packSizeLabel: cleanName(row.pack_size_label),
      dosageForm: dosageForm(name, row.pack_size_label),
      prescriptionRequired: requiresPrescription(salts),
      categoryIds: [MEDICINES_CATEGORY_ID, categoryForSalts(salts)],
      visibility: 4,
      status: discontinued ? 2 : 1,
      qty,
      searchkey1: brandKey(name),
      metaKeyword: [brandKey(name), ...saltNames.map((s) => s.toLowerCase())].join(', '),
      priority: row.id,
      generated: false,
      createdAt: new Date(Date.UTC(2026, 0, 1) + row.id * 3_600_000).toISOString(),
    });
  }
  report.imported = products.length;
  return { products, report };
}
