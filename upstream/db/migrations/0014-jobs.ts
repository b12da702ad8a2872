import { type ColumnDefinitionBuilder, type Kysely, sql } from 'kysely';
import { engineOf } from '../database.ts';

/**
 * Careers and job applications (issue 20; staff-tools.md §7 getJobData, jobApply, uploadCV; the rules:
 * domain/jobs.ts):
 *
 * - `job_openings`: an opening in one language (`locale`), in one of the four states (`location`), open
 *   or closed (`open`), with its title and description. `demo` marks the development seed
 *   (upstream/jobs/demo-openings.ts, DEV_TOOLS only). Its public id is `sid`.
 * - `job_applications`: an application to an opening: the applicant's name, mobile and e-mail (none:
 *   null) and the CV, stored privately under UPLOAD_DIR by a random name (`cv_stored_name`) with the
 *   applicant's sanitised file name, its type read from its first bytes and its size. Read by admins
 *   only. Its public id is `sid`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = engineOf(db) === 'postgres';
  const serial = (c: ColumnDefinitionBuilder) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey());

  await db.schema
    .createTable('job_openings')
    .addColumn('id', 'integer', serial)
    .addColumn('sid', 'text', (c) => c.notNull().unique())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull().check(sql`location IN ('WB', 'BR', 'JH', 'OD')`))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('open', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('demo', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('job_openings_locale').on('job_openings').columns(['locale', 'open', 'position']).execute();

  await db.schema
    .createTable('job_applications')
    .addColumn('id', 'integer', serial)
    .addColumn('sid', 'text', (c) => c.notNull().unique())
    .addColumn('opening_id', 'integer', (c) => c.notNull().references('job_openings.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('cv_file_name', 'text', (c) => c.notNull())
    .addColumn('cv_mime_type', 'text', (c) => c.notNull())
    .addColumn('cv_size', 'integer', (c) => c.notNull())
    .addColumn('cv_stored_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('job_applications_created').on('job_applications').columns(['created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('job_applications').execute();
  await db.schema.dropTable('job_openings').execute();
}
