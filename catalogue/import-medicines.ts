import { applyDiscount, toPaise } from '../domain/money.ts';
import { categoryForSalts, MEDICINES_CATEGORY_ID } from './categories.ts';
import { brandKey, cleanComposition, cleanName, dosageForm, slugify } from './clean.ts';
import type { MedicineRow } from './medicines-csv.ts';
import { requiresPrescription } from './prescription-rule.ts';
import type { CatalogueProduct } from './product.ts';
import { intBetween, seededRandom } from './random.ts';

/** Default discount on medicines off MRP (storefront.md §9: default 16). */
export const MEDICINE_DISCOUNT_PERCENT = 16;
/** Parent ids of configurable products sit above the source ids. */
export const CONFIGURABLE_ID_BASE = 900_000;

export interface ImportReport {
  imported: number;
  discontinued: string[];
  /** Names sold in several packs, made one configurable product each: "name: n packs". */
  configurable: string[];
}

export function medicineSku(sourceId: number): string {
  return `MED${String(sourceId).padStart(6, '0')}`;
}

export function configurableSku(firstSourceId: number): string {
  return `MEDC${String(firstSourceId).padStart(6, '0')}`;
}

/**
 * Cleans the medicine rows into catalogue products.
 * - compositions trimmed and joined as saltinfo;
 * - discontinued rows kept but disabled (status 2), so they never list, search or sell;
 * - a name sold in several packs becomes ONE configurable product (listed, searched) whose children
 *   are the packs (visibility 1, each its own SKU, reached through the parent's page);
 * - stock quantities are GENERATED (seeded), since the source has none.
 */
export function importMedicines(rows: readonly MedicineRow[], seed = 20261122): { products: CatalogueProduct[]; report: ImportReport } {
  const random = seededRandom(seed);
  const report: ImportReport = { imported: 0, discontinued: [], configurable: [] };
  const groups = new Map<string, MedicineRow[]>();
  for (const row of [...rows].sort((a, b) => a.id - b.id)) {
    const key = cleanName(row.name).toLowerCase();
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }

  const products: CatalogueProduct[] = [];
  for (const group of groups.values()) {
    const simple = group.map((row) => medicineFromRow(row, random));
    for (const [i, p] of simple.entries()) if (p.status === 2) report.discontinued.push(`${group[i]?.id} ${p.name}`);
    const first = simple[0];
    if (!first) continue;
    if (simple.length === 1) {
      products.push(first);
      continue;
    }
    report.configurable.push(`${first.name}: ${simple.length} packs`);
    const parentSku = configurableSku(group[0]?.id ?? 0);
    const children = simple.map((child) => ({
      ...child,
      parentSku,
      slug: slugify(`${child.name} ${child.packSizeLabel}`),
      optionLabel: child.packSizeLabel,
      visibility: 1,
    }));
    const onSale = children.filter((c) => c.status === 1);
    const cheapest = [...(onSale.length > 0 ? onSale : children)].sort((a, b) => a.pricePaise - b.pricePaise)[0] ?? first;
    products.push({
      ...first,
      id: CONFIGURABLE_ID_BASE + (group[0]?.id ?? 0),
      sku: parentSku,
      parentSku,
      typeId: 'configurable',
      mrpPaise: cheapest.mrpPaise,
      pricePaise: cheapest.pricePaise,
      packSizeLabel: children.map((c) => c.packSizeLabel).join(' | '),
      status: onSale.length > 0 ? 1 : 2,
      qty: onSale.reduce((sum, c) => sum + c.qty, 0),
    });
    products.push(...children);
  }
  report.imported = products.length;
  return { products, report };
}

function medicineFromRow(row: MedicineRow, random: () => number): CatalogueProduct {
  const name = cleanName(row.name);
  const salts = [row.short_composition1, row.short_composition2].map(cleanComposition).filter((s) => s !== '');
  const mrpPaise = toPaise(row['price(₹)']);
  const qty = random() < 0.05 ? 0 : intBetween(random, 5, 250);
  const manufacturer = cleanName(row.manufacturer_name);
  const saltNames = salts.map((s) => s.replace(/\s*\(.*$/, '').toLowerCase());
  return {
    id: row.id,
    sku: medicineSku(row.id),
    parentSku: medicineSku(row.id),
    typeId: 'simple',
    name,
    slug: slugify(name),
    mrpPaise,
    pricePaise: applyDiscount(mrpPaise, MEDICINE_DISCOUNT_PERCENT),
    specialPricePaise: null,
    specialFrom: null,
    specialTo: null,
    manufacturer,
    brandSlug: slugify(manufacturer),
    saltinfo: salts.join(' + '),
    salts,
    packSizeLabel: cleanName(row.pack_size_label),
    optionLabel: null,
    dosageForm: dosageForm(name, row.pack_size_label),
    prescriptionRequired: requiresPrescription(salts),
    categoryIds: [MEDICINES_CATEGORY_ID, categoryForSalts(salts)],
    visibility: 4,
    status: row.Is_discontinued === 'TRUE' ? 2 : 1,
    qty,
    searchkey1: brandKey(name),
    metaKeyword: [brandKey(name), ...saltNames].join(', '),
    priority: row.id,
    generated: false,
    // The source has no dates: a stable order by source id, for the "new arrivals" list.
    createdAt: new Date(Date.UTC(2026, 0, 1) + row.id * 3_600_000).toISOString(),
  };
}
