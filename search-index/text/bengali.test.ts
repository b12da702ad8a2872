import { describe, expect, it } from 'vitest';
import { bengaliToLatin, hasBengali, transliterate } from './bengali.ts';

describe('Bengali query words', () => {
  it.each([
    ['অগমেন্টিন', 'augmentin'],
    ['প্যারাসিটামল', 'paracetamol'],
    ['অ্যাজিথ্রোমাইসিন', 'azithromycin'],
    ['সিপলা', 'cipla'],
  ])('looks %s up in the dictionary: %s', (word, latin) => {
    expect(bengaliToLatin(word)).toBe(latin);
  });

  it.each([
    ['প্যারাসিটামোল', 'parasitamol'],
    ['মেটফরমিন', 'metfrmin'],
    ['সেফিক্সিম', 'sefiksim'],
  ])('transliterates %s letter by letter when it is not in the dictionary: %s', (word, latin) => {
    expect(transliterate(word)).toBe(latin);
    expect(bengaliToLatin(word)).toBe(latin);
  });

  it('tells Bengali from Latin', () => {
    expect(hasBengali('অগমেন্টিন')).toBe(true);
    expect(hasBengali('augmentin')).toBe(false);
  });
});
