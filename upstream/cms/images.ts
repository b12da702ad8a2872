import type { Selectable } from 'kysely';
import { cmsImagePath } from '../../domain/cms.ts';
import type { CmsImagesTable } from '../db/tables.ts';

export type CmsImageRow = Pick<Selectable<CmsImagesTable>, 'sid' | 'widths' | 'width' | 'height' | 'alt'>;

/** The width a page shows by default: 960, else the widest kept below it, else the narrowest kept. */
export const DEFAULT_IMAGE_WIDTH = 960;

/** The widths an image is kept at, narrowest first ("320,640,960" -> [320, 640, 960]). */
export function keptWidths(image: Pick<CmsImageRow, 'widths'>): number[] {
  return image.widths
    .split(',')
    .map(Number)
    .filter((w) => Number.isInteger(w) && w > 0)
    .sort((a, b) => a - b);
}

/** An image as the wire carries it (GraphQL CmsImage): src, srcset over every width kept, the original's size, its description. */
export function imageWire(image: CmsImageRow) {
  const widths = keptWidths(image);
  const below = widths.filter((w) => w <= DEFAULT_IMAGE_WIDTH);
  const shown = below.length > 0 ? (below[below.length - 1] as number) : (widths[0] ?? DEFAULT_IMAGE_WIDTH);
  return {
    id: image.sid,
    src: cmsImagePath(image.sid, shown),
    srcset: widths.map((w) => `${cmsImagePath(image.sid, w)} ${w}w`).join(', '),
    width: image.width,
    height: image.height,
    alt: image.alt,
  };
}
export type ImageWire = ReturnType<typeof imageWire>;
