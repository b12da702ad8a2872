import { describe, expect, it } from 'vitest';
import { alternativeKey, dosageFormOf } from '../domain/alternatives.ts';
import { createAlternativesIndex } from '../search-index/alternatives.ts';
import { toSearchDocument } from '../test-utils/search-documents.ts';
import { generateScaleMedicines, releaseWord } from './generate-scale.ts';
import { importMedicines } from './import-medicines.ts';
import { MEDICINES_CSV } from './load.ts';
import { readMedicinesCsv } from './medicines-csv.ts';
import type { CatalogueProduct } from './product.ts';

const REAL = importMedicines(readMedicinesCsv(MEDICINES_CSV)).products;
const GENERATED = generateScaleMedicines(REAL, 20_000);
const keyOf = (p: CatalogueProduct) => alternativeKey({ name: p.name, saltinfo: p.saltinfo, packSizeLabel: p.packSizeLabel });
const formOf = (p: CatalogueProduct) => dosageFormOf(p.name, p.packSizeLabel);

describe('releaseWord', () => {
  it.each([
    ['AB Phylline SR 200 Tablet', 'strip of 10 tablet sr', 'SR'],
    ['Altraday Capsule SR', 'strip of 10 capsule sr', 'SR'],
    ['Augmentin 625 Duo Tablet', 'strip of 10 tablets', ''],
    // "-MR" in a brand marks a muscle relaxant, not a modified release: a plain tablet.
    ['Aceclo-MR Tablet', 'strip of 10 tablets', ''],
    ['Azithral XL 200 Liquid', 'bottle of 15 ml Oral Suspension', ''],
  ])('%s (%s): %j', (name, packSizeLabel, expected) => {
    expect(releaseWord({ name, packSizeLabel })).toBe(expected);
  });
});

describe('generated medicines and their alternatives', () => {
  it('are labelled generated, with GEN SKUs', () => {
    expect(GENERATED).toHaveLength(20_000);
    expect(GENERATED.every((p) => p.generated && p.sku.startsWith('GEN'))).toBe(true);
  });

  it('have only compositions and forms (release type included) that real products have', () => {
    const realKeys = new Set(REAL.filter((p) => p.typeId === 'simple').map(keyOf));
    const invented = GENERATED.filter((p) => !realKeys.has(keyOf(p))).map((p) => `${p.name}: ${keyOf(p)}`);
    expect(invented).toEqual([]);
  });

  it('name a release type only when their template has it: SR tablets are made from SR tablets', () => {
    const releases = new Set(GENERATED.map(formOf).filter((form) => form !== null && / /.test(form) && /^(tablet|capsule) /.test(form)));
    // The real catalogue has SR, ER, CR, MR, DT, MD … tablets and capsules: the generator makes some of each kind it finds.
    expect([...releases].length).toBeGreaterThan(2);
    const sr = GENERATED.filter((p) => formOf(p) === 'tablet sr');
    expect(sr.length).toBeGreaterThan(0);
    expect(sr.every((p) => / Tablet SR$/.test(p.name))).toBe(true);
    // No plain tablet's salts under an SR name, and no " XR"/" MD" brand suffix on a plain template any more.
    expect(GENERATED.filter((p) => / (XR|SR|MD) /.test(p.name))).toEqual([]);
  });

  it('give a generated SR product other SR products of the same salts as its alternatives, the real ones among them', () => {
    const names = new Map<number, string>();
    const index = createAlternativesIndex();
    const all = [...REAL, ...GENERATED].map((p) => toSearchDocument(p, names));
    index.replaceAll(all);
    const target = GENERATED.filter((p) => formOf(p) === 'tablet sr').sort((a, b) => b.pricePaise - a.pricePaise)[0] as CatalogueProduct;
    const found = index.alternatives(target.sku, 50);
    expect(found.ok).toBe(true);
    const items = found.ok ? found.items : [];
    expect(items.length).toBeGreaterThan(0);
    for (const { product } of items) {
      expect(dosageFormOf(product.name, product.packSize)).toBe('tablet sr');
      expect(product.saltinfo).toBe(target.saltinfo);
    }
  });
});
