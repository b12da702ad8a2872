import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readFile, unlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { writeFileAtomic } from '../common/atomic-file.ts';
import { CMS_DEFAULT_LOCALE } from '../domain/cms.ts';
import { isEditedPage } from '../src/routing/cache.ts';
import { allSites, pathInSite } from '../src/routing/site.ts';
import { compressedCopies, fileFor, render } from './snapshot.ts';

/**
 * Publishing reaches the pages without a rebuild (issue 18; ARCHITECTURE.md "Publishing without a
 * rebuild"). The build's static copies of content pages, blog posts, blog lists and home pages are
 * renewed in place when the upstream's content changes: every CONTENT_POLL_MS this process reads the
 * upstream's feed (`GET /api/cms/changes?after=`) from its cursor, maps each change to the URLs it
 * affects in every site, renders each through its own origin (RENDER_HEADER: never the static copy)
 * and replaces the html, .gz and .br (temporary file, then rename: a reader never sees half a file),
 * or removes them when the page now answers 404. The editor's own publish waits for this process's
 * renewal (GatewayContext.contentChanged → `pollNow`); other processes follow within their poll.
 */

export const ContentChangeSchema = z.object({
  kind: z.enum(['PAGE', 'BLOG', 'HOME']),
  locale: z.string().nullable(),
  identifier: z.string().nullable(),
  blogType: z.string().nullable(),
});
export type ContentChange = z.infer<typeof ContentChangeSchema>;

const FeedSchema = z.object({
  code: z.literal(200),
  result: z.object({ now: z.string().min(1), changes: z.array(ContentChangeSchema) }),
});

/**
 * The upstream's content changes after `after` (its own clock's ISO time; the feed reaches 5 s further
 * back) and its `now`: the next cursor. Without `after`, only `now`.
 */
export async function readChanges(upstreamUrl: string, after: string | null): Promise<{ now: string; changes: ContentChange[] }> {
  const url = new URL('/api/cms/changes', upstreamUrl);
  if (after !== null) url.searchParams.set('after', after);
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  const parsed = FeedSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new Error(`the content change feed answered ${response.status} without its changes`);
  return parsed.data.result;
}

/** The upstream's now: the cursor a snapshot starts from (a change during the snapshot is read again after). */
export async function contentCursor(upstreamUrl: string): Promise<string> {
  return (await readChanges(upstreamUrl, null)).now;
}

/**
 * The URLs (with every site's prefix) a change affects. A change in en-US affects every language (a
 * language without its own text shows the English page, and the English posts and tiles stand in for
 * missing ones); a null locale every site. PAGE: /{identifier}; BLOG: /blog/{identifier} and
 * /blogs/{blogType}; HOME: the home page. Sorted, each once.
 */
export function changedUrls(changes: readonly ContentChange[]): string[] {
  const urls = new Set<string>();
  for (const change of changes) {
    const sites = allSites().filter((site) => change.locale === null || change.locale === CMS_DEFAULT_LOCALE || site.locale === change.locale);
    const paths: string[] = [];
    if (change.kind === 'HOME') paths.push('/');
    if (change.kind === 'PAGE' && change.identifier) paths.push(`/${change.identifier}`);
    if (change.kind === 'BLOG' && change.identifier) paths.push(`/blog/${change.identifier}`);
    if (change.kind === 'BLOG' && change.blogType) paths.push(`/blogs/${change.blogType}`);
    for (const site of sites) for (const path of paths) urls.add(pathInSite(site, path));
  }
  return [...urls].filter(isRenewable).sort();
}

/** Only the pages a content change can alter (content, blog, blog lists, home), all of which the snapshot writes. */
export const isRenewable = isEditedPage;

/**
 * A page's static copy and its compressed copies replaced by `html` (each whole, by rename; the
 * compressed ones first, so the plain file, the last, never lags behind them for long), or nothing
 * when the copy on disk already is `html`. True when written.
 */
export async function replaceCopy(clientDir: string, url: string, html: Buffer): Promise<boolean> {
  const file = fileFor(clientDir, url);
  const current = await readFile(file).catch(() => null);
  if (current?.equals(html)) return false;
  await mkdir(dirname(file), { recursive: true });
  const { gz, br } = compressedCopies(html);
  await writeFileAtomic(`${file}.br`, br);
  await writeFileAtomic(`${file}.gz`, gz);
  await writeFileAtomic(file, html);
  return true;
}

/** A page's static copies removed (the server then renders it: a 404 now). True when there was one. */
export async function removeCopy(clientDir: string, url: string): Promise<boolean> {
  const file = fileFor(clientDir, url);
  const removed = await Promise.all(
    [file, `${file}.gz`, `${file}.br`].map((f) =>
      unlink(f).then(
        () => true,
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return false;
          throw error;
        },
      ),
    ),
  );
  return removed.some(Boolean);
}

export type Renewal = 'written' | 'removed' | 'unchanged';

/**
 * Renders `url` through the server and renews its static copy: 200 writes it, 404 (or 410, or a
 * redirect: the snapshot writes only 200s) removes it; anything else (a 5xx while the upstream is
 * away) throws, so the change is tried again at the next poll.
 */
export async function renewCopy(origin: string, clientDir: string, url: string): Promise<Renewal> {
  const response = await render(origin, url);
  if (response.status === 200) {
    const html = Buffer.from(await response.arrayBuffer());
    return (await replaceCopy(clientDir, url, html)) ? 'written' : 'unchanged';
  }
  await response.body?.cancel();
  if (response.status === 404 || response.status === 410 || (response.status >= 300 && response.status < 400)) {
    return (await removeCopy(clientDir, url)) ? 'removed' : 'unchanged';
  }
  throw new Error(`${url} answered ${response.status}`);
}

/**
 * Every content, blog and blog-list page with a static copy in the build, on every site: what a full
 * renewal must look at besides the published paths (a page unpublished while no one was polling).
 */
export function copiesOnDisk(clientDir: string): string[] {
  const urls: string[] = [];
  const dirs = (path: string) =>
    existsSync(path)
      ? readdirSync(path, { withFileTypes: true })
          .filter((e) => e.isDirectory())
          .map((e) => e.name)
      : [];
  for (const site of allSites()) {
    const base = join(clientDir, site.prefix);
    for (const name of dirs(base)) {
      if (name === 'blog' || name === 'blogs') for (const id of dirs(join(base, name))) urls.push(`${site.prefix}/${name}/${id}`);
      else urls.push(`${site.prefix}/${name}`);
    }
  }
  return urls.filter((url) => existsSync(fileFor(clientDir, url)) && isRenewable(url));
}

export interface ContentRefreshOptions {
  /** The storefront's own origin (its renderer answers RENDER_HEADER requests). */
  origin: string;
  upstreamUrl: string;
  /** The served build's client folder, where the static copies are. */
  clientDir: string;
  /** Where the cursor is kept between runs (the build's folder): a restart goes on from it. */
  cursorFile: string;
  pollMs: number;
  /** Every published page's URL on every site (the gateway's cmsPaths), for a full renewal. */
  publishedUrls: () => Promise<string[]>;
  /** How long the feed keeps its changes; a cursor older than this renews every content page. */
  feedKeepsMs?: number;
  log?: (message: string) => void;
}

export interface ContentRefresh {
  /** Reads the feed now (after any poll under way) and renews what changed; resolves when done. */
  pollNow(): Promise<void>;
  close(): Promise<void>;
}

export async function writeCursor(cursorFile: string, cursor: string): Promise<void> {
  await writeFileAtomic(cursorFile, Buffer.from(`${JSON.stringify({ cursor })}\n`));
}

async function readCursor(cursorFile: string): Promise<string | null> {
  try {
    const parsed = z.object({ cursor: z.string().min(1) }).safeParse(JSON.parse(await readFile(cursorFile, 'utf8')));
    return parsed.success ? parsed.data.cursor : null;
  } catch {
    return null;
  }
}

/** The feed keeps a week (i18-server prunes cms_changes older than that); a day's margin. */
const FEED_KEEPS_MS = 6 * 86_400_000;

/**
 * Starts the poller: from the build's cursor (written when the pages were snapshot, moved on after
 * every renewal), or, when there is none, from the upstream's now. A cursor older than the feed keeps
 * renews every content page first. Errors are logged and the poll is tried again; never thrown.
 */
export function startContentRefresh(options: ContentRefreshOptions): ContentRefresh {
  const log = options.log ?? ((message: string) => console.warn(message));
  const feedKeeps = options.feedKeepsMs ?? FEED_KEEPS_MS;
  let cursor: string | null = null;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let queued: Promise<void> | null = null;

  const renewAll = async (urls: readonly string[]) => {
    let failed = 0;
    for (const url of urls) {
      try {
        await renewCopy(options.origin, options.clientDir, url);
      } catch (error) {
        failed += 1;
        log(`[content] could not renew ${url}: ${(error as Error).message}`);
      }
    }
    return failed;
  };

  /** Every content page looked at once (no cursor, or one older than the feed keeps), from the upstream's now. */
  const renewEverything = async () => {
    const { now } = await readChanges(options.upstreamUrl, null);
    const urls = [...new Set([...(await options.publishedUrls()), ...copiesOnDisk(options.clientDir)])].filter(isRenewable).sort();
    log(`[content] renewing the static copies of all ${urls.length} content pages (no recent cursor in the build)`);
    if ((await renewAll(urls)) > 0) return;
    cursor = now;
    await writeCursor(options.cursorFile, now);
  };

  const pollOnce = async () => {
    try {
      const from = cursor ?? (await readCursor(options.cursorFile));
      if (from === null) return await renewEverything();
      const { now, changes } = await readChanges(options.upstreamUrl, from);
      if (cursor === null && Date.parse(now) - Date.parse(from) > feedKeeps) return await renewEverything();
      const urls = changedUrls(changes);
      // A page that fails keeps the cursor where it was: the next poll reads the change again.
      if ((await renewAll(urls)) > 0) return;
      cursor = now;
      if (urls.length > 0) await writeCursor(options.cursorFile, now);
    } catch (error) {
      log(`[content] reading the content changes failed; trying again: ${(error as Error).message}`);
    }
  };

  const schedule = () => {
    if (closed) return;
    timer = setTimeout(() => {
      void pollNow().then(schedule);
    }, options.pollMs);
    timer.unref();
  };

  /** One poll after the one under way (a change committed while it read the feed is read by the next). */
  function pollNow(): Promise<void> {
    if (queued) return queued;
    const next = running.then(() => {
      queued = null;
      return pollOnce();
    });
    queued = next;
    running = next;
    return next;
  }

  void pollNow().then(schedule);
  return {
    pollNow: () => (closed ? Promise.resolve() : pollNow()),
    close: async () => {
      closed = true;
      clearTimeout(timer);
      await running;
    },
  };
}
