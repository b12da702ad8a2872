/** Prescription decoding: starting it (the start time recorded) and submitting the products picked. */
export {
  StartPrescriptionDecodingDocument as START_PRESCRIPTION_DECODING,
  SubmitPrescriptionDecodingDocument as SUBMIT_PRESCRIPTION_DECODING,
} from '../gql/graphql.ts';
