import { describe, expect, it } from 'vitest';
import { brandKey, cleanComposition, dosageForm, slugify } from './clean.ts';

describe('cleanComposition', () => {
  it.each([
    ['Amoxycillin  (500mg) ', 'Amoxycillin (500mg)'],
    ['  Clavulanic Acid (125mg)', 'Clavulanic Acid (125mg)'],
    ['Ambroxol (30mg/5ml) ', 'Ambroxol (30mg/5ml)'],
    ['', ''],
    ['   ', ''],
  ])('%j -> %j', (raw, clean) => {
    expect(cleanComposition(raw)).toBe(clean);
  });
});

describe('dosageForm', () => {
  it.each([
    ['Augmentin 625 Duo Tablet', 'strip of 10 tablets', 'Tablet'],
    ['Ascoril LS Syrup', 'bottle of 100 ml Syrup', 'Syrup'],
    ['Asthalin Rotacaps', 'packet of 30 capsules', 'Inhaler'],
    ['Avil Injection', 'vial of 2 ml Injection', 'Injection'],
    ['Acivir Cream', 'tube of 5 gm Cream', 'Cream'],
    ['Ascoril Plus Expectorant', 'bottle of 120 ml Expectorant', 'Expectorant'],
    ['Ascabiol Emulsion', 'bottle of 100 ml Solution', 'Solution'],
    ['Aquasol A Capsule', 'strip of 10 capsules', 'Capsule'],
    ['Zyx Eye Drop', 'packet of 5 ml Eye Drop', 'Eye Drops'],
    ['Mystery', 'box of 1', 'Other'],
  ])('%s (%s) is %s', (name, pack, form) => {
    expect(dosageForm(name, pack)).toBe(form);
  });
});

describe('slugify and brandKey', () => {
  it('makes URL-safe slugs', () => {
    expect(slugify('Augmentin 625 Duo Tablet')).toBe('augmentin-625-duo-tablet');
    expect(slugify('Axcer  90mg Tablet')).toBe('axcer-90mg-tablet');
    expect(slugify('Fitness & supplements')).toBe('fitness-and-supplements');
  });
  it('takes the brand words before strength and form', () => {
    expect(brandKey('Augmentin 625 Duo Tablet')).toBe('augmentin');
    expect(brandKey('Ascoril LS Syrup')).toBe('ascoril ls');
    expect(brandKey('Allegra 120mg Tablet')).toBe('allegra');
  });
});
