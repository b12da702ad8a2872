import {
  type BlockKind,
  CMS_LOCALES,
  CmsEntryInputSchema,
  type CmsKind,
  type CmsLocale,
  entryPath,
  HomeBlockInputSchema,
  IDENTIFIER,
  identifierRefusal,
  linkRefusal,
  MAX_DESCRIPTION_LENGTH,
  publishTimeRefusal,
} from '../../../domain/cms.ts';
import { CMS_MESSAGES } from '../../../domain/cms-messages.ts';
import { isCalendarDay, istMinute } from '../../../domain/days.ts';
import { LOCALES, prefixOf, STORE_VIEWS } from '../../routing/site.ts';

/**
 * The editor's desk's rules in the browser (issue 18), apart from the calls so they are tested alone:
 * the URL key suggested from a title, the forms' checks (domain/cms.ts's schemas, so the desk refuses
 * what the server would, before sending), IST date-times of the forms, the status line, the preview's
 * addresses, and the unsaved text kept in sessionStorage so that a reload or a dropped network loses
 * nothing.
 */

export const LIST_PAGE_SIZE = 50;

/** An entry's form as the editor types it. */
export interface EntryForm {
  kind: CmsKind;
  locale: CmsLocale;
  identifier: string;
  title: string;
  description: string;
  blogType: string;
  bodyHtml: string;
}

export const EMPTY_ENTRY_FORM: EntryForm = { kind: 'PAGE', locale: 'en-US', identifier: '', title: '', description: '', blogType: '', bodyHtml: '' };

/** The field of a form a refusal belongs to ('form' for the rest). */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * A URL key from a title: lower-case letters and digits, one dash between words, at most 80 characters
 * (cut at a word), accents dropped ("Über Größe" -> "uber-grosse" is not promised: ß stays out). A title
 * with no Latin letters or digits (a Bengali one) gives '' and the editor writes the key.
 */
export function suggestIdentifier(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let key = '';
  for (const word of words) {
    const next = key ? `${key}-${word}` : word;
    if (next.length > 80) break;
    key = next;
  }
  if (key === '' && words[0]) key = words[0].slice(0, 80);
  return key.length >= 2 ? key : '';
}

/** What the URL key field says while the editor types (null: fine so far; the server says whether it is taken). */
export function identifierHint(kind: CmsKind, identifier: string): string | null {
  if (identifier === '') return CMS_MESSAGES.invalidIdentifier;
  return identifierRefusal(kind, identifier.trim().toLowerCase());
}

/** Characters left of the meta description (negative: too long). */
export const descriptionLeft = (description: string) => MAX_DESCRIPTION_LENGTH - description.trim().length;

/** The saving input of an entry form, with the entry's id and the revision the editor opened (null for a new one). */
export function entryInput(form: EntryForm, id: string | null, baseRevision: number | null) {
  return {
    id,
    baseRevision: id === null ? null : baseRevision,
    kind: form.kind,
    locale: form.locale,
    identifier: form.identifier.trim().toLowerCase(),
    title: form.title,
    description: form.description,
    blogType: form.kind === 'BLOG' ? form.blogType.trim().toLowerCase() : null,
    bodyHtml: form.bodyHtml,
  };
}

/** Zod's issues by field: the first message of each. */
function byField(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The form's refusals by field, as the server would word them (domain/cms.ts CmsEntryInputSchema); {} when it may be sent. */
export function checkEntry(form: EntryForm): FieldErrors {
  const parsed = CmsEntryInputSchema.safeParse(entryInput(form, null, null));
  return parsed.success ? {} : byField(parsed.error.issues);
}

/**
 * India's time has no daylight saving: IST is UTC+05:30 all year. A `datetime-local` value
 * ("2026-12-01T09:30") read as IST -> ISO UTC ("2026-12-01T04:00:00.000Z"); '' or nonsense -> null.
 */
export function istInputToIso(value: string): string | null {
  const text = value.trim();
  const match = /^(\d{4}-\d{2}-\d{2})T(?:[01]\d|2[0-3]):[0-5]\d$/.exec(text);
  if (!match?.[1] || !isCalendarDay(match[1])) return null;
  return new Date(`${text}:00+05:30`).toISOString();
}

/** ISO UTC -> the `datetime-local` value in IST; null or nonsense -> ''. */
export function isoToIstInput(iso: string | null): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : istMinute(time);
}

/** A publishing time typed in IST: the ISO time, or why not (domain/cms.ts publishTimeRefusal). */
export function publishAt(value: string, now: Date): { ok: true; iso: string } | { ok: false; message: string } {
  const iso = istInputToIso(value);
  if (!iso) return { ok: false, message: CMS_MESSAGES.publishTimeInPast };
  const refusal = publishTimeRefusal(new Date(iso), now);
  return refusal ? { ok: false, message: refusal } : { ok: true, iso };
}

/** A block's form as the editor types it (times as IST `datetime-local` values). */
export interface BlockForm {
  kind: BlockKind;
  locale: CmsLocale;
  title: string;
  caption: string;
  linkPath: string;
  imageId: string | null;
  categoryId: number | null;
  position: string;
  published: boolean;
  startsAt: string;
  endsAt: string;
}

export const EMPTY_BLOCK_FORM: BlockForm = {
  kind: 'BANNER',
  locale: 'en-US',
  title: '',
  caption: '',
  linkPath: '',
  imageId: null,
  categoryId: null,
  position: '1',
  published: false,
  startsAt: '',
  endsAt: '',
};

/** The saving input of a block form; its times from IST to ISO UTC. */
export function blockInput(form: BlockForm, id: string | null, baseRevision: number | null) {
  const position = form.position.trim() === '' ? Number.NaN : Number(form.position);
  return {
    id,
    baseRevision: id === null ? null : baseRevision,
    kind: form.kind,
    locale: form.locale,
    title: form.title,
    caption: form.caption,
    linkPath: form.kind === 'BANNER' ? form.linkPath.trim() : null,
    imageId: form.imageId,
    categoryId: form.kind === 'POPULAR_CATEGORY' ? form.categoryId : null,
    position,
    published: form.published,
    startsAt: istInputToIso(form.startsAt),
    endsAt: istInputToIso(form.endsAt),
  };
}

/** The block form's refusals by field (domain/cms.ts HomeBlockInputSchema, linkRefusal); {} when it may be sent. */
export function checkBlock(form: BlockForm): FieldErrors {
  const parsed = HomeBlockInputSchema.safeParse(blockInput(form, null, null));
  return parsed.success ? {} : byField(parsed.error.issues);
}

/** A banner's link as the editor types it: null when it may be saved. */
export const linkHint = (link: string) => (link.trim() === '' ? CMS_MESSAGES.linkInvalid : linkRefusal(link.trim()));

/**
 * A link in the body (the toolbar's link dialog): an https:// or http:// address, a mailto: or tel:,
 * or a path of the shop; never javascript:, data: or the like (the server's sanitiser drops them too).
 */
export function bodyLinkRefusal(href: string): string | null {
  const link = href.trim();
  if (link === '') return CMS_MESSAGES.linkInvalid;
  if (/^\/(?!\/)/.test(link)) return linkRefusal(link);
  if (/^(mailto|tel):[^\s]+$/i.test(link)) return null;
  try {
    const url = new URL(link);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password ? null : CMS_MESSAGES.linkInvalid;
  } catch {
    return CMS_MESSAGES.linkInvalid;
  }
}

/** The parts of an entry the status line shows. */
export interface EntryState {
  status: 'DRAFT' | 'PUBLISHED' | 'SCHEDULED' | 'ENDED';
  hasUnpublishedChanges: boolean;
  scheduledAt: string | null;
}

/** The status line's key and parameters: Draft / Published / Scheduled for … / Unpublished changes. */
export function statusLine(entry: EntryState): { key: 'draft' | 'published' | 'scheduled' | 'ended'; changes: boolean; at: string | null } {
  const key = entry.status === 'SCHEDULED' ? 'scheduled' : entry.status === 'PUBLISHED' ? 'published' : entry.status === 'ENDED' ? 'ended' : 'draft';
  return { key, changes: entry.status !== 'DRAFT' && entry.hasUnpublishedChanges, at: entry.status === 'SCHEDULED' ? entry.scheduledAt : null };
}

/** "123 of 500" and whether the limit is reached (no new one then). */
export const atLimit = (count: number, max: number) => count >= max;

/** The store views and languages a preview may open in. */
export const PREVIEW_STORE_VIEWS = STORE_VIEWS.filter((view) => view.enabled).map((view) => view.code);
export type PreviewStoreView = (typeof PREVIEW_STORE_VIEWS)[number];

/** The customer's address of an entry in a store view and language, with the preview token: "/jh/bn/refund?preview=…". */
export function previewPath(storeView: string, locale: CmsLocale, kind: CmsKind, identifier: string, token: string): string {
  const view = STORE_VIEWS.find((candidate) => candidate.code === storeView && candidate.enabled) ?? STORE_VIEWS[0];
  const language = LOCALES.find((candidate) => candidate.code === locale)?.code ?? 'en-US';
  return `${prefixOf(view, language)}${entryPath(kind, identifier)}?preview=${encodeURIComponent(token)}`;
}

/** Whether a form differs from what was last saved (or opened). */
export const entryChanged = (form: EntryForm, saved: EntryForm) =>
  (Object.keys(form) as (keyof EntryForm)[]).some((field) => (form[field] ?? '') !== (saved[field] ?? ''));

export const isLocale = (value: string): value is CmsLocale => (CMS_LOCALES as readonly string[]).includes(value);

/** An identifier or blog type that the gateway might accept (for the new page's query, ?kind=BLOG&locale=bn-IN). */
export const looksLikeIdentifier = (value: string) => IDENTIFIER.test(value);

/**
 * The unsaved text of an entry or block, kept in sessionStorage (the tab's own) until it is saved:
 * a reload, a crash of the tab's page or a dropped network loses nothing. `base` is the revision the
 * text was written on, so a kept text is offered back only for the revision it belongs to (or, for
 * a newer one, with the conflict's warning).
 */
export interface KeptDraft<F> {
  form: F;
  base: number | null;
  savedAt: number;
}

export const draftKey = (what: 'entry' | 'block', ref: string) => `editor-draft:${what}:${ref}`;

/** The storage the drafts go to (sessionStorage in the page; tests hand in their own). */
export interface DraftStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const sessionDrafts = (): DraftStorage | null => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
};

export function keepDraft<F>(key: string, form: F, base: number | null, now = Date.now(), storage = sessionDrafts()): void {
  try {
    storage?.setItem(key, JSON.stringify({ form, base, savedAt: now } satisfies KeptDraft<F>));
  } catch {
    // A full storage: the text stays on screen; nothing else to do.
  }
}

/** The kept draft, when it is one (`isForm` checks its shape: storage is not believed blindly). */
export function readDraft<F>(key: string, isForm: (value: unknown) => value is F, storage = sessionDrafts()): KeptDraft<F> | null {
  try {
    const text = storage?.getItem(key);
    if (!text) return null;
    const parsed = JSON.parse(text) as Partial<KeptDraft<unknown>>;
    if (!parsed || !isForm(parsed.form) || !(parsed.base === null || typeof parsed.base === 'number') || typeof parsed.savedAt !== 'number') return null;
    return { form: parsed.form, base: parsed.base, savedAt: parsed.savedAt };
  } catch {
    return null;
  }
}

export function dropDraft(key: string, storage = sessionDrafts()): void {
  try {
    storage?.removeItem(key);
  } catch {
    // nothing kept
  }
}

const isText = (value: unknown): value is string => typeof value === 'string';

export function isEntryForm(value: unknown): value is EntryForm {
  if (typeof value !== 'object' || value === null) return false;
  const form = value as Record<string, unknown>;
  return (
    (form['kind'] === 'PAGE' || form['kind'] === 'BLOG') &&
    isText(form['locale']) &&
    isLocale(form['locale']) &&
    ['identifier', 'title', 'description', 'blogType', 'bodyHtml'].every((field) => isText(form[field]))
  );
}

export function isBlockForm(value: unknown): value is BlockForm {
  if (typeof value !== 'object' || value === null) return false;
  const form = value as Record<string, unknown>;
  return (
    (form['kind'] === 'BANNER' || form['kind'] === 'POPULAR_CATEGORY') &&
    isText(form['locale']) &&
    isLocale(form['locale']) &&
    ['title', 'caption', 'linkPath', 'position', 'startsAt', 'endsAt'].every((field) => isText(form[field])) &&
    typeof form['published'] === 'boolean' &&
    (form['imageId'] === null || isText(form['imageId'])) &&
    (form['categoryId'] === null || typeof form['categoryId'] === 'number')
  );
}

/** A refusal the editor can retry as it is: the network dropped (the text is kept meanwhile). */
export const isNetworkFailure = (error: { code: string }) => error.code === 'NETWORK' || error.code === 'UPSTREAM_UNAVAILABLE';
/** The second editor's save: the entry moved on since it was opened (nothing overwritten). */
export const isConflict = (error: { code: string }) => error.code === 'CONFLICT';
