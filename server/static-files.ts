import { statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, extname, join, normalize, sep } from 'node:path';
import { lookup } from 'mrmime';

export type Next = () => void;

export interface StaticFilesOptions {
  /** Cache-Control for a URL path. */
  cacheControl(pathname: string): string;
  /** Whether the build folder is still there: a read failing while it is gone answers 503, not 404. */
  buildPresent(): boolean;
}

/** Files for a URL path, as Astro writes them with `build.format: 'directory'`: /c/x → c/x/index.html. */
function candidates(pathname: string): string[] {
  if (pathname.endsWith('/')) return [`${pathname}index.html`];
  return extname(pathname) ? [pathname] : [pathname, `${pathname}.html`, `${pathname}/index.html`];
}

/** The precompressed copies the client accepts, best first, then the file itself. */
function encodings(req: IncomingMessage): [suffix: string, encoding: string | null][] {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  const list: [string, string | null][] = [];
  if (/\bbr\b/.test(accepted)) list.push(['.br', 'br']);
  if (/\bgzip\b/.test(accepted)) list.push(['.gz', 'gzip']);
  list.push(['', null]);
  return list;
}

interface ReadFile {
  body: Buffer;
  mtimeMs: number;
}

/** False only when the name is certainly missing (ENOENT, without an error object); anything odd is left to readWhole. */
function exists(file: string): boolean {
  try {
    return statSync(file, { throwIfNoEntry: false }) !== undefined;
  } catch {
    return true;
  }
}

/**
 * Reads one regular file whole through one descriptor, so its size, time and bytes belong together
 * (never a length of one version with the bytes of another). Null when it is missing or not a file.
 */
async function readWhole(file: string): Promise<ReadFile | null> {
  let handle: Awaited<ReturnType<typeof open>> | undefined;
  try {
    handle = await open(file, 'r');
    const stat = await handle.stat();
    if (!stat.isFile()) return null;
    const body = await handle.readFile();
    return { body, mtimeMs: stat.mtimeMs };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR') return null;
    throw error;
  } finally {
    await handle?.close().catch(() => undefined);
  }
}

/**
 * The static files of one build (assets, pre-rendered pages, the service worker), for GET and HEAD,
 * with the gzip or brotli copy when the client accepts it.
 *
 * Every request looks the file up again and reads it whole, so nothing of an earlier state of the
 * folder (a size, an ETag) is ever served: a file that is gone is missing (the next handler renders
 * the page), and while the build folder itself is gone the answer is 503, logged once. A read that
 * fails in any other way fails that request only (500), never the process.
 */
export function staticFiles(root: string, options: StaticFilesOptions) {
  const base = normalize(root + sep);
  const logged = new Set<string>();
  const logOnce = (key: string, message: string) => {
    if (logged.has(key)) return;
    logged.add(key);
    console.warn(message);
  };

  async function find(req: IncomingMessage, pathname: string): Promise<{ file: ReadFile; path: string; encoding: string | null } | null> {
    // Every candidate lies in the path's folder or below it: a product page rendered on demand has no
    // folder at all, one stat instead of one per name and encoding.
    const folder = dirname(normalize(join(base, pathname)));
    if (folder.startsWith(base) && !exists(folder)) return null;
    for (const path of candidates(pathname)) {
      const absolute = normalize(join(base, path));
      if (!absolute.startsWith(base)) return null;
      for (const [suffix, encoding] of encodings(req)) {
        // Most rendered pages have no file: a stat that makes no error object rules a name out for a
        // fraction of what failing to open it through the thread pool costs (issue 21: three failed
        // opens were 5% of an on-demand product page's CPU). A file that is there is read as before.
        if (!exists(absolute + suffix)) continue;
        const file = await readWhole(absolute + suffix);
        if (file) return { file, path, encoding };
      }
    }
    return null;
  }

  return async (req: IncomingMessage, res: ServerResponse, next: Next): Promise<void> => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://storefront.local').pathname);
    } catch {
      return next();
    }
    if (pathname.includes('\0')) return next();
    let found: Awaited<ReturnType<typeof find>>;
    try {
      found = await find(req, pathname);
    } catch (error) {
      logOnce(`error:${pathname}`, `[static] cannot read ${pathname}: ${(error as Error).message}`);
      res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Server Problem! try again after some time!');
      return;
    }
    if (!found) {
      if (options.buildPresent()) return next();
      logOnce('gone', `[static] the build folder ${root} is gone: answering 503 until this server restarts`);
      res
        .writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '30' })
        .end('The storefront is being updated. Please try again in a moment.');
      return;
    }
    const { file, path, encoding } = found;
    const etag = `W/"${file.body.length.toString(36)}-${Math.trunc(file.mtimeMs).toString(36)}${encoding ? `-${encoding}` : ''}"`;
    const type = lookup(path) ?? 'application/octet-stream';
    const headers: Record<string, string> = {
      'content-type': /^text\/|javascript|json|svg|manifest/.test(type) ? `${type}; charset=utf-8` : type,
      'cache-control': options.cacheControl(pathname),
      etag,
      vary: 'Accept-Encoding',
    };
    if (encoding) headers['content-encoding'] = encoding;
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers).end();
      return;
    }
    headers['content-length'] = String(file.body.length);
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : file.body);
  };
}
