import { describe, expect, it } from 'vitest';
import { searchText, tokenize } from './normalise.ts';

describe('tokenize', () => {
  it.each([
    ['Augmentin 625 Duo Tablet', ['augmentin', '625', 'duo', 'tablet']],
    ['Allegra 180mg Tablet', ['allegra', '180', 'mg', 'tablet']],
    ['Allegra-M', ['allegra', 'm']],
    ['Vitamin D3 (600000IU)', ['vitamin', 'd', '3', '600000', 'iu']],
    ["Dr Reddy's Laboratories", ['dr', 'reddy', 's', 'laboratories']],
    ['Crème  ÉCLAT', ['creme', 'eclat']],
    ['অগমেন্টিন ৬২৫', ['অগমেন্টিন', '625']],
    ['ऑगमेंटिन ६२५', ['ऑगमेंटिन', '625']],
    ['ଅଗମେଣ୍ଟିନ ୬୨୫', ['ଅଗମେଣ୍ଟିନ', '625']],
    ['Dolo ୬୫୦ Tablet', ['dolo', '650', 'tablet']],
    ['०१२३४५६७८९ ০১২৩৪৫৬৭৮৯ ୦୧୨୩୪୫୬୭୮୯', ['0123456789', '0123456789', '0123456789']],
    ['প্যারা\u200cসিটামল', ['প্যারাসিটামল']],
    ['!!! ??? ...', []],
    ['💊💊 😷', []],
    ["'; DROP TABLE products; --", ['drop', 'table', 'products']],
  ])('%j -> %j', (text, terms) => {
    expect(tokenize(text)).toEqual(terms);
  });

  it('keeps Bengali vowel signs and viramas inside the word', () => {
    expect(tokenize('অ্যাজিথ্রোমাইসিন')).toEqual(['অ্যাজিথ্রোমাইসিন']);
  });

  it('gives Meilisearch the same terms the embedded engine indexes', () => {
    expect(searchText('Allegra 180mg Tablet')).toBe('allegra 180 mg tablet');
  });
});
