/** Order metrics (/order-metrics): totals, statuses and days of a shop's or the pharmacy's orders. */
export { OrderMetricsDocument as ORDER_METRICS } from '../gql/graphql.ts';
