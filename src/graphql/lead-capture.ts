/** Capturing leads on a phone (issue 17; /add-lead, /pre-add-lead): the vault key, the check, the camps, the queued create, update and photo. */
export {
  LeadCaptureAddDocument as LEAD_CAPTURE_ADD,
  LeadCaptureCampsDocument as LEAD_CAPTURE_CAMPS,
  LeadCaptureExistsDocument as LEAD_CAPTURE_EXISTS,
  LeadCapturePhotoDocument as LEAD_CAPTURE_PHOTO,
  LeadCaptureUpdateDocument as LEAD_CAPTURE_UPDATE,
  LeadCaptureVaultKeyDocument as LEAD_CAPTURE_VAULT_KEY,
} from '../gql/graphql.ts';
