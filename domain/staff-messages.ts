/**
 * The staff side's wording: staff-tools.md §5 and §8 in the spec's words, and a few of the project's own
 * (marked) where the spec has none. Each is also the English resource `staff.messages.<name>`
 * (src/i18n/resources/en-US/staff.json; src/i18n/english.test.ts holds them equal), the key the gateway
 * sends beside the message. Kept apart from the customer's catalogues: no customer page ships them.
 */
export const STAFF_MESSAGES = {
  notAuthorized: 'not authorized',
  selectCustomer: 'Please select a customer',
  somethingWrong: 'Something went wrong',
  invalidCredential: 'Invalid credential',
  smsSent: 'SMS sent to the customer successfully',
  // The project's own wording (the spec has none for these):
  useStaffLogin: 'Staff accounts sign in with their e-mail and password',
  notAssistant: 'This mobile number is not registered for assistant login',
  staffNumber: 'This mobile number belongs to a staff account',
  otherShopCustomer: 'This customer is registered with another shop',
  customerNotFound: 'Customer not found',
  adminsOnly: 'Only administrators can see this',
  // Order metrics (/order-metrics): the days asked for, and a shop an admin names.
  daysRequired: 'Choose a first and a last day (YYYY-MM-DD)',
  daysOrder: 'The first day must not be after the last day',
  daysTooMany: 'Choose at most 366 days',
  shopNotFound: 'Shop not found',
  // Estimations (issue 16; staff-tools.md §5, §8):
  notEnoughSavings: 'Not enough savings for customer to share',
  noPreviousData: 'No Previous Data Found',
  currentlyNotAvailable: 'Currently selected products are not available for ordering',
  prescriptionSubmitted: 'Prescription details submitted successfully',
  // The project's own wording for estimations (the spec has none):
  estimationNotFound: 'Estimation not found',
  estimationOrdered: 'This estimation has been ordered and cannot be changed',
  notAnAlternative: 'The suggested product is not a cheaper alternative of the requested product',
  savingsLinkInvalid: 'This savings link is not valid or has expired',
  // Prescription approval (an order waiting for a prescription, approved by an admin).
  notPendingApproval: 'This order is not waiting for a prescription, so there is nothing to approve',
} as const;

export type StaffMessageKey = keyof typeof STAFF_MESSAGES;
