import type { StringKey, Translation } from './keys.ts';

/**
 * Every language's strings, found by folder: `resources/<locale>/index.ts` (one folder per language,
 * so a new language is a new folder). `import.meta.glob` is Vite's, so this module serves the pages and
 * the tests; plain Node scripts that need only English import `resources/en-US/index.ts` directly.
 */
const found = import.meta.glob<Translation>('./resources/*/index.ts', { eager: true, import: 'default' });

export const RESOURCES_BY_LOCALE: Readonly<Record<string, Translation>> = Object.fromEntries(
  Object.entries(found).map(([path, translation]) => [path.split('/')[2] ?? path, translation]),
);

/** The languages that have a resources folder, English first. */
export const RESOURCE_LOCALES: readonly string[] = Object.keys(RESOURCES_BY_LOCALE).sort(
  (a, b) => Number(b === 'en-US') - Number(a === 'en-US') || a.localeCompare(b),
);

const flatByLocale = new Map<string, Readonly<Record<string, string>>>();

/**
 * One language's strings as one flat dictionary (the namespaces' keys never overlap; i18n.test.ts
 * checks), made once per language: the resources do not change while the process runs.
 */
export function flatStrings(locale: string): Readonly<Record<string, string>> {
  let flat = flatByLocale.get(locale);
  if (!flat) {
    const translation = RESOURCES_BY_LOCALE[locale] ?? RESOURCES_BY_LOCALE['en-US'];
    flat = Object.freeze(Object.assign({}, ...Object.values(translation ?? {})) as Record<string, string>);
    flatByLocale.set(locale, flat);
  }
  return flat;
}

/** One string of a language, for tests and build scripts; a key the language lacks is an error, not a blank. */
export function stringOf(locale: string, key: StringKey): string {
  const text = flatStrings(locale)[key];
  if (text === undefined) throw new Error(`${locale} has no string ${key}`);
  return text;
}
