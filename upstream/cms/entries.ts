import { type ExpressionBuilder, type Selectable, sql } from 'kysely';
import {
  CMS_DEFAULT_LOCALE,
  type CmsEntryValues,
  type CmsKind,
  type CmsStatus,
  entryPath,
  entryStatus,
  MAX_CMS_PAGES,
  publishTimeRefusal,
  shownRevision,
} from '../../domain/cms.ts';
import { CMS_MESSAGES as M } from '../../domain/cms-messages.ts';
import { inTransaction, isUniqueViolation } from '../db/database.ts';
import type { Db } from '../db/open.ts';
import type { CmsEntriesTable, Tables } from '../db/tables.ts';
import { Refusal } from '../http/refusal.ts';
import { publicId } from '../ids.ts';
import { recordChange } from './changes.ts';
import { conflictOf, refuseAtLimit } from './conflict.ts';
import { referencedImageIds, sanitizeCmsHtml } from './sanitize.ts';

/**
 * Content pages and blog posts (issue 18; the rules and words: domain/cms.ts). Every save is a new
 * revision, written only when the editor's `baseRevision` is still the latest (a conditional UPDATE:
 * of two editors saving at once, one wins and the other is told who changed it and when). Customers
 * see the revision `shownRevision` picks at the upstream's time; publishing, unpublishing and removing
 * write a cms_changes row for the processes that keep static copies of the pages.
 */

type EntryRow = Selectable<CmsEntriesTable>;
type Tx = Db;

const ENTRY_COLUMNS = [
  'cms_entries.id',
  'cms_entries.sid',
  'cms_entries.kind',
  'cms_entries.locale',
  'cms_entries.identifier',
  'cms_entries.blog_type',
  'cms_entries.revision',
  'cms_entries.live_revision',
  'cms_entries.scheduled_revision',
  'cms_entries.scheduled_at',
  'cms_entries.first_published_at',
  'cms_entries.created_at',
  'cms_entries.updated_at',
  'cms_entries.updated_by',
] as const;

const timing = (row: Pick<EntryRow, 'live_revision' | 'scheduled_revision' | 'scheduled_at'>) => ({
  liveRevision: row.live_revision,
  scheduledRevision: row.scheduled_revision,
  scheduledAt: row.scheduled_at === null ? null : new Date(row.scheduled_at),
});

/** The revision customers see of each entry at `nowIso`, as SQL (shownRevision of domain/cms.ts). */
export function shownRevisionSql(nowIso: string) {
  return sql<
    number | null
  >`CASE WHEN cms_entries.scheduled_at IS NOT NULL AND cms_entries.scheduled_at <= ${nowIso} AND cms_entries.scheduled_revision IS NOT NULL THEN cms_entries.scheduled_revision ELSE cms_entries.live_revision END`;
}

/** The status condition at `nowIso` (entryStatus of domain/cms.ts; schedule time and revision are set and cleared together). */
function statusIs(eb: ExpressionBuilder<Tables, 'cms_entries'>, status: CmsStatus, nowIso: string) {
  if (status === 'SCHEDULED') return eb('cms_entries.scheduled_at', '>', nowIso);
  if (status === 'PUBLISHED')
    return eb.or([
      eb('cms_entries.scheduled_at', '<=', nowIso),
      eb.and([eb('cms_entries.scheduled_at', 'is', null), eb('cms_entries.live_revision', 'is not', null)]),
    ]);
  if (status === 'DRAFT') return eb.and([eb('cms_entries.scheduled_at', 'is', null), eb('cms_entries.live_revision', 'is', null)]);
  return eb('cms_entries.id', '<', 0);
}

// ---------------------------------------------------------------------------------------------------
// The editor's reads

/** An entry at its latest revision, with its last editor's name, as the editor sees it (GraphQL CmsEntry). */
async function editorEntry(db: Db, sid: string, now: Date, revision?: number) {
  const row = await db
    .selectFrom('cms_entries')
    .innerJoin('cms_revisions', (join) =>
      join
        .onRef('cms_revisions.entry_id', '=', 'cms_entries.id')
        .on((eb) => (revision === undefined ? eb('cms_revisions.revision', '=', eb.ref('cms_entries.revision')) : eb('cms_revisions.revision', '=', revision))),
    )
    .leftJoin('users', 'users.id', 'cms_entries.updated_by')
    .select([...ENTRY_COLUMNS, 'cms_revisions.title', 'cms_revisions.description', 'cms_revisions.body_html', 'users.name as editor_name'])
    .where('cms_entries.sid', '=', sid)
    .executeTakeFirst();
  if (!row) return null;
  return {
    ...summaryWire(row, now),
    description: row.description,
    bodyHtml: row.body_html,
    publishedRevision: shownRevision(timing(row), now),
    scheduledRevision: upcoming(row, now)?.revision ?? null,
  };
}

/** A schedule still ahead at `now`, or null. */
function upcoming(row: Pick<EntryRow, 'scheduled_revision' | 'scheduled_at'>, now: Date) {
  return row.scheduled_at !== null && row.scheduled_revision !== null && Date.parse(row.scheduled_at) > now.getTime()
    ? { revision: row.scheduled_revision, at: row.scheduled_at }
    : null;
}

function summaryWire(row: EntryRow & { title: string; editor_name: string | null }, now: Date) {
  const times = timing(row);
  const ahead = upcoming(row, now);
  const target = ahead ? ahead.revision : shownRevision(times, now);
  return {
    id: row.sid,
    kind: row.kind,
    locale: row.locale,
    identifier: row.identifier,
    path: entryPath(row.kind, row.identifier),
    title: row.title,
    blogType: row.blog_type,
    revision: row.revision,
    status: entryStatus(times, now),
    hasUnpublishedChanges: target !== row.revision,
    scheduledAt: ahead?.at ?? null,
    updatedAt: row.updated_at,
    updatedByName: row.editor_name ?? '',
  };
}
export type EntrySummaryWire = ReturnType<typeof summaryWire>;
export type EntryWire = NonNullable<Awaited<ReturnType<typeof editorEntry>>>;

export async function readEntry(db: Db, sid: string, now: Date): Promise<EntryWire> {
  const entry = await editorEntry(db, sid, now);
  if (!entry) throw new Refusal(404, M.pageNotFound);
  return entry;
}

/** The entry with an old revision's title, description and body (its `revision` stays the latest, the base of a restore). */
export async function readRevisionText(db: Db, sid: string, revision: number, now: Date): Promise<EntryWire> {
  const entry = await editorEntry(db, sid, now, revision);
  if (entry) return entry;
  await readEntry(db, sid, now);
  throw new Refusal(404, M.revisionNotFound);
}

export async function listRevisions(db: Db, sid: string, now: Date) {
  const entry = await db.selectFrom('cms_entries').select(ENTRY_COLUMNS).where('sid', '=', sid).executeTakeFirst();
  if (!entry) throw new Refusal(404, M.pageNotFound);
  const live = shownRevision(timing(entry), now);
  const rows = await db
    .selectFrom('cms_revisions')
    .leftJoin('users', 'users.id', 'cms_revisions.author_id')
    .select(['cms_revisions.revision', 'cms_revisions.title', 'cms_revisions.created_at', 'users.name'])
    .where('cms_revisions.entry_id', '=', entry.id)
    .orderBy('cms_revisions.revision', 'desc')
    .execute();
  return rows.map((r) => ({ revision: r.revision, title: r.title, authorName: r.name ?? '', createdAt: r.created_at, live: r.revision === live }));
}

export interface EntryFilter {
  kind?: CmsKind | undefined;
  locale?: string | undefined;
  status?: CmsStatus | undefined;
  search?: string | undefined;
  blogType?: string | undefined;
  start: number;
  size: number;
}

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** Entries, newest change first, with their count: by kind, language, status at `now`, words of the title or URL key, blog type. */
export async function listEntries(db: Db, filter: EntryFilter, now: Date) {
  const nowIso = now.toISOString();
  const base = db
    .selectFrom('cms_entries')
    .innerJoin('cms_revisions', (join) =>
      join.onRef('cms_revisions.entry_id', '=', 'cms_entries.id').onRef('cms_revisions.revision', '=', 'cms_entries.revision'),
    )
    .$if(filter.kind !== undefined, (q) => q.where('cms_entries.kind', '=', filter.kind as CmsKind))
    .$if(filter.locale !== undefined, (q) => q.where('cms_entries.locale', '=', filter.locale as string))
    .$if(filter.blogType !== undefined, (q) => q.where('cms_entries.blog_type', '=', filter.blogType as string))
    .$if(filter.status !== undefined, (q) => q.where((eb) => statusIs(eb, filter.status as CmsStatus, nowIso)))
    .$if(Boolean(filter.search), (q) => {
      const pattern = `%${likeEscaped((filter.search as string).toLowerCase())}%`;
      return q.where((eb) =>
        eb.or([sql<boolean>`lower(cms_revisions.title) LIKE ${pattern} ESCAPE '\\'`, sql<boolean>`lower(cms_entries.identifier) LIKE ${pattern} ESCAPE '\\'`]),
      );
    });
  const [rows, counted] = await Promise.all([
    base
      .leftJoin('users', 'users.id', 'cms_entries.updated_by')
      .select([...ENTRY_COLUMNS, 'cms_revisions.title', 'users.name as editor_name'])
      .orderBy('cms_entries.updated_at', 'desc')
      .orderBy('cms_entries.id', 'desc')
      .limit(filter.size)
      .offset(filter.start)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map((row) => summaryWire(row, now)), total: Number(counted.n) };
}

export async function blogTypes(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('cms_entries')
    .select('blog_type')
    .distinct()
    .where('kind', '=', 'BLOG')
    .where('blog_type', 'is not', null)
    .orderBy('blog_type')
    .execute();
  return rows.map((r) => r.blog_type as string);
}

// ---------------------------------------------------------------------------------------------------
// The editor's writes

async function entryForUpdate(tx: Tx, sid: string): Promise<EntryRow> {
  const row = await tx.selectFrom('cms_entries').select(ENTRY_COLUMNS).where('sid', '=', sid).executeTakeFirst();
  if (!row) throw new Refusal(404, M.pageNotFound);
  return row;
}

/** The refusal for an entry that moved on: who saved its latest revision, and when. */
const entryConflict = (tx: Tx, entry: Pick<EntryRow, 'id' | 'updated_at'>) => conflictOf(tx, 'cms_entries', entry);

async function keyFree(tx: Tx, key: { kind: CmsKind; locale: string; identifier: string }, except: number | null): Promise<void> {
  const taken = await tx
    .selectFrom('cms_entries')
    .select('id')
    .where('kind', '=', key.kind)
    .where('locale', '=', key.locale)
    .where('identifier', '=', key.identifier)
    .$if(except !== null, (q) => q.where('id', '<>', except as number))
    .executeTakeFirst();
  if (taken) throw new Refusal(400, M.identifierTaken, { field: 'identifier' });
}

/** Whether customers see the entry now or will at a time ahead. */
const onShop = (entry: EntryRow, now: Date) => entryStatus(timing(entry), now) !== 'DRAFT';

/** The cms_images rows a body names, for the sanitiser. */
async function imagesOf(db: Db, html: string) {
  const ids = referencedImageIds(html);
  if (ids.length === 0) return [];
  return db.selectFrom('cms_images').select(['sid', 'widths', 'width', 'height', 'alt']).where('sid', 'in', ids).execute();
}

/**
 * Saves a revision (creating the entry when `id` is null): the body sanitised, the URL key free in its
 * kind and language, the 500 limit counted in the same transaction as the insert, and for an existing
 * entry `baseRevision` still its latest. Moving a page customers see to another URL key, language or
 * blog type is a change of the shop at both paths. Returns the entry's id.
 */
export async function saveEntry(db: Db, input: CmsEntryValues, editorId: number, now: Date): Promise<string> {
  const body = sanitizeCmsHtml(input.bodyHtml, await imagesOf(db, input.bodyHtml));
  const at = now.toISOString();
  const key = { kind: input.kind, locale: input.locale, identifier: input.identifier };
  const revisionRow = (entryId: number, revision: number) => ({
    entry_id: entryId,
    revision,
    title: input.title,
    description: input.description,
    body_html: body,
    author_id: editorId,
    created_at: at,
  });
  try {
    return await inTransaction(db, async (tx) => {
      if (input.id === null) {
        await refuseAtLimit(tx, 'cms_entries', MAX_CMS_PAGES, M.pagesLimit);
        await keyFree(tx, key, null);
        const sid = publicId();
        const { id } = await tx
          .insertInto('cms_entries')
          .values({ sid, ...key, blog_type: input.blogType, revision: 1, created_at: at, updated_at: at, updated_by: editorId })
          .returning('id')
          .executeTakeFirstOrThrow();
        await tx.insertInto('cms_revisions').values(revisionRow(id, 1)).execute();
        return sid;
      }
      const entry = await entryForUpdate(tx, input.id);
      if (input.baseRevision !== entry.revision) throw await entryConflict(tx, entry);
      await keyFree(tx, key, entry.id);
      const next = entry.revision + 1;
      const updated = await tx
        .updateTable('cms_entries')
        .set({ ...key, blog_type: input.blogType, revision: next, updated_at: at, updated_by: editorId })
        .where('id', '=', entry.id)
        .where('revision', '=', input.baseRevision)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw await entryConflict(tx, entry);
      await tx.insertInto('cms_revisions').values(revisionRow(entry.id, next)).execute();
      const moved = entry.kind !== key.kind || entry.locale !== key.locale || entry.identifier !== key.identifier || entry.blog_type !== input.blogType;
      if (moved && onShop(entry, now)) {
        await recordChange(tx, { kind: entry.kind, locale: entry.locale, identifier: entry.identifier, blogType: entry.blog_type }, at);
        await recordChange(tx, { ...key, blogType: input.blogType }, at);
      }
      return entry.sid;
    });
  } catch (error) {
    // Two creations of one URL key at once: the unique index refuses the second.
    if (isUniqueViolation(error)) throw new Refusal(400, M.identifierTaken, { field: 'identifier' });
    throw error;
  }
}

const changeOf = (entry: EntryRow) => ({ kind: entry.kind, locale: entry.locale, identifier: entry.identifier, blogType: entry.blog_type });

/**
 * Customers see `revision` (the latest: the editor publishes what they looked at) now, or from `at`
 * (ahead, within a year; the live revision stays until then). The first publishing dates the entry.
 */
export async function publishEntry(db: Db, sid: string, revision: number, at: Date | null, editorId: number, now: Date): Promise<void> {
  if (at !== null) {
    const refusal = publishTimeRefusal(at, now);
    if (refusal) throw new Refusal(400, refusal, { field: 'at' });
  }
  const nowIso = now.toISOString();
  await inTransaction(db, async (tx) => {
    const entry = await entryForUpdate(tx, sid);
    if (revision !== entry.revision) throw await entryConflict(tx, entry);
    // A schedule whose time has come is what customers see: it becomes the live revision.
    const live = shownRevision(timing(entry), now);
    const first = entry.first_published_at;
    const set =
      at === null
        ? { live_revision: revision, scheduled_revision: null, scheduled_at: null, first_published_at: first ?? nowIso }
        : { live_revision: live, scheduled_revision: revision, scheduled_at: at.toISOString(), first_published_at: first ?? at.toISOString() };
    const updated = await tx
      .updateTable('cms_entries')
      .set({ ...set, updated_at: nowIso, updated_by: editorId })
      .where('id', '=', entry.id)
      .where('revision', '=', revision)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw await entryConflict(tx, entry);
    await recordChange(tx, changeOf(entry), nowIso);
  });
}

/** Takes the entry off the shop and drops a schedule; a first publishing date still ahead goes with it. */
export async function unpublishEntry(db: Db, sid: string, editorId: number, now: Date): Promise<void> {
  const nowIso = now.toISOString();
  await inTransaction(db, async (tx) => {
    const entry = await entryForUpdate(tx, sid);
    const first = entry.first_published_at;
    await tx
      .updateTable('cms_entries')
      .set({
        live_revision: null,
        scheduled_revision: null,
        scheduled_at: null,
        first_published_at: first !== null && first > nowIso ? null : first,
        updated_at: nowIso,
        updated_by: editorId,
      })
      .where('id', '=', entry.id)
      .execute();
    await recordChange(tx, changeOf(entry), nowIso);
  });
}

/** A new revision with the text of `revision`, when `baseRevision` is still the latest; customers see it once published. */
export async function restoreRevision(db: Db, sid: string, revision: number, baseRevision: number, editorId: number, now: Date): Promise<void> {
  const at = now.toISOString();
  await inTransaction(db, async (tx) => {
    const entry = await entryForUpdate(tx, sid);
    if (baseRevision !== entry.revision) throw await entryConflict(tx, entry);
    const old = await tx
      .selectFrom('cms_revisions')
      .select(['title', 'description', 'body_html'])
      .where('entry_id', '=', entry.id)
      .where('revision', '=', revision)
      .executeTakeFirst();
    if (!old) throw new Refusal(404, M.revisionNotFound);
    const next = entry.revision + 1;
    const updated = await tx
      .updateTable('cms_entries')
      .set({ revision: next, updated_at: at, updated_by: editorId })
      .where('id', '=', entry.id)
      .where('revision', '=', baseRevision)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw await entryConflict(tx, entry);
    await tx
      .insertInto('cms_revisions')
      .values({ entry_id: entry.id, revision: next, ...old, author_id: editorId, created_at: at })
      .execute();
  });
}

/** Removes an entry customers do not see (deletePublishedFirst otherwise), with its revisions. */
export async function deleteEntry(db: Db, sid: string, now: Date): Promise<void> {
  const nowIso = now.toISOString();
  await inTransaction(db, async (tx) => {
    const entry = await entryForUpdate(tx, sid);
    if (onShop(entry, now)) throw new Refusal(400, M.deletePublishedFirst);
    await tx.deleteFrom('cms_revisions').where('entry_id', '=', entry.id).execute();
    await tx.deleteFrom('cms_entries').where('id', '=', entry.id).execute();
    await recordChange(tx, changeOf(entry), nowIso);
  });
}

// ---------------------------------------------------------------------------------------------------
// The customer's reads

function pageWire(row: EntryRow & { title: string; description: string; body_html: string; revision_at: string }, fallback: boolean) {
  return {
    kind: row.kind,
    identifier: row.identifier,
    locale: row.locale,
    fallback,
    title: row.title,
    description: row.description,
    bodyHtml: row.body_html,
    blogType: row.blog_type,
    publishedAt: row.first_published_at ?? row.revision_at,
    updatedAt: row.revision_at,
  };
}
export type PageWire = ReturnType<typeof pageWire>;

/** Entries with the text of the revision customers see at `now` (or, `latest`, the latest saved one). */
function entryTexts(db: Db, now: Date, latest = false) {
  return db
    .selectFrom('cms_entries')
    .innerJoin('cms_revisions', (join) =>
      join
        .onRef('cms_revisions.entry_id', '=', 'cms_entries.id')
        .on((eb) => eb('cms_revisions.revision', '=', latest ? eb.ref('cms_entries.revision') : shownRevisionSql(now.toISOString()))),
    )
    .select([...ENTRY_COLUMNS, 'cms_revisions.title', 'cms_revisions.description', 'cms_revisions.body_html', 'cms_revisions.created_at as revision_at']);
}

/**
 * A page or post as a customer reads it at `now`: the language's own published text, else the
 * English one (fallback); null when neither is on the shop. `latest` (a preview) reads the latest saved
 * revision instead of the published one.
 */
export async function customerPage(db: Db, key: { kind: CmsKind; locale: string; identifier: string }, now: Date, latest = false): Promise<PageWire | null> {
  const locales = key.locale === CMS_DEFAULT_LOCALE ? [CMS_DEFAULT_LOCALE] : [key.locale, CMS_DEFAULT_LOCALE];
  const rows = await entryTexts(db, now, latest)
    .where('cms_entries.kind', '=', key.kind)
    .where('cms_entries.identifier', '=', key.identifier)
    .where('cms_entries.locale', 'in', locales)
    .execute();
  const own = rows.find((r) => r.locale === key.locale);
  if (own) return pageWire(own, false);
  const english = rows.find((r) => r.locale === CMS_DEFAULT_LOCALE);
  return english ? pageWire(english, true) : null;
}

/** The published posts of a blog type in `locale`, English ones standing in for posts without a translation, newest first. */
export async function blogList(db: Db, blogType: string, locale: string, now: Date): Promise<PageWire[]> {
  const rows = await entryTexts(db, now)
    .where('cms_entries.kind', '=', 'BLOG')
    .where('cms_entries.blog_type', '=', blogType)
    .where('cms_entries.locale', 'in', [...new Set([locale, CMS_DEFAULT_LOCALE])])
    .execute();
  const chosen = new Map<string, PageWire>();
  for (const row of rows) {
    const mine = row.locale === locale;
    if (mine || !chosen.has(row.identifier)) chosen.set(row.identifier, pageWire(row, !mine));
  }
  return [...chosen.values()].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.identifier.localeCompare(b.identifier));
}

/** Every published entry's path and the languages with their own published text (for the sitemap and static copies). */
export async function publishedPaths(db: Db, now: Date) {
  const rows = await db
    .selectFrom('cms_entries')
    .select(['kind', 'identifier', 'locale', 'blog_type'])
    .where(shownRevisionSql(now.toISOString()), 'is not', null)
    .orderBy('kind')
    .orderBy('identifier')
    .orderBy('locale')
    .execute();
  const paths = new Map<string, { kind: CmsKind; identifier: string; blogType: string | null; locales: string[] }>();
  for (const row of rows) {
    const key = `${row.kind}/${row.identifier}`;
    const path = paths.get(key) ?? { kind: row.kind, identifier: row.identifier, blogType: null, locales: [] };
    path.locales.push(row.locale);
    if (row.locale === CMS_DEFAULT_LOCALE || path.blogType === null) path.blogType = row.blog_type;
    paths.set(key, path);
  }
  return [...paths.values()];
}
