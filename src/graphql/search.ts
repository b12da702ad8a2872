/** Search operations: the header panel's typeahead (in the browser) and the results page (on the server). */
export {
  SearchPanelDocument as SEARCH_PANEL_QUERY,
  SearchResultsDocument as SEARCH_RESULTS_QUERY,
} from '../gql/graphql.ts';
