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

/** One language's strings as one flat dictionary (the namespaces' keys never overlap; i18n.test.ts checks). */
export function flatStrings(locale: string): Readonly<Record<string, string>> {
  const translation = RESOURCES_BY_LOCALE[locale] ?? RESOURCES_BY_LOCALE['en-US'];
  return Object.assign({}, ...Object.values(translation ?? {}));
}

/** One string of a language, for tests and build scripts; a key the language lacks is an error, not a blank. */
export function stringOf(locale: string, key: StringKey): string {
  const text = flatStrings(locale)[key];
  if (text === undefined) throw new Error(`${locale} has no string ${key}`);
  return text;
}
