import { z } from 'zod';
import { parseResult, type UpstreamFetch } from './http.ts';

/** Where the storefront serves an application's CV to an admin with their token (gateway/files.ts). */
export const jobCvPath = (applicationId: string) => `/staff/job-cvs/${applicationId}`;

const RawOpeningSchema = z.object({
  id: z.string(),
  locale: z.string(),
  title: z.string(),
  location: z.string(),
  description: z.string(),
  demo: z.boolean(),
});
const RawReceiptSchema = z.object({ id: z.string(), opening: z.object({ id: z.string(), title: z.string() }) });
const RawApplicationSchema = z.object({
  id: z.string(),
  name: z.string(),
  mobile: z.string(),
  email: z.string().nullable(),
  applied_at: z.string(),
  opening: z.object({ id: z.string(), title: z.string(), location: z.string() }),
  cv: z.object({ file_name: z.string(), mime_type: z.string(), size: z.number().int() }),
});
const RawPageSchema = z.object({ items: z.array(RawApplicationSchema), total: z.number().int().min(0), start: z.number().int(), size: z.number().int() });

export interface JobApplicationFields {
  openingId: string;
  name: string;
  mobile: string;
  email?: string | null;
}

/** Openings, applications and their CVs on the upstream (/api/jobs, /api/staff/job-applications). */
export function jobsClient(call: UpstreamFetch) {
  return {
    openings: async (locale: string) => parseResult(z.array(RawOpeningSchema), await call('/api/jobs/openings', { query: { locale } })),
    apply: async (fields: JobApplicationFields, cv: File, clientAddress: string | null) => {
      const data = new FormData();
      for (const [key, value] of Object.entries(fields)) if (value) data.append(key, value);
      // Yoga's File is not Node's: the bytes are copied into a native one (at most 2 MB, checked before).
      data.append('cv', new File([await cv.arrayBuffer()], cv.name, { type: cv.type }));
      const raw = parseResult(RawReceiptSchema, await call('/api/jobs/applications', { method: 'POST', body: data, clientAddress, timeoutMs: 30_000 }));
      return { id: raw.id, openingTitle: raw.opening.title };
    },
    applications: async (token: string, start: number, size: number) => {
      const page = parseResult(RawPageSchema, await call('/api/staff/job-applications', { token, query: { start: String(start), size: String(size) } }));
      return {
        ...page,
        items: page.items.map((a) => ({
          id: a.id,
          name: a.name,
          mobile: a.mobile,
          email: a.email,
          appliedAt: a.applied_at,
          opening: a.opening,
          cv: { fileName: a.cv.file_name, mimeType: a.cv.mime_type, size: a.cv.size, path: jobCvPath(a.id) },
        })),
      };
    },
  };
}
export type JobsClient = ReturnType<typeof jobsClient>;
