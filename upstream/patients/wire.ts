import type { PatientRow } from './repository.ts';

/** A patient as the upstream sends it. */
export const patientToWire = (p: PatientRow) => ({ id: p.id, name: p.name, age: p.age });
