/**
 * Support call-back requests' wording (issue 20; the project's own: the spec words only the closed
 * hours, `ACCOUNT_MESSAGES.supportClosed`). Each is also the English resource `support.messages.<name>`
 * (src/i18n/resources/en-US/support.json; src/i18n/english.test.ts holds them equal), the key the
 * upstream sends beside the message.
 */
export const SUPPORT_MESSAGES = {
  topicRequired: 'Please choose what your call is about',
  noteTooLong: 'A note can be at most 500 characters',
  requested: 'Thank you! We will call you back soon',
} as const;
