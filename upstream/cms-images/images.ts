import { randomBytes } from 'node:crypto';
import { mkdir, readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { writeFileAtomic } from '../../common/atomic-file.ts';
import { CMS_IMAGE_PATH, CMS_IMAGE_TYPES, CMS_IMAGE_WIDTHS, MAX_ALT_LENGTH, MAX_CMS_IMAGE_BYTES } from '../../domain/cms.ts';
import { CMS_MESSAGES as M } from '../../domain/cms-messages.ts';
import { type ImageWire, imageWire } from '../cms/images.ts';
import type { Db } from '../db/open.ts';
import { Refusal } from '../http/refusal.ts';
import { sniffType } from '../prescriptions/uploads.ts';

/**
 * The editor's images (issue 18; domain/cms.ts "Images in pages and banners"): checked by their first
 * bytes, decoded with sharp under a pixel limit, turned upright (EXIF), stripped of their metadata and
 * kept as WebP at the widths of `widthsFor` under `{mediaDir}/cms/{sid}-{width}.webp`, then recorded in
 * `cms_images`. The files are public once made (GET /api/cms/media/:file): the names are random.
 */

/**
 * A decompression bomb's guard: sharp refuses to decode more pixels than this (a 50 MP phone photo,
 * 8160 x 6120, still passes). Checked from the header, before any pixel is decoded.
 */
export const MAX_CMS_IMAGE_PIXELS = 50_000_000;
/** WebP quality: ~78 keeps photos and text in banners clean at a third of a JPEG's bytes. */
const WEBP_QUALITY = 78;
/** The narrowest original kept: CMS_IMAGE_PATH names widths with 2 to 4 digits. */
const MIN_WIDTH = 10;

/**
 * The widths an image of `original` px is kept at: every CMS_IMAGE_WIDTHS width below it, and the
 * original's own width when it is narrower than the widest (so its full detail is kept, never enlarged):
 * 2000 → 320, 640, 960, 1280; 1280 → the same; 1000 → 320, 640, 960, 1000; 500 → 320, 500; 200 → 200.
 */
export function widthsFor(original: number): number[] {
  const below = CMS_IMAGE_WIDTHS.filter((w) => w < original);
  const widest = CMS_IMAGE_WIDTHS[CMS_IMAGE_WIDTHS.length - 1] ?? original;
  return original <= widest ? [...below, original] : [...CMS_IMAGE_WIDTHS];
}

/** The upload's checks before any decoding: missing or empty, too large, not JPEG/PNG/WebP by its bytes, alt too long. */
export async function readImageUpload(file: unknown, alt: unknown): Promise<{ bytes: Buffer; alt: string }> {
  if (!(file instanceof File) || file.size === 0) throw new Refusal(400, M.imageUnreadable);
  if (file.size > MAX_CMS_IMAGE_BYTES) throw new Refusal(400, M.imageTooLarge);
  const text = typeof alt === 'string' ? alt.trim() : '';
  if (text.length > MAX_ALT_LENGTH) throw new Refusal(400, M.altTooLong);
  const bytes = Buffer.from(await file.arrayBuffer());
  if (bytes.length === 0) throw new Refusal(400, M.imageUnreadable);
  if (bytes.length > MAX_CMS_IMAGE_BYTES) throw new Refusal(400, M.imageTooLarge);
  if (!sniffType(bytes, CMS_IMAGE_TYPES)) throw new Refusal(400, M.imageType);
  return { bytes, alt: text };
}

export interface ResizedImage {
  /** The upright original's size. */
  width: number;
  height: number;
  variants: { width: number; data: Buffer }[];
}

/**
 * Decodes and resizes; a file sharp cannot read (truncated, a header on garbage, over the pixel limit)
 * is imageUnreadable. `failOn: 'truncated'` refuses a cut file instead of keeping its grey half.
 */
export async function resizeImage(bytes: Buffer): Promise<ResizedImage> {
  const input = () => sharp(bytes, { limitInputPixels: MAX_CMS_IMAGE_PIXELS, failOn: 'truncated', animated: false });
  try {
    const meta = await input().metadata();
    const width = meta.autoOrient?.width ?? meta.width;
    const height = meta.autoOrient?.height ?? meta.height;
    if (!width || !height || width < MIN_WIDTH) throw new Refusal(400, M.imageUnreadable);
    const variants = [];
    // One after another: a 50 MP decode at a time is enough for a 2-core machine shared with the shop.
    for (const w of widthsFor(width)) {
      // rotate(): upright by EXIF; metadata is not copied (sharp drops it unless asked to keep it).
      const data = await input().rotate().resize({ width: w, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY }).toBuffer();
      variants.push({ width: w, data });
    }
    return { width, height, variants };
  } catch (error) {
    if (error instanceof Refusal) throw error;
    throw new Refusal(400, M.imageUnreadable);
  }
}

export const mediaFile = (mediaDir: string, sid: string, width: number) => join(mediaDir, 'cms', `${sid}-${width}.webp`);

/**
 * Writes the variants (each to a temporary name, then renamed: a reader never sees half a file) and
 * records the image; a failed insert removes the files. Returns the row's wire shape.
 */
export async function storeImage(db: Db, mediaDir: string, image: ResizedImage, alt: string, uploadedBy: number, now: Date): Promise<ImageWire> {
  const sid = randomBytes(16).toString('base64url');
  await mkdir(join(mediaDir, 'cms'), { recursive: true });
  const written: string[] = [];
  const removeWritten = () => Promise.all(written.map((file) => unlink(file).catch(() => undefined)));
  try {
    for (const variant of image.variants) {
      const file = mediaFile(mediaDir, sid, variant.width);
      await writeFileAtomic(file, variant.data);
      written.push(file);
    }
    const row = {
      sid,
      widths: image.variants.map((v) => v.width).join(','),
      width: image.width,
      height: image.height,
      alt,
      bytes: image.variants.reduce((sum, v) => sum + v.data.length, 0),
      uploaded_by: uploadedBy,
      created_at: now.toISOString(),
    };
    await db.insertInto('cms_images').values(row).execute();
    // The CmsImage every read of an image answers (upstream/cms/images.ts: src the 960 or the widest below).
    return imageWire(row);
  } catch (error) {
    await removeWritten();
    throw error;
  }
}

/**
 * The bytes of a published image's file, or null: only a name of a row that lists that width (nothing
 * else under the media folder is reachable), and only when the file is there.
 */
export async function mediaBytes(db: Db, mediaDir: string, name: string): Promise<Buffer | null> {
  // A name of the shop's image paths (/media/cms/{sid}-{width}.webp).
  const match = CMS_IMAGE_PATH.exec(`/media/cms/${name}`);
  if (!match) return null;
  const [, sid = '', width = ''] = match;
  const row = await db.selectFrom('cms_images').select('widths').where('sid', '=', sid).executeTakeFirst();
  if (!row?.widths.split(',').includes(String(Number(width))) || String(Number(width)) !== width) return null;
  return readFile(mediaFile(mediaDir, sid, Number(width))).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
}
