import { z } from 'zod';
import { parseResult, type UpstreamFetch } from './http.ts';

/** The upstream's CmsImage (upstream/cms/images.ts imageWire): already the GraphQL shape. */
export const CmsImageSchema = z.object({
  id: z.string(),
  src: z.string(),
  srcset: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
});
export type CmsImageRecord = z.infer<typeof CmsImageSchema>;

/** The editor's image upload (issue 18), with the editor's or admin's own token. */
export function cmsImagesClient(call: UpstreamFetch) {
  return {
    upload: async (token: string, file: File, alt: string | null | undefined): Promise<CmsImageRecord> => {
      // Yoga's File is not one Node's FormData takes: the bytes (at most 5 MB, checked before) are copied.
      const body = new FormData();
      body.append('file', new File([await file.arrayBuffer()], file.name, { type: file.type }));
      if (alt) body.append('alt', alt);
      // Decoding and four WebP encodings of a large photo take a few seconds on a busy machine.
      return parseResult(CmsImageSchema, await call('/api/cms/images', { method: 'POST', token, body, timeoutMs: 60_000 }));
    },
  };
}
export type CmsImagesClient = ReturnType<typeof cmsImagesClient>;
