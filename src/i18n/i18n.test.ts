import { describe, expect, it } from 'vitest';
import { enUS } from './en-US.ts';
import { formatCount, MESSAGES_BY_LOCALE, translator } from './index.ts';
import { cartStrings, fill, translateMessage } from './island.ts';

function leaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
/** Strings that are the same in every language (a symbol). */
const SAME_EVERYWHERE = new Set(['cart.rx']);

describe.each(['bn-IN', 'hi-IN', 'or-IN'] as const)('%s translations', (locale) => {
  const english = new Map(leaves(enUS));
  const translated = leaves(MESSAGES_BY_LOCALE[locale]);

  it('has every key of English, non-empty, with the same placeholders', () => {
    expect(translated.map(([k]) => k).sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of translated) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(english.get(key) ?? ''));
    }
  });

  it('is really translated, not English left in place', () => {
    const untranslated = translated.filter(([key, text]) => !SAME_EVERYWHERE.has(key) && text === english.get(key)).map(([key]) => key);
    expect(untranslated).toEqual([]);
  });
});

describe('translator and island strings', () => {
  it('translates with interpolation and falls back to English for unknown keys', () => {
    expect(translator('bn-IN')('cart.qty', { qty: 2 })).toBe('পরিমাণ 2');
    expect(translator('hi-IN')('listing.products', { count: '12' })).toBe('12 उत्पाद');
    expect(translator('or-IN')('no.such.key')).toBe('no.such.key');
  });

  it('translates the gateway’s English messages, parameters included', () => {
    const bn = cartStrings(MESSAGES_BY_LOCALE['bn-IN']);
    expect(translateMessage('Quantity must be below 101', bn)).toBe('পরিমাণ 101-এর কম হতে হবে');
    expect(translateMessage('Only 3 products of this type are available!', bn)).toBe('এই পণ্যের মাত্র 3টি পাওয়া যাচ্ছে!');
    expect(translateMessage('Server Down! Please Try After Some Time!', bn)).toBe('সার্ভার বন্ধ আছে! কিছুক্ষণ পরে আবার চেষ্টা করুন!');
    expect(translateMessage('Something else', bn)).toBe('Something else');
    expect(fill('Qty {{qty}} of {{missing}}', { qty: 1 })).toBe('Qty 1 of {{missing}}');
  });

  it('writes counts in the locale’s digits', () => {
    expect(formatCount('bn-IN', 605)).toBe('৬০৫');
    expect(formatCount('or-IN', 12)).toBe('୧୨');
    expect(formatCount('hi-IN', 1234)).toBe('1,234');
  });
});
