import { BLOG_TYPE, IDENTIFIER } from '../../domain/cms.ts';
import type { BlogPostsQuery, CmsPageFieldsFragment } from '../gql/graphql.ts';
import { BLOG_POST_PUBLISHED_QUERY, BLOG_POST_QUERY, BLOG_POSTS_QUERY, CMS_PAGE_PUBLISHED_QUERY, CMS_PAGE_QUERY } from '../graphql/cms.ts';
import { query, queryWithErrors } from '../lib/gateway.ts';
import type { GraphqlError } from '../lib/graphql-client.ts';
import { CACHE } from './load.ts';
import type { RouteMatch } from './routes.ts';
import type { Site } from './site.ts';

/**
 * What a content page, a blog post or a blog list shows (issue 18): the content lives behind the gateway
 * (the editor's desk publishes it), and the page is rendered on demand from it. A URL key the gateway
 * does not know is the 404 page; a blog type without posts too. `?preview=TOKEN` (an editor's preview
 * link) shows the latest saved text: never cached, never indexed, and an expired or forged token shows
 * the gateway's previewExpired words instead of the page.
 */

export type CmsPageData = CmsPageFieldsFragment;
export type BlogPostSummary = BlogPostsQuery['blogPosts'][number];

/** An editor's preview: the token, and whether customers already see this language's text of the page. */
export interface Preview {
  token: string;
  published: boolean;
}

export type ContentLoaded =
  | { view: 'content'; page: CmsPageData; preview: Preview | null }
  | { view: 'blogs'; blogType: string; posts: BlogPostSummary[] }
  | { view: 'preview-expired'; token: string }
  /** With an editor's preview token: a URL key with no text in this language or in English; the bar still links the others. */
  | { view: 'not-found'; preview?: Preview };

export interface ContentLoadResult {
  status: 200 | 403 | 404;
  cacheControl: string;
  noindex: boolean;
  data: ContentLoaded;
}

/** A preview is the editor's alone: no browser or CDN keeps it. */
export const NO_STORE = 'no-store';
/** The gateway's key for a preview token it refuses (domain/cms-messages.ts previewExpired). */
export const PREVIEW_EXPIRED_KEY = 'cms.messages.previewExpired';
/** The content service reads at most this much of a token (a real one is about 120 characters). */
const MAX_TOKEN_LENGTH = 300;

/** The token of `?preview=` (cut at 300 characters: a longer one is no token and is refused as expired), or null when there is none. */
export function previewTokenOf(url: URL): string | null {
  const token = url.searchParams.get('preview')?.trim() ?? '';
  return token === '' ? null : token.slice(0, MAX_TOKEN_LENGTH);
}

/** Whether the gateway refused the preview token (expired, forged, or for another page). */
export function isPreviewExpired(errors: readonly GraphqlError[]): boolean {
  return errors.some((error) => error.extensions?.['messageKey'] === PREVIEW_EXPIRED_KEY);
}

const NOT_FOUND: ContentLoaded = { view: 'not-found' };

/** The answer for a content page or blog post the gateway gave (`page`), with or without a preview. */
export function contentAnswer(page: CmsPageData | null, preview: Preview | null, previewExpired = false): ContentLoadResult {
  if (preview && previewExpired) return { status: 403, cacheControl: NO_STORE, noindex: true, data: { view: 'preview-expired', token: preview.token } };
  if (!page)
    return { status: 404, cacheControl: preview ? NO_STORE : CACHE.notFound, noindex: true, data: preview ? { view: 'not-found', preview } : NOT_FOUND };
  return { status: 200, cacheControl: preview ? NO_STORE : CACHE.content, noindex: preview !== null, data: { view: 'content', page, preview } };
}

/** A blog list: its posts, or the 404 page when the type has none in any language. */
export function blogsAnswer(blogType: string, posts: BlogPostSummary[]): ContentLoadResult {
  if (posts.length === 0) return { status: 404, cacheControl: CACHE.notFound, noindex: true, data: NOT_FOUND };
  return { status: 200, cacheControl: CACHE.content, noindex: false, data: { view: 'blogs', blogType, posts } };
}

export type ContentRoute = Extract<RouteMatch, { kind: 'content' | 'blog' | 'blogs' }>;

export async function loadContentRoute(route: ContentRoute, site: Site, url: URL): Promise<ContentLoadResult> {
  const locale = site.locale;
  if (route.kind === 'blogs') {
    if (!BLOG_TYPE.test(route.blogType)) return blogsAnswer(route.blogType, []);
    const { blogPosts } = await query(BLOG_POSTS_QUERY, { blogType: route.blogType, locale });
    return blogsAnswer(route.blogType, blogPosts);
  }
  const token = previewTokenOf(url);
  const preview = token === null ? null : { token, published: false };
  // A blog post's URL key passes the same rule as a page's (routes.ts checks a page's before matching).
  if (!IDENTIFIER.test(route.identifier)) return contentAnswer(null, preview);
  const variables = { identifier: route.identifier, locale, preview: token };
  const [answer, published] = await Promise.all([
    route.kind === 'content'
      ? queryWithErrors(CMS_PAGE_QUERY, variables).then(({ data, errors }) => ({ page: data?.cmsPage ?? null, errors }))
      : queryWithErrors(BLOG_POST_QUERY, variables).then(({ data, errors }) => ({ page: data?.blogPost ?? null, errors })),
    // A preview says whether customers already see text in this language: the same page without the token.
    token === null
      ? null
      : route.kind === 'content'
        ? query(CMS_PAGE_PUBLISHED_QUERY, { identifier: route.identifier, locale }).then((data) => data.cmsPage)
        : query(BLOG_POST_PUBLISHED_QUERY, { identifier: route.identifier, locale }).then((data) => data.blogPost),
  ]);
  if (preview && isPreviewExpired(answer.errors)) return contentAnswer(null, preview, true);
  if (answer.errors.length > 0) throw new Error(`Gateway query failed: ${answer.errors.map((e) => e.message).join('; ')}`);
  const page = answer.page;
  if (!preview || !page) return contentAnswer(page, preview);
  return contentAnswer(page, { token: preview.token, published: published !== null && published.locale === page.locale });
}
