/** The customer's orders: placing one (the checkout), history, detail, cancel, return, rating, buy again. */
export {
  BuyAgainDocument as BUY_AGAIN_QUERY,
  CancelOrderDocument as CANCEL_ORDER,
  OrderDocument as ORDER_QUERY,
  OrdersDocument as ORDERS_QUERY,
  PlaceOrderDocument as PLACE_ORDER,
  RateOrderDocument as RATE_ORDER,
  ReturnOrderDocument as RETURN_ORDER,
} from '../gql/graphql.ts';
