import { describe, expect, it } from 'vitest';
import { productLinks, searchWords } from './catalogue.ts';

describe('productLinks', () => {
  it('finds the product pages a page links to, without their site prefix, each once', () => {
    const html = [
      '<a href="/p/MED000001/augmentin-625-duo-tablet">',
      '<a href="/bn/p/MED000002/azithral-500-tablet">',
      '<a href="/jh/or/p/MEDC000008/azee-500-tablet/MED000275">',
      '<a href="/p/MED000001/augmentin-625-duo-tablet">',
      '<a href="/c/antibiotics">',
      '<a href="/p/MED000003">',
    ].join('');
    expect(productLinks(html)).toEqual(['/p/MED000001/augmentin-625-duo-tablet', '/p/MED000002/azithral-500-tablet', '/p/MEDC000008/azee-500-tablet']);
  });
});

describe('searchWords', () => {
  it("takes the brand (a name's first word) and the first salt, four letters or more, without the forms", () => {
    expect(
      searchWords([
        { name: 'Augmentin 625 Duo Tablet', saltinfo: 'Amoxycillin (500mg) + Clavulanic Acid (125mg)' },
        { name: 'Tablet Something', saltinfo: '' },
        { name: 'Dolo 650 Tablet', saltinfo: 'Paracetamol (650mg)' },
        { name: 'Zy 10', saltinfo: 'Cetirizine' },
      ]),
    ).toEqual(['amoxycillin', 'augmentin', 'cetirizine', 'dolo', 'paracetamol']);
  });
});
