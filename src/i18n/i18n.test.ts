import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildCategoryTree, ROOT_CATEGORY_ID } from '../../catalogue/categories.ts';
import { LOCALES, type Locale } from '../routing/site.ts';
import { formatCount, memoId, translator } from './index.ts';
import { fill, LOCALE_KEY, translate, translateMessage } from './island.ts';
import { cartStrings, searchStrings } from './island-strings.ts';
import type { StringKey } from './keys.ts';
import { RESOURCE_LOCALES, RESOURCES_BY_LOCALE } from './resources.ts';

const PLURAL = /_(zero|one|two|few|many|other)$/;
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
/** Strings that are the same in every language (a symbol). */
const SAME_EVERYWHERE = new Set(['cart.rx', 'estimation.savingLine']);

const english = RESOURCES_BY_LOCALE['en-US'] as unknown as Record<string, Record<string, string>>;
const namespaces = Object.keys(english).sort();
/** English text by base key: a plural is compared by its `_other` form. */
const englishByBase = (ns: string) =>
  new Map(Object.entries(english[ns] ?? {}).flatMap(([key, text]) => (PLURAL.test(key) && !key.endsWith('_other') ? [] : [[key.replace(PLURAL, ''), text]])));
const pluralBases = (entries: Record<string, string>) =>
  new Set(
    Object.keys(entries)
      .filter((k) => PLURAL.test(k))
      .map((k) => k.replace(PLURAL, '')),
  );

describe('the resources folder', () => {
  it('is where the languages come from: every folder is loaded, and the routing serves exactly those', () => {
    const folders = readdirSync(new URL('./resources', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect([...RESOURCE_LOCALES].sort()).toEqual(folders);
    expect(LOCALES.map((l) => l.code).sort()).toEqual(folders);
  });

  it('gives every key once across the namespaces, so one flat key finds its string', () => {
    const keys = namespaces.flatMap((ns) => Object.keys(english[ns] ?? {}));
    expect(keys.length).toBeGreaterThan(500);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('has both English plural forms wherever a count is shown with a noun', () => {
    const en = Object.assign({}, ...Object.values(english)) as Record<string, string>;
    expect([...pluralBases(en)].sort()).toEqual([
      'account.orders.items',
      'account.orders.stars',
      'account.patients.years',
      'account.upload.already',
      'leads.messages.leadsWaiting',
      'listing.products',
      'retention.count',
      'retention.customer.days',
      'retention.customer.orders',
      'search.announce',
      'search.found',
      'search.seeAll',
      'searchPage.about',
      'staff.approval.prescriptions',
    ]);
    for (const base of pluralBases(en)) {
      expect(en[`${base}_one`], base).not.toEqual(en[`${base}_other`]);
      expect(placeholders(en[`${base}_one`] ?? ''), base).toContain('count');
    }
  });
});

describe.each(RESOURCE_LOCALES.filter((l) => l !== 'en-US'))('%s translations', (locale) => {
  const translation = RESOURCES_BY_LOCALE[locale] as unknown as Record<string, Record<string, string>>;
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;

  it.each(namespaces)('%s.json has every key of English, non-empty, with the same placeholders and the language’s plural forms', (ns) => {
    const entries = translation[ns] ?? {};
    const englishTexts = englishByBase(ns);
    const bases = Object.keys(entries).map((k) => k.replace(PLURAL, ''));
    expect([...new Set(bases)].sort()).toEqual([...englishTexts.keys()].sort());
    for (const base of pluralBases(english[ns] ?? {})) {
      expect(
        Object.keys(entries)
          .filter((k) => k.replace(PLURAL, '') === base)
          .sort(),
        base,
      ).toEqual(categories.map((c) => `${base}_${c}`).sort());
    }
    for (const [key, text] of Object.entries(entries)) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(englishTexts.get(key.replace(PLURAL, '')) ?? ''));
    }
  });

  it('words a message of the spec’s catalogues the same wherever it appears (account, checkout, staff…)', () => {
    const wordings = new Map<string, Set<string>>();
    for (const ns of namespaces)
      for (const [key, text] of Object.entries(translation[ns] ?? {})) {
        const englishText = english[ns]?.[key];
        if (!key.includes('.messages.') || englishText === undefined) continue;
        wordings.set(englishText, (wordings.get(englishText) ?? new Set()).add(text));
      }
    expect([...wordings].filter(([, texts]) => texts.size > 1).map(([englishText, texts]) => [englishText, [...texts]])).toEqual([]);
  });

  it('is really translated, not English left in place', () => {
    const untranslated = namespaces.flatMap((ns) =>
      Object.entries(translation[ns] ?? {})
        .filter(([key, text]) => !SAME_EVERYWHERE.has(key) && text === english[ns]?.[key])
        .map(([key]) => key),
    );
    expect(untranslated).toEqual([]);
  });
});

describe('category names (listings, breadcrumbs and the search page’s category facet)', () => {
  // Every category a product can be in, as the catalogue builds them; the root is never shown.
  const shown = buildCategoryTree().filter((c) => c.id !== ROOT_CATEGORY_ID);
  const named = (locale: Locale) => {
    const t = translator(locale);
    return shown.map((c) => [c.id, t(`categories.${c.id}`, { defaultValue: '' })] as const);
  };

  it('are keyed by id in English as the catalogue names them', () => {
    expect(named('en-US')).toEqual(shown.map((c) => [c.id, c.name]));
  });

  it.each(LOCALES.map((l) => l.code).filter((l) => l !== 'en-US'))('are all named in %s, none empty or left in English', (locale) => {
    const untranslated = named(locale).filter(([id, name]) => name === '' || name === shown.find((c) => c.id === id)?.name);
    expect(untranslated).toEqual([]);
  });
});

describe('translator and island strings', () => {
  it('translates with interpolation and plurals, and falls back to English for unknown keys', () => {
    expect(translator('bn-IN')('cart.qty', { qty: 2 })).toBe('পরিমাণ 2');
    expect(translator('hi-IN')('listing.products', { count: 12 })).toBe('12 उत्पाद');
    expect(translator('en-US')('listing.products', { count: 1 })).toBe('1 product');
    expect(translator('en-US')('search.found', { count: 605 })).toBe('605 products found');
    expect(translator('or-IN')('no.such.key' as StringKey)).toBe('no.such.key');
  });

  it('picks the plural form in the island as i18next does on the page, without i18next', () => {
    const en = searchStrings('en-US');
    expect(translate(en, 'search.seeAll', { count: 1 })).toBe('See the 1 result');
    expect(translate(en, 'search.seeAll', { count: 2 })).toBe('See all 2 results');
    expect(translate(en, 'search.announce', { count: 1, shown: 1 })).toBe(translator('en-US')('search.announce', { count: 1, shown: 1 }));
    const bn = searchStrings('bn-IN');
    expect(bn[LOCALE_KEY]).toBe('bn-IN');
    expect(translate(bn, 'search.found', { count: 1 })).toBe('1টি পণ্য পাওয়া গেছে');
    expect(translate(bn, 'search.found', { count: 3 })).toBe(translator('bn-IN')('search.found', { count: 3 }));
    expect(translate(bn, 'cart.qty')).toBe('cart.qty');
  });

  it('translates a message by the key and parameters the gateway sends, and a store’s own message by its constant', () => {
    const bn = cartStrings('bn-IN');
    expect(translateMessage({ message: 'Quantity must be below 101', messageKey: 'messages.quantityBelow', params: { limit: 101 } }, bn)).toBe(
      'পরিমাণ 101-এর কম হতে হবে',
    );
    expect(translateMessage({ message: 'Only 3 products of this type are available!', messageKey: 'messages.onlyAvailable', params: { max: 3 } }, bn)).toBe(
      'এই পণ্যের মাত্র 3টি পাওয়া যাচ্ছে!',
    );
    expect(translateMessage('Server Down! Please Try After Some Time!', bn)).toBe('সার্ভার বন্ধ আছে! কিছুক্ষণ পরে আবার চেষ্টা করুন!');
    // A key the island was not given, and text nobody keyed, show as they came.
    expect(translateMessage({ message: 'Incorrect OTP', messageKey: 'account.messages.otpInvalid' }, bn)).toBe('Incorrect OTP');
    expect(translateMessage('Something else', bn)).toBe('Something else');
    expect(fill('Qty {{qty}} of {{missing}}', { qty: 1 })).toBe('Qty 1 of {{missing}}');
  });

  it('gives the same text every time a page asks again, whatever parameters came between', () => {
    const t = translator('en-US');
    expect(translator('en-US')).toBe(t);
    expect(t('listing.products', { count: 1 })).toBe('1 product');
    expect(t('listing.products', { count: 2 })).toBe('2 products');
    expect(t('listing.products', { count: 1 })).toBe('1 product');
    expect(t('categories.999999', { defaultValue: 'First' })).toBe('First');
    expect(t('categories.999999', { defaultValue: 'Second' })).toBe('Second');
    expect(t('categories.999999')).toBe('categories.999999');
  });

  it.each([
    [{ count: 1 }, 'listing.products\u0000{"count":1}'],
    [{ defaultValue: 'Tablet', n: 2, on: true }, 'forms.x\u0000{"defaultValue":"Tablet","n":2,"on":true}'],
    [{ count: Number.NaN }, null],
    [{ count: Number.POSITIVE_INFINITY }, null],
    [{ name: null }, null],
    [{ list: ['a'] }, null],
  ])('memoises a call with %j only when its parameters print as what they are', (params, id) => {
    expect(memoId(id?.split('\u0000')[0] ?? 'key', params)).toBe(id);
  });

  it('writes counts in the locale’s digits', () => {
    expect(formatCount('bn-IN', 605)).toBe('৬০৫');
    expect(formatCount('or-IN', 12)).toBe('୧୨');
    expect(formatCount('hi-IN', 1234)).toBe('1,234');
  });
});
