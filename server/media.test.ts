import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffUser, staffOwnToken } from '../test-utils/staff.ts';
import { startTestUpstream } from '../test-utils/upstream.ts';
import type { RunningUpstream } from '../upstream/server.ts';
import { isMediaPath, MEDIA_CACHE, serveMedia } from './media.ts';

let up: RunningUpstream & { dir: string };
let server: Server;
let base: string;
let image: { id: string; src: string; srcset: string };

beforeAll(async () => {
  up = await startTestUpstream();
  const token = await staffOwnToken(up.db, await createStaffUser(up.db, { role: 'editor' }));
  const body = new FormData();
  const png = await sharp({ create: { width: 700, height: 300, channels: 3, background: '#39c' } })
    .png()
    .toBuffer();
  body.append('file', new File([new Uint8Array(png)], 'banner.png', { type: 'image/png' }));
  const reply = await fetch(`${up.url}/api/cms/images`, { method: 'POST', headers: { 'x-access-token': token }, body });
  image = ((await reply.json()) as { result: typeof image }).result;
  // The storefront's routing for /media/ (server/storefront.ts), alone.
  server = createServer((req, res) => {
    if (isMediaPath((req.url ?? '/').split('?')[0] ?? '')) void serveMedia(req, res, up.url);
    else res.writeHead(418).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await up.close();
});

describe('the storefront’s /media/cms/ (the upstream’s media route, passed on)', () => {
  it('streams every width kept with a year’s immutable cache, as WebP, nosniff', async () => {
    expect(image.srcset).toBe(`/media/cms/${image.id}-320.webp 320w, /media/cms/${image.id}-640.webp 640w, /media/cms/${image.id}-700.webp 700w`);
    for (const w of [320, 640, 700]) {
      const response = await fetch(`${base}/media/cms/${image.id}-${w}.webp`);
      expect(response.status).toBe(200);
      expect({
        type: response.headers.get('content-type'),
        cache: response.headers.get('cache-control'),
        nosniff: response.headers.get('x-content-type-options'),
      }).toEqual({ type: 'image/webp', cache: MEDIA_CACHE, nosniff: 'nosniff' });
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(response.headers.get('content-length')).toBe(String(bytes.length));
      expect((await sharp(bytes).metadata()).width).toBe(w);
    }
    const head = await fetch(`${base}${image.src}`, { method: 'HEAD' });
    expect([head.status, head.headers.get('cache-control')]).toEqual([200, MEDIA_CACHE]);
  });

  it('answers 404, never cached, for anything else under /media/', async () => {
    for (const path of [
      `/media/cms/${image.id}-960.webp`,
      `/media/cms/${'B'.repeat(22)}-320.webp`,
      `/media/cms/${image.id}-320.png`,
      `/media/cms/..%2Fcms%2F${image.id}-320.webp`,
      `/media/cms/${image.id}-320.webp/x`,
      '/media/cms/',
      '/media/uploads/secret.pdf',
      '/media',
    ]) {
      const response = await fetch(`${base}${path}`);
      expect([path, response.status, response.headers.get('cache-control')]).toEqual([path, 404, 'no-store']);
    }
    const post = await fetch(`${base}${image.src}`, { method: 'POST' });
    expect(post.status).toBe(404);
  });

  it('answers 503 while the upstream is away, never a cached error', async () => {
    const away = createServer((req, res) => void serveMedia(req, res, 'http://127.0.0.1:9'));
    await new Promise<void>((resolve) => away.listen(0, '127.0.0.1', resolve));
    const response = await fetch(`http://127.0.0.1:${(away.address() as AddressInfo).port}${image.src}`);
    expect([response.status, response.headers.get('cache-control')]).toEqual([503, 'no-store']);
    await new Promise((resolve) => away.close(resolve));
  });
});
