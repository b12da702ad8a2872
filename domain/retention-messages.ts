/**
 * Migration and retention calls' wording (the project's own: the spec has none for these). Each is also
 * the English resource `retention.messages.<name>` (src/i18n/resources/en-US/retention.json;
 * src/i18n/english.test.ts holds them equal), the key the upstream sends beside the message.
 */
export const RETENTION_MESSAGES = {
  callNotFound: 'Call not found',
  adviserNotFound: 'Adviser not found',
  callDone: 'This call is already done and cannot be changed',
  feedbackRequired: 'Choose what the customer said',
  notesTooLong: 'Notes can be at most 500 characters',
  notesRequired: 'Write a note for "Other"',
  nextCallDay: 'Choose the next call’s day (YYYY-MM-DD)',
  nextCallPast: 'The next call’s day cannot be in the past',
  nextCallTooFar: 'The next call can be at most 90 days ahead',
  nextCallRequired: 'Choose the day to call back',
  messageRequired: 'Write a message of at least 2 characters',
  messageTooLong: 'A message can be at most 500 characters',
  messageSent: 'Message sent to the customer',
  feedbackSaved: 'Feedback saved',
} as const;

export type RetentionMessageKey = keyof typeof RETENTION_MESSAGES;
