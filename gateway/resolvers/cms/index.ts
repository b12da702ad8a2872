import type { CmsKind } from '../../../domain/cms.ts';
import type { GatewayContext } from '../../context.ts';
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { upstreamCall } from '../../upstream-errors.ts';
import { signedIn } from '../guard.ts';

/**
 * Content pages, blog posts, banners and popular-category tiles (issue 18; gateway/schema/cms.graphql).
 * The customer's queries need no token and show what the upstream publishes at its time. The editor's
 * operations carry the caller's token; who may (an EDITOR's or ADMIN's own token) is the upstream's to
 * decide, its refusals mapped as everywhere (FORBIDDEN, UNAUTHENTICATED, NOT_FOUND, CONFLICT
 * changedSinceOpened, BAD_USER_INPUT with the field). A change customers see is followed by
 * `contentChanged` (static copies renewed) before the editor is answered. `uploadCmsImage` is the
 * media helper's (gateway/resolvers/cms-images/).
 */

/** The editor's call with their token, then (for a change customers see) the static copies renewed. */
async function changing<T>(context: GatewayContext, work: (token: string) => Promise<T>): Promise<T> {
  const result = await signedIn(context, work);
  await context.contentChanged();
  return result;
}

const orNull = <T>(value: T | null | undefined): T | null => value ?? null;
const orUndefined = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

// The generated enums are TypeScript enums whose values are the same strings the upstream sends.
const wire = <T>(value: T): any => value;

export const cmsResolvers: Resolvers = {
  Query: {
    cmsPage: (_p, { identifier, locale, preview }, ctx) => upstreamCall(async () => wire(await ctx.cms.page('PAGE', locale, identifier, preview))),
    blogPost: (_p, { identifier, locale, preview }, ctx) => upstreamCall(async () => wire(await ctx.cms.page('BLOG', locale, identifier, preview))),
    blogPosts: (_p, { blogType, locale }, ctx) => upstreamCall(async () => wire(await ctx.cms.blogPosts(blogType, locale))),
    banners: (_p, { lang }, ctx) => upstreamCall(async () => wire(await ctx.cms.banners(lang))),
    popularCategories: (_p, { lang }, ctx) => upstreamCall(async () => wire(await ctx.cms.popularCategories(lang))),
    cmsPaths: (_p, _a, ctx) => upstreamCall(async () => wire(await ctx.cms.paths())),

    cmsEntries: (_p, { filter }, ctx) =>
      signedIn(ctx, async (token) =>
        wire(
          await ctx.cms.entries(token, {
            kind: orUndefined(filter?.kind),
            locale: orUndefined(filter?.locale),
            status: orUndefined(filter?.status),
            search: orUndefined(filter?.search),
            blogType: orUndefined(filter?.blogType),
            start: orUndefined(filter?.start),
            size: orUndefined(filter?.size),
          }),
        ),
      ),
    cmsEntry: (_p, { id }, ctx) => signedIn(ctx, async (token) => wire(await ctx.cms.entry(token, id))),
    cmsRevisions: (_p, { id }, ctx) => signedIn(ctx, (token) => ctx.cms.revisions(token, id)),
    cmsRevision: (_p, { id, revision }, ctx) => signedIn(ctx, async (token) => wire(await ctx.cms.revision(token, id, revision))),
    homeBlocks: (_p, { filter }, ctx) =>
      signedIn(ctx, async (token) =>
        wire(await ctx.cms.blocks(token, { kind: orUndefined(filter?.kind), locale: orUndefined(filter?.locale), status: orUndefined(filter?.status) })),
      ),
    homeBlock: (_p, { id }, ctx) => signedIn(ctx, async (token) => wire(await ctx.cms.block(token, id))),
    cmsCounts: (_p, _a, ctx) => signedIn(ctx, (token) => ctx.cms.counts(token)),
    blogTypes: (_p, _a, ctx) => signedIn(ctx, (token) => ctx.cms.blogTypes(token)),
  },
  Mutation: {
    saveCmsEntry: (_p, { input }, ctx) =>
      signedIn(ctx, async (token) =>
        wire(
          await ctx.cms.saveEntry(token, {
            id: orNull(input.id),
            baseRevision: orNull(input.baseRevision),
            kind: input.kind,
            locale: input.locale,
            identifier: input.identifier,
            title: input.title,
            description: input.description,
            blogType: orNull(input.blogType),
            bodyHtml: input.bodyHtml,
          }),
        ),
      ),
    publishCmsEntry: (_p, { id, revision, at }, ctx) => changing(ctx, async (token) => wire(await ctx.cms.publish(token, id, revision, orNull(at)))),
    unpublishCmsEntry: (_p, { id }, ctx) => changing(ctx, async (token) => wire(await ctx.cms.unpublish(token, id))),
    restoreCmsRevision: (_p, { id, revision, baseRevision }, ctx) =>
      changing(ctx, async (token) => wire(await ctx.cms.restore(token, id, revision, baseRevision))),
    deleteCmsEntry: (_p, { id }, ctx) => changing(ctx, (token) => ctx.cms.deleteEntry(token, id)),
    cmsPreviewToken: (_p, { kind, identifier }, ctx) => signedIn(ctx, async (token) => (await ctx.cms.previewToken(token, kind as CmsKind, identifier)).token),
    saveHomeBlock: (_p, { input }, ctx) =>
      changing(ctx, async (token) =>
        wire(
          await ctx.cms.saveBlock(token, {
            id: orNull(input.id),
            baseRevision: orNull(input.baseRevision),
            kind: input.kind,
            locale: input.locale,
            title: input.title,
            caption: input.caption,
            linkPath: orNull(input.linkPath),
            imageId: orNull(input.imageId),
            categoryId: orNull(input.categoryId),
            position: input.position,
            published: input.published,
            startsAt: orNull(input.startsAt),
            endsAt: orNull(input.endsAt),
          }),
        ),
      ),
    deleteHomeBlock: (_p, { id, baseRevision }, ctx) => changing(ctx, (token) => ctx.cms.deleteBlock(token, id, baseRevision)),
  },
};
