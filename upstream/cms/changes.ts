import type { Db } from '../db/open.ts';

/**
 * What changed on the shop's content (issue 18), for the storefront processes that keep static copies
 * of pages, the sitemap and the service worker's copies: a cms_changes row for each publishing,
 * unpublishing, removal and block write; the times schedules reach are read from the entries and
 * blocks themselves. Rows are kept a week (pruned with the catalogue's feed, upstream/server.ts).
 */

export type ChangeKind = 'PAGE' | 'BLOG' | 'HOME';
export interface ContentChange {
  kind: ChangeKind;
  locale: string | null;
  identifier: string | null;
  blogType: string | null;
}

/** A poll's `after` goes back this far, so that a write committed just before the last poll's `now` is not missed. */
export const CHANGES_OVERLAP_MS = 5_000;
export const CMS_CHANGES_KEEP_DAYS = 7;

export async function recordChange(db: Db, change: ContentChange, at: string): Promise<void> {
  await db
    .insertInto('cms_changes')
    .values({ kind: change.kind, locale: change.locale, identifier: change.identifier, blog_type: change.blogType, changed_at: at })
    .execute();
}

/**
 * The changes in (after − 5 s, now]: written rows, entries whose publishing time, and blocks whose start
 * or end, fell in that window (HOME of the block's language). Each change once. `now` is the next `after`.
 */
export async function changesSince(db: Db, after: Date, now: Date): Promise<{ now: string; changes: ContentChange[] }> {
  const from = new Date(after.getTime() - CHANGES_OVERLAP_MS).toISOString();
  const to = now.toISOString();
  const [written, scheduled, blocks] = await Promise.all([
    db
      .selectFrom('cms_changes')
      .select(['kind', 'locale', 'identifier', 'blog_type'])
      .where('changed_at', '>', from)
      .where('changed_at', '<=', to)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('cms_entries')
      .select(['kind', 'locale', 'identifier', 'blog_type'])
      .where('scheduled_at', '>', from)
      .where('scheduled_at', '<=', to)
      .execute(),
    db
      .selectFrom('cms_blocks')
      .select('locale')
      .where('published', '=', 1)
      .where((eb) => eb.or([eb.and([eb('starts_at', '>', from), eb('starts_at', '<=', to)]), eb.and([eb('ends_at', '>', from), eb('ends_at', '<=', to)])]))
      .execute(),
  ]);
  const seen = new Map<string, ContentChange>();
  const add = (change: ContentChange) => seen.set(JSON.stringify(change), change);
  for (const r of [...written, ...scheduled]) add({ kind: r.kind, locale: r.locale, identifier: r.identifier, blogType: r.blog_type });
  for (const r of blocks) add({ kind: 'HOME', locale: r.locale, identifier: null, blogType: null });
  return { now: to, changes: [...seen.values()] };
}

/** Cuts the content change feed to its last week (every upstream process, hourly; idempotent). */
export async function pruneContentChangesBefore(db: Db, before: string): Promise<void> {
  await db.deleteFrom('cms_changes').where('changed_at', '<', before).execute();
}
