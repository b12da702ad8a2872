/** Careers (issue 20): the openings, applying with a CV, the admins' list. */
export {
  ApplyForJobDocument as APPLY_FOR_JOB,
  JobApplicationsDocument as JOB_APPLICATIONS_QUERY,
  JobOpeningsDocument as JOB_OPENINGS_QUERY,
} from '../gql/graphql.ts';
