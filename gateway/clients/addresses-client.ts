import { z } from 'zod';
import { type AddressRecord, RawAddressSchema, reshapeAddress } from './account-wire.ts';
import { parseResult, type UpstreamFetch } from './http.ts';

const RawPinSchema = z.object({
  pin: z.string(),
  serviceable: z.boolean(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  message: z.string().nullable(),
});

export interface AddressFields {
  name: string;
  mobile: string;
  alternateMobile?: string | null | undefined;
  pinCode: string;
  city: string;
  state: string;
  street: string;
  apartment: string;
  isDefault?: boolean | null | undefined;
}

const body = (input: AddressFields) => ({ ...input, alternateMobile: input.alternateMobile ?? null, isDefault: input.isDefault ?? undefined });

/** Saved addresses and pin-code serviceability (staff-tools.md §7 addressList, saveNewAddress, checkPIN). */
export function addressesClient(call: UpstreamFetch) {
  return {
    list: async (token: string): Promise<AddressRecord[]> =>
      parseResult(z.array(RawAddressSchema), await call('/api/account/addresses', { token })).map(reshapeAddress),
    add: async (token: string, input: AddressFields) =>
      reshapeAddress(parseResult(RawAddressSchema, await call('/api/account/addresses', { method: 'POST', token, body: body(input) }))),
    update: async (token: string, id: string, input: AddressFields) =>
      reshapeAddress(
        parseResult(RawAddressSchema, await call(`/api/account/addresses/${encodeURIComponent(id)}`, { method: 'PUT', token, body: body(input) })),
      ),
    remove: async (token: string, id: string) =>
      parseResult(z.literal(true), await call(`/api/account/addresses/${encodeURIComponent(id)}`, { method: 'DELETE', token })),
    checkPin: async (pin: string) => {
      const raw = parseResult(RawPinSchema, await call(`/api/pincodes/${encodeURIComponent(pin)}`));
      return { pinCode: raw.pin, serviceable: raw.serviceable, city: raw.city, state: raw.state, message: raw.message };
    },
  };
}
export type AddressesClient = ReturnType<typeof addressesClient>;

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
