import { type CollectionEntry, getCollection } from 'astro:content';
import { DEFAULT_LOCALE, type Locale } from '../routing/site.ts';

/** A content entry in the locale, or the English one (then `fallback` is true), or null. */
export async function localizedEntry<C extends 'pages' | 'blog'>(
  collection: C,
  locale: Locale,
  identifier: string,
): Promise<{ entry: CollectionEntry<C>; fallback: boolean } | null> {
  // Looked up in the collection rather than with getEntry, which logs every missing translation.
  const entries = (await getCollection(collection)) as CollectionEntry<C>[];
  const find = (id: string) => entries.find((entry) => entry.id === id);
  const own = find(`${locale}/${identifier}`);
  if (own) return { entry: own, fallback: false };
  const english = find(`${DEFAULT_LOCALE}/${identifier}`);
  return english ? { entry: english, fallback: true } : null;
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
