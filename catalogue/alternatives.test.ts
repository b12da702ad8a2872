import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  type AlternativeInput,
  alternativeKey,
  dosageFormOf,
  MAX_ALTERNATIVES,
  normaliseComposition,
  normaliseStrength,
  packUnits,
  rankAlternatives,
} from '../domain/alternatives.ts';
import { importMedicines } from './import-medicines.ts';
import { parseMedicinesCsv } from './medicines-csv.ts';

const csvText = readFileSync(new URL('../data/medicines-sample.csv', import.meta.url), 'utf8');
const realProducts = importMedicines(parseMedicinesCsv(csvText)).products.filter((p) => p.typeId === 'simple');
const onSale = realProducts.filter((p) => p.status === 1);

function keyOf(saltinfo: string): string | null {
  const result = normaliseComposition(saltinfo);
  return result.ok ? result.composition.key : null;
}

function product(overrides: Partial<AlternativeInput> & { sku: string }): AlternativeInput {
  return {
    name: 'Azee 500 Tablet',
    saltinfo: 'Azithromycin (500mg)',
    packSizeLabel: 'strip of 5 tablets',
    pricePaise: 10_000,
    inStock: true,
    priority: 1,
    ...overrides,
  };
}

describe('normaliseStrength', () => {
  it.each([
    ['500mg', '500mg'],
    ['500 mg', '500mg'],
    ['0.5g', '500mg'],
    ['0.5 gm', '500mg'],
    ['1gm', '1000mg'],
    ['500mcg', '0.5mg'],
    ['500µg', '0.5mg'],
    ['27.5mcg', '0.0275mg'],
    ['0.3mcg', '0.0003mg'],
    ['125mg/5ml', '25mg/ml'],
    ['25mg/ml', '25mg/ml'],
    ['1.4gm/5ml', '280mg/ml'],
    ['57mg/5ml', '11.4mg/ml'],
    ['1% w/v', '1%w/v'],
    ['0.10% w/w', '0.1%w/w'],
    ['20%', '20%'],
    ['40IU', '40iu'],
    ['100IU/ml', '100iu/ml'],
  ])('%s -> %s', (raw, expected) => {
    expect(normaliseStrength(raw)).toBe(expected);
  });

  it.each(['NA', 'Natural Micronized', '', 'mg'])('refuses %j', (raw) => {
    expect(normaliseStrength(raw)).toBeNull();
  });
});

describe('normaliseComposition', () => {
  it.each([
    ['synonyms', 'Amoxycillin (500mg) + Clavulanic Acid (125mg)', 'Amoxicillin (500mg) + Clavulanate Acid (125mg)'],
    ['paracetamol and acetaminophen', 'Paracetamol (650mg)', 'Acetaminophen (650mg)'],
    ['case and spaces', 'Amoxycillin (500mg) + Clavulanic Acid (125mg)', '  amoxycillin   (500 mg)+CLAVULANIC  acid (125mg) '],
    ['order of salts', 'Aceclofenac (100mg) + Paracetamol (325mg)', 'Paracetamol (325mg) + Aceclofenac (100mg)'],
    ['strength units', 'Azithromycin (500mg)', 'Azithromycin (0.5gm)'],
    ['per-volume strengths', 'Azithromycin (200mg/5ml)', 'Azithromycin (40mg/ml)'],
  ])('%s are one composition', (_case, left, right) => {
    expect(keyOf(left)).not.toBeNull();
    expect(keyOf(left)).toBe(keyOf(right));
  });

  it.each([
    ['another strength', 'Azithromycin (500mg)', 'Azithromycin (250mg)'],
    ['another salt form', 'Metoprolol Succinate (50mg)', 'Metoprolol Tartrate (50mg)'],
    ['a missing salt', 'Aceclofenac (100mg) + Paracetamol (325mg)', 'Aceclofenac (100mg)'],
    ['w/w and w/v', 'Clindamycin (1% w/w)', 'Clindamycin (1% w/v)'],
  ])('%s is another composition', (_case, left, right) => {
    expect(keyOf(left)).not.toBe(keyOf(right));
  });

  it('keeps a bracket inside the salt name and reads the strength from the last one', () => {
    expect(normaliseComposition('Progesterone (Natural Micronized) (25mg)')).toEqual({
      ok: true,
      composition: { salts: [{ salt: 'progesterone (natural micronized)', strength: '25mg' }], key: 'progesterone (natural micronized) 25mg' },
    });
  });

  it.each([
    ['', 'no-composition'],
    ['   ', 'no-composition'],
    ['Guaifenesin (NA) + Bromhexine (NA)', 'unknown-strength'],
    ['Paracetamol', 'unknown-strength'],
  ])('refuses %j with %s', (saltinfo, reason) => {
    expect(normaliseComposition(saltinfo)).toEqual({ ok: false, reason });
  });
});

describe('dosageFormOf', () => {
  it.each([
    ['Dolo 650 Tablet', 'strip of 15 tablets', 'tablet'],
    ['Ecosprin 75 Tablet', 'strip of 14 tablets', 'tablet'],
    ['Nexpro RD 40 Tablet', 'strip of 15 tablets', 'tablet'],
    ['Zerodol-SP Tablet', 'strip of 10 tablets', 'tablet'],
    ['Aceclo-MR Tablet', 'strip of 10 tablets', 'tablet'],
    ['Alfoo 10mg Tablet PR', 'strip of 30 Tablet pr', 'tablet pr'],
    ['Dolo Tablet SR', 'strip of 10 tablet sr', 'tablet sr'],
    ['Acogut 300 ER Tablet', 'strip of 10 tablet er', 'tablet er'],
    ['Gliclazide Tablet MR', 'strip of 10 tablets', 'tablet mr'],
    ['Acivir 400 DT Tablet', 'strip of 5 tablet dt', 'tablet dt'],
    ['Acton-OR Tablet SR', 'strip of 10 tablet ir', 'tablet sr'],
    ['Some Tablet', 'strip of 10 tablet ir', 'tablet'],
    ['Algesia CR 200mg/20mg Capsule', 'strip of 10 capsules', 'capsule cr'],
    ['Angiplat 2.5 Capsule TR', 'bottle of 25 capsule tr', 'capsule tr'],
    ['Moxikind Capsule', 'strip of 15 capsules', 'capsule'],
    ['Atarax Drops', 'bottle of 15 ml Syrup', 'syrup'],
    ['Azithral XL 200 Liquid', 'bottle of 30 ml Oral Suspension', 'oral suspension'],
    ['Azee XL 200mg Dry Syrup', 'bottle of 30 ml Dry Syrup', 'oral suspension'],
    ['Ascoril LS Syrup', 'bottle of 100 ml Expectorant', 'syrup'],
    ['Atarax 25mg Injection', 'vial of 1 ml Injection', 'injection'],
    ['Actrapid HM Penfill', 'penfill of 3 ml Solution for Injection', 'injection'],
    ['Some Injection', 'vial of 1 Powder for Injection', 'powder for injection'],
    ['Volini Gel', 'tube of 15 gm Gel', 'gel'],
    ['Acular LS Ophthalmic Solution', 'packet of 5 ml Ophthalmic Solution', 'eye drop'],
    ['Some Eye Drop', 'bottle of 10 ml Eye Drop', 'eye drop'],
    ['Alkasol Oral Solution', 'bottle of 100 ml Oral Solution', 'oral solution'],
    ['Ascabiol Emulsion', 'bottle of 100 ml Solution', 'solution'],
    ['Mystery', 'box of 1', null],
  ])('%s / %s -> %s', (name, label, form) => {
    expect(dosageFormOf(name, label)).toBe(form);
  });

  it.each([
    ['a sustained-release and a plain tablet', ['Dolo Tablet SR', 'strip of 10 tablet sr'], ['Dolo Tablet', 'strip of 10 tablets']],
    ['a sustained-release and an extended-release tablet', ['X Tablet SR', 'strip of 10 tablet sr'], ['X Tablet ER', 'strip of 10 tablet er']],
    ['a tablet and a capsule', ['X Tablet', 'strip of 10 tablets'], ['X Capsule', 'strip of 10 capsules']],
    ['a syrup and a suspension', ['X Syrup', 'bottle of 60 ml Syrup'], ['X Suspension', 'bottle of 60 ml Oral Suspension']],
  ])('%s are not alternatives', (_case, [leftName = '', leftLabel = ''], [rightName = '', rightLabel = '']) => {
    const saltinfo = 'Paracetamol (650mg)';
    const left = alternativeKey({ name: leftName, saltinfo, packSizeLabel: leftLabel });
    expect(left).not.toBeNull();
    expect(left).not.toBe(alternativeKey({ name: rightName, saltinfo, packSizeLabel: rightLabel }));
  });
});

describe('packUnits', () => {
  it.each([
    ['strip of 10 tablets', { count: 10, unit: 'tablet' }],
    ['strip of 15 Tablet pr', { count: 15, unit: 'tablet' }],
    ['strip of 10 soft gelatin capsules', { count: 10, unit: 'capsule' }],
    ['bottle of 100 ml Syrup', { count: 100, unit: 'ml' }],
    ['packet of 2.5 ml Respules', { count: 2.5, unit: 'ml' }],
    ['tube of 15 gm Gel', { count: 15, unit: 'g' }],
    ['packet of 200 MDI Inhaler', { count: 200, unit: 'dose' }],
    ['vial of 1 Injection', { count: 1, unit: 'injection' }],
    ['packet of 6 injections', { count: 6, unit: 'injection' }],
    ['packet of 1 Kit', { count: 1, unit: 'kit' }],
  ])('%s', (label, pack) => {
    expect(packUnits(label)).toEqual(pack);
  });

  it.each(['', 'strip', 'strip of tablets', 'strip of 0 tablets', 'box of 3 sachets'])('refuses %j', (label) => {
    expect(packUnits(label)).toBeNull();
  });

  it('reads every distinct pack label of the real catalogue', () => {
    const labels = [...new Set(realProducts.map((p) => p.packSizeLabel))];
    expect(labels.length).toBeGreaterThan(100);
    expect(labels.filter((label) => packUnits(label) === null)).toEqual([]);
  });

  it('finds a form for every real product', () => {
    expect(realProducts.filter((p) => dosageFormOf(p.name, p.packSizeLabel) === null).map((p) => p.name)).toEqual([]);
  });
});

describe('rankAlternatives', () => {
  it('compares per unit across pack sizes, never per pack', () => {
    const target = product({ sku: 'T', packSizeLabel: 'strip of 10 tablets', pricePaise: 10_000 });
    // 6 for 6600 paise is 1100 a tablet: cheaper per pack, dearer per tablet, so not listed.
    const smallPack = product({ sku: 'SMALL', packSizeLabel: 'strip of 6 tablets', pricePaise: 6_600 });
    // 3 for 2400 is 800 a tablet.
    const cheaper = product({ sku: 'CHEAP', packSizeLabel: 'strip of 3 tablets', pricePaise: 2_400 });
    const result = rankAlternatives(target, [smallPack, cheaper]);
    expect(result).toEqual({
      ok: true,
      items: [{ sku: 'CHEAP', perUnitPaise: 800, savingPerUnitPaise: 200, savingPercent: 20, pack: { count: 3, unit: 'tablet' }, inStock: true }],
      skipped: [],
    });
  });

  it('lists an equal per-unit price with no saving, and the product never as its own alternative', () => {
    const target = product({ sku: 'T', packSizeLabel: 'strip of 10 tablets', pricePaise: 10_000 });
    const same = product({ sku: 'SAME', packSizeLabel: 'strip of 5 tablets', pricePaise: 5_000 });
    const result = rankAlternatives(target, [target, same]);
    expect(result.ok && result.items.map((i) => [i.sku, i.savingPerUnitPaise])).toEqual([['SAME', 0]]);
  });

  it('never puts an out-of-stock alternative first while one in stock is listed', () => {
    const target = product({ sku: 'T', pricePaise: 10_000 });
    const result = rankAlternatives(target, [
      product({ sku: 'GONE', pricePaise: 1_000, inStock: false }),
      product({ sku: 'MID', pricePaise: 5_000 }),
      product({ sku: 'LOW', pricePaise: 9_000 }),
    ]);
    expect(result.ok && result.items.map((i) => [i.sku, i.inStock])).toEqual([
      ['MID', true],
      ['GONE', false],
      ['LOW', true],
    ]);
  });

  it('breaks ties by stock, then priority, then sku', () => {
    const target = product({ sku: 'T', pricePaise: 10_000 });
    const result = rankAlternatives(target, [
      product({ sku: 'D', pricePaise: 5_000, priority: 1, inStock: false }),
      product({ sku: 'C', pricePaise: 5_000, priority: 2 }),
      product({ sku: 'B', pricePaise: 5_000, priority: 1 }),
      product({ sku: 'A', pricePaise: 5_000, priority: 2 }),
    ]);
    expect(result.ok && result.items.map((i) => i.sku)).toEqual(['B', 'A', 'C', 'D']);
  });

  it('keeps other forms and other strengths out, and says why an unreadable pack is left out', () => {
    const target = product({ sku: 'T', pricePaise: 10_000 });
    const result = rankAlternatives(target, [
      product({ sku: 'SR', name: 'Azee 500 Tablet SR', packSizeLabel: 'strip of 5 tablet sr', pricePaise: 1 }),
      product({ sku: 'CAPSULE', name: 'Azee 500 Capsule', packSizeLabel: 'strip of 5 capsules', pricePaise: 1 }),
      product({ sku: 'WEAKER', saltinfo: 'Azithromycin (250mg)', pricePaise: 1 }),
      product({ sku: 'LOOSE', name: 'Azee 500 Tablet', packSizeLabel: 'strip of some tablets', pricePaise: 1 }),
    ]);
    expect(result).toEqual({ ok: true, items: [], skipped: [{ sku: 'LOOSE', reason: 'no-pack-size' }] });
  });

  it('never compares per-unit prices of different units (metered doses against millilitres)', () => {
    const spray = { name: 'Nasivion Nasal Spray', saltinfo: 'Oxymetazoline (0.05% w/v)' };
    const target = product({ sku: 'T', ...spray, packSizeLabel: 'packet of 7 ml Nasal Spray', pricePaise: 10_000 });
    const result = rankAlternatives(target, [
      product({ sku: 'DOSES', ...spray, packSizeLabel: 'packet of 70 MDI Nasal Spray', pricePaise: 1 }),
      product({ sku: 'ML', ...spray, packSizeLabel: 'bottle of 10 ml Nasal Spray', pricePaise: 9_000 }),
    ]);
    expect(result.ok && result.items.map((i) => [i.sku, i.pack])).toEqual([['ML', { count: 10, unit: 'ml' }]]);
    expect(result.ok && result.skipped).toEqual([{ sku: 'DOSES', reason: 'different-unit' }]);
  });

  it.each([
    ['no composition', { saltinfo: '' }, 'no-composition'],
    ['an unknown strength', { saltinfo: 'Adrenaline (NA)' }, 'unknown-strength'],
    ['no form', { name: 'Azee 500', packSizeLabel: 'box of 5 sachets' }, 'no-form'],
    ['an unreadable pack', { packSizeLabel: 'strip of some tablets' }, 'no-pack-size'],
  ])('refuses a target with %s', (_case, overrides, reason) => {
    const cheaper = product({ sku: 'CHEAP', pricePaise: 1 });
    expect(rankAlternatives(product({ sku: 'T', ...overrides }), [cheaper])).toEqual({ ok: false, reason });
  });

  it('lists at most 12, cheapest per unit first, on the real azithromycin 500 mg tablets', () => {
    const azithromycin = onSale.filter((p) => keyOf(p.saltinfo) === 'azithromycin 500mg');
    expect(azithromycin).toHaveLength(12);
    const inputs = azithromycin.map((p, index) => ({ ...p, inStock: true, pricePaise: index === 0 ? 1_000_000 : p.pricePaise }));
    const [dearest, ...rest] = inputs;
    if (!dearest) throw new Error('no azithromycin');
    const many = [...rest, ...rest.map((p) => ({ ...p, sku: `${p.sku}-COPY` }))];
    const result = rankAlternatives(dearest, many);
    if (!result.ok) throw new Error(result.reason);
    expect(result.items).toHaveLength(MAX_ALTERNATIVES);
    const perUnit = result.items.map((i) => i.perUnitPaise);
    expect(perUnit).toEqual([...perUnit].sort((a, b) => a - b));
    expect(result.items.map((i) => i.sku)).not.toContain(dearest.sku);
  });
});

describe('the real catalogue (issue 16)', () => {
  function compositionGroups(products: readonly { saltinfo: string }[]): Map<string, number> {
    const groups = new Map<string, number>();
    for (const p of products) {
      const key = keyOf(p.saltinfo);
      if (key !== null) groups.set(key, (groups.get(key) ?? 0) + 1);
    }
    return groups;
  }

  it('has 67 compositions sold by two or more products on sale, as the issue counts', () => {
    const shared = [...compositionGroups(onSale)].filter(([, count]) => count >= 2);
    expect(shared).toHaveLength(67);
    // The issue says 223: reading 100mg/5ml and 20mg/ml as one azithromycin liquid adds one product.
    expect(shared.reduce((sum, [, count]) => sum + count, 0)).toBe(224);
  });

  it.each([
    ['aceclofenac 100mg + paracetamol 325mg', 15],
    ['azithromycin 500mg', 12],
    ['amlodipine 5mg', 10],
    ['amoxycillin 500mg + clavulanic acid 125mg', 6],
  ])('%s: %i products on sale', (key, count) => {
    expect(compositionGroups(onSale).get(key)).toBe(count);
  });

  it('counts 78 shared compositions and 261 products when discontinued rows are included', () => {
    const shared = [...compositionGroups(realProducts)].filter(([, count]) => count >= 2);
    expect([shared.length, shared.reduce((sum, [, count]) => sum + count, 0)]).toEqual([78, 261]);
    expect(compositionGroups(realProducts).get('amlodipine 5mg')).toBe(11);
  });
});
