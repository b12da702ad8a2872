/** The customer's patients. */
export {
  AddPatientDocument as ADD_PATIENT,
  DeletePatientDocument as DELETE_PATIENT,
  PatientsDocument as PATIENTS_QUERY,
  UpdatePatientDocument as UPDATE_PATIENT,
} from '../gql/graphql.ts';
