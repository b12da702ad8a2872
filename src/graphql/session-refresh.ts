/** The token refresh, from the catalogue pages' document set: the cart's refresh lock runs it on every page. */
export { RefreshSessionDocument as REFRESH_SESSION } from '../gql/graphql.ts';
