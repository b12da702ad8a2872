/** The cart's operations, run by the cart store in the browser. */
export {
  CartAddItemDocument as CART_ADD_ITEM,
  CartCreateDocument as CART_CREATE,
  CartDocument as CART_QUERY,
  CartRemoveItemDocument as CART_REMOVE_ITEM,
  CartUpdateQuantityDocument as CART_UPDATE_QUANTITY,
} from '../gql/graphql.ts';
