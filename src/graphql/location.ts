/** "Use my location" on the address form (issue 20). */
export { LocateAddressDocument as LOCATE_ADDRESS_QUERY } from '../gql/graphql.ts';
