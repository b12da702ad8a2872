/**
 * Locales and store views (storefront.md §1, design.md "URL conventions"): en-US has no prefix; the
 * store view's prefix comes before the language's (`/jh/bn/...`). Disabled store views answer 404.
 */
/**
 * The languages the site serves, with their URL prefix and their name in their own script. The strings
 * come from src/i18n/resources/<code>/ (found by folder); this list stays written out because plain
 * Node scripts (server/snapshot.ts, server/service-worker.ts) import it, where Vite's import.meta.glob
 * does not exist. src/i18n/i18n.test.ts fails when the list and the folders disagree.
 */
export const LOCALES = [
  { code: 'en-US', path: '', name: 'English' },
  { code: 'bn-IN', path: 'bn', name: 'বাংলা' },
  { code: 'hi-IN', path: 'hi', name: 'हिन्दी' },
  { code: 'or-IN', path: 'or', name: 'ଓଡ଼ିଆ' },
] as const;
export type Locale = (typeof LOCALES)[number]['code'];
export const DEFAULT_LOCALE: Locale = 'en-US';

export const STORE_VIEWS = [
  { code: 'default', path: '', enabled: true, warehouse: 'WB-01', region: null },
  { code: 'jh', path: 'jh', enabled: true, warehouse: 'JH-01', region: 'JH' },
  { code: 'de', path: 'de', enabled: false, warehouse: null, region: null },
  { code: 'it', path: 'it', enabled: false, warehouse: null, region: null },
] as const;
export type StoreView = (typeof STORE_VIEWS)[number];
export type EnabledStoreView = Extract<StoreView, { enabled: true }>;

export interface Site {
  storeView: EnabledStoreView;
  locale: Locale;
  /** "" | "/bn" | "/jh" | "/jh/bn" */
  prefix: string;
}

export function prefixOf(storeView: StoreView, locale: Locale): string {
  const localePath = LOCALES.find((l) => l.code === locale)?.path ?? '';
  return [storeView.path, localePath]
    .filter(Boolean)
    .map((p) => `/${p}`)
    .join('');
}

/** Every enabled store view in every locale: what gets pre-rendered. */
export function allSites(): Site[] {
  return STORE_VIEWS.filter((s): s is EnabledStoreView => s.enabled).flatMap((storeView) =>
    LOCALES.map((l) => ({ storeView, locale: l.code, prefix: prefixOf(storeView, l.code) })),
  );
}

/**
 * Splits leading store-view and locale segments off a path. A disabled store view gives null (404);
 * anything else is left in `rest` for the route table.
 */
export function splitSite(segments: readonly string[]): { site: Site; rest: string[] } | null {
  let index = 0;
  let storeView: EnabledStoreView = STORE_VIEWS[0];
  const first = segments[0];
  const view = STORE_VIEWS.find((s) => s.path !== '' && s.path === first);
  if (view) {
    if (!view.enabled) return null;
    storeView = view;
    index += 1;
  }
  let locale: Locale = DEFAULT_LOCALE;
  const maybeLocale = LOCALES.find((l) => l.path !== '' && l.path === segments[index]);
  if (maybeLocale) {
    locale = maybeLocale.code;
    index += 1;
  }
  return { site: { storeView, locale, prefix: prefixOf(storeView, locale) }, rest: segments.slice(index) };
}

/** The same page in another site (language switcher, hreflang): swaps the prefix, keeps path and query. */
export function pathInSite(site: Site, path: string): string {
  const joined = `${site.prefix}${path === '/' ? '' : path}`;
  return joined === '' ? '/' : joined;
}
