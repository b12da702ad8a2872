/** Free gifts and price sync on the checkout (src/stores/checkout/gifts.ts). */
export {
  CartCheckPricesDocument as CART_CHECK_PRICES,
  CartRemoveGiftDocument as CART_REMOVE_GIFT,
  CartRestoreGiftDocument as CART_RESTORE_GIFT,
} from '../gql/graphql.ts';
