/**
 * The wording of leads, camps and follow-ups (issue 17). The spec has no lead messages (§5 "Validation
 * rules for lead fields are not shown"; §8 "Lead sync failure: logged only"): all are the project's own.
 * Each is also the English resource `leads.messages.<name>` (src/i18n/resources/en-US/leads.json;
 * src/i18n/english.test.ts holds them equal), the key the gateway sends beside the message.
 */
export const LEAD_MESSAGES = {
  invalidFollowUpDate: 'Choose a follow-up date (DD/MM/YYYY)',
  followUpDateInPast: 'The follow-up date cannot be in the past',
  followUpDateTooFar: 'Choose a follow-up date within a year',
  textTooLong: 'This text is too long',
  invalidVital: 'Please check this reading',
  chooseGender: 'Please choose a gender',
  chooseSource: 'Please choose where the lead came from',
  chooseReason: 'Please choose a reason',
  choosePatientType: 'Please choose a patient type',
  campOnlyForCampSources: 'Only a lead from a camp can name a camp',
  otherReasonNeedsRemarks: 'Please write the reason in the remarks',
  invalidClientId: 'This lead cannot be saved: its id is not valid',
  invalidClientTime: 'This lead cannot be saved: its time is not valid',
  leadNotFound: 'Lead not found',
  campNotFound: 'Health camp not found',
  leadExists: 'A lead with this mobile number already exists',
  customerExists: 'This mobile number is already a customer of your shop',
  alreadyConverted: 'This lead is already a customer',
  staleChange: 'A newer change to this lead was saved first; this change was not applied',
  sameMobile: 'This is already the lead’s mobile number',
  tooManyLeads: 'Too many leads saved in a short time. Please wait a minute and try again',
  campSlotRequired: 'Please choose a camp slot',
  campDateRequired: 'Please choose the camp’s date',
  campNameRequired: 'Please enter the camp’s name',
  campEnded: 'This camp is over and can no longer be changed',
  noLeadsFound: 'No leads found',
  searchTooShort: 'Enter at least 3 characters, or a mobile number',
  leadsWaiting_one: '{{count}} lead waiting to be sent',
  leadsWaiting_other: '{{count}} leads waiting to be sent',
} as const;
export type LeadMessageKey = keyof typeof LEAD_MESSAGES;
