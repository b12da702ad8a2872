import { applyDiscount } from '../domain/money.ts';
import { POPULAR_CATEGORIES, type PopularCategoryId } from './categories.ts';
import { slugify } from './clean.ts';
import type { CatalogueProduct } from './product.ts';
import { intBetween, pick, seededRandom } from './random.ts';

/**
 * GENERATED over-the-counter health products for the six popular categories (storefront.md §9).
 * Brand names are invented; every product carries generated: true and the pages say so.
 */
const BRANDS = ['Arogya Plus', 'Suraksha', 'Nirmal', 'Swasthya', 'Jeevan Care', 'Sahaj', 'Prakriti', 'Aasha'] as const;

const LINES: Record<PopularCategoryId, readonly { item: string; sizes: readonly string[]; mrp: [number, number] }[]> = {
  20: [
    { item: 'Aloe Vera Face Wash', sizes: ['100 ml', '150 ml'], mrp: [90, 220] },
    { item: 'Herbal Toothpaste', sizes: ['100 g', '150 g'], mrp: [60, 140] },
    { item: 'Antiseptic Hand Wash', sizes: ['200 ml', '500 ml'], mrp: [70, 190] },
    { item: 'Sanitary Pads XL', sizes: ['pack of 8', 'pack of 20'], mrp: [45, 210] },
    { item: 'Lip Balm', sizes: ['4.5 g'], mrp: [40, 120] },
  ],
  21: [
    { item: 'Oral Rehydration Salts Orange', sizes: ['21 g sachet', 'pack of 10 sachets'], mrp: [20, 220] },
    { item: 'Antiseptic Liquid', sizes: ['125 ml', '500 ml'], mrp: [60, 240] },
    { item: 'First Aid Bandage Strips', sizes: ['pack of 20', 'pack of 100'], mrp: [30, 160] },
    { item: 'Cotton Roll', sizes: ['100 g', '400 g'], mrp: [35, 150] },
    { item: 'Pain Relief Balm', sizes: ['8 ml', '25 ml'], mrp: [30, 130] },
  ],
  22: [
    { item: 'Whey Protein Chocolate', sizes: ['500 g', '1 kg'], mrp: [900, 2600] },
    { item: 'Multivitamin Tablets', sizes: ['bottle of 30 tablets', 'bottle of 60 tablets'], mrp: [250, 690] },
    { item: 'Omega 3 Fish Oil Capsules', sizes: ['bottle of 60 capsules'], mrp: [350, 900] },
    { item: 'Calcium with Vitamin D3 Tablets', sizes: ['strip of 15 tablets'], mrp: [90, 260] },
    { item: 'Protein Bar Peanut', sizes: ['pack of 6'], mrp: [300, 540] },
  ],
  23: [
    { item: 'Digital Thermometer', sizes: ['1 unit'], mrp: [150, 450] },
    { item: 'Pulse Oximeter', sizes: ['1 unit'], mrp: [900, 2500] },
    { item: 'Blood Pressure Monitor', sizes: ['1 unit'], mrp: [1500, 3900] },
    { item: 'Glucometer Test Strips', sizes: ['pack of 25', 'pack of 50'], mrp: [450, 1400] },
    { item: 'Steam Vaporizer', sizes: ['1 unit'], mrp: [250, 700] },
  ],
  24: [
    { item: 'Anti Dandruff Shampoo', sizes: ['100 ml', '200 ml'], mrp: [120, 420] },
    { item: 'Amla Hair Oil', sizes: ['100 ml', '300 ml'], mrp: [70, 260] },
    { item: 'Onion Hair Serum', sizes: ['50 ml'], mrp: [250, 600] },
    { item: 'Herbal Conditioner', sizes: ['180 ml'], mrp: [150, 380] },
    { item: 'Wide Tooth Comb', sizes: ['1 unit'], mrp: [40, 120] },
  ],
  25: [
    { item: 'Moisturising Body Lotion', sizes: ['200 ml', '400 ml'], mrp: [140, 450] },
    { item: 'Sunscreen SPF 50 Gel', sizes: ['50 g', '100 g'], mrp: [250, 700] },
    { item: 'Neem Soap', sizes: ['75 g', 'pack of 4'], mrp: [35, 180] },
    { item: 'Prickly Heat Powder', sizes: ['150 g', '300 g'], mrp: [70, 210] },
    { item: 'Petroleum Jelly', sizes: ['50 g', '100 g'], mrp: [45, 160] },
  ],
};

/** OTC discount off MRP (storefront.md §9: OTC category 5). */
export const OTC_DISCOUNT_PERCENT = 5;
export const GENERATED_ID_BASE = 1_000_000;

/** Windows of the generated special prices: running through the season, and one long over. */
const SPECIAL_WINDOWS: readonly (readonly [string, string])[] = [
  ['2026-10-01', '2027-03-31'],
  ['2026-11-01', '2026-12-31'],
  ['2025-01-01', '2025-12-31'],
];

/** `perCategory` products in each popular category, the same on every run for the same seed. */
export function generateOtcProducts(perCategory = 20, seed = 7): CatalogueProduct[] {
  const random = seededRandom(seed);
  const products: CatalogueProduct[] = [];
  const names = new Set<string>();
  let id = GENERATED_ID_BASE;
  for (const category of POPULAR_CATEGORIES) {
    const lines = LINES[category.id];
    let made = 0;
    let attempts = 0;
    while (made < perCategory && attempts < perCategory * 50) {
      attempts += 1;
      const line = pick(random, lines);
      const name = `${pick(random, BRANDS)} ${line.item} ${pick(random, line.sizes)}`;
      if (names.has(name)) continue;
      names.add(name);
      made += 1;
      id += 1;
      const mrpPaise = intBetween(random, line.mrp[0], line.mrp[1]) * 100 + pick(random, [0, 0, 50, 99]);
      const sku = `OTC${String(id - GENERATED_ID_BASE).padStart(6, '0')}`;
      const manufacturer = `${name.split(' ').slice(0, 2).join(' ')} Healthcare (generated)`;
      // One in eight gets a generated special price 10% under the selling price, some already expired.
      const special = random() < 0.125 ? SPECIAL_WINDOWS[intBetween(random, 0, SPECIAL_WINDOWS.length - 1)] : undefined;
      products.push({
        id,
        sku,
        parentSku: sku,
        typeId: 'simple',
        name,
        slug: slugify(name),
        mrpPaise,
        pricePaise: applyDiscount(mrpPaise, OTC_DISCOUNT_PERCENT),
        manufacturer,
        brandSlug: slugify(manufacturer),
        saltinfo: '',
        salts: [],
        specialPricePaise: special ? Math.round(applyDiscount(mrpPaise, OTC_DISCOUNT_PERCENT) * 0.9) : null,
        specialFrom: special?.[0] ?? null,
        specialTo: special?.[1] ?? null,
        packSizeLabel: name.slice(name.lastIndexOf(line.item) + line.item.length).trim(),
        optionLabel: null,
        dosageForm: 'Other',
        prescriptionRequired: false,
        categoryIds: [category.id],
        visibility: 4,
        status: 1,
        qty: random() < 0.05 ? 0 : intBetween(random, 10, 400),
        searchkey1: line.item.toLowerCase(),
        metaKeyword: `${category.name.toLowerCase()}, ${line.item.toLowerCase()}`,
        priority: 500 + made,
        generated: true,
        createdAt: new Date(Date.UTC(2026, 5, 1) + id * 60_000).toISOString(),
      });
    }
  }
  return products;
}
