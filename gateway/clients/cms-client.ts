import { z } from 'zod';
import { BLOCK_KINDS, CMS_KINDS, CMS_STATUSES, type CmsEntryInput, type CmsKind, type HomeBlockInput } from '../../domain/cms.ts';
import { CmsImageSchema } from './cms-images-client.ts';
import { parseResult, type UpstreamFetch } from './http.ts';

/**
 * The content service (issue 18; upstream/cms/): the customer's reads without a token, the editor's
 * desk with an editor's or admin's own token (the upstream decides who may). Replies checked with zod.
 */

const CmsPageSchema = z.object({
  kind: z.enum(CMS_KINDS),
  identifier: z.string(),
  locale: z.string(),
  fallback: z.boolean(),
  title: z.string(),
  description: z.string(),
  bodyHtml: z.string(),
  blogType: z.string().nullable(),
  publishedAt: z.string(),
  updatedAt: z.string(),
});
export type CmsPageRecord = z.infer<typeof CmsPageSchema>;

const CmsPathSchema = z.object({ kind: z.enum(CMS_KINDS), identifier: z.string(), blogType: z.string().nullable(), locales: z.array(z.string()) });

const HomeBlockSchema = z.object({
  id: z.string(),
  kind: z.enum(BLOCK_KINDS),
  title: z.string(),
  caption: z.string(),
  linkPath: z.string().nullable(),
  image: CmsImageSchema.nullable(),
  categoryId: z.number().int().nullable(),
});

const CmsEntrySummarySchema = z.object({
  id: z.string(),
  kind: z.enum(CMS_KINDS),
  locale: z.string(),
  identifier: z.string(),
  path: z.string(),
  title: z.string(),
  blogType: z.string().nullable(),
  revision: z.number().int(),
  status: z.enum(CMS_STATUSES),
  hasUnpublishedChanges: z.boolean(),
  scheduledAt: z.string().nullable(),
  updatedAt: z.string(),
  updatedByName: z.string(),
});

const CmsEntrySchema = CmsEntrySummarySchema.extend({
  description: z.string(),
  bodyHtml: z.string(),
  publishedRevision: z.number().int().nullable(),
  scheduledRevision: z.number().int().nullable(),
});
export type CmsEntryRecord = z.infer<typeof CmsEntrySchema>;

const CmsRevisionSchema = z.object({ revision: z.number().int(), title: z.string(), authorName: z.string(), createdAt: z.string(), live: z.boolean() });

const HomeBlockEntrySchema = HomeBlockSchema.extend({
  locale: z.string(),
  position: z.number().int(),
  published: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  status: z.enum(CMS_STATUSES),
  revision: z.number().int(),
  updatedAt: z.string(),
  updatedByName: z.string(),
});

const CountsSchema = z.object({ pages: z.number().int(), maxPages: z.number().int(), blocks: z.number().int(), maxBlocks: z.number().int() });

const ChangesSchema = z.object({
  now: z.string(),
  changes: z.array(
    z.object({ kind: z.enum(['PAGE', 'BLOG', 'HOME']), locale: z.string().nullable(), identifier: z.string().nullable(), blogType: z.string().nullable() }),
  ),
});
export type CmsChanges = z.infer<typeof ChangesSchema>;

export interface CmsEntryFilterArgs {
  kind?: string | undefined;
  locale?: string | undefined;
  status?: string | undefined;
  search?: string | undefined;
  blogType?: string | undefined;
  start?: number | undefined;
  size?: number | undefined;
}

export function cmsClient(call: UpstreamFetch) {
  const editor = (path: string) => `/api/cms/editor${path}`;
  const id = encodeURIComponent;
  return {
    // The customer's reads (no token).
    async page(kind: CmsKind, locale: string, identifier: string, preview?: string | null) {
      const query = { kind, locale, identifier, preview: preview ?? undefined };
      return parseResult(CmsPageSchema.nullable(), await call('/api/cms/page', { query }));
    },
    async blogPosts(blogType: string, locale: string) {
      return parseResult(z.array(CmsPageSchema), await call('/api/cms/blog-posts', { query: { blogType, locale } }));
    },
    async paths() {
      return parseResult(z.array(CmsPathSchema), await call('/api/cms/paths'));
    },
    async banners(locale: string) {
      return parseResult(z.array(HomeBlockSchema), await call('/api/cms/banners', { query: { locale } }));
    },
    async popularCategories(locale: string) {
      return parseResult(z.array(HomeBlockSchema), await call('/api/cms/popular-categories', { query: { locale } }));
    },
    /** What to renew since `after` (null: only the upstream's time, the first poll's start). */
    async changes(after: string | null): Promise<CmsChanges> {
      return parseResult(ChangesSchema, await call('/api/cms/changes', { query: { after: after ?? undefined } }));
    },

    // The editor's desk (an editor's or admin's own token).
    async entries(token: string, filter: CmsEntryFilterArgs) {
      return parseResult(
        z.object({ items: z.array(CmsEntrySummarySchema), total: z.number().int() }),
        await call(editor('/entries'), { token, query: { ...filter } }),
      );
    },
    async entry(token: string, entryId: string) {
      return parseResult(CmsEntrySchema, await call(editor(`/entries/${id(entryId)}`), { token }));
    },
    async revisions(token: string, entryId: string) {
      return parseResult(z.array(CmsRevisionSchema), await call(editor(`/entries/${id(entryId)}/revisions`), { token }));
    },
    async revision(token: string, entryId: string, revision: number) {
      return parseResult(CmsEntrySchema, await call(editor(`/entries/${id(entryId)}/revisions/${revision}`), { token }));
    },
    async saveEntry(token: string, input: Omit<CmsEntryInput, 'locale'> & { locale: string }) {
      return parseResult(CmsEntrySchema, await call(editor('/entries'), { method: 'POST', token, body: input }));
    },
    async publish(token: string, entryId: string, revision: number, at: string | null) {
      return parseResult(CmsEntrySchema, await call(editor(`/entries/${id(entryId)}/publish`), { method: 'POST', token, body: { revision, at } }));
    },
    async unpublish(token: string, entryId: string) {
      return parseResult(CmsEntrySchema, await call(editor(`/entries/${id(entryId)}/unpublish`), { method: 'POST', token, body: {} }));
    },
    async restore(token: string, entryId: string, revision: number, baseRevision: number) {
      return parseResult(CmsEntrySchema, await call(editor(`/entries/${id(entryId)}/restore`), { method: 'POST', token, body: { revision, baseRevision } }));
    },
    async deleteEntry(token: string, entryId: string) {
      return parseResult(z.literal(true), await call(editor(`/entries/${id(entryId)}`), { method: 'DELETE', token }));
    },
    async previewToken(token: string, kind: CmsKind, identifier: string) {
      return parseResult(
        z.object({ token: z.string(), expiresAt: z.string() }),
        await call(editor('/preview-token'), { method: 'POST', token, body: { kind, identifier } }),
      );
    },
    async blocks(token: string, filter: { kind?: string | undefined; locale?: string | undefined; status?: string | undefined }) {
      return parseResult(z.array(HomeBlockEntrySchema), await call(editor('/blocks'), { token, query: { ...filter } }));
    },
    async block(token: string, blockId: string) {
      return parseResult(HomeBlockEntrySchema, await call(editor(`/blocks/${id(blockId)}`), { token }));
    },
    async saveBlock(token: string, input: Omit<HomeBlockInput, 'locale'> & { locale: string }) {
      return parseResult(HomeBlockEntrySchema, await call(editor('/blocks'), { method: 'POST', token, body: input }));
    },
    async deleteBlock(token: string, blockId: string, baseRevision: number) {
      return parseResult(z.literal(true), await call(editor(`/blocks/${id(blockId)}`), { method: 'DELETE', token, query: { baseRevision } }));
    },
    async counts(token: string) {
      return parseResult(CountsSchema, await call(editor('/counts'), { token }));
    },
    async blogTypes(token: string) {
      return parseResult(z.array(z.string()), await call(editor('/blog-types'), { token }));
    },
  };
}
export type CmsClient = ReturnType<typeof cmsClient>;
