/**
 * Caller-id and social sign-in's wording (issue 20; the project's own: the spec words only the missing
 * caller-id app, `ACCOUNT_MESSAGES.callerIdMissing`). Each is also the English resource
 * `externalSignIn.messages.<name>` (src/i18n/resources/en-US/external-sign-in.json; src/i18n/english.test.ts
 * holds them equal), the key the upstream sends beside the message.
 */
export const EXTERNAL_SIGN_IN_MESSAGES = {
  /** A forged or damaged code, a wrong state, a code made for another sign-in. */
  notConfirmed: 'This sign-in was not confirmed by the provider. Please start again, or use OTP based login.',
  used: 'This sign-in has already been used. Please start again.',
  expired: 'This sign-in took too long and has expired. Please start again.',
  cancelled: 'Sign-in was cancelled at the provider.',
  unavailable: 'This sign-in option is not available. Please use OTP based login.',
  emailNotVerified: 'Your Google account’s e-mail is not verified, so it cannot be used to sign in.',
  linkExpired: 'Confirming your mobile number took too long. Please sign in with Google again.',
} as const;
