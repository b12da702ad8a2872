import i18next from 'i18next';
import type { Locale } from '../routing/site.ts';
import type { StringKey, StringParams } from './keys.ts';
import { flatStrings, RESOURCES_BY_LOCALE } from './resources.ts';

/**
 * i18next is given each language as one namespace of flat keys (the JSON files' keys never overlap,
 * i18n.test.ts checks), so a key is one lookup: with the 23 files as namespaces and `fallbackNS`, a
 * key in a late file was looked for in every earlier one first (a tenth of a product page's CPU
 * before issue 21).
 */
const FLAT_RESOURCES = Object.fromEntries(Object.keys(RESOURCES_BY_LOCALE).map((locale) => [locale, { strings: flatStrings(locale) }]));

/**
 * The server-side translator for a locale (i18next, initialised once per locale, synchronously), over
 * every language's JSON resources. Keys are the full dotted keys of whichever JSON file holds them
 * (no key or namespace separator), plurals by i18next's `_one`/`_other` with a numeric `count`.
 * Missing keys fall back to English. Islands never load i18next: pages pass them the strings they need.
 */
/** Sections whose keys are ids from the data (category ids, dosage forms, discount lines, content pages). */
type DataKey = `${'categories' | 'forms' | 'discountLines' | 'content'}.${string | number}`;

/**
 * The pages' t(key, params): a key is one of the English resources' (a misspelt one does not compile),
 * or an id from the data in a section keyed by data, which may give `defaultValue` for an id it lacks.
 */
export type Translate = (key: StringKey | DataKey, params?: StringParams & { defaultValue?: string }) => string;

const translators = new Map<Locale, Translate>();

/** Translations kept per language before the memo starts again: far more than the pages' distinct calls. */
const MEMO_LIMIT = 20_000;

export function translator(locale: Locale): Translate {
  const known = translators.get(locale);
  if (known) return known;
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: 'en-US',
    resources: FLAT_RESOURCES,
    ns: ['strings'],
    defaultNS: 'strings',
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  const t = instance.t.bind(instance);
  // A translation depends only on the key and the parameters (the resources are fixed for the process),
  // and a page asks for the same few dozen again and again: each is made by i18next once (its
  // interpolation and nesting pass ran on every call, 6% of a product page's CPU in issue 21).
  const memo = new Map<string, string>();
  const translate: Translate = (key, params) => {
    const made = () => (params ? t(key, params) : t(key));
    const id = params ? memoId(key, params) : key;
    if (id === null) return made();
    let text = memo.get(id);
    if (text === undefined) {
      text = made();
      if (memo.size >= MEMO_LIMIT) memo.clear();
      memo.set(id, text);
    }
    return text;
  };
  translators.set(locale, translate);
  return translate;
}

/**
 * The memo's key for a call with parameters, or null when one is not a plain string, finite number or
 * boolean (two such values could print alike and translate differently).
 */
export function memoId(key: string, params: Readonly<Record<string, unknown>>): string | null {
  for (const value of Object.values(params)) {
    const kind = typeof value;
    if (kind === 'string' || kind === 'boolean' || (kind === 'number' && Number.isFinite(value))) continue;
    return null;
  }
  return `${key}\u0000${JSON.stringify(params)}`;
}

/** Digits as customers of the locale read them in running text (Bengali and Odia digits; Hindi keeps 0-9). */
export function formatCount(locale: Locale, n: number): string {
  const numbering = locale === 'bn-IN' ? 'beng' : locale === 'or-IN' ? 'orya' : 'latn';
  return new Intl.NumberFormat(`${locale}-u-nu-${numbering}`).format(n);
}
