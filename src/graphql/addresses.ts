/** Saved addresses and pin-code serviceability. */
export {
  AddAddressDocument as ADD_ADDRESS,
  AddressesDocument as ADDRESSES_QUERY,
  CheckPinCodeDocument as CHECK_PIN_CODE_QUERY,
  DeleteAddressDocument as DELETE_ADDRESS,
  UpdateAddressDocument as UPDATE_ADDRESS,
} from '../gql/graphql.ts';
