/**
 * The wording of careers and job applications (issue 20; staff-tools.md §7 getJobData, jobApply,
 * uploadCV). The spec words none of these: all are the project's own. Each is also the English resource
 * `careers.messages.<name>` (src/i18n/resources/en-US/careers.json; src/i18n/english.test.ts holds them
 * equal), the key the upstream sends beside the message.
 */
export const JOB_MESSAGES = {
  openingNotFound: 'This opening is no longer available',
  cvRequired: 'Please attach your CV',
  cvType: 'Your CV must be a PDF or Word document (.pdf, .doc, .docx)',
  cvTooLarge: 'Your CV must be at most 2 MB',
  applicationNotFound: 'Application not found',
  tooManyApplications: 'Too many applications in a short time. Please try again tomorrow',
  sendFailed: 'Your application could not be sent. Please check your connection and try again',
} as const;
