import { MAX_CMS_IMAGE_BYTES } from '../../domain/cms.ts';
import { CMS_MESSAGES as M } from '../../domain/cms-messages.ts';
import type { Db } from '../db/open.ts';
import { fail, ok } from '../http/envelope.ts';
import { bodyLimitOf, formOf } from '../http/multipart.ts';
import { Refusal } from '../http/refusal.ts';
import { refusalRouter } from '../http/router.ts';
import type { StaffEnv } from '../staff/require-staff.ts';
import { mediaBytes, readImageUpload, resizeImage, storeImage } from './images.ts';

export interface CmsImageDeps {
  db: Db;
  now: () => Date;
  /** MEDIA_DIR: the folder every process shares; the images are under its `cms/`. */
  mediaDir: string;
}

/** The form's own bytes over the image's limit: a larger body is refused before it is read. */
const imageBodyLimit = bodyLimitOf(MAX_CMS_IMAGE_BYTES, M.imageTooLarge);

/**
 * POST /api/cms/images (multipart `file`, optional `alt`), behind requireStaff(editor, admin) mounted in
 * upstream/app.ts: the image kept at every width (./images.ts), answered as a CmsImage.
 */
export function cmsImageRoutes(deps: CmsImageDeps) {
  const app = refusalRouter<StaffEnv>();
  app.post('/', imageBodyLimit, async (c) => {
    const form = await formOf(c.req);
    if (!form) throw new Refusal(400, M.imageUnreadable);
    const { bytes, alt } = await readImageUpload(form['file'], form['alt']);
    const image = await resizeImage(bytes);
    return ok(c, await storeImage(deps.db, deps.mediaDir, image, alt, c.get('staff').id, deps.now()));
  });
  return app;
}

/** A year, never revalidated: a file's name never gets other bytes (a new upload is a new name). */
export const MEDIA_CACHE = 'public, max-age=31536000, immutable';

/**
 * GET /api/cms/media/:file (no token: images are public once uploaded, their names random): the WebP
 * file of an image row that lists that width, with a year's immutable cache; anything else 404.
 */
export function cmsMediaRoutes(deps: CmsImageDeps) {
  const app = refusalRouter();
  app.get('/:file', async (c) => {
    const bytes = await mediaBytes(deps.db, deps.mediaDir, c.req.param('file'));
    if (!bytes) return fail(c, 404, M.imageNotFound);
    return c.body(new Uint8Array(bytes), 200, {
      'content-type': 'image/webp',
      'content-length': String(bytes.length),
      'cache-control': MEDIA_CACHE,
      'x-content-type-options': 'nosniff',
    });
  });
  return app;
}
