/** The checkout's and the payment pages' operations (src/stores/checkout.ts, src/stores/payment.ts). */
export {
  ApplyCouponDocument as APPLY_COUPON,
  CheckoutCartDocument as CHECKOUT_CART_QUERY,
  CompleteDevPaymentDocument as COMPLETE_DEV_PAYMENT,
  InitiatePaymentDocument as INITIATE_PAYMENT,
  PaymentStatusDocument as PAYMENT_STATUS_QUERY,
  RemoveCouponDocument as REMOVE_COUPON,
  SetShippingInformationDocument as SET_SHIPPING_INFORMATION,
} from '../gql-account/graphql.ts';
