/**
 * Password reset's wording (issue 20; the project's own: the spec words only the offline refusal
 * `ACCOUNT_MESSAGES.resetPasswordOffline`, the success `ACCOUNT_MESSAGES.passwordChanged` and the wrong
 * sign-in `STAFF_MESSAGES.invalidCredential`). Each is also the English resource
 * `passwordReset.messages.<name>` (src/i18n/resources/en-US/password-reset.json), the key the upstream
 * sends beside the message.
 */
export const PASSWORD_RESET_MESSAGES = {
  linkSent: 'If an account exists, we have sent a link',
  linkInvalid: 'This password reset link is not valid: it has expired, was already used or is incomplete. Please ask for a new one',
} as const;

/** How long a reset link works: 30 minutes from its request. */
export const RESET_LINK_SECONDS = 30 * 60;
