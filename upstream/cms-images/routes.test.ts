import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CMS_IMAGE_PATH, MAX_ALT_LENGTH, MAX_CMS_IMAGE_BYTES } from '../../domain/cms.ts';
import { CMS_MESSAGES as M } from '../../domain/cms-messages.ts';
import { createFranchise, createShopCustomer, createStaffUser, delegatedToken, staffOwnToken } from '../../test-utils/staff.ts';
import { startTestUpstream } from '../../test-utils/upstream.ts';
import { createCustomer } from '../../test-utils/users.ts';
import type { RunningUpstream } from '../server.ts';
import { storeImage, widthsFor } from './images.ts';
import { MEDIA_CACHE } from './routes.ts';

let up: RunningUpstream & { dir: string };
const tokens: Record<string, string> = {};
let editorId = 0;
const media = () => join(up.dir, 'media', 'cms');
const files = () => (existsSync(media()) ? readdirSync(media()).sort() : []);
const rows = async () => (await up.db.selectFrom('cms_images').select('sid').execute()).length;

const picture = (width: number, height: number, format: 'png' | 'jpeg' | 'webp') =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    [format]()
    .toBuffer();

function form(bytes: Buffer | null, name = 'photo.jpg', type = 'image/jpeg', alt?: string): FormData {
  const data = new FormData();
  if (bytes) data.append('file', new File([new Uint8Array(bytes)], name, { type }));
  if (alt !== undefined) data.append('alt', alt);
  return data;
}

async function upload(body: FormData, token: string | null = tokens['editor'] ?? null) {
  const response = await fetch(`${up.url}/api/cms/images`, { method: 'POST', headers: token ? { 'x-access-token': token } : {}, body });
  return { status: response.status, body: (await response.json()) as { code: number; result: any } };
}

const fixtures: Record<string, Buffer> = {};

beforeAll(async () => {
  up = await startTestUpstream();
  const editor = await createStaffUser(up.db, { role: 'editor' });
  editorId = editor.id;
  const admin = await createStaffUser(up.db, { role: 'admin' });
  const adviser = await createStaffUser(up.db, { role: 'adviser' });
  const { shop, staff: franchise } = await createFranchise(up.db);
  const assistant = await createStaffUser(up.db, { role: 'assistant', franchiseId: shop.id });
  const customer = await createShopCustomer(up.db, shop.id);
  tokens['editor'] = await staffOwnToken(up.db, editor);
  tokens['admin'] = await staffOwnToken(up.db, admin);
  tokens['adviser'] = await staffOwnToken(up.db, adviser);
  tokens['franchise'] = await staffOwnToken(up.db, franchise);
  tokens['assistant'] = await staffOwnToken(up.db, assistant);
  tokens['customer'] = (await createCustomer(up.db)).token;
  tokens['delegated'] = await delegatedToken(up.db, customer.id, franchise);

  fixtures['wide'] = await picture(2000, 1200, 'png');
  fixtures['small'] = await picture(500, 300, 'webp');
  fixtures['tiny'] = await picture(200, 120, 'jpeg');
  // Taken sideways: stored 600 x 400 with EXIF orientation 6 (turn 90° clockwise to view), i.e. 400 x 600 upright.
  fixtures['sideways'] = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#c33' } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'Someone', Artist: 'A phone' } } })
    .toBuffer();
  const jpeg = await picture(1200, 900, 'jpeg');
  fixtures['truncated'] = jpeg.subarray(0, Math.floor(jpeg.length / 2));
  // 8000 x 8000 = 64 MP (over the 50 MP limit) in a few hundred KB: a decompression bomb.
  fixtures['bomb'] = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#fff' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}, 60_000);
afterAll(() => up.close());

describe('uploading an image (POST /api/cms/images)', () => {
  const pngOnGarbage = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(600, 7)]);
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>');
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  it.each([
    ['HTML named .jpg', () => form(Buffer.from('<html><script>alert(1)</script></html>'), 'photo.jpg', 'image/jpeg'), M.imageType],
    ['a PDF', () => form(pdf, 'leaflet.pdf', 'application/pdf'), M.imageType],
    ['a PDF named .png', () => form(pdf, 'banner.png', 'image/png'), M.imageType],
    ['an SVG', () => form(svg, 'logo.svg', 'image/svg+xml'), M.imageType],
    ['a GIF', () => form(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), 'a.gif', 'image/gif'), M.imageType],
    ['an image over 5 MB', () => form(Buffer.concat([fixtures['tiny'] as Buffer, Buffer.alloc(MAX_CMS_IMAGE_BYTES)]), 'big.jpg'), M.imageTooLarge],
    ['a body far over 5 MB', () => form(Buffer.concat([fixtures['tiny'] as Buffer, Buffer.alloc(8 * 1024 * 1024)]), 'huge.jpg'), M.imageTooLarge],
    ['a truncated JPEG', () => form(fixtures['truncated'] as Buffer, 'cut.jpg'), M.imageUnreadable],
    ['a PNG header on garbage', () => form(pngOnGarbage, 'fake.png', 'image/png'), M.imageUnreadable],
    ['a pixel bomb (64 MP)', () => form(fixtures['bomb'] as Buffer, 'bomb.png', 'image/png'), M.imageUnreadable],
    ['an empty file', () => form(Buffer.alloc(0), 'empty.jpg'), M.imageUnreadable],
    ['no file field', () => form(null, '', '', 'an image'), M.imageUnreadable],
    ['a description over 200 characters', () => form(fixtures['tiny'] as Buffer, 'ok.jpg', 'image/jpeg', 'x'.repeat(MAX_ALT_LENGTH + 1)), M.altTooLong],
  ])('refuses %s, and keeps nothing', async (_label, body, message) => {
    const before = await rows();
    const reply = await upload(body());
    expect(reply).toMatchObject({ status: 400, body: { code: 400, result: message } });
    expect(await rows()).toBe(before);
    expect(files().filter((f) => f.endsWith('.tmp'))).toEqual([]);
    expect(files().length).toBe((await up.db.selectFrom('cms_images').select('widths').execute()).reduce((n, r) => n + r.widths.split(',').length, 0));
  });

  it('closes the connection after refusing a body over the limit, unread (a client must not send its next request on it)', async () => {
    const body = form(Buffer.concat([fixtures['tiny'] as Buffer, Buffer.alloc(8 * 1024 * 1024)]), 'huge.jpg');
    const response = await fetch(`${up.url}/api/cms/images`, { method: 'POST', headers: { 'x-access-token': tokens['editor'] ?? '' }, body });
    expect(response.status).toBe(400);
    expect(response.headers.get('connection')).toBe('close');
    await response.arrayBuffer();
    expect((await upload(form(fixtures['truncated'] as Buffer, 'cut.jpg'))).body.result).toBe(M.imageUnreadable);
  });

  it('refuses a body that is not multipart at all', async () => {
    const response = await fetch(`${up.url}/api/cms/images`, {
      method: 'POST',
      headers: { 'x-access-token': tokens['editor'] ?? '', 'content-type': 'multipart/form-data; boundary=zzz' },
      body: 'garbage',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { result: string }).result).toBe(M.imageUnreadable);
  });

  it.each([
    ['no token', null, 401],
    ['a customer', 'customer', 403],
    ['a franchise owner', 'franchise', 403],
    ['an assistant', 'assistant', 403],
    ['an adviser', 'adviser', 403],
    ['a delegated token', 'delegated', 403],
  ] as const)('refuses %s (only editors and admins upload), and keeps nothing', async (_label, who, status) => {
    const before = { rows: await rows(), files: files() };
    const reply = await upload(form(fixtures['tiny'] as Buffer), who === null ? null : (tokens[who] ?? 'missing'));
    expect(reply.status).toBe(status);
    expect({ rows: await rows(), files: files() }).toEqual(before);
  });

  it('keeps a 2000 px image at 320, 640, 960 and 1280 px as WebP, src the 960, upright and without metadata', async () => {
    const reply = await upload(form(fixtures['wide'] as Buffer, 'banner.png', 'image/png', '  Monsoon offers  '), tokens['admin'] ?? null);
    expect(reply.status).toBe(200);
    const image = reply.body.result;
    expect(image.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(image).toEqual({
      id: image.id,
      src: `/media/cms/${image.id}-960.webp`,
      srcset: [320, 640, 960, 1280].map((w) => `/media/cms/${image.id}-${w}.webp ${w}w`).join(', '),
      width: 2000,
      height: 1200,
      alt: 'Monsoon offers',
    });
    expect(`/media/cms/${image.id}-1280.webp`).toMatch(CMS_IMAGE_PATH);
    for (const w of [320, 640, 960, 1280]) {
      const meta = await sharp(join(media(), `${image.id}-${w}.webp`)).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'webp', width: w, height: Math.round((w * 1200) / 2000) });
    }
    const row = await up.db.selectFrom('cms_images').selectAll().where('sid', '=', image.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ widths: '320,640,960,1280', width: 2000, height: 1200, alt: 'Monsoon offers' });
    expect(row.bytes).toBeGreaterThan(0);
  });

  it('keeps a 500 px image at 320 and its own 500 (never enlarged), a 200 px one at 200 only', async () => {
    const small = (await upload(form(fixtures['small'] as Buffer, 'x.webp', 'image/webp'))).body.result;
    expect(small.srcset).toBe(`/media/cms/${small.id}-320.webp 320w, /media/cms/${small.id}-500.webp 500w`);
    expect(small.src).toBe(`/media/cms/${small.id}-500.webp`);
    const tiny = (await upload(form(fixtures['tiny'] as Buffer))).body.result;
    expect(tiny).toMatchObject({ src: `/media/cms/${tiny.id}-200.webp`, srcset: `/media/cms/${tiny.id}-200.webp 200w`, width: 200, height: 120 });
    const row = await up.db.selectFrom('cms_images').select(['widths', 'uploaded_by']).where('sid', '=', tiny.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ widths: '200', uploaded_by: editorId });
  });

  it('turns a photo upright by its EXIF orientation and keeps none of its EXIF', async () => {
    const image = (await upload(form(fixtures['sideways'] as Buffer, 'phone.jpg'))).body.result;
    expect({ width: image.width, height: image.height }).toEqual({ width: 400, height: 600 });
    const meta = await sharp(join(media(), `${image.id}-400.webp`)).metadata();
    expect({ width: meta.width, height: meta.height, exif: meta.exif, orientation: meta.orientation }).toEqual({
      width: 400,
      height: 600,
      exif: undefined,
      orientation: undefined,
    });
  });

  it('removes the files it wrote when the row cannot be written', async () => {
    const before = files();
    const image = {
      width: 400,
      height: 200,
      variants: [
        { width: 320, data: Buffer.from('x') },
        { width: 400, data: Buffer.from('y') },
      ],
    };
    // No such user: the foreign key refuses the row (both engines).
    await expect(storeImage(up.db, join(up.dir, 'media'), image, '', 987_654_321, new Date())).rejects.toThrow();
    expect(files()).toEqual(before);
  });
});

describe('the widths kept', () => {
  it.each([
    [2000, [320, 640, 960, 1280]],
    [1280, [320, 640, 960, 1280]],
    [1000, [320, 640, 960, 1000]],
    [640, [320, 640]],
    [500, [320, 500]],
    [320, [320]],
    [200, [200]],
  ])('%i px → %j', (original, widths) => expect(widthsFor(original)).toEqual(widths));
});

describe('serving an image (GET /api/cms/media/:file)', () => {
  let id = '';
  beforeAll(async () => {
    id = (await upload(form(fixtures['small'] as Buffer, 'x.webp', 'image/webp'))).body.result.id;
  });

  it('serves every width kept to anyone, as WebP with a year of immutable cache', async () => {
    for (const w of [320, 500]) {
      const response = await fetch(`${up.url}/api/cms/media/${id}-${w}.webp`);
      expect(response.status).toBe(200);
      expect({
        type: response.headers.get('content-type'),
        cache: response.headers.get('cache-control'),
        nosniff: response.headers.get('x-content-type-options'),
      }).toEqual({ type: 'image/webp', cache: MEDIA_CACHE, nosniff: 'nosniff' });
      expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(w);
    }
    expect(MEDIA_CACHE).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 for a width not kept, an unknown image, another name, or a stray file in the folder', async () => {
    writeFileSync(join(media(), `${id}-640.webp`), 'stray');
    writeFileSync(join(media(), 'notes.txt'), 'private');
    for (const name of [
      `${id}-640.webp`,
      `${id}-0500.webp`,
      `${id}-500.png`,
      `${'A'.repeat(22)}-320.webp`,
      'notes.txt',
      `..%2F${id}-320.webp`,
      `${id}-320.webp.tmp`,
    ]) {
      const response = await fetch(`${up.url}/api/cms/media/${name}`);
      expect([name, response.status]).toEqual([name, 404]);
      expect(response.headers.get('content-type')).not.toBe('image/webp');
    }
  });
});
