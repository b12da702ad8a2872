/** The cart's operations: the cart store's on every page, and what the checkout asks of the cart (src/stores/checkout.ts). */
export {
  ApplyCouponDocument as APPLY_COUPON,
  CartAddItemDocument as CART_ADD_ITEM,
  CartCreateDocument as CART_CREATE,
  CartDocument as CART_QUERY,
  CartRemoveItemDocument as CART_REMOVE_ITEM,
  CartUpdateQuantityDocument as CART_UPDATE_QUANTITY,
  CheckoutCartDocument as CHECKOUT_CART_QUERY,
  RemoveCouponDocument as REMOVE_COUPON,
  SetShippingInformationDocument as SET_SHIPPING_INFORMATION,
} from '../gql/graphql.ts';
