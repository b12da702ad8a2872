import i18next, { type i18n } from 'i18next';
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

const instances = new Map<Locale, i18n>();

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

export function translator(locale: Locale): Translate {
  let instance = instances.get(locale);
  if (!instance) {
    instance = i18next.createInstance();
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
    instances.set(locale, instance);
  }
  const t = instance.t.bind(instance);
  return (key, params) => (params ? t(key, params) : t(key));
}

/** Digits as customers of the locale read them in running text (Bengali and Odia digits; Hindi keeps 0-9). */
export function formatCount(locale: Locale, n: number): string {
  const numbering = locale === 'bn-IN' ? 'beng' : locale === 'or-IN' ? 'orya' : 'latn';
  return new Intl.NumberFormat(`${locale}-u-nu-${numbering}`).format(n);
}
