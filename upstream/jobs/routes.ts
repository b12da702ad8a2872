import { join } from 'node:path';
import type { Context } from 'hono';
import { z } from 'zod';
import { firstMessage } from '../../domain/fields.ts';
import { APPLICATION_LIMITS, ApplicationSchema, cvProblem, cvTypeOf, JOB_LOCALES, MAX_CV_BYTES } from '../../domain/jobs.ts';
import { JOB_MESSAGES as J } from '../../domain/jobs-messages.ts';
import type { Db } from '../db/open.ts';
import { fail, ok } from '../http/envelope.ts';
import { bodyLimitOf, formOf } from '../http/multipart.ts';
import { Refusal } from '../http/refusal.ts';
import { refusalRouter } from '../http/router.ts';
import { storedFileReply } from '../prescriptions/routes.ts';
import type { RateLimiter } from '../session/rate-limit.ts';
import type { StaffEnv } from '../staff/require-staff.ts';
import { applicationToWire, CV_FOLDER, findApplication, findOpenOpening, listApplications, openingsOf, storeApplication } from './repository.ts';

export interface JobDeps {
  db: Db;
  now: () => Date;
  uploadDir: string;
  limiter: RateLimiter;
  /** The client's address (the gateway's forwarded one only with GATEWAY_SECRET). */
  clientAddress: (c: Context) => string;
}

const LocaleSchema = z.enum(JOB_LOCALES).catch('en-US');

/** The form's own fields around a CV of at most 2 MB: a larger body is refused before it is read. */
const cvBodyLimit = bodyLimitOf(MAX_CV_BYTES, J.cvTooLarge);

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * The careers page's services (issue 20; staff-tools.md §7 getJobData, jobApply with uploadCV), public:
 * GET /openings?locale= lists a language's open openings; POST /applications takes the multipart form
 * (openingId, name, mobile, email, cv). Every refusal changes nothing; applications are limited per
 * mobile and per client address (domain/jobs.ts APPLICATION_LIMITS).
 */
export function jobRoutes(deps: JobDeps) {
  const { db, now } = deps;
  const app = refusalRouter();
  app.get('/openings', async (c) => ok(c, await openingsOf(db, LocaleSchema.parse(c.req.query('locale')))));
  app.post('/applications', cvBodyLimit, async (c) => {
    const form = await formOf(c.req);
    if (!form) throw new Refusal(400, J.cvRequired);
    const parsed = ApplicationSchema.safeParse({
      openingId: text(form['openingId']),
      name: text(form['name']),
      mobile: text(form['mobile']),
      email: text(form['email']),
    });
    if (!parsed.success) throw new Refusal(400, firstMessage(parsed.error));
    const file = form['cv'];
    const bytes = file instanceof File ? Buffer.from(await file.arrayBuffer()) : null;
    const problem = cvProblem(bytes);
    if (problem || !bytes || !(file instanceof File)) throw new Refusal(400, problem ?? J.cvRequired);
    const opening = await findOpenOpening(db, parsed.data.openingId);
    if (!opening) throw new Refusal(404, J.openingNotFound);
    const taken = await deps.limiter.take([
      { bucket: 'job_apply_mobile', key: parsed.data.mobile, rules: APPLICATION_LIMITS.perMobile },
      { bucket: 'job_apply_address', key: deps.clientAddress(c), rules: APPLICATION_LIMITS.perAddress },
    ]);
    if (!taken.ok) {
      c.header('Retry-After', String(taken.retryAfter));
      return fail(c, 429, J.tooManyApplications, { retryAfter: taken.retryAfter });
    }
    const type = cvTypeOf(bytes);
    if (!type) throw new Refusal(400, J.cvType);
    const id = await storeApplication(db, deps.uploadDir, opening.id, parsed.data, { bytes, name: file.name, type }, now());
    return ok(c, { id, opening: { id: opening.sid, title: opening.title } });
  });
  return app;
}

const PageSchema = z.object({
  start: z.coerce.number().int().min(0).max(1_000_000).catch(0),
  size: z.coerce.number().int().min(1).max(50).catch(20),
});

/** Applications and their CVs, for admins only (mounted behind requireStaff(['admin']) at /api/staff/job-applications). */
export function jobApplicationRoutes(deps: Pick<JobDeps, 'db' | 'uploadDir'>) {
  const app = refusalRouter<StaffEnv>();
  app.get('/', async (c) => {
    const { start, size } = PageSchema.parse(c.req.query());
    const { rows, total } = await listApplications(deps.db, start, size);
    return ok(c, { items: rows.map(applicationToWire), total, start, size });
  });
  app.get('/:sid/cv', async (c) => {
    const row = await findApplication(deps.db, c.req.param('sid'));
    if (!row) throw new Refusal(404, J.applicationNotFound);
    return storedFileReply(c, join(deps.uploadDir, CV_FOLDER), {
      stored_name: row.cv_stored_name,
      file_name: row.cv_file_name,
      mime_type: row.cv_mime_type,
    });
  });
  return app;
}
