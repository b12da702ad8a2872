import { useState } from 'react';
import { formatIst } from '../../../domain/time.ts';
import { staffFileUrl } from '../../stores/staff/files.ts';
import { JOB_APPLICATIONS_PAGE, loadJobApplications } from '../../stores/staff/jobs.ts';
import { Loadable, useLoad, useStrings } from '../account/ui.tsx';

/** Saves a CV under its applicant's file name: fetched with the staff token (CVs are never public URLs). */
async function saveCv(path: string, fileName: string): Promise<string | null> {
  const opened = await staffFileUrl(path);
  if (!opened.ok) return opened.error.message;
  const link = document.createElement('a');
  link.href = opened.data.url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(opened.data.url), 60_000);
  return null;
}

/**
 * The job applications (issue 20; staff-tools.md §7 jobApply/uploadCV): admins only (the gateway refuses
 * anyone else, and the menu does not offer it), newest first, 50 a page, each with its CV to save.
 */
export function JobApplications() {
  const { s, message } = useStrings();
  const [start, setStart] = useState(0);
  const [cvError, setCvError] = useState<string | null>(null);
  const { state, reload } = useLoad(() => loadJobApplications(start), [start]);
  return (
    <Loadable state={state} retry={reload}>
      {(page) =>
        page.items.length === 0 ? (
          <p role="status">{s('careers.admin.empty')}</p>
        ) : (
          <>
            {cvError && (
              <p role="alert" className="notice-error">
                {message(cvError)}
              </p>
            )}
            <table className="staff-table">
              <caption>{s('careers.admin.caption', { count: page.total })}</caption>
              <thead>
                <tr>
                  <th scope="col">{s('careers.admin.appliedAt')}</th>
                  <th scope="col">{s('careers.form.name')}</th>
                  <th scope="col">{s('careers.admin.opening')}</th>
                  <th scope="col">{s('careers.admin.cv')}</th>
                </tr>
              </thead>
              <tbody>
                {page.items.map((application) => (
                  <tr key={application.id}>
                    <td>{formatIst(application.appliedAt)}</td>
                    <td>
                      {application.name}
                      <br />
                      <a href={`tel:+91${application.mobile}`}>{application.mobile}</a>
                      {application.email && (
                        <>
                          <br />
                          <a href={`mailto:${application.email}`}>{application.email}</a>
                        </>
                      )}
                    </td>
                    <td>
                      {application.opening.title}
                      <br />
                      {application.opening.location}
                    </td>
                    <td>
                      <button
                        type="button"
                        className="link"
                        onClick={() => void saveCv(application.cv.path, application.cv.fileName).then(setCvError)}
                        aria-label={s('careers.admin.saveCv', { name: application.name })}
                      >
                        {application.cv.fileName}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {page.total > JOB_APPLICATIONS_PAGE && (
              <p>
                <button type="button" className="button secondary" disabled={start === 0} onClick={() => setStart(Math.max(0, start - JOB_APPLICATIONS_PAGE))}>
                  {s('staff.common.previous')}
                </button>{' '}
                <button
                  type="button"
                  className="button secondary"
                  disabled={start + JOB_APPLICATIONS_PAGE >= page.total}
                  onClick={() => setStart(start + JOB_APPLICATIONS_PAGE)}
                >
                  {s('staff.common.next')}
                </button>
              </p>
            )}
          </>
        )
      }
    </Loadable>
  );
}
