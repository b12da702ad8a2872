/**
 * The numbers of job applications (issue 20), apart from domain/jobs.ts so that the careers form's island
 * takes them without the schemas (zod) that the server checks with.
 */

/** 2 MB: a CV is a few pages; a larger file is nearly always a scan that should be a PDF. */
export const MAX_CV_BYTES = 2 * 1024 * 1024;

/** Applications per mobile and per client address: 3 a day per mobile, 10 an hour per address. */
export const APPLICATION_LIMITS = {
  perMobile: [{ limit: 3, windowSeconds: 86_400 }],
  perAddress: [{ limit: 10, windowSeconds: 3_600 }],
} as const;
