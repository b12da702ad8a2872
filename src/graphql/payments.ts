/** Paying for an order: the payment pages' operations (src/stores/payment.ts). */
export {
  CompleteDevPaymentDocument as COMPLETE_DEV_PAYMENT,
  InitiatePaymentDocument as INITIATE_PAYMENT,
  PaymentStatusDocument as PAYMENT_STATUS_QUERY,
} from '../gql/graphql.ts';
