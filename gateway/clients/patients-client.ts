import { z } from 'zod';
import { parseResult, type UpstreamFetch } from './http.ts';

const RawPatientSchema = z.object({ id: z.string(), name: z.string(), age: z.number().int() });

/** The customer's patients (fetchPatients, addNewPatient, editexistingPatient). */
export function patientsClient(call: UpstreamFetch) {
  return {
    list: async (token: string) => parseResult(z.array(RawPatientSchema), await call('/api/account/patients', { token })),
    add: async (token: string, name: string, age: number) =>
      parseResult(RawPatientSchema, await call('/api/account/patients', { method: 'POST', token, body: { name, age } })),
    update: async (token: string, id: string, name: string, age: number) =>
      parseResult(RawPatientSchema, await call(`/api/account/patients/${encodeURIComponent(id)}`, { method: 'PUT', token, body: { name, age } })),
    remove: async (token: string, id: string) =>
      parseResult(z.literal(true), await call(`/api/account/patients/${encodeURIComponent(id)}`, { method: 'DELETE', token })),
  };
}
export type PatientsClient = ReturnType<typeof patientsClient>;
