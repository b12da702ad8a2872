import { JOB_APPLICATIONS_QUERY } from '../../graphql/jobs.ts';
import { mapOutcome } from '../outcome.ts';
import { runStaff } from './calls.ts';

export const JOB_APPLICATIONS_PAGE = 50;

/** A page of the job applications, newest first (admins only: the gateway refuses anyone else). */
export function loadJobApplications(start = 0) {
  return runStaff(JOB_APPLICATIONS_QUERY, { start, size: JOB_APPLICATIONS_PAGE }).then((reply) => mapOutcome(reply, (data) => data.jobApplications));
}
