import { graphql } from '../gql/index.ts';

/** Search operations: the header panel's typeahead (in the browser) and the results page (on the server). */

export const SEARCH_PANEL_QUERY = graphql(`
  query SearchPanel($query: String!, $size: Int) {
    search(query: $query, size: $size, intent: TYPEAHEAD) {
      total
      matchedTerms
      suggestions
      items { sku name saltinfo urlPath prescriptionRequired price { paise } }
    }
  }
`);

export const SEARCH_RESULTS_QUERY = graphql(`
  query SearchResults($query: String!, $filters: SearchFilters, $sort: SearchSort, $start: Int, $size: Int) {
    search(query: $query, filters: $filters, sort: $sort, start: $start, size: $size) {
      total
      start
      perPage
      exhaustive
      suggestions
      items { ...ProductCardFields }
      aggregations {
        brand { key label count }
        category { key label count }
        price { key label count }
      }
    }
  }
`);
