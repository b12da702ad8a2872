import { describe, expect, it } from 'vitest';
import { generateOtcProducts } from './generate-otc.ts';
import { importMedicines } from './import-medicines.ts';
import { loadCatalogue } from './load.ts';
import { parseMedicinesCsv } from './medicines-csv.ts';

const HEADER = 'id,name,price(₹),Is_discontinued,manufacturer_name,type,pack_size_label,short_composition1,short_composition2';

describe('importMedicines', () => {
  const rows = parseMedicinesCsv(
    [
      HEADER,
      '1,Augmentin 625 Duo Tablet,223.42,FALSE,Glaxo SmithKline Pharmaceuticals Ltd,allopathy,strip of 10 tablets,Amoxycillin  (500mg) ,  Clavulanic Acid (125mg)',
      '2,Azee 250 Tablet,118.49,TRUE,Cipla Ltd,allopathy,strip of 10 tablets,Azithromycin (250mg),',
      '3,Azee 250 Tablet,78.75,FALSE,Cipla Ltd,allopathy,strip of 6 tablets,Azithromycin (250mg),',
      '4,Azee 500 Tablet,132.38,FALSE,Cipla Ltd,allopathy,strip of 5 tablets,Azithromycin (500mg),',
      '5,Azee 500 Tablet,79.43,FALSE,Cipla Ltd,allopathy,strip of 3 tablets,Azithromycin (500mg),',
      '6,Alkadin Tablet,30,TRUE,X Ltd,allopathy,strip of 10 tablets,Paracetamol (500mg),',
    ].join('\n'),
  );
  const { products, report } = importMedicines(rows);
  const bySku = new Map(products.map((p) => [p.sku, p]));

  it('cleans compositions, derives SKU, slug, form, prescription and category', () => {
    const augmentin = bySku.get('MED000001');
    expect(augmentin).toMatchObject({
      name: 'Augmentin 625 Duo Tablet',
      slug: 'augmentin-625-duo-tablet',
      saltinfo: 'Amoxycillin (500mg) + Clavulanic Acid (125mg)',
      dosageForm: 'Tablet',
      prescriptionRequired: true,
      mrpPaise: 22342,
      pricePaise: 18767,
      categoryIds: [10, 11],
      status: 1,
    });
  });

  it('makes a name sold in several packs one configurable product with the packs as children', () => {
    expect(bySku.get('MEDC000004')).toMatchObject({ typeId: 'configurable', name: 'Azee 500 Tablet', visibility: 4, status: 1, pricePaise: 6672 });
    expect(bySku.get('MED000004')).toMatchObject({
      parentSku: 'MEDC000004',
      visibility: 1,
      optionLabel: 'strip of 5 tablets',
      slug: 'azee-500-tablet-strip-of-5-tablets',
    });
    expect(bySku.get('MED000005')).toMatchObject({ parentSku: 'MEDC000004', visibility: 1, optionLabel: 'strip of 3 tablets' });
    // A discontinued pack stays as a disabled child; the parent is on sale through the other pack.
    expect(bySku.get('MED000002')).toMatchObject({ parentSku: 'MEDC000002', status: 2 });
    expect(bySku.get('MEDC000002')?.status).toBe(1);
    expect(report.configurable).toEqual(['Azee 250 Tablet: 2 packs', 'Azee 500 Tablet: 2 packs']);
  });

  it('flags discontinued rows as disabled instead of selling them', () => {
    expect(bySku.get('MED000006')?.status).toBe(2);
    expect(report.discontinued).toEqual(['2 Azee 250 Tablet', '6 Alkadin Tablet']);
  });

  it('refuses a malformed row', () => {
    expect(() => parseMedicinesCsv(`${HEADER}\n1,X,not-a-price,FALSE,M,allopathy,strip,Y,`)).toThrow();
    expect(() => parseMedicinesCsv(`${HEADER}\n1,X,1`)).toThrow(/3 fields/);
  });
});

describe('the seed catalogue', () => {
  const catalogue = loadCatalogue();

  it('has the real medicines with unique listed names, SKUs and URLs', () => {
    const real = catalogue.products.filter((p) => !p.generated);
    expect(real.filter((p) => p.typeId === 'simple')).toHaveLength(500);
    const listed = real.filter((p) => p.visibility === 4);
    expect(new Set(listed.map((p) => p.name.toLowerCase())).size).toBe(listed.length);
    // 15 rows repeat a name: 14 names, one of them (Ascabiol Emulsion) in three packs.
    expect(catalogue.report.configurable).toHaveLength(14);
    const urls = catalogue.products.map((p) => `${p.parentSku}/${p.slug}`);
    expect(new Set(urls).size).toBe(urls.length);
    expect(real.filter((p) => p.typeId === 'simple' && p.status === 2).length).toBe(catalogue.report.discontinued.length);
    expect(catalogue.report.discontinued).toHaveLength(37);
  });

  it('generates OTC products deterministically and labels them', () => {
    const first = generateOtcProducts();
    expect(generateOtcProducts()).toEqual(first);
    expect(first).toHaveLength(120);
    expect(first.every((p) => p.generated && !p.prescriptionRequired)).toBe(true);
    for (const id of [20, 21, 22, 23, 24, 25]) {
      expect(first.filter((p) => p.categoryIds.includes(id))).toHaveLength(20);
    }
  });
});

describe('the scale generator', () => {
  it('fills a catalogue to the size asked, deterministically, labelled generated', () => {
    const big = loadCatalogue({ size: 5000 });
    expect(big.products).toHaveLength(5000);
    const generated = big.products.filter((p) => p.sku.startsWith('GEN'));
    expect(generated.every((p) => p.generated && p.salts.length > 0)).toBe(true);
    expect(new Set(big.products.map((p) => p.sku)).size).toBe(5000);
    expect(new Set(big.products.map((p) => `${p.parentSku}/${p.slug}`)).size).toBe(5000);
    expect(loadCatalogue({ size: 5000 }).products.slice(-3)).toEqual(big.products.slice(-3));
  });
});
