import { ADD_PATIENT, DELETE_PATIENT, PATIENTS_QUERY, UPDATE_PATIENT } from '../graphql/patients.ts';
import { mapOutcome } from './outcome.ts';
import { runAuthed } from './session.ts';

/** The patients a customer orders for (storefront.md §2 /my-account/manage-patients), as the signed-in user. */
export const loadPatients = async () => mapOutcome(await runAuthed(PATIENTS_QUERY, {}), (d) => d.patients);
export async function savePatient(name: string, age: number, id?: string) {
  if (id) return mapOutcome(await runAuthed(UPDATE_PATIENT, { id, name, age }, 'mutation'), (d) => d.updatePatient);
  return mapOutcome(await runAuthed(ADD_PATIENT, { name, age }, 'mutation'), (d) => d.addPatient);
}
export const deletePatient = async (id: string) => mapOutcome(await runAuthed(DELETE_PATIENT, { id }, 'mutation'), (d) => d.deletePatient);
