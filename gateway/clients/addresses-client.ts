import { z } from 'zod';
import type { SavedAddress } from '../../domain/address.ts';
import type { MutationAddAddressArgs } from '../generated/resolvers-types.ts';
import { parseResult, type UpstreamFetch } from './http.ts';

/** An address as the upstream sends it (snake_case); orders carry one too (orders-client.ts). */
export const RawAddressSchema = z.object({
  id: z.string(),
  name: z.string(),
  mobile: z.string(),
  alternate_mobile: z.string().nullable(),
  pin_code: z.string(),
  city: z.string(),
  state: z.string(),
  street: z.string(),
  apartment: z.string(),
  is_default: z.boolean(),
});

export function reshapeAddress(raw: z.infer<typeof RawAddressSchema>): SavedAddress {
  return {
    id: raw.id,
    name: raw.name,
    mobile: raw.mobile,
    alternateMobile: raw.alternate_mobile,
    pinCode: raw.pin_code,
    city: raw.city,
    state: raw.state,
    street: raw.street,
    apartment: raw.apartment,
    isDefault: raw.is_default,
  };
}

const RawPinSchema = z.object({
  pin: z.string(),
  serviceable: z.boolean(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  message: z.string().nullable(),
});

/** The GraphQL input of addAddress and updateAddress; the upstream applies domain/address.ts to it. */
type AddressFields = MutationAddAddressArgs['input'];

const body = (input: AddressFields) => ({ ...input, alternateMobile: input.alternateMobile ?? null, isDefault: input.isDefault ?? undefined });

/** Saved addresses and pin-code serviceability (staff-tools.md §7 addressList, saveNewAddress, checkPIN). */
export function addressesClient(call: UpstreamFetch) {
  return {
    list: async (token: string): Promise<SavedAddress[]> =>
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
