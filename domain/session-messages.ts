/**
 * The session's own wording (storefront.md §6, §8), apart from the account messages so that every
 * page's cart, which needs only these three, does not carry the whole account catalogue.
 */
export const PROVIDER_NAME = 'Purba Pharmacy';

export const SESSION_MESSAGES = {
  loginRequired: 'You need to be logged in to see this page',
  sessionTimeout: 'Session Time Out Please Login!',
  userBlocked: `User Blocked. Please contact ${PROVIDER_NAME} Admin`,
} as const;
