import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CMS_IMAGE_PATH } from '../domain/cms.ts';
import { ASSET_CACHE } from './cache-control.ts';

/** A year, never revalidated, as the build's hashed assets: an image's file name never gets other bytes. */
export const MEDIA_CACHE = ASSET_CACHE;

/** GET /media/cms/{imageId}-{width}.webp (domain/cms.ts CMS_IMAGE_PATH); anything else under /media/ is this module's 404. */
export const isMediaPath = (pathname: string): boolean => pathname === '/media' || pathname.startsWith('/media/');

function notFound(res: ServerResponse): void {
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }).end('Not found');
}

/**
 * The editor's images (issue 18): passed to the upstream's public media route (the upstream reads
 * MEDIA_DIR, a folder all its processes share, so this server needs no access to it) and streamed back
 * with the year's immutable cache, as WebP, nosniff. Any other path, method, or answer is a 404; an
 * upstream that is down is a 503 (not cached). A transfer that breaks ends this answer only.
 */
export async function serveMedia(req: IncomingMessage, res: ServerResponse, upstreamUrl: string): Promise<void> {
  const pathname = (req.url ?? '/').split('?')[0] ?? '/';
  const match = CMS_IMAGE_PATH.exec(pathname);
  if (!match || (req.method !== 'GET' && req.method !== 'HEAD')) return notFound(res);
  let upstream: Response;
  try {
    upstream = await fetch(new URL(`/api/cms/media/${match[1]}-${match[2]}.webp`, upstreamUrl), {
      method: req.method,
      signal: AbortSignal.timeout(15_000),
    });
  } catch {
    res
      .writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'retry-after': '5' })
      .end('Server Down! Please Try After Some Time!');
    return;
  }
  if (upstream.status !== 200) {
    await upstream.body?.cancel();
    return notFound(res);
  }
  const headers: Record<string, string> = { 'content-type': 'image/webp', 'cache-control': MEDIA_CACHE, 'x-content-type-options': 'nosniff' };
  const length = upstream.headers.get('content-length');
  if (length) headers['content-length'] = length;
  res.writeHead(200, headers);
  if (!upstream.body || req.method === 'HEAD') {
    await upstream.body?.cancel();
    res.end();
    return;
  }
  await pipeline(Readable.fromWeb(upstream.body as import('node:stream/web').ReadableStream), res).catch((error: Error) => {
    console.warn(`[media] an image transfer broke: ${error.message}`);
    res.destroy();
  });
}
