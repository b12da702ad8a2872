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

  it('keeps the on-sale row of a repeated name and reports the others', () => {
    expect(bySku.has('MED000002')).toBe(false);
    expect(bySku.get('MED000003')?.status).toBe(1);
    expect(bySku.has('MED000004')).toBe(true);
    expect(bySku.has('MED000005')).toBe(false);
    expect(report.duplicates).toEqual(['5 Azee 500 Tablet', '2 Azee 250 Tablet']);
  });

  it('flags discontinued rows as disabled instead of selling them', () => {
    expect(bySku.get('MED000006')?.status).toBe(2);
    expect(report.discontinued).toEqual(['6 Alkadin Tablet']);
  });

  it('refuses a malformed row', () => {
    expect(() => parseMedicinesCsv(`${HEADER}\n1,X,not-a-price,FALSE,M,allopathy,strip,Y,`)).toThrow();
    expect(() => parseMedicinesCsv(`${HEADER}\n1,X,1`)).toThrow(/3 fields/);
  });
});

describe('the seed catalogue', () => {
  const catalogue = loadCatalogue();

  it('has the real medicines with unique names, SKUs and URLs', () => {
    const real = catalogue.products.filter((p) => !p.generated);
    expect(real.length).toBe(500 - catalogue.report.duplicates.length);
    expect(new Set(real.map((p) => p.name.toLowerCase())).size).toBe(real.length);
    const urls = catalogue.products.map((p) => `${p.parentSku}/${p.slug}`);
    expect(new Set(urls).size).toBe(urls.length);
    expect(real.filter((p) => p.status === 2).length).toBe(catalogue.report.discontinued.length);
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
