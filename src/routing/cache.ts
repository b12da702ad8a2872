import { type RouteMatch, resolvePath } from './routes.ts';

/** Cache headers a CDN can honour (design.md decision 5). */
export const CACHE = {
  catalogue: 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400',
  /**
   * What the editors publish (content pages, blog posts and lists, the home page's banners and tiles;
   * issue 18): a browser asks again every time (a 304 when nothing changed), a CDN keeps it a minute, so
   * a publish is seen at once. The static copies of these pages are served with the same header.
   */
  content: 'public, max-age=0, must-revalidate, s-maxage=60',
  notFound: 'public, max-age=60',
} as const;

/**
 * The pages an editor's publish changes (issue 18): content pages, blog posts, blog lists and the home
 * page (its banners and tiles). Their static copies are renewed on a publish (server/content-refresh.ts)
 * and served with CACHE.content (server/cache-control.ts).
 */
const EDITED_KINDS: ReadonlySet<RouteMatch['kind']> = new Set(['content', 'blog', 'blogs', 'home']);

/** Whether the page at `pathname` (with its store-view and language prefix) is one an editor's publish changes. */
export function isEditedPage(pathname: string): boolean {
  const kind = resolvePath(pathname)?.route.kind;
  return kind !== undefined && EDITED_KINDS.has(kind);
}
