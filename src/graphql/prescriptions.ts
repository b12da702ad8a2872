/** Prescriptions: the customer's uploads and the signed SMS upload links. */
export {
  PrescriptionsDocument as PRESCRIPTIONS_QUERY,
  UploadLinkDocument as UPLOAD_LINK_QUERY,
  UploadPrescriptionByLinkDocument as UPLOAD_PRESCRIPTION_BY_LINK,
  UploadPrescriptionDocument as UPLOAD_PRESCRIPTION,
} from '../gql/graphql.ts';
