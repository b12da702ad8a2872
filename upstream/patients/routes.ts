import { PatientSchema } from '../../domain/patient.ts';
import type { Db } from '../db/open.ts';
import { ok } from '../http/envelope.ts';
import { jsonBody } from '../http/json-body.ts';
import { signedInRouter } from '../http/router.ts';
import { addPatient, deletePatient, listPatients, updatePatient } from './repository.ts';
import { patientToWire } from './wire.ts';

/** The customer's patients (staff-tools.md §7 fetchPatients, addNewPatient, editexistingPatient). */
export function patientRoutes(db: Db, now: () => Date) {
  const app = signedInRouter();
  app.get('/', async (c) => ok(c, (await listPatients(db, c.get('user').id)).map(patientToWire)));
  app.post('/', async (c) => ok(c, patientToWire(await addPatient(db, c.get('user').id, c.get('session').actor, await jsonBody(c, PatientSchema), now()))));
  app.put('/:id', async (c) => {
    const fields = await jsonBody(c, PatientSchema);
    return ok(c, patientToWire(await updatePatient(db, c.get('user').id, c.get('session').actor, c.req.param('id'), fields, now())));
  });
  app.delete('/:id', async (c) => {
    await deletePatient(db, c.get('user').id, c.get('session').actor, c.req.param('id'), now());
    return ok(c, true);
  });
  return app;
}
