import { dosageFormOf } from '../domain/alternatives.ts';
import { applyDiscount } from '../domain/money.ts';
import { categoryForSalts, MEDICINES_CATEGORY_ID } from './categories.ts';
import { brandKey, slugify } from './clean.ts';
import { MEDICINE_DISCOUNT_PERCENT } from './import-medicines.ts';
import { requiresPrescription } from './prescription-rule.ts';
import type { CatalogueProduct } from './product.ts';
import { intBetween, pick, seededRandom } from './random.ts';

/**
 * GENERATED medicines for scale work (10k, 100k, 250k products): real salts, strengths, manufacturers,
 * pack labels, forms and price ranges from the imported rows, recombined under invented brand names.
 * Every product is `generated: true` with an SKU starting GEN; the same seed gives the same catalogue.
 * A generated product keeps its template's salts, strengths, pack and release type, so its alternatives
 * (the same salts in the same form) are plausible: a "Tablet SR" is made only from an SR tablet.
 */
const SYLLABLES = [
  'a',
  'zo',
  'mox',
  'ce',
  'ta',
  'vin',
  'ri',
  'lo',
  'pra',
  'dex',
  'su',
  'fen',
  'nor',
  'ka',
  'bi',
  'tro',
  'ze',
  'lu',
  'mi',
  'xa',
  'cor',
  'pen',
  'dol',
  'vo',
];
/**
 * Brand suffixes that say nothing of the form. Release words (SR, XR, MD, …) are not among them: a
 * release type is a different medicine (domain/alternatives.ts), so a generated name carries its
 * template's release type and no other (releaseWord).
 */
const SUFFIXES = ['', ' Plus', ' Forte', ' DS', ' LS', ' CV'];

export const GENERATED_SCALE_ID_BASE = 2_000_000;

function brandName(random: () => number): string {
  const parts = intBetween(random, 2, 3);
  const word = Array.from({ length: parts }, () => pick(random, SYLLABLES)).join('');
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * The template's release type as a name says it after the form word ("SR" for a "tablet sr"), '' for
 * a plain tablet or capsule and for every other form: a generated "Tablet SR" is modelled on an SR
 * tablet, so its alternatives are other SR products of the same salts.
 */
export function releaseWord(template: Pick<CatalogueProduct, 'name' | 'packSizeLabel'>): string {
  const release = /^(?:tablet|capsule) (\w+)$/.exec(dosageFormOf(template.name, template.packSizeLabel) ?? '')?.[1];
  return release ? release.toUpperCase() : '';
}

/** `count` generated medicines modelled on `templates` (the imported, enabled medicines). */
export function generateScaleMedicines(templates: readonly CatalogueProduct[], count: number, seed = 42): CatalogueProduct[] {
  const pool = templates.filter((t) => !t.generated && t.typeId === 'simple' && t.visibility === 4 && t.status === 1 && t.salts.length > 0);
  if (pool.length === 0) throw new Error('no templates to generate medicines from');
  const manufacturers = [...new Set(pool.map((t) => t.manufacturer))];
  const random = seededRandom(seed);
  const names = new Set<string>();
  const products: CatalogueProduct[] = [];
  while (products.length < count) {
    const template = pick(random, pool);
    const strength = /\d+(\.\d+)?\s?(mg|mcg|gm|g|ml|iu)?/i.exec(template.name)?.[0] ?? '';
    const release = releaseWord(template);
    const name = `${brandName(random)}${pick(random, SUFFIXES)} ${strength ? `${strength} ` : ''}${template.dosageForm}${release ? ` ${release}` : ''}`
      .replace(/\s+/g, ' ')
      .trim();
    if (names.has(name)) continue;
    names.add(name);
    const index = products.length + 1;
    const id = GENERATED_SCALE_ID_BASE + index;
    const sku = `GEN${String(index).padStart(7, '0')}`;
    const mrpPaise = Math.max(100, Math.round((template.mrpPaise * intBetween(random, 60, 160)) / 100));
    const saltNames = template.salts.map((s) => s.replace(/\s*\(.*$/, '').toLowerCase());
    const manufacturer = pick(random, manufacturers);
    products.push({
      ...template,
      id,
      sku,
      parentSku: sku,
      name,
      slug: slugify(name),
      mrpPaise,
      pricePaise: applyDiscount(mrpPaise, MEDICINE_DISCOUNT_PERCENT),
      manufacturer,
      brandSlug: slugify(manufacturer),
      prescriptionRequired: requiresPrescription(template.salts),
      categoryIds: [MEDICINES_CATEGORY_ID, categoryForSalts(template.salts)],
      qty: random() < 0.05 ? 0 : intBetween(random, 5, 250),
      searchkey1: brandKey(name),
      metaKeyword: [brandKey(name), ...saltNames].join(', '),
      priority: 10_000 + index,
      generated: true,
      createdAt: new Date(Date.UTC(2025, 0, 1) + index * 60_000).toISOString(),
    });
  }
  return products;
}
