import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { staticFiles } from './static-files.ts';

let root: string;
let server: Server;
let base: string;

/** The page behind the static files: what a file that is not there falls through to. */
const RENDERED = 'rendered on demand';

beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), 'pharmacy-static-'));
  mkdirSync(join(root, 'client', 'c', 'antibiotics'), { recursive: true });
  mkdirSync(join(root, 'client', '_astro'));
  writeFileSync(join(root, 'client', 'index.html'), '<h1>Home</h1>');
  writeFileSync(join(root, 'client', 'c', 'antibiotics', 'index.html'), '<h1>Antibiotics</h1>');
  writeFileSync(join(root, 'client', 'c', 'antibiotics', 'index.html.br'), brotliCompressSync('<h1>Antibiotics</h1>'));
  writeFileSync(join(root, 'client', '_astro', 'island.js'), 'console.log(1)');
  const clientDir = join(root, 'client');
  const serve = staticFiles(clientDir, {
    cacheControl: (pathname) => (pathname.startsWith('/_astro/') ? 'immutable' : 'short'),
    buildPresent: () => existsSync(clientDir),
  });
  server = createServer((req, res) => {
    void serve(req, res, () => res.writeHead(404, { 'content-type': 'text/plain' }).end(RENDERED));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

describe('static files', () => {
  it('serves a page by its directory, with its length, type, cache and a validator', async () => {
    const response = await fetch(`${base}/c/antibiotics`, { headers: { 'accept-encoding': 'identity' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<h1>Antibiotics</h1>');
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-length')).toBe('20');
    expect(response.headers.get('cache-control')).toBe('short');
    expect(response.headers.get('etag')).toMatch(/^W\/"/);
    const again = await fetch(`${base}/c/antibiotics`, { headers: { 'accept-encoding': 'identity', 'if-none-match': response.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
  });

  it('sends the brotli copy to a client that accepts it', async () => {
    const response = await fetch(`${base}/c/antibiotics`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(await response.text()).toBe('<h1>Antibiotics</h1>');
  });

  it.each(['/../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/c/%00', '/c/%E0%A4%A'])('never leaves the folder: %s falls through', async (path) => {
    const response = await fetch(`${base}${path}`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(RENDERED);
  });

  it.each(['/_astro/island.js/more', '/c/antibiotics/index.html/x', '/p/NOPE/some-slug'])(
    'lets a path through a file or through missing folders fall through to the page: %s',
    async (path) => {
      const response = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'gzip, br' } });
      expect([response.status, await response.text()]).toEqual([404, RENDERED]);
    },
  );

  it('answers a file deleted after it was served as missing, and keeps serving the rest', async () => {
    expect((await fetch(`${base}/_astro/island.js`)).status).toBe(200);
    unlinkSync(join(root, 'client', '_astro', 'island.js'));
    const gone = await fetch(`${base}/_astro/island.js`);
    expect([gone.status, await gone.text()]).toEqual([404, RENDERED]);
    expect((await fetch(`${base}/`)).status).toBe(200);
  });

  it('answers every request in full or not at all while files vanish under it, and keeps answering', async () => {
    const page = `<h1>${'Antibiotics '.repeat(20_000)}</h1>`;
    const file = join(root, 'client', 'c', 'antibiotics', 'index.html');
    writeFileSync(file, page);
    rmSync(`${file}.br`);
    const outcomes = new Set<string>();
    let deleting = true;
    const vanish = (async () => {
      while (deleting) {
        rmSync(file, { force: true });
        await new Promise((resolve) => setImmediate(resolve));
        writeFileSync(`${file}.tmp`, page);
        renameSync(`${file}.tmp`, file);
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    await Promise.all(
      Array.from({ length: 200 }, async () => {
        const response = await fetch(`${base}/c/antibiotics`, { headers: { 'accept-encoding': 'identity' } });
        const body = await response.text();
        outcomes.add(response.status === 200 ? (body === page ? 'whole page' : `cut short at ${body.length}`) : `${response.status} ${body}`);
      }),
    );
    deleting = false;
    await vanish;
    expect([...outcomes].filter((outcome) => outcome !== 'whole page' && outcome !== `404 ${RENDERED}`)).toEqual([]);
    expect(outcomes.has('whole page')).toBe(true);
    expect((await fetch(`${base}/`)).status).toBe(200);
  });

  it('answers 503 while its whole build folder is gone, says so once, and keeps running', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      rmSync(join(root, 'client'), { recursive: true, force: true });
      for (const path of ['/', '/c/antibiotics', '/_astro/island.js']) {
        const response = await fetch(`${base}${path}`);
        expect(response.status).toBe(503);
        expect(response.headers.get('retry-after')).toBe('30');
      }
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toMatch(/build folder .* is gone/);
    } finally {
      warn.mockRestore();
    }
  });
});
