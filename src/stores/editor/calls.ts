import type { BlockKind, CmsKind, CmsStatus } from '../../../domain/cms.ts';
import {
  EDITOR_BLOCK,
  EDITOR_BLOCKS,
  EDITOR_BLOG_TYPES,
  EDITOR_CATEGORIES,
  EDITOR_COUNTS,
  EDITOR_DELETE_BLOCK,
  EDITOR_DELETE_ENTRY,
  EDITOR_ENTRIES,
  EDITOR_ENTRY,
  EDITOR_PREVIEW_TOKEN,
  EDITOR_PUBLISH_ENTRY,
  EDITOR_RESTORE_REVISION,
  EDITOR_REVISION,
  EDITOR_REVISIONS,
  EDITOR_SAVE_BLOCK,
  EDITOR_SAVE_ENTRY,
  EDITOR_UNPUBLISH_ENTRY,
} from '../../graphql/cms-editor.ts';
import { mapOutcome } from '../outcome.ts';
import { runStaff } from '../staff/calls.ts';
import { type BlockForm, blockInput, type EntryForm, entryInput, LIST_PAGE_SIZE } from './rules.ts';

/**
 * The editor's desk's calls (issue 18), each with the staff user's own token (an EDITOR's or an
 * ADMIN's; the gateway refuses anyone else's): content pages and blog posts, their revisions, publishing
 * and previews, the home page's banners and popular-category tiles. Each answers an Outcome whose refusal
 * carries the gateway's key (cms.messages.*) for the page to translate; a CONFLICT keeps its name and time.
 */

export interface EntryListAsk {
  kind: CmsKind;
  /** null: every language. */
  locale: string | null;
  status: CmsStatus | null;
  search: string;
  blogType?: string | null;
}

export const loadEntries = (ask: EntryListAsk, start = 0) =>
  runStaff(EDITOR_ENTRIES, {
    filter: {
      kind: ask.kind,
      ...(ask.locale ? { locale: ask.locale } : {}),
      ...(ask.status ? { status: ask.status } : {}),
      ...(ask.search.trim() ? { search: ask.search.trim() } : {}),
      ...(ask.blogType ? { blogType: ask.blogType } : {}),
      start,
      size: LIST_PAGE_SIZE,
    },
  }).then((reply) => mapOutcome(reply, (data) => data.cmsEntries));

export const loadCounts = () => runStaff(EDITOR_COUNTS, {}).then((reply) => mapOutcome(reply, (data) => data.cmsCounts));

export const loadBlogTypes = () => runStaff(EDITOR_BLOG_TYPES, {}).then((reply) => mapOutcome(reply, (data) => data.blogTypes));

export const loadEntry = (id: string) => runStaff(EDITOR_ENTRY, { id }).then((reply) => mapOutcome(reply, (data) => data.cmsEntry));

export const loadRevisions = (id: string) => runStaff(EDITOR_REVISIONS, { id }).then((reply) => mapOutcome(reply, (data) => data.cmsRevisions));

export const loadRevision = (id: string, revision: number) =>
  runStaff(EDITOR_REVISION, { id, revision }).then((reply) => mapOutcome(reply, (data) => data.cmsRevision));

/** Saves the form as a new revision (creates the entry when id is null); baseRevision is the revision the editor opened. */
export const saveEntry = (form: EntryForm, id: string | null, baseRevision: number | null) =>
  runStaff(EDITOR_SAVE_ENTRY, { input: entryInput(form, id, baseRevision) }, 'mutation').then((reply) => mapOutcome(reply, (data) => data.saveCmsEntry));

/** Publishes `revision` (the latest, which the editor looked at) now, or at `at` (ISO UTC). */
export const publishEntry = (id: string, revision: number, at: string | null = null) =>
  runStaff(EDITOR_PUBLISH_ENTRY, { id, revision, at }, 'mutation').then((reply) => mapOutcome(reply, (data) => data.publishCmsEntry));

export const unpublishEntry = (id: string) =>
  runStaff(EDITOR_UNPUBLISH_ENTRY, { id }, 'mutation').then((reply) => mapOutcome(reply, (data) => data.unpublishCmsEntry));

export const restoreRevision = (id: string, revision: number, baseRevision: number) =>
  runStaff(EDITOR_RESTORE_REVISION, { id, revision, baseRevision }, 'mutation').then((reply) => mapOutcome(reply, (data) => data.restoreCmsRevision));

export const deleteEntry = (id: string) => runStaff(EDITOR_DELETE_ENTRY, { id }, 'mutation').then((reply) => mapOutcome(reply, (data) => data.deleteCmsEntry));

export const previewToken = (kind: CmsKind, identifier: string) =>
  runStaff(EDITOR_PREVIEW_TOKEN, { kind, identifier }, 'mutation').then((reply) => mapOutcome(reply, (data) => data.cmsPreviewToken));

export interface BlockListAsk {
  kind: BlockKind;
  locale: string | null;
  status: CmsStatus | null;
}

export const loadBlocks = (ask: BlockListAsk) =>
  runStaff(EDITOR_BLOCKS, {
    filter: { kind: ask.kind, ...(ask.locale ? { locale: ask.locale } : {}), ...(ask.status ? { status: ask.status } : {}) },
  }).then((reply) => mapOutcome(reply, (data) => data.homeBlocks));

export const loadBlock = (id: string) => runStaff(EDITOR_BLOCK, { id }).then((reply) => mapOutcome(reply, (data) => data.homeBlock));

export const saveBlock = (form: BlockForm, id: string | null, baseRevision: number | null) =>
  runStaff(EDITOR_SAVE_BLOCK, { input: blockInput(form, id, baseRevision) }, 'mutation').then((reply) => mapOutcome(reply, (data) => data.saveHomeBlock));

export const deleteBlock = (id: string, baseRevision: number) =>
  runStaff(EDITOR_DELETE_BLOCK, { id, baseRevision }, 'mutation').then((reply) => mapOutcome(reply, (data) => data.deleteHomeBlock));

/** The shop's categories for a tile, each with its place in the tree ("Pain relief", "  Headache"). */
export const loadCategories = () =>
  runStaff(EDITOR_CATEGORIES, {}).then((reply) =>
    mapOutcome(reply, (data) => [...data.categories].sort((a, b) => a.level - b.level || a.name.localeCompare(b.name, 'en'))),
  );
