import { z } from 'zod';
import { CMS_MESSAGES as M } from './cms-messages.ts';

/**
 * The editor's desk (issue 18; storefront.md §2 cms page, blogs, home banners and popular categories;
 * §7 cms_page in the URL map, banners, CMS data; §9 "CMS block and page max count 500"; staff-tools.md
 * §7 getESBanners with default_lang). One module of rules for every layer: the upstream parses request
 * bodies with these schemas, the gateway types its input from them, and the editor's forms check with
 * them before sending.
 *
 * Words used throughout:
 * - an **entry** is a content page (kind PAGE, at /{identifier}) or a blog post (kind BLOG, at
 *   /blog/{identifier}, listed at /blogs/{blogType}) in ONE language. The same identifier in another
 *   language is another entry: a page may exist in some languages only, and a language without its own
 *   published entry shows the English one with a note ("This page is available in English.").
 * - every save of an entry is a **revision** (1, 2, 3…) with its author and time; restoring an old
 *   revision saves a new revision with the old text. `revision` on an entry is its latest.
 * - **publishing** makes one revision the one customers see, now or at a time (scheduled). What
 *   customers see: the scheduled revision once its time has come, else the live one. Unpublishing takes
 *   the entry off the shop (404) and drops a schedule.
 * - a **block** is a home-page banner or one of the popular-category tiles, per language, published
 *   or draft, shown from `startsAt` (or always) until `endsAt` (or always).
 */

export const CMS_LOCALES = ['en-US', 'bn-IN', 'hi-IN', 'or-IN'] as const;
export type CmsLocale = (typeof CMS_LOCALES)[number];
export const CMS_DEFAULT_LOCALE: CmsLocale = 'en-US';

export const CMS_KINDS = ['PAGE', 'BLOG'] as const;
export type CmsKind = (typeof CMS_KINDS)[number];

export const BLOCK_KINDS = ['BANNER', 'POPULAR_CATEGORY'] as const;
export type BlockKind = (typeof BLOCK_KINDS)[number];

/** ENDED only for blocks whose `endsAt` has passed. */
export const CMS_STATUSES = ['DRAFT', 'PUBLISHED', 'SCHEDULED', 'ENDED'] as const;
export type CmsStatus = (typeof CMS_STATUSES)[number];

/** §9: at most 500 content pages (entries: pages and blog posts, each language counted) and 500 blocks. */
export const MAX_CMS_PAGES = 500;
export const MAX_CMS_BLOCKS = 500;

export const MAX_TITLE_LENGTH = 120;
export const MAX_DESCRIPTION_LENGTH = 300;
export const MAX_CAPTION_LENGTH = 120;
/** The stored HTML of one revision, in UTF-8 bytes after sanitising. */
export const MAX_BODY_BYTES = 200_000;
/** The home page shows at most this many popular-category tiles (§9 "six static popular categories"). */
export const POPULAR_CATEGORY_TILES = 6;
/** The home page shows at most this many banners of its language. */
export const HOME_BANNERS = 5;
/** A preview link opens the latest saved text for this long. */
export const PREVIEW_SECONDS = 30 * 60;
/** A publishing time or a block's schedule at most this far ahead. */
export const MAX_SCHEDULE_DAYS = 366;

/**
 * Images in pages and banners: JPEG, PNG or WebP by their first bytes, at most 5 MB, stored resized to
 * these widths (never wider than the original) as WebP, named `/media/cms/{imageId}-{width}.webp`,
 * served with a year's immutable cache, and put in pages with `srcset` over the widths kept. The widths
 * kept are those below the original's, plus the original's own when it is at most the widest (so its
 * detail is kept, never enlarged): 2000 px → 320, 640, 960, 1280; 500 px → 320, 500; 200 px → 200
 * (upstream/cms-images/images.ts `widthsFor`).
 */
export const CMS_IMAGE_WIDTHS = [320, 640, 960, 1280] as const;
/** The types an image may be, read from its first bytes on the server (the browser's picker offers these). */
export const CMS_IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];
export const MAX_CMS_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_ALT_LENGTH = 200;
export const CMS_IMAGE_PATH = /^\/media\/cms\/([A-Za-z0-9_-]{16,40})-(\d{2,4})\.webp$/;
export const cmsImagePath = (imageId: string, width: number) => `/media/cms/${imageId}-${width}.webp`;
/** The `sizes` of a page's images: the reading column is at most 720 px wide. */
export const CMS_IMAGE_SIZES = '(max-width: 760px) 100vw, 720px';

/** A URL key: lower-case letters, digits and single dashes, 2-80 characters, no dash at either end. */
export const IDENTIFIER = /^[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){1,79}$/;
export const BLOG_TYPE = /^[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){1,39}$/;

/**
 * The first path segments the shop's own routes use (src/routing/routes.ts; its test checks that every
 * route the table knows is here), the store-view and language prefixes, and the server's own paths. A
 * content page (at /{identifier}) may not take one of them. Blog posts live under /blog/ and may.
 */
export const RESERVED_IDENTIFIERS: ReadonlySet<string> = new Set([
  // store views and languages (src/routing/site.ts)
  'jh',
  'de',
  'it',
  'bn',
  'hi',
  'or',
  'en',
  // routes with one segment or more
  'offers',
  'mobile-category',
  'search',
  'error',
  'my-account',
  'my-menu',
  'customer-order-savings',
  'checkout',
  'checkout-quick',
  'checkout-confirmation',
  'invalid-url',
  'help',
  'reset-password',
  'newsletter',
  'c',
  'b',
  'k',
  'p',
  't',
  'uprx',
  'uta',
  'blogs',
  'blog',
  'dev',
  'payment',
  'dpfc',
  'editor',
  'order-metrics',
  'order-estimation',
  'order-savings',
  'order-suggestion',
  'add-product-using-prescription',
  'add-product-using-prescription-for-admin',
  'add-lead',
  'pre-add-lead',
  'lms',
  'lead-follow-up',
  'pre-awareness-absentees',
  'customer-migration',
  'careers',
  // Caller-id and social sign-in's return from the provider (issue 20).
  'external-sign-in',
  // the server's own
  'graphql',
  'media',
  'api',
  'account',
  'icons',
  'health',
]);

/** Why an identifier cannot be used for an entry of `kind`, or null. Uniqueness per language is the store's check. */
export function identifierRefusal(kind: CmsKind, identifier: string): string | null {
  if (!IDENTIFIER.test(identifier)) return M.invalidIdentifier;
  if (kind === 'PAGE' && RESERVED_IDENTIFIERS.has(identifier)) return M.identifierReserved;
  return null;
}

/** The customer's path of an entry, below the store-view and language prefix. */
export const entryPath = (kind: CmsKind, identifier: string) => (kind === 'PAGE' ? `/${identifier}` : `/blog/${identifier}`);

const trimmed = (max: number, tooLong: string) =>
  z
    .string()
    .transform((s) => s.trim())
    .refine((s) => s.length <= max, tooLong);

/**
 * One save of an entry. `id` null creates the entry (then `baseRevision` is null); otherwise
 * `baseRevision` is the revision the editor opened, and the save is refused with changedSinceOpened when
 * the entry has moved on since (nothing is overwritten). `kind`, `locale` and `identifier` of an
 * existing entry may change (moving a page to a new URL key); the checks apply again. `bodyHtml` is
 * sanitised on the server before it is stored (upstream/cms/sanitize.ts); the size limit applies after.
 */
export const CmsEntryInputSchema = z
  .object({
    id: z.string().min(1).max(40).nullable(),
    baseRevision: z.number().int().min(1).nullable(),
    kind: z.enum(CMS_KINDS),
    locale: z.enum(CMS_LOCALES, { error: M.invalidLocale }),
    identifier: z.string().transform((s) => s.trim().toLowerCase()),
    title: trimmed(MAX_TITLE_LENGTH, M.titleTooLong).refine((s) => s.length > 0, M.titleRequired),
    description: trimmed(MAX_DESCRIPTION_LENGTH, M.descriptionTooLong),
    blogType: z
      .string()
      .transform((s) => s.trim().toLowerCase())
      .nullable(),
    bodyHtml: z.string().max(MAX_BODY_BYTES * 4, M.bodyTooLarge),
  })
  .superRefine((input, ctx) => {
    const refusal = identifierRefusal(input.kind, input.identifier);
    if (refusal) ctx.addIssue({ code: 'custom', path: ['identifier'], message: refusal });
    if (input.kind === 'BLOG') {
      if (!input.blogType) ctx.addIssue({ code: 'custom', path: ['blogType'], message: M.blogTypeRequired });
      else if (!BLOG_TYPE.test(input.blogType)) ctx.addIssue({ code: 'custom', path: ['blogType'], message: M.invalidBlogType });
    }
  })
  .transform((input) => ({ ...input, blogType: input.kind === 'BLOG' ? input.blogType : null }));
export type CmsEntryInput = z.input<typeof CmsEntryInputSchema>;
export type CmsEntryValues = z.output<typeof CmsEntryInputSchema>;

/** An internal path ("/offers", "/c/pain-relief") or an https:// address; nothing else (no javascript:, no data:). */
export function linkRefusal(link: string): string | null {
  if (/^\/(?!\/)[\p{L}\p{N}\-._~/%?=&#]*$/u.test(link)) return null;
  try {
    const url = new URL(link);
    return url.protocol === 'https:' && !url.username && !url.password ? null : M.linkInvalid;
  } catch {
    return M.linkInvalid;
  }
}

const isoTime = z.iso.datetime({ offset: true });

/**
 * One save of a block (a banner or a popular-category tile) in one language. A BANNER has a title
 * (its headline), an optional caption, a link and an optional image; a POPULAR_CATEGORY tile has a
 * category (its link is the category's page), a title (the name shown) and a caption ("Upto 20%
 * discount"). `position` orders the blocks of a kind (1 first). `published` false keeps it a draft.
 * `startsAt`/`endsAt` bound when it shows (either may be null: from now, until removed).
 * `baseRevision` as for entries (null on create).
 */
export const HomeBlockInputSchema = z
  .object({
    id: z.string().min(1).max(40).nullable(),
    baseRevision: z.number().int().min(1).nullable(),
    kind: z.enum(BLOCK_KINDS),
    locale: z.enum(CMS_LOCALES, { error: M.invalidLocale }),
    title: trimmed(MAX_TITLE_LENGTH, M.titleTooLong).refine((s) => s.length > 0, M.titleRequired),
    caption: trimmed(MAX_CAPTION_LENGTH, M.captionTooLong),
    linkPath: z
      .string()
      .transform((s) => s.trim())
      .nullable(),
    imageId: z.string().min(1).max(40).nullable(),
    categoryId: z.number().int().positive().nullable(),
    position: z.number({ error: M.positionInvalid }).int(M.positionInvalid).min(1, M.positionInvalid).max(99, M.positionInvalid),
    published: z.boolean(),
    startsAt: isoTime.nullable(),
    endsAt: isoTime.nullable(),
  })
  .superRefine((input, ctx) => {
    if (input.kind === 'POPULAR_CATEGORY' && input.categoryId === null) ctx.addIssue({ code: 'custom', path: ['categoryId'], message: M.categoryRequired });
    if (input.kind === 'BANNER') {
      const refusal = input.linkPath ? linkRefusal(input.linkPath) : M.linkInvalid;
      if (refusal) ctx.addIssue({ code: 'custom', path: ['linkPath'], message: refusal });
    }
    if (input.startsAt && input.endsAt && Date.parse(input.endsAt) <= Date.parse(input.startsAt))
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: M.scheduleOrder });
  })
  .transform((input) => ({
    ...input,
    linkPath: input.kind === 'BANNER' ? input.linkPath : null,
    categoryId: input.kind === 'POPULAR_CATEGORY' ? input.categoryId : null,
  }));
export type HomeBlockInput = z.input<typeof HomeBlockInputSchema>;
export type HomeBlockValues = z.output<typeof HomeBlockInputSchema>;

/** What customers see of an entry at `now`: the scheduled revision once due, else the live one (null: not on the shop). */
export function shownRevision(entry: { liveRevision: number | null; scheduledRevision: number | null; scheduledAt: Date | null }, now: Date): number | null {
  if (entry.scheduledAt && entry.scheduledRevision !== null && entry.scheduledAt.getTime() <= now.getTime()) return entry.scheduledRevision;
  return entry.liveRevision;
}

/** An entry's status at `now`: SCHEDULED while a publishing time is ahead, PUBLISHED when customers see a revision, else DRAFT. */
export function entryStatus(
  entry: { liveRevision: number | null; scheduledRevision: number | null; scheduledAt: Date | null },
  now: Date,
): Exclude<CmsStatus, 'ENDED'> {
  if (entry.scheduledAt && entry.scheduledAt.getTime() > now.getTime()) return 'SCHEDULED';
  return shownRevision(entry, now) === null ? 'DRAFT' : 'PUBLISHED';
}

/** A block's status at `now`: DRAFT unless published; SCHEDULED before its start; ENDED after its end; else PUBLISHED (shown). */
export function blockStatus(block: { published: boolean; startsAt: Date | null; endsAt: Date | null }, now: Date): CmsStatus {
  if (!block.published) return 'DRAFT';
  if (block.startsAt && block.startsAt.getTime() > now.getTime()) return 'SCHEDULED';
  if (block.endsAt && block.endsAt.getTime() <= now.getTime()) return 'ENDED';
  return 'PUBLISHED';
}

/** Whether `at` is further ahead of `now` than a schedule may reach (MAX_SCHEDULE_DAYS). */
export const beyondSchedule = (at: Date, now: Date) => at.getTime() - now.getTime() > MAX_SCHEDULE_DAYS * 86_400_000;

/** A publishing time must be after `now` and within MAX_SCHEDULE_DAYS; null when fine. */
export function publishTimeRefusal(at: Date, now: Date): string | null {
  if (Number.isNaN(at.getTime()) || at.getTime() <= now.getTime()) return M.publishTimeInPast;
  if (beyondSchedule(at, now)) return M.publishTimeTooFar;
  return null;
}
