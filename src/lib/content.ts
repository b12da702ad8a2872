import { type CollectionEntry, getCollection, getEntry } from 'astro:content';
import { DEFAULT_LOCALE, type Locale } from '../routing/site.ts';

/** A content entry in the locale, or the English one (then `fallback` is true), or null. */
export async function localizedEntry<C extends 'pages' | 'blog'>(
  collection: C,
  locale: Locale,
  identifier: string,
): Promise<{ entry: CollectionEntry<C>; fallback: boolean } | null> {
  const own = await getEntry(collection, `${locale}/${identifier}`);
  if (own) return { entry: own as CollectionEntry<C>, fallback: false };
  const english = await getEntry(collection, `${DEFAULT_LOCALE}/${identifier}`);
  return english ? { entry: english as CollectionEntry<C>, fallback: true } : null;
}

/** Blog posts of a type in the locale (English posts stand in for missing translations), newest first. */
export async function blogPosts(locale: Locale, blogType: string) {
  const all = await getCollection('blog', (e) => e.data.blogType === blogType);
  const byId = new Map<string, { entry: (typeof all)[number]; fallback: boolean }>();
  for (const entry of all) {
    const [entryLocale, identifier = ''] = entry.id.split('/');
    if (entryLocale === locale) byId.set(identifier, { entry, fallback: false });
    else if (entryLocale === DEFAULT_LOCALE && !byId.has(identifier)) byId.set(identifier, { entry, fallback: true });
  }
  return [...byId.entries()]
    .map(([identifier, value]) => ({ identifier, ...value }))
    .sort((a, b) => b.entry.data.published.getTime() - a.entry.data.published.getTime());
}
