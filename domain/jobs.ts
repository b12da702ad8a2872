import { z } from 'zod';
import { MobileSchema, NameSchema, OptionalEmailSchema } from './fields.ts';
import { MAX_CV_BYTES } from './jobs-limits.ts';
import { JOB_MESSAGES as J } from './jobs-messages.ts';
import { REGION_CODES, type RegionCode } from './order-rules.ts';

/**
 * Careers and job applications (issue 20; staff-tools.md §7 getJobData, jobApply, uploadCV): the rules
 * every layer shares. An opening is in one language (the careers page lists the openings of its page's
 * language) and in one of the four states the shop serves. An application names an opening, the
 * applicant's name, a 10-digit Indian mobile, an optional e-mail, and carries a CV: a PDF, a Word 97-2003
 * (.doc) or a Word 2007+ (.docx) document, told by its first bytes (never by its name or the browser's
 * content type), at most 2 MB.
 */

export { APPLICATION_LIMITS, MAX_CV_BYTES } from './jobs-limits.ts';

export const JOB_LOCALES = ['en-US', 'bn-IN', 'hi-IN', 'or-IN'] as const;
export type JobLocale = (typeof JOB_LOCALES)[number];

export interface JobOpening {
  id: string;
  locale: JobLocale;
  title: string;
  /** One of the four states (WB, BR, JH, OD). */
  location: RegionCode;
  description: string;
}

/** An opening as it is written (the seed, later an admin's form): a title, a state and a description. */
export const OpeningSchema = z.object({
  locale: z.enum(JOB_LOCALES),
  title: z.string().trim().min(3).max(120),
  location: z.enum(REGION_CODES as [RegionCode, ...RegionCode[]]),
  description: z.string().trim().min(10).max(2000),
});

/** The opening's public id: what the form sends back. */
const OpeningIdSchema = z
  .string({ error: J.openingNotFound })
  .trim()
  .regex(/^[A-Za-z0-9_-]{4,40}$/, J.openingNotFound);

/** The application's fields (the CV apart): name 2+ letters of any script, a 10-digit Indian mobile, an optional e-mail. */
export const ApplicationSchema = z.object({
  openingId: OpeningIdSchema,
  name: NameSchema,
  mobile: MobileSchema,
  email: OptionalEmailSchema,
});
export type ApplicationInput = z.input<typeof ApplicationSchema>;
export type Application = z.output<typeof ApplicationSchema>;

export type CvType = { mime: string; ext: 'pdf' | 'doc' | 'docx' };

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // a Compound File: Word 97-2003
const ZIP_ENTRY = [0x50, 0x4b, 0x03, 0x04]; // PK\3\4: a zip's local file header

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) => prefix.every((b, i) => bytes[at + i] === b);

/**
 * Whether a zip holds an entry under `word/` (a Word document's body): walks the local file headers from
 * the start (name length at +26, extra length at +28, compressed size at +18; the name at +30). A zip
 * that uses data descriptors (sizes after the data) is searched for its next header instead.
 */
function zipHasWordEntry(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 0;
  const decoder = new TextDecoder('latin1');
  while (at + 30 <= bytes.length && startsWith(bytes, ZIP_ENTRY, at)) {
    const flags = view.getUint16(at + 6, true);
    const size = view.getUint32(at + 18, true);
    const nameLength = view.getUint16(at + 26, true);
    const extraLength = view.getUint16(at + 28, true);
    const name = decoder.decode(bytes.subarray(at + 30, at + 30 + nameLength));
    if (name.startsWith('word/')) return true;
    const dataStart = at + 30 + nameLength + extraLength;
    if ((flags & 0x08) === 0) {
      at = dataStart + size;
      continue;
    }
    // Sizes come after the data: find the next local header.
    let next = dataStart;
    while (next + 4 <= bytes.length && !startsWith(bytes, ZIP_ENTRY, next)) next++;
    at = next;
  }
  return false;
}

/** The CV's type from its first bytes: PDF, DOC (OLE compound file) or DOCX (a zip with `word/`); null for anything else. */
export function cvTypeOf(bytes: Uint8Array): CvType | null {
  if (startsWith(bytes, PDF)) return { mime: 'application/pdf', ext: 'pdf' };
  if (startsWith(bytes, OLE)) return { mime: 'application/msword', ext: 'doc' };
  if (startsWith(bytes, ZIP_ENTRY) && zipHasWordEntry(bytes)) {
    return { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ext: 'docx' };
  }
  return null;
}

/** The CV's checks in the order a person fixes them: attached, small enough, the right kind. Null when it passes. */
export function cvProblem(bytes: Uint8Array | null | undefined): string | null {
  if (!bytes || bytes.length === 0) return J.cvRequired;
  if (bytes.length > MAX_CV_BYTES) return J.cvTooLarge;
  if (!cvTypeOf(bytes)) return J.cvType;
  return null;
}
