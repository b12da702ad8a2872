/**
 * The wording of the session and account area: storefront.md §5 field messages, §6 and §8, in the
 * spec's words; a few the spec does not have are the project's own (marked). Kept apart from
 * CUSTOMER_MESSAGES so that catalogue pages do not ship them. Each is also the English resource
 * `account.messages.<name>` (src/i18n/resources/en-US/account.json; src/i18n/english.test.ts holds
 * them equal), the key the gateway sends beside the message.
 */
import { PROVIDER_NAME, SESSION_MESSAGES } from './session-messages.ts';

export { PROVIDER_NAME };

export const ACCOUNT_MESSAGES = {
  fieldRequired: 'Field is required',
  nameMin2: 'Name at least 2 letters',
  nameMin3: 'Name at least 3 letters',
  invalidName: 'Please enter a valid name',
  invalidEmail: 'Please provide valid e-mail address',
  invalidMobile: 'Please enter a valid mobile number',
  passwordRule: 'Password at least 8 letters, alphanumeric',
  /** Neither an e-mail nor a mobile (issue 20: the newsletter's box, the password reset request). */
  contactRequired: 'Please enter your e-mail address or mobile number',
  passwordsDiffer: 'Passwords must be identical',
  zipMin3: 'Tax ID and zip at least 3 letters',
  invalidPinCode: 'invalid pin-code',
  otpRequired: 'Please enter OTP',
  otpWrong: 'OTP is incorrect',
  otpInvalid: 'Incorrect OTP',
  invalidPatient: 'Invalid Patient Name or Age',
  invalidPatientAge: 'Invalid Patient Age',
  selectDeliveryAddress: 'Please select a delivery address',
  addressIncomplete: 'Selected address has missing information, please update the address',
  noReturnItems: 'You have not selected any items to return',
  selectRequired: 'Please select all the required fields',
  ...SESSION_MESSAGES,
  tryLater: 'Please try after some time!',
  deliverySuspended: 'Delivery temporarily Suspended',
  deliveriesStopped: 'Deliveries have been stopped temporarily in this area',
  deliveryDown: 'Delivery service is down in your PIN code, try again later',
  uploadFailed: 'Upload failed',
  orderDetailsUnavailable: 'Order details not available now',
  orderIdMismatch: 'OrderId Mismatch, No records found',
  orderError: 'Error! in placing order',
  accountUpdated: 'Account data has successfully been updated',
  passwordChanged: 'Password has successfully been changed',
  loggedOut: "You're logged out",
  authorizing: 'Authorization in progress...',
  mobileNotFound: 'Mobile No not found!',
  refreshFailed: 'Error refreshing user token. User is not authorized to access the resource',
  refreshExhausted: 'Internal Application error while refreshing the tokens. Please clear the storage and refresh page.',
  // The project's own wording (the spec has none for these):
  tooManyAddresses: 'You can save at most 6 addresses',
  uploadType: 'Only images (JPEG, PNG, WebP) and PDF files can be uploaded',
  uploadTooLarge: 'The file is larger than 5 MB',
  notCancellable: 'This order can no longer be cancelled',
  notReturnable: 'These items can no longer be returned',
  wrongPassword: 'The current password is not correct',
  passwordTooLong: 'Password at most 72 bytes',
  appLinkExpired: 'This sign-in link has expired or was already used',
  devToolsOff: 'Developer tools are turned off',
  // The project's own wording for the account area (addresses, orders, uploads, tickets, wallet):
  addressNotFound: 'Address not found',
  patientNotFound: 'Patient not found',
  prescriptionNotFound: 'Prescription not found',
  fileNotFound: 'File not found',
  ticketNotFound: 'Ticket not found',
  notificationNotFound: 'Notification not found',
  uploadLinkInvalid: 'This upload link is invalid or has expired',
  pinStateMismatch: 'The pin code is not in the selected state',
  cartEmpty: 'Your cart is empty',
  cancelReasonRequired: 'Please select a reason for cancelling',
  cancelledNoPrescription: 'This order has been cancelled, so a prescription cannot be added to it',
  notRatable: 'Only delivered orders can be rated',
  alreadyRated: 'You have already rated this order',
  ratingStars: 'Please choose between 1 and 5 stars',
  ratingReasons: 'Please choose your reasons from the list',
  issueTypeInvalid: 'Please choose the kind of issue',
  ticketClosed: 'This ticket is closed',
  walletDisabled: 'The wallet is not enabled for your account',
  walletLow: 'Your wallet balance is not enough for this order',
  emailTaken: 'This e-mail address is already used by another account',
  // storefront.md §8 messages whose features come with issue 20 (password reset, caller-id sign-in, support hours).
  resetPasswordOffline: 'Reset password feature does not work while offline!',
  callerIdMissing: 'Truecaller not installed, please use OTP based login',
  supportClosed: 'We will love to address your concern. Please reach us within our working time 9 AM to 9 PM',
} as const;

export type AccountMessageKey = keyof typeof ACCOUNT_MESSAGES;
