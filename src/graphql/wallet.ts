/** The customer's wallet. */
export { WalletDocument as WALLET_QUERY } from '../gql/graphql.ts';
