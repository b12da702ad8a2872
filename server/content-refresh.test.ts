import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ContentChange, changedUrls, copiesOnDisk, isRenewable, removeCopy, renewCopy, replaceCopy } from './content-refresh.ts';
import { RENDER_HEADER } from './snapshot.ts';

const change = (kind: ContentChange['kind'], locale: string | null, identifier: string | null = null, blogType: string | null = null): ContentChange => ({
  kind,
  locale,
  identifier,
  blogType,
});

describe('the pages a content change renews', () => {
  it('a page in Bengali: its path on the Bengali sites of both store views only', () => {
    expect(changedUrls([change('PAGE', 'bn-IN', 'durga-puja-hours')])).toEqual(['/bn/durga-puja-hours', '/jh/bn/durga-puja-hours']);
  });

  it('a page in English: every language’s path (a language without its own text shows the English one)', () => {
    expect(changedUrls([change('PAGE', 'en-US', 'about-us')])).toEqual([
      '/about-us',
      '/bn/about-us',
      '/hi/about-us',
      '/jh/about-us',
      '/jh/bn/about-us',
      '/jh/hi/about-us',
      '/jh/or/about-us',
      '/or/about-us',
    ]);
  });

  it('a blog post: the post and its type’s list', () => {
    expect(changedUrls([change('BLOG', 'hi-IN', 'monsoon-fever', 'health-tips')])).toEqual([
      '/hi/blog/monsoon-fever',
      '/hi/blogs/health-tips',
      '/jh/hi/blog/monsoon-fever',
      '/jh/hi/blogs/health-tips',
    ]);
  });

  it('the home page’s banners and tiles: the home page of that language’s sites; English: every home page', () => {
    expect(changedUrls([change('HOME', 'or-IN')])).toEqual(['/jh/or', '/or']);
    expect(changedUrls([change('HOME', 'en-US')])).toEqual(['/', '/bn', '/hi', '/jh', '/jh/bn', '/jh/hi', '/jh/or', '/or']);
  });

  it('a change without a language: every site; each URL once however many changes name it', () => {
    const urls = changedUrls([change('PAGE', null, 'refund'), change('PAGE', 'bn-IN', 'refund'), change('PAGE', 'en-US', 'refund')]);
    expect(urls).toHaveLength(8);
    expect(new Set(urls).size).toBe(8);
    expect(urls).toContain('/jh/or/refund');
  });

  it('renews only published kinds of page, never another route a change could name', () => {
    // A URL key an editor cannot take (the route table's own) never maps to a catalogue or staff page.
    expect(changedUrls([change('PAGE', 'bn-IN', 'offers'), change('PAGE', 'bn-IN', 'my-account')])).toEqual([]);
    expect(changedUrls([change('PAGE', 'bn-IN', null), change('BLOG', 'bn-IN', null, null)])).toEqual([]);
    expect(['/about-us', '/bn', '/blog/x1', '/blogs/tips', '/'].map(isRenewable)).toEqual([true, true, true, true, true]);
    expect(['/c/antibiotics', '/offers', '/p/MED1/x', '/my-account', '/offline.html', '/de/about-us'].map(isRenewable)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('replacing and removing a static copy', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'pharmacy-copies-'));
  });

  const read = (path: string) => readFileSync(join(dir, path));

  it('writes the page and its gzip and brotli copies whole, and leaves no temporary file', async () => {
    expect(await replaceCopy(dir, '/bn/about-us', Buffer.from('<h1>আমাদের কথা</h1>'))).toBe(true);
    expect(read('bn/about-us/index.html').toString()).toBe('<h1>আমাদের কথা</h1>');
    expect(gunzipSync(read('bn/about-us/index.html.gz')).toString()).toBe('<h1>আমাদের কথা</h1>');
    expect(brotliDecompressSync(read('bn/about-us/index.html.br')).toString()).toBe('<h1>আমাদের কথা</h1>');
    expect(await replaceCopy(dir, '/bn/about-us', Buffer.from('<h1>নতুন</h1>'))).toBe(true);
    expect(brotliDecompressSync(read('bn/about-us/index.html.br')).toString()).toBe('<h1>নতুন</h1>');
    expect(readdirSync(join(dir, 'bn', 'about-us')).sort()).toEqual(['index.html', 'index.html.br', 'index.html.gz']);
    await replaceCopy(dir, '/', Buffer.from('<h1>Home</h1>'));
    expect(read('index.html').toString()).toBe('<h1>Home</h1>');
  });

  it('leaves a copy that already is the page untouched', async () => {
    await replaceCopy(dir, '/refund', Buffer.from('same'));
    writeFileSync(join(dir, 'refund', 'index.html.gz'), 'marker');
    expect(await replaceCopy(dir, '/refund', Buffer.from('same'))).toBe(false);
    expect(read('refund/index.html.gz').toString()).toBe('marker');
  });

  it('swaps the file by rename: a reader holding the old file reads it whole', async () => {
    await replaceCopy(dir, '/legal', Buffer.from('old text'));
    const { open } = await import('node:fs/promises');
    const held = await open(join(dir, 'legal', 'index.html'), 'r');
    await replaceCopy(dir, '/legal', Buffer.from('the new, longer text'));
    expect((await held.readFile()).toString()).toBe('old text');
    await held.close();
    expect(read('legal/index.html').toString()).toBe('the new, longer text');
  });

  it('removes the page and its compressed copies; nothing to remove is no error', async () => {
    await replaceCopy(dir, '/blog/monsoon-fever', Buffer.from('post'));
    expect(await removeCopy(dir, '/blog/monsoon-fever')).toBe(true);
    expect(readdirSync(join(dir, 'blog', 'monsoon-fever'))).toEqual([]);
    expect(await removeCopy(dir, '/blog/monsoon-fever')).toBe(false);
    expect(await removeCopy(dir, '/never-there')).toBe(false);
  });

  it('finds the published pages’ copies on disk on every site, and not the catalogue’s', async () => {
    for (const url of ['/about-us', '/jh/bn/refund', '/blog/monsoon-fever', '/hi/blogs/health-tips', '/c/antibiotics', '/offers', '/bn'])
      await replaceCopy(dir, url, Buffer.from(url));
    mkdirSync(join(dir, 'empty-dir'));
    // The home page of a language is one too (its banners and tiles).
    expect(copiesOnDisk(dir).sort()).toEqual(['/about-us', '/blog/monsoon-fever', '/bn', '/hi/blogs/health-tips', '/jh/bn/refund']);
  });
});

describe('renewing a copy from the page as the server renders it now', () => {
  let server: Server;
  let origin: string;
  let dir: string;
  const answers = new Map<string, { status: number; body: string }>();
  const seen: string[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(`${req.url} ${req.headers[RENDER_HEADER] ?? '-'}`);
      const answer = answers.get(req.url ?? '') ?? { status: 404, body: 'Not found' };
      res.writeHead(answer.status, { 'content-type': 'text/html; charset=utf-8' }).end(answer.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    dir = mkdtempSync(join(tmpdir(), 'pharmacy-renew-'));
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes a page that answers 200, asking for a rendering (never the static copy)', async () => {
    answers.set('/bn/about-us', { status: 200, body: '<h1>নতুন লেখা</h1>' });
    expect(await renewCopy(origin, dir, '/bn/about-us')).toBe('written');
    expect(readFileSync(join(dir, 'bn', 'about-us', 'index.html'), 'utf8')).toBe('<h1>নতুন লেখা</h1>');
    expect(seen).toContain('/bn/about-us 1');
    expect(await renewCopy(origin, dir, '/bn/about-us')).toBe('unchanged');
  });

  it('removes the copy of a page that now answers 404 (unpublished) or redirects', async () => {
    answers.set('/bn/about-us', { status: 404, body: 'gone' });
    expect(await renewCopy(origin, dir, '/bn/about-us')).toBe('removed');
    expect(existsSync(join(dir, 'bn', 'about-us', 'index.html'))).toBe(false);
    answers.set('/refund', { status: 200, body: 'refund' });
    await renewCopy(origin, dir, '/refund');
    answers.set('/refund', { status: 301, body: '' });
    expect(await renewCopy(origin, dir, '/refund')).toBe('removed');
  });

  it('keeps the copy and fails when the server cannot render the page now (tried again at the next poll)', async () => {
    answers.set('/legal', { status: 200, body: 'legal v1' });
    await renewCopy(origin, dir, '/legal');
    answers.set('/legal', { status: 503, body: 'Server Down' });
    await expect(renewCopy(origin, dir, '/legal')).rejects.toThrow('/legal answered 503');
    expect(readFileSync(join(dir, 'legal', 'index.html'), 'utf8')).toBe('legal v1');
  });
});
