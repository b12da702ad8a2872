import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateOtcProducts } from '../catalogue/generate-otc.ts';
import { importMedicines } from '../catalogue/import-medicines.ts';
import { parseMedicinesCsv } from '../catalogue/medicines-csv.ts';
import { MAX_ALTERNATIVES, packUnits } from '../domain/alternatives.ts';
import type { Product } from '../domain/product.ts';
import { toSearchDocument } from '../test-utils/search-documents.ts';
import { type AlternativesIndex, createAlternativesIndex, createScanningAlternativesIndex, isSellable } from './alternatives.ts';
import { EmbeddedSearchEngine } from './embedded/engine.ts';
import type { SearchDocument } from './port.ts';

/** The 500 real rows through the importer (configurable parents and their children included), as the gateway is fed them. */
const csvText = readFileSync(new URL('../data/medicines-sample.csv', import.meta.url), 'utf8');
const NO_CATEGORIES = new Map<number, string>();
const REAL: Product[] = importMedicines(parseMedicinesCsv(csvText)).products.map((p) => toSearchDocument(p, NO_CATEGORIES));
const OTC: Product[] = generateOtcProducts().map((p) => toSearchDocument(p, NO_CATEGORIES));

const real = (sku: string): Product => {
  const found = REAL.find((p) => p.sku === sku);
  if (!found) throw new Error(`no real product ${sku}`);
  return found;
};

function indexOf(products: readonly Product[] = REAL): AlternativesIndex {
  const index = createAlternativesIndex();
  index.replaceAll(products);
  return index;
}

const skusOf = (index: AlternativesIndex, sku: string, max?: number): string[] => {
  const found = index.alternatives(sku, max);
  if (!found.ok) throw new Error(`${sku}: ${found.reason}`);
  return found.items.map((item) => item.product.sku);
};

/** Augpen LB 625 (amoxycillin 500 mg + clavulanic acid 125 mg, ₹369.43 for 10), the dearest of the six products of its composition. */
const AUGPEN_LB = 'MED000340';

describe('isSellable', () => {
  it.each([
    ['a simple product on sale', real('MED000001'), true],
    ['a configurable child on sale (visibility 1, sold through its parent’s page)', real('MED000275'), true],
    ['a configurable parent (its children are the packs)', real('MEDC000008'), false],
    ['a discontinued product (status 2)', real('MED000049'), false],
    ['a discontinued configurable child', real('MED000036'), false],
    ['a product not visible and without a parent', { ...real('MED000001'), visibility: 1 }, false],
    ['a product with an unknown (negative) price', { ...real('MED000001'), pricePaise: -1 }, false],
    ['visibility 2 (catalogue only)', { ...real('MED000001'), visibility: 2 }, true],
  ])('%s: %s', (_case, product, expected) => {
    expect(isSellable(product)).toBe(expected);
  });
});

describe('the alternatives index, grouped by composition and form', () => {
  it('answers every real product exactly as the first version (scanning the catalogue) does', () => {
    const grouped = indexOf();
    const scanning = createScanningAlternativesIndex();
    scanning.replaceAll(REAL);
    const targets = REAL.filter((p) => p.typeId === 'simple');
    let withAlternatives = 0;
    for (const { sku } of targets) {
      const answer = grouped.alternatives(sku);
      expect(answer, sku).toEqual(scanning.alternatives(sku));
      if (answer.ok && answer.items.length > 0) withAlternatives += 1;
    }
    // Most compositions have one product; the 67 shared ones give the dearer products alternatives.
    expect(withAlternatives).toBeGreaterThan(100);
  });

  it('lists the cheaper amoxycillin + clavulanic acid tablets by saving per unit, the strip of 6 among the strips of 10', () => {
    const found = indexOf().alternatives(AUGPEN_LB);
    expect(found.ok && found.composition).toBe('amoxycillin 500mg + clavulanic acid 125mg | tablet');
    // Per tablet: Almox-CV 625 ₹97.87 for 6 (₹16.31), Augpen 625 BID ₹18.17, Amoxyclav ₹18.76, Augmentin ₹18.77, Advent ₹18.77.
    expect(skusOf(indexOf(), AUGPEN_LB)).toEqual(['MED000191', 'MED000306', 'MED000007', 'MED000001', 'MED000208']);
    const perUnit = found.ok ? found.items.map((item) => item.alternative.perUnitPaise) : [];
    expect(perUnit).toEqual([...perUnit].sort((a, b) => a - b));
    expect(found.ok && found.items[0]?.alternative).toMatchObject({ pack: { count: 6, unit: 'tablet' }, perUnitPaise: 9787 / 6 });
  });

  it('includes configurable children, which the cart sells, and never a parent', () => {
    // Azee 500 is a configurable product: its strips of 5 and 3 are children (visibility 1).
    const skus = skusOf(indexOf(), 'MED000008');
    const all = REAL.filter((p) => p.saltinfo === 'Azithromycin (500mg)' && p.typeId === 'simple' && p.status === 1);
    expect(all.length).toBeGreaterThan(5);
    expect(skus).not.toContain('MEDC000008');
    const perTablet = (p: Product) => p.pricePaise / (packUnits(p.packSize)?.count ?? 1);
    const [dearest] = [...all].sort((a, b) => perTablet(b) - perTablet(a));
    const children = all.filter((p) => p.parentSku === 'MEDC000008' && dearest && perTablet(p) <= perTablet(dearest) && p.sku !== dearest.sku);
    expect(children.length).toBeGreaterThan(0);
    expect(skusOf(indexOf(), dearest?.sku ?? '')).toEqual(expect.arrayContaining(children.map((p) => p.sku)));
    expect(skus.every((sku) => sku !== 'MEDC000008')).toBe(true);
  });

  it('says a configurable parent has no pack of its own to compare (its children are asked one by one)', () => {
    expect(indexOf().alternatives('MEDC000008')).toMatchObject({ ok: false, reason: 'no-pack-size', product: { sku: 'MEDC000008' } });
  });

  it('answers an unknown SKU as unknown, without a product', () => {
    expect(indexOf().alternatives('NOPE000001')).toEqual({ ok: false, product: undefined, reason: 'unknown-product' });
    expect(indexOf().product('NOPE000001')).toBeUndefined();
  });

  it('says a product without a salt composition has none (no-composition), and never offers it as an alternative', () => {
    const index = indexOf([...REAL, ...OTC]);
    const otc = OTC[0] as Product;
    expect(otc.saltinfo).toBe('');
    expect(index.alternatives(otc.sku)).toMatchObject({ ok: false, reason: 'no-composition', product: { sku: otc.sku } });
  });

  it(`stops at ${MAX_ALTERNATIVES} (aceclofenac 100 mg + paracetamol 325 mg: 15 products), or at the max asked`, () => {
    const index = indexOf();
    // Acceclowoc-SP, ₹101.72 for 10, is the dearest of the 15 per tablet: 14 are cheaper.
    const dearest = 'MED000394';
    expect(skusOf(index, dearest)).toHaveLength(MAX_ALTERNATIVES);
    expect(skusOf(index, dearest, 3)).toEqual(skusOf(index, dearest).slice(0, 3));
    expect(skusOf(index, dearest, 0)).toEqual([]);
  });
});

describe('kept current by upsert', () => {
  it('re-ranks when a price changes: a product made cheapest comes first, one made dearer leaves the list', () => {
    const index = indexOf();
    const before = skusOf(index, AUGPEN_LB);
    index.upsert([{ ...real('MED000208'), pricePaise: 1000 }]);
    expect(skusOf(index, AUGPEN_LB)[0]).toBe('MED000208');
    index.upsert([{ ...real('MED000191'), pricePaise: 99_000 }]);
    expect(skusOf(index, AUGPEN_LB)).toEqual(['MED000208', ...before.filter((sku) => sku !== 'MED000208' && sku !== 'MED000191')]);
  });

  it('moves an out-of-stock product after the best in-stock one, and marks it', () => {
    const index = indexOf();
    const [first] = skusOf(index, AUGPEN_LB);
    index.upsert([{ ...real(first as string), inStock: false, stockQty: 0 }]);
    const found = index.alternatives(AUGPEN_LB);
    expect(found.ok && found.items[0]?.product.sku).not.toBe(first);
    expect(found.ok && found.items.find((item) => item.product.sku === first)?.alternative.inStock).toBe(false);
  });

  it('moves a product to another group when its salts, name or pack change', () => {
    const index = indexOf();
    expect(skusOf(index, AUGPEN_LB)).toContain('MED000007');
    // The same salts, but now a tablet SR: a different medicine.
    index.upsert([{ ...real('MED000007'), name: 'Amoxyclav 625 Tablet SR' }]);
    expect(skusOf(index, AUGPEN_LB)).not.toContain('MED000007');
    // Back to a plain tablet, then another strength.
    index.upsert([real('MED000007')]);
    expect(skusOf(index, AUGPEN_LB)).toContain('MED000007');
    index.upsert([{ ...real('MED000007'), saltinfo: 'Amoxycillin (250mg) + Clavulanic Acid (125mg)' }]);
    expect(skusOf(index, AUGPEN_LB)).not.toContain('MED000007');
    // A pack in capsules moves it out of the tablets too.
    index.upsert([{ ...real('MED000007'), packSize: 'strip of 10 capsules', name: 'Amoxyclav 625 Capsule' }]);
    expect(skusOf(index, AUGPEN_LB)).not.toContain('MED000007');
    expect(index.alternatives('MED000007')).toMatchObject({ ok: true, composition: 'amoxycillin 500mg + clavulanic acid 125mg | capsule', items: [] });
  });

  it('drops a disabled product and takes it back when enabled again; the disabled one still answers as a target', () => {
    const index = indexOf();
    index.upsert([{ ...real('MED000007'), status: 2 }]);
    expect(skusOf(index, AUGPEN_LB)).not.toContain('MED000007');
    expect(index.product('MED000007')?.status).toBe(2);
    expect(skusOf(index, 'MED000007').length).toBeGreaterThan(0);
    index.upsert([real('MED000007')]);
    expect(skusOf(index, AUGPEN_LB)).toContain('MED000007');
  });

  it('forgets everything on replaceAll', () => {
    const index = indexOf();
    index.replaceAll(REAL.filter((p) => p.sku !== 'MED000007'));
    expect(index.size).toBe(REAL.length - 1);
    expect(index.alternatives('MED000007').ok).toBe(false);
    expect(skusOf(index, AUGPEN_LB)).not.toContain('MED000007');
  });
});

describe('reading products from the embedded search engine (productOf)', () => {
  it('answers every product exactly as the index that keeps its own products, after a price change too', async () => {
    const documents = [...REAL, ...OTC] as SearchDocument[];
    const engine = new EmbeddedSearchEngine();
    await engine.replaceAll(documents);
    const shared = createAlternativesIndex({ productOf: (sku) => engine.document(sku) });
    shared.replaceAll(documents);
    const own = indexOf(documents);
    const dearer = { ...(documents.find((d) => own.alternatives(d.sku).ok) as SearchDocument) };
    dearer.pricePaise += 5000;
    await engine.upsert([dearer]);
    shared.upsert([dearer]);
    own.upsert([dearer]);
    let answered = 0;
    for (const { sku } of documents) {
      expect(shared.alternatives(sku)).toEqual(own.alternatives(sku));
      expect(shared.product(sku)).toEqual(own.product(sku));
      if (own.alternatives(sku).ok) answered++;
    }
    expect(answered).toBeGreaterThan(50);
    expect(shared.product(dearer.sku)?.pricePaise).toBe(dearer.pricePaise);
    expect(shared.alternatives('NO-SUCH-SKU')).toEqual({ ok: false, product: undefined, reason: 'unknown-product' });
  });
});
