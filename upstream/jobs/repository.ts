import { join } from 'node:path';
import type { Application, CvType } from '../../domain/jobs.ts';
import type { Db } from '../db/open.ts';
import { publicId } from '../ids.ts';
import { sanitiseFileName, storePrivateFile } from '../prescriptions/uploads.ts';

/** CVs are kept apart from prescriptions, in UPLOAD_DIR/cvs, by a random name; never served as they are. */
export const CV_FOLDER = 'cvs';

export interface OpeningWire {
  id: string;
  locale: string;
  title: string;
  location: string;
  description: string;
  demo: boolean;
}

/** The open openings of a language, in their order (getJobData). */
export async function openingsOf(db: Db, locale: string): Promise<OpeningWire[]> {
  const rows = await db
    .selectFrom('job_openings')
    .select(['sid', 'locale', 'title', 'location', 'description', 'demo'])
    .where('locale', '=', locale)
    .where('open', '=', 1)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.sid, locale: r.locale, title: r.title, location: r.location, description: r.description, demo: r.demo === 1 }));
}

export function findOpenOpening(db: Db, sid: string) {
  return db.selectFrom('job_openings').select(['id', 'sid', 'title']).where('sid', '=', sid).where('open', '=', 1).executeTakeFirst();
}

/** A checked CV: its bytes, the applicant's file name, and its type read from its first bytes. */
export interface CheckedCv {
  bytes: Buffer;
  name: string;
  type: CvType;
}

/**
 * Stores the CV under a random name (mode 0600, never overwriting) and records the application; a
 * failed insert removes the file.
 */
export async function storeApplication(db: Db, uploadDir: string, openingId: number, application: Application, cv: CheckedCv, now: Date) {
  return storePrivateFile(join(uploadDir, CV_FOLDER), cv.bytes, cv.type.ext, async (storedName) => {
    const sid = publicId();
    await db
      .insertInto('job_applications')
      .values({
        sid,
        opening_id: openingId,
        name: application.name,
        mobile: application.mobile,
        email: application.email,
        cv_file_name: sanitiseFileName(cv.name, cv.type.ext),
        cv_mime_type: cv.type.mime,
        cv_size: cv.bytes.length,
        cv_stored_name: storedName,
        created_at: now.toISOString(),
      })
      .execute();
    return sid;
  });
}

const selectApplications = (db: Db) =>
  db
    .selectFrom('job_applications')
    .innerJoin('job_openings', 'job_openings.id', 'job_applications.opening_id')
    .select([
      'job_applications.id',
      'job_applications.sid',
      'job_applications.name',
      'job_applications.mobile',
      'job_applications.email',
      'job_applications.cv_file_name',
      'job_applications.cv_mime_type',
      'job_applications.cv_size',
      'job_applications.cv_stored_name',
      'job_applications.created_at',
      'job_openings.sid as opening_sid',
      'job_openings.title as opening_title',
      'job_openings.location as opening_location',
    ]);

export type ApplicationRow = Awaited<ReturnType<ReturnType<typeof selectApplications>['executeTakeFirstOrThrow']>>;

/** The newest applications first, a page at a time, with the count of all. */
export async function listApplications(db: Db, start: number, size: number) {
  const [rows, count] = await Promise.all([
    selectApplications(db).orderBy('job_applications.created_at', 'desc').orderBy('job_applications.id', 'desc').offset(start).limit(size).execute(),
    db
      .selectFrom('job_applications')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function findApplication(db: Db, sid: string) {
  return selectApplications(db).where('job_applications.sid', '=', sid).executeTakeFirst();
}

export function applicationToWire(row: ApplicationRow) {
  return {
    id: row.sid,
    name: row.name,
    mobile: row.mobile,
    email: row.email,
    applied_at: row.created_at,
    opening: { id: row.opening_sid, title: row.opening_title, location: row.opening_location },
    cv: { file_name: row.cv_file_name, mime_type: row.cv_mime_type, size: row.cv_size, path: `/api/staff/job-applications/${row.sid}/cv` },
  };
}
