import type { Translate } from '../i18n/index.ts';
import { translator } from '../i18n/index.ts';
import type { IslandStrings } from '../i18n/island.ts';
import { cartStrings, microcartStrings, searchStrings } from '../i18n/island-strings.ts';
import { allSites, LOCALES, pathInSite, type Site } from '../routing/site.ts';

/** What every page needs to render in its store view and language. */
export interface PageContext {
  site: Site;
  t: Translate;
  /** The path below the site prefix, e.g. "/c/antibiotics" ("/" for home). */
  path: string;
  /** Builds a link inside the current site: href('/c/x') -> '/bn/c/x'. */
  href(path: string): string;
  /** The same page in every language of this store view, for hreflang and the language switcher. */
  alternates: { hreflang: string; href: string; locale: string; storeView: string; current: boolean }[];
  /** The same page in the other store view (default <-> Jharkhand), same language. */
  otherStoreView: { href: string; code: string };
  cartStrings: IslandStrings;
  /** The microcart's: the cart's and the newsletter popup's (issue 20). */
  microcartStrings: IslandStrings;
  searchStrings: IslandStrings;
}

export function pageContext(site: Site, path: string): PageContext {
  // Alternates stay in the store view: the same language in two store views is not an alternate.
  const alternates = allSites()
    .filter((other) => other.storeView.code === site.storeView.code)
    .map((other) => ({
      hreflang: other.locale,
      href: pathInSite(other, path),
      locale: other.locale,
      storeView: other.storeView.code,
      current: other.prefix === site.prefix,
    }));
  return {
    site,
    t: translator(site.locale),
    path,
    href: (p) => pathInSite(site, p),
    alternates,
    otherStoreView: otherStore(site, path),
    cartStrings: cartStrings(site.locale),
    microcartStrings: microcartStrings(site.locale),
    searchStrings: searchStrings(site.locale),
  };
}

export function languageName(locale: string): string {
  return LOCALES.find((l) => l.code === locale)?.name ?? locale;
}

function otherStore(site: Site, path: string): { href: string; code: string } {
  const other = allSites().find((s) => s.locale === site.locale && s.storeView.code !== site.storeView.code) ?? site;
  return { href: pathInSite(other, path), code: other.storeView.code };
}
