import type { AddressFieldsFragment, AddressInput } from '../gql/graphql.ts';
import { ADD_ADDRESS, ADDRESSES_QUERY, CHECK_PIN_CODE_QUERY, DELETE_ADDRESS, UPDATE_ADDRESS } from '../graphql/addresses.ts';
import { mapOutcome, type Outcome } from './outcome.ts';
import { runAuthed } from './session.ts';

/**
 * The customer's saved addresses and the pin-code check (storefront.md §2 my-account, checkout's
 * shipping). Each action runs as the signed-in user through the session's refresh lock.
 */
export type Address = AddressFieldsFragment;

/** storefront.md §9: max saved addresses. */
export const MAX_ADDRESSES = 6;

export const loadAddresses = async () => mapOutcome(await runAuthed(ADDRESSES_QUERY, {}), (d) => d.addresses);
export const checkPinCode = async (pinCode: string) => mapOutcome(await runAuthed(CHECK_PIN_CODE_QUERY, { pinCode }), (d) => d.checkPinCode);
export async function saveAddress(input: AddressInput, id?: string): Promise<Outcome<Address>> {
  if (id) return mapOutcome(await runAuthed(UPDATE_ADDRESS, { id, input }, 'mutation'), (d) => d.updateAddress);
  return mapOutcome(await runAuthed(ADD_ADDRESS, { input }, 'mutation'), (d) => d.addAddress);
}
export const deleteAddress = async (id: string) => mapOutcome(await runAuthed(DELETE_ADDRESS, { id }, 'mutation'), (d) => d.deleteAddress);
