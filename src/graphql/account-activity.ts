/** "Activity on my account": what staff did on the signed-in customer's account. */
export { AccountActivityDocument as ACCOUNT_ACTIVITY_QUERY } from '../gql/graphql.ts';
